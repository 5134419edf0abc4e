import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Briefcase, Plus } from 'lucide-react';
import { ADMIN_PAGE_SIZE, type JobView } from '@beceri/domain';
import { PagedTable, RowActions, useTablePage } from '../../../components/admin-table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TBody, Td, Th, THead, Tr } from '../../../components/ui/table.tsx';
import { notify } from '../../../lib/toast.ts';
import { useAdminJobs, useDeleteJob } from '../api/jobs.ts';
import { JobDetailsDialog } from './job-details-dialog.tsx';
import { JobMeta } from './job-meta.tsx';
import { PublicationAction, UnpublishedBadge } from './job-publication.tsx';

function JobRow({ job }: { job: JobView }) {
  const { t } = useTranslation('jobs');
  const del = useDeleteJob();
  const onDelete = () =>
    del.mutate(job.id, {
      onSuccess: () => notify.success(t('admin.deleted')),
      onError: () => notify.error(t('admin.deleteFailed')),
    });
  return (
    <Tr>
      <Td className="w-16">
        {/* Jobs carry no picture: a neutral tile keeps docs/product.md's image column. */}
        <span
          className="flex size-12 items-center justify-center rounded-md bg-brand-50 text-brand-700"
          aria-hidden="true"
        >
          <Briefcase className="size-6" />
        </span>
      </Td>
      <Td>
        <span className="font-medium text-slate-900">{job.title}</span>
        {job.unpublishedAt && <UnpublishedBadge className="ml-2 align-middle" />}
        {/* The employer as the server names it (an admin's ad carries the organisation's name). */}
        <span className="block text-sm text-slate-600">{job.companyName}</span>
        {/* Admins also see past-deadline jobs: the deadline says which. */}
        <JobMeta job={job} compact />
      </Td>
      <Td>
        <RowActions
          name={job.title}
          editTo={job.addedByType === 'Admin' ? `/admin/jobs/edit-job/${job.id}` : undefined}
          texts={{
            edit: t('admin.edit'),
            delete: t('admin.delete'),
            confirmDelete: t('admin.confirmDelete', { title: job.title }),
          }}
          deleting={del.isPending}
          onDelete={onDelete}
        >
          <JobDetailsDialog jobId={job.id} title={job.title} />
          <PublicationAction job={job} />
        </RowActions>
      </Td>
    </Tr>
  );
}

/** /admin/jobs: 'Meslekler Yönetimi', 5 a page from the server, with edit, delete and details. */
export function AdminJobsTable() {
  const { t } = useTranslation('jobs');
  const table = useTablePage(useAdminJobs, ADMIN_PAGE_SIZE);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('admin.title')}</h1>
        <Button asChild>
          <Link to="/admin/jobs/add-job">
            <Plus aria-hidden="true" />
            {t('admin.add')}
          </Link>
        </Button>
      </div>
      <PagedTable
        table={table}
        label={t('admin.title')}
        caption
        texts={{ loadFailed: t('admin.loadFailed'), empty: t('admin.empty') }}
        head={
          <THead>
            <Tr>
              <Th>{t('admin.image')}</Th>
              <Th>{t('admin.jobTitle')}</Th>
              <Th>{t('admin.actions')}</Th>
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
