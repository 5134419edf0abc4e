import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, Eye, EyeOff } from 'lucide-react';
import type { ApplicantView } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../lib/toast.ts';
import { downloadResume } from '../api/resume.ts';

const fullNameOf = (a: Pick<ApplicantView, 'name' | 'surname'>) => `${a.name} ${a.surname}`.trim();

function DownloadButton({ applicant, describedBy }: { applicant: ApplicantView; describedBy?: string }) {
  const { t } = useTranslation('jobs');
  const [busy, setBusy] = useState(false);
  const fullName = fullNameOf(applicant);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadResume(applicant.resume, t('hire.resumeFileName', { name: fullName }));
    } catch {
      notify.error(t('hire.resumeFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={onClick}
      disabled={busy || !applicant.resume}
      aria-label={`${fullName}: ${t('hire.download')}`}
      aria-describedby={describedBy}
    >
      <Download aria-hidden="true" />
      {t('hire.download')}
    </Button>
  );
}

/**
 * An applicant's resume: 'Özgeçmişi görüntüle' opens the PDF inside the card (`?inline=1`, served only to the
 * companies the student applied to) with the download beside it; without a resume both say why they cannot work.
 */
export function ApplicantResume({ applicant }: { applicant: ApplicantView }) {
  const { t: tw } = useTranslation('workspace', { useSuspense: true });
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const reasonId = useId();
  const fullName = fullNameOf(applicant);
  const canPreview = Boolean(applicant.resume) && applicant.resumeMime === 'application/pdf';
  const reason = !applicant.resume ? tw('pipeline.noResume') : canPreview ? undefined : tw('pipeline.notPdf');

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={!canPreview}
          aria-expanded={canPreview ? open : undefined}
          aria-controls={canPreview && open ? panelId : undefined}
          aria-describedby={reason ? reasonId : undefined}
          aria-label={`${fullName}: ${open ? tw('pipeline.closePreview') : tw('pipeline.preview')}`}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {open ? tw('pipeline.closePreview') : tw('pipeline.preview')}
        </Button>
        <DownloadButton applicant={applicant} describedBy={!applicant.resume ? reasonId : undefined} />
        {reason && (
          <p id={reasonId} className="text-sm text-slate-700">
            {reason}
          </p>
        )}
      </div>
      {canPreview && open && (
        <div id={panelId} className="overflow-hidden rounded-md border border-slate-300 bg-slate-50">
          <iframe
            src={`${applicant.resume}?inline=1`}
            title={tw('pipeline.previewFrame', { name: fullName })}
            className="block h-[70vh] min-h-80 w-full"
          />
        </div>
      )}
    </div>
  );
}
