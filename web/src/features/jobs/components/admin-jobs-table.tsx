import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Briefcase, Pencil, Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { ADMIN_PAGE_SIZE, type JobView } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/page.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '../../../components/ui/table.tsx';
import { useAdminJobs, useDeleteJob } from '../api/jobs.ts';
import { adminJobTexts as t } from '../texts.ts';
import { JobDetailsDialog } from './job-details-dialog.tsx';

function JobRow({ job }: { job: JobView }) {
  const del = useDeleteJob();
  const onDelete = () => {
    if (!window.confirm(t.confirmDelete)) return;
    del.mutate(job.id, { onSuccess: () => toast.success(t.deleted), onError: () => toast.error(t.deleteFailed) });
  };
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
        <div className="flex flex-wrap gap-2">
          {job.addedByType === 'Admin' && (
            <Button asChild size="sm" variant="outline">
              <Link to={`/admin/jobs/edit-job/${job.id}`} aria-label={`${job.title}: ${t.edit}`}>
                <Pencil aria-hidden="true" />
                {t.edit}
              </Link>
            </Button>
          )}
          <Button size="sm" variant="destructive" onClick={onDelete} disabled={del.isPending} aria-label={`${job.title}: ${t.delete}`}>
            <Trash2 aria-hidden="true" />
            {t.delete}
          </Button>
          <JobDetailsDialog jobId={job.id} title={job.title} />
        </div>
      </Td>
    </Tr>
  );
}

/** /admin/jobs: 'Meslekler Yönetimi', 5 a page from the server, with edit, delete and details. */
export function AdminJobsTable() {
  const [page, setPage] = useState(1);
  const query = useAdminJobs(page);
  const pageCount = query.data ? Math.ceil(query.data.total / ADMIN_PAGE_SIZE) : 1;
  // After a delete empties the last page, step back to one that has rows.
  const emptyPage = Boolean(query.data && query.data.items.length === 0 && page > 1 && !query.isPlaceholderData);
  useEffect(() => {
    if (emptyPage) setPage(Math.max(1, pageCount));
  }, [emptyPage, pageCount]);

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
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <EmptyState>{t.deleteFailed}</EmptyState>
      ) : query.data.items.length === 0 ? (
        <EmptyState>{t.empty}</EmptyState>
      ) : (
        <>
          <Table label={t.title} aria-busy={query.isPlaceholderData}>
            <caption className="sr-only">{t.title}</caption>
            <THead>
              <Tr>
                <Th>{t.image}</Th>
                <Th>{t.jobTitle}</Th>
                <Th>{t.actions}</Th>
              </Tr>
            </THead>
            <TBody>
              {query.data.items.map((job) => (
                <JobRow key={job.id} job={job} />
              ))}
            </TBody>
          </Table>
          <Pagination page={page} pageCount={pageCount} onPage={setPage} />
        </>
      )}
    </div>
  );
}
