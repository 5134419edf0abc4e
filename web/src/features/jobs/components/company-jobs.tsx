import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2, UserCheck, Users } from 'lucide-react';
import { COMPANY_PROFILE_JOBS, LIST_PAGE_SIZE, type OwnJobView } from '@beceri/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/page.tsx';
import { CardGridSkeleton } from '../../../components/ui/skeleton.tsx';
import { CardGrid, PagedCardGrid } from '../../../components/paged-card-grid.tsx';
import { notify } from '../../../lib/toast.ts';
import { useDeleteJob, useOwnJobs } from '../api/jobs.ts';
import { UnpublishedBadge } from './job-publication.tsx';

function OwnJobCard({ job }: { job: OwnJobView }) {
  const { t } = useTranslation('jobs');
  const del = useDeleteJob();
  const [confirming, setConfirming] = useState(false);
  const onDelete = () =>
    del.mutate(job.id, {
      onSuccess: () => notify.success(t('company.deleted')),
      onError: () => notify.error(t('company.deleteFailed')),
      onSettled: () => setConfirming(false),
    });
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <CardTitle>{job.title}</CardTitle>
        {job.unpublishedAt && (
          <div className="flex flex-col gap-1">
            <UnpublishedBadge />
            <p className="text-sm text-red-800">{t('trust.unpublishedNotice')}</p>
            <p className="text-sm font-medium text-red-800">
              {t('trust.unpublishedReason', { reason: job.unpublishedReason ?? '' })}
            </p>
          </div>
        )}
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <Users className="size-4" aria-hidden="true" />
          {t('company.applicants', { count: job.applicantCount })}
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <p className="line-clamp-3 whitespace-pre-line">{job.description}</p>
      </CardContent>
      <CardFooter className="flex-wrap">
        <Button asChild size="sm">
          <Link to={`/hire/${job.id}`} aria-label={`${job.title}: ${t('company.hire')}`}>
            <UserCheck aria-hidden="true" />
            {t('company.hire')}
          </Link>
        </Button>
        <Button
          size="sm"
          variant="destructive"
          onClick={() => setConfirming(true)}
          disabled={del.isPending}
          aria-label={`${job.title}: ${t('company.delete')}`}
        >
          <Trash2 aria-hidden="true" />
          {t('company.delete')}
        </Button>
      </CardFooter>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('company.confirmDelete', { title: job.title })}
        description={t('company.confirmDeleteDetail')}
        confirmLabel={t('company.delete')}
        pending={del.isPending}
        onConfirm={onDelete}
      />
    </Card>
  );
}

function JobGrid({ jobs }: { jobs: OwnJobView[] }) {
  return <CardGrid items={jobs}>{(job) => <OwnJobCard job={job} />}</CardGrid>;
}

/** Every ad of the company, a page at a time (docs/product.md shows 3; a company must reach all of its ads). */
function AllOwnJobs() {
  const { t } = useTranslation('jobs');
  return (
    <PagedCardGrid
      query={useOwnJobs(LIST_PAGE_SIZE)}
      texts={{ loadFailed: t('company.loadFailed'), empty: t('company.empty'), more: t('list.more') }}
      moreClassName="mt-4"
    >
      {(job) => <OwnJobCard job={job} />}
    </PagedCardGrid>
  );
}

/** The company's job ads on the company profile: the 3 newest, add, hire and delete. */
export function CompanyJobs() {
  const { t } = useTranslation('jobs');
  const recent = useOwnJobs(COMPANY_PROFILE_JOBS);
  const [showAll, setShowAll] = useState(false);
  const total = recent.data?.pages[0]?.total ?? 0;
  const jobs = recent.data?.pages[0]?.items ?? [];
  return (
    <section aria-labelledby="company-jobs" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="company-jobs" className="text-xl font-semibold">
          {t('company.heading')}
        </h2>
        <Button asChild variant="secondary">
          <Link to="/addjob">
            <Plus aria-hidden="true" />
            {t('company.add')}
          </Link>
        </Button>
      </div>
      {recent.isPending ? (
        <CardGridSkeleton count={COMPANY_PROFILE_JOBS} />
      ) : recent.isError ? (
        <EmptyState>{t('company.loadFailed')}</EmptyState>
      ) : jobs.length === 0 ? (
        <EmptyState>{t('company.empty')}</EmptyState>
      ) : showAll ? (
        <AllOwnJobs />
      ) : (
        <JobGrid jobs={jobs} />
      )}
      {total > COMPANY_PROFILE_JOBS && (
        <Button variant="link" className="self-start" aria-expanded={showAll} onClick={() => setShowAll((v) => !v)}>
          {showAll ? t('company.showFewer') : t('company.showAll', { count: total })}
        </Button>
      )}
    </section>
  );
}
