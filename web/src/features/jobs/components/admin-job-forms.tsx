import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useEditJob, useJob } from '../api/jobs.ts';
import { adminJobTexts, jobFormTexts as t, jobTexts } from '../texts.ts';
import { AddJobForm } from './add-job-form.tsx';
import { JobForm } from './job-form.tsx';

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
  return (
    <Frame title={adminJobTexts.addTitle}>
      <AddJobForm doneTo="/admin/jobs" />
    </Frame>
  );
}

/** /admin/jobs/edit-job/{id}: prefilled, 'Güncelle'; only the admin's own ads can be edited. */
export function AdminJobEdit({ jobId }: { jobId: string }) {
  const job = useJob(jobId);
  const edit = useEditJob(jobId);
  const navigate = useNavigate();
  let body: ReactNode;
  if (job.isPending) body = <Spinner />;
  else if (job.isError) body = <EmptyState>{jobTexts.loadFailed}</EmptyState>;
  else if (job.data.addedByType !== 'Admin') body = <EmptyState>{adminJobTexts.notEditable}</EmptyState>;
  else {
    body = (
      <JobForm
        defaultValues={{ title: job.data.title, description: job.data.description }}
        submitLabel={t.update}
        pending={edit.isPending}
        onSubmit={(input) =>
          edit.mutate(input, {
            onSuccess: () => {
              toast.success(t.updated);
              navigate('/admin/jobs');
            },
            onError: () => toast.error(t.failed),
          })
        }
      />
    );
  }
  return <Frame title={adminJobTexts.editTitle}>{body}</Frame>;
}
