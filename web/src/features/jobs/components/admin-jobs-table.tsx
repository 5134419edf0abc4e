import { Link } from 'react-router';
import { Briefcase, Plus } from 'lucide-react';
import { toast } from 'sonner';
import { ADMIN_PAGE_SIZE, type JobView } from '@beceri/domain';
import { PagedTable, RowActions, useTablePage } from '../../../components/admin-table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TBody, Td, Th, THead, Tr } from '../../../components/ui/table.tsx';
import { useAdminJobs, useDeleteJob } from '../api/jobs.ts';
import { adminJobTexts as t } from '../texts.ts';
import { JobDetailsDialog } from './job-details-dialog.tsx';

function JobRow({ job }: { job: JobView }) {
  const del = useDeleteJob();
  const onDelete = () => del.mutate(job.id, { onSuccess: () => toast.success(t.deleted), onError: () => toast.error(t.deleteFailed) });
  return (
    <Tr>
      <Td className="w-16">
        {/* Jobs carry no picture: a neutral tile keeps SPEC.md's image column. */}
        <span className="flex size-12 items-center justify-center rounded-md bg-brand-50 text-brand-700" aria-hidden="true">
          <Briefcase className="size-6" />
        </span>
      </Td>
      <Td>
        <span className="font-medium text-slate-900">{job.title}</span>
        <span className="block text-sm text-slate-600">{job.companyName}</span>
      </Td>
      <Td>
        <RowActions
          name={job.title}
          editTo={job.addedByType === 'Admin' ? `/admin/jobs/edit-job/${job.id}` : undefined}
          texts={t}
          deleting={del.isPending}
          onDelete={onDelete}
        >
          <JobDetailsDialog jobId={job.id} title={job.title} />
        </RowActions>
      </Td>
    </Tr>
  );
}

/** /admin/jobs: 'Meslekler Yönetimi', 5 a page from the server, with edit, delete and details. */
export function AdminJobsTable() {
  const table = useTablePage(useAdminJobs, ADMIN_PAGE_SIZE);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
        <Button asChild>
          <Link to="/admin/jobs/add-job">
            <Plus aria-hidden="true" />
            {t.add}
          </Link>
        </Button>
      </div>
      <PagedTable
        table={table}
        label={t.title}
        caption
        texts={{ loadFailed: t.deleteFailed, empty: t.empty }}
        head={
          <THead>
            <Tr>
              <Th>{t.image}</Th>
              <Th>{t.jobTitle}</Th>
              <Th>{t.actions}</Th>
            </Tr>
          </THead>
        }
      >
        {(jobs) => (
          <TBody>
            {jobs.map((job) => (
              <JobRow key={job.id} job={job} />
            ))}
          </TBody>
        )}
      </PagedTable>
    </div>
  );
}
