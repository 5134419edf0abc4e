import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeOff, RotateCcw } from 'lucide-react';
import { reasonInputSchema, type JobView } from '@beceri/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { notify } from '../../../lib/toast.ts';
import { useRepublishJob, useUnpublishJob } from '../api/jobs.ts';

/** 'Yayından kaldırıldı' beside a job taken down by an admin. */
export function UnpublishedBadge({ className }: { className?: string }) {
  const { t } = useTranslation('jobs');
  return (
    <StatusBadge tone="neutral" className={cn('border-red-200 bg-red-50 text-red-800', className)}>
      <EyeOff className="size-4" aria-hidden="true" />
      {t('trust.unpublished')}
    </StatusBadge>
  );
}

/** The admin's 'Yayından kaldır' (with a reason mailed to the company) or 'Yeniden yayınla' of one job. */
export function PublicationAction({ job }: { job: JobView }) {
  const { t } = useTranslation('jobs');
  const [open, setOpen] = useState(false);
  const unpublish = useUnpublishJob();
  const republish = useRepublishJob();
  const failed = () => notify.error(t('trust.failed'));
  if (job.unpublishedAt) {
    return (
      <>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setOpen(true)}
          aria-label={`${job.title}: ${t('trust.republish')}`}
        >
          <RotateCcw aria-hidden="true" />
          {t('trust.republish')}
        </Button>
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          destructive={false}
          title={t('trust.confirmRepublish', { title: job.title })}
          confirmLabel={t('trust.republish')}
          pending={republish.isPending}
          onConfirm={() =>
            republish.mutate(job.id, {
              onSuccess: () => {
                setOpen(false);
                notify.success(t('trust.republished'));
              },
              onError: failed,
            })
          }
        />
      </>
    );
  }
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`${job.title}: ${t('trust.unpublish')}`}
      >
        <EyeOff aria-hidden="true" />
        {t('trust.unpublish')}
      </Button>
      <ReasonDialog
        schema={reasonInputSchema}
        open={open}
        onOpenChange={setOpen}
        title={t('trust.confirmUnpublish', { title: job.title })}
        description={job.addedByType === 'Company' ? t('trust.unpublishDescription') : undefined}
        reasonLabel={t('trust.reason')}
        confirmLabel={t('trust.unpublish')}
        pending={unpublish.isPending}
        onConfirm={(reason) =>
          unpublish.mutate(
            { id: job.id, reason },
            {
              onSuccess: () => {
                setOpen(false);
                notify.success(t('trust.unpublishedDone'));
              },
              onError: failed,
            },
          )
        }
      />
    </>
  );
}
