import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/page.tsx';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError, isSessionLost } from '../../../lib/api.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { useEditJob, useJob } from '../api/jobs.ts';
import { JobForm, jobFormValues } from './job-form.tsx';
import { isHeldBack, JobStateNotice, type CompanyStanding } from './job-state.tsx';

/**
 * /editjob/{jobId}: the company's own ad, every field prefilled (deadline included), 'Güncelle'; then back where the
 * company came from (its profile or the job's page). A past deadline is refused under its field, so an expired ad is
 * published again by choosing a new day.
 */
export function EditJobForm({ jobId, standing }: { jobId: string; standing?: CompanyStanding }) {
  const { t } = useTranslation('jobs');
  const { t: tw } = useTranslation('workspace', { useSuspense: true });
  const job = useJob(jobId);
  const edit = useEditJob(jobId);
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  let body: ReactNode;
  if (job.isPending) body = <PageSkeleton lines={4} />;
  else if (job.isError) {
    body = (
      <EmptyState>
        {job.error instanceof ApiError && job.error.status === 404 ? t('info.notFound') : t('info.loadFailed')}
      </EmptyState>
    );
  } else if (!job.data.mine) body = <EmptyState>{t('hire.forbidden')}</EmptyState>;
  else {
    body = (
      <div className="flex flex-col gap-5">
        <JobStateNotice job={job.data} standing={standing} editable={false} />
        <JobForm
          defaultValues={jobFormValues(job.data)}
          knownCourses={[...(job.data.requiredCourses ?? []), ...(job.data.preferredCourses ?? [])]}
          serverError={edit.error}
          submitLabel={t('form.update')}
          pending={edit.isPending}
          onSubmit={(input) =>
            edit.mutate(input, {
              onSuccess: () => {
                notify.success(isHeldBack(standing) ? tw('form.updatedPending') : t('form.updated'));
                navigate(from?.startsWith('/') ? from : '/CompanyProfile');
              },
              onError: (err) => {
                if (isSessionLost(err)) return;
                // The server's own reason (a 400 with the field's message, a 403 for another's ad) in the reader's language.
                notify.error(
                  err instanceof ApiError && (err.status === 400 || err.status === 403)
                    ? translateMessage(err.message)
                    : t('form.failed'),
                );
              },
            })
          }
        />
      </div>
    );
  }
  return (
    <Card>
      <CardContent className="pt-5">{body}</CardContent>
    </Card>
  );
}
