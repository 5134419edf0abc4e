import { useState } from 'react';
import { Download, UserCheck } from 'lucide-react';
import { toast } from 'sonner';
import { applicationStatusLabel, type ApplicantView } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { downloadResume } from '../api/resume.ts';
import { hireTexts as t } from '../texts.ts';

function ResumeButton({ applicant }: { applicant: ApplicantView }) {
  const [busy, setBusy] = useState(false);
  const fullName = `${applicant.name} ${applicant.surname}`.trim();
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadResume(applicant.resume, `${fullName} özgeçmiş.pdf`);
    } catch {
      toast.error(t.resumeFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="outline" onClick={onClick} disabled={busy} aria-label={`${fullName}: ${t.download}`}>
      <Download aria-hidden="true" />
      {t.download}
    </Button>
  );
}

/** The applicants of one job: name and id, resume download, status and a hire button per row; rows wrap on phones. */
export function ApplicantList({
  applicants,
  hiring,
  onHire,
}: {
  applicants: ApplicantView[];
  hiring: boolean;
  onHire: (studentId: string) => void;
}) {
  return (
    <ul aria-label={t.applicantsHeading} className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {applicants.map((a) => {
        const fullName = `${a.name} ${a.surname}`.trim();
        const hired = a.status === 'Hired';
        return (
          <li key={a.id} className="flex flex-wrap items-center gap-x-6 gap-y-3 p-4">
            <div className="min-w-0 flex-1 basis-60">
              <p className="font-medium text-slate-900">{fullName}</p>
              <p className="font-mono text-xs break-all text-slate-600">
                {t.idLabel}: {a.id}
              </p>
            </div>
            <p className="w-36 text-slate-800">
              <span className="sr-only">{t.status}: </span>
              <span className={hired ? 'font-semibold text-green-800' : undefined}>{applicationStatusLabel(a.status)}</span>
            </p>
            <div className="flex flex-wrap gap-2">
              <ResumeButton applicant={a} />
              <Button size="sm" onClick={() => onHire(a.id)} disabled={hired || hiring} aria-label={`${fullName}: ${t.hire}`}>
                <UserCheck aria-hidden="true" />
                {t.hire}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
