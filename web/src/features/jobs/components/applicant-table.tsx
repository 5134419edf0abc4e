import { useState } from 'react';
import { Download, UserCheck } from 'lucide-react';
import { toast } from 'sonner';
import { applicationStatusLabel, type ApplicantView } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '../../../components/ui/table.tsx';
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

/** The applicants of one job: name and id, resume download, status and a hire button per row. */
export function ApplicantTable({
  applicants,
  hiring,
  onHire,
}: {
  applicants: ApplicantView[];
  hiring: boolean;
  onHire: (studentId: string) => void;
}) {
  return (
    <Table>
      <caption className="sr-only">{t.applicantsHeading}</caption>
      <THead>
        <Tr>
          <Th>{t.name}</Th>
          <Th>{t.resume}</Th>
          <Th>{t.status}</Th>
          <Th>{t.actions}</Th>
        </Tr>
      </THead>
      <TBody>
        {applicants.map((a) => {
          const fullName = `${a.name} ${a.surname}`.trim();
          const hired = a.status === 'Hired';
          return (
            <Tr key={a.id}>
              <Td>
                <span className="font-medium text-slate-900">{fullName}</span>
                <span className="block font-mono text-xs break-all text-slate-600">
                  {t.idLabel}: {a.id}
                </span>
              </Td>
              <Td>
                <ResumeButton applicant={a} />
              </Td>
              <Td>
                <span className={hired ? 'font-semibold text-green-800' : 'text-slate-800'}>{applicationStatusLabel(a.status)}</span>
              </Td>
              <Td>
                <Button size="sm" onClick={() => onHire(a.id)} disabled={hired || hiring} aria-label={`${fullName}: ${t.hire}`}>
                  <UserCheck aria-hidden="true" />
                  {hired ? t.hired : t.hire}
                </Button>
              </Td>
            </Tr>
          );
        })}
      </TBody>
    </Table>
  );
}
