import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/page.tsx';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { useEditJob, useJob } from '../api/jobs.ts';
import { AddJobForm } from './add-job-form.tsx';
import { JobForm, jobFormValues } from './job-form.tsx';

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <Card>
        <CardContent className="pt-5">{children}</CardContent>
      </Card>
    </div>
  );
}

/** /admin/jobs/add-job: 'Gönder', a toast, then back to the table. */
export function AdminJobAdd() {
  const { t } = useTranslation('jobs');
  return (
    <Frame title={t('admin.addTitle')}>
      <AddJobForm doneTo="/admin/jobs" />
    </Frame>
  );
}

/** /admin/jobs/edit-job/{id}: prefilled, 'Güncelle'; only the admin's own ads can be edited. */
export function AdminJobEdit({ jobId }: { jobId: string }) {
  const { t } = useTranslation('jobs');
  const job = useJob(jobId);
  const edit = useEditJob(jobId);
  const navigate = useNavigate();
  let body: ReactNode;
  if (job.isPending) body = <PageSkeleton lines={4} />;
  else if (job.isError) body = <EmptyState>{t('info.loadFailed')}</EmptyState>;
  else if (job.data.addedByType !== 'Admin') body = <EmptyState>{t('admin.notEditable')}</EmptyState>;
  else {
    body = (
      <JobForm
        defaultValues={jobFormValues(job.data)}
        knownCourses={[...(job.data.requiredCourses ?? []), ...(job.data.preferredCourses ?? [])]}
        serverError={edit.error}
        submitLabel={t('form.update')}
        pending={edit.isPending}
        onSubmit={(input) =>
          edit.mutate(input, {
            onSuccess: () => {
              notify.success(t('form.updated'));
              navigate('/admin/jobs');
            },
            onError: (err) =>
              notify.error(
                err instanceof ApiError && err.status === 400 ? translateMessage(err.message) : t('form.failed'),
              ),
          })
        }
      />
    );
  }
  return <Frame title={t('admin.editTitle')}>{body}</Frame>;
}
