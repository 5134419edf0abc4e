import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pencil, Plus, Trash2, Users } from 'lucide-react';
import { COMPANY_PROFILE_JOBS, LIST_PAGE_SIZE, type OwnJobView } from '@beceri/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/page.tsx';
import { CardGridSkeleton } from '../../../components/ui/skeleton.tsx';
import { CardGrid, PagedCardGrid } from '../../../components/paged-card-grid.tsx';
import { notify } from '../../../lib/toast.ts';
import { useDeleteJob, useOwnJobs } from '../api/jobs.ts';
import { JobMeta } from './job-meta.tsx';
import { JobStateNotice, type CompanyStanding } from './job-state.tsx';

function OwnJobCard({ job, standing }: { job: OwnJobView; standing?: CompanyStanding }) {
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
        <JobMeta job={job} compact />
        <JobStateNotice job={job} standing={standing} reason={job.unpublishedReason} />
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
          <Link to={`/hire/${job.id}`} aria-label={`${job.title}: ${t('company.applicantsLink')}`}>
            <Users aria-hidden="true" />
            {t('company.applicantsLink')}
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link
            to={`/editjob/${job.id}`}
            state={{ from: '/CompanyProfile' }}
            aria-label={`${job.title}: ${t('company.edit')}`}
          >
            <Pencil aria-hidden="true" />
            {t('company.edit')}
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

function JobGrid({ jobs, standing }: { jobs: OwnJobView[]; standing?: CompanyStanding }) {
  return <CardGrid items={jobs}>{(job) => <OwnJobCard job={job} standing={standing} />}</CardGrid>;
}

/** Every ad of the company, a page at a time (docs/product.md shows 3; a company must reach all of its ads). */
function AllOwnJobs({ standing }: { standing?: CompanyStanding }) {
  const { t } = useTranslation('jobs');
  return (
    <PagedCardGrid
      query={useOwnJobs(LIST_PAGE_SIZE)}
      texts={{ loadFailed: t('company.loadFailed'), empty: t('company.empty'), more: t('list.more') }}
      moreClassName="mt-4"
    >
      {(job) => <OwnJobCard job={job} standing={standing} />}
    </PagedCardGrid>
  );
}

/**
 * The company's job ads on the company profile: the 3 newest, each with its state (job-state.tsx), its applicants,
 * edit and delete; `standing` is the account's approval and e-mail verification.
 */
export function CompanyJobs({ standing }: { standing?: CompanyStanding }) {
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
      ) : (
        // The cards' states are a lazy namespace: only this list waits for them, never the profile around it.
        <Suspense fallback={<CardGridSkeleton count={COMPANY_PROFILE_JOBS} />}>
          {showAll ? <AllOwnJobs standing={standing} /> : <JobGrid jobs={jobs} standing={standing} />}
        </Suspense>
      )}
      {total > COMPANY_PROFILE_JOBS && (
        <Button variant="link" className="self-start" aria-expanded={showAll} onClick={() => setShowAll((v) => !v)}>
          {showAll ? t('company.showFewer') : t('company.showAll', { count: total })}
        </Button>
      )}
    </section>
  );
}
