import { useState } from 'react';
import { Link } from 'react-router';
import { Plus, Trash2, UserCheck, Users } from 'lucide-react';
import { toast } from 'sonner';
import { COMPANY_PROFILE_JOBS, LIST_PAGE_SIZE, type OwnJobView } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { CardGrid, PagedCardGrid } from '../../../components/paged-card-grid.tsx';
import { useDeleteJob, useOwnJobs } from '../api/jobs.ts';
import { companyJobTexts as t, jobTexts } from '../texts.ts';

function OwnJobCard({ job }: { job: OwnJobView }) {
  const del = useDeleteJob();
  const onDelete = () => {
    if (!window.confirm(t.confirmDelete)) return;
    del.mutate(job.id, { onSuccess: () => toast.success(t.deleted), onError: () => toast.error(t.deleteFailed) });
  };
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <CardTitle>{job.title}</CardTitle>
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <Users className="size-4" aria-hidden="true" />
          {t.applicants(job.applicantCount)}
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <p className="line-clamp-3 whitespace-pre-line">{job.description}</p>
      </CardContent>
      <CardFooter className="flex-wrap">
        <Button asChild size="sm">
          <Link to={`/hire/${job.id}`} aria-label={`${job.title}: ${t.hire}`}>
            <UserCheck aria-hidden="true" />
            {t.hire}
          </Link>
        </Button>
        <Button size="sm" variant="destructive" onClick={onDelete} disabled={del.isPending} aria-label={`${job.title}: ${t.delete}`}>
          <Trash2 aria-hidden="true" />
          {t.delete}
        </Button>
      </CardFooter>
    </Card>
  );
}

function JobGrid({ jobs }: { jobs: OwnJobView[] }) {
  return <CardGrid items={jobs}>{(job) => <OwnJobCard job={job} />}</CardGrid>;
}

/** Every ad of the company, a page at a time (SPEC.md shows 3; a company must reach all of its ads). */
function AllOwnJobs() {
  return (
    <PagedCardGrid query={useOwnJobs(LIST_PAGE_SIZE)} texts={{ loadFailed: t.deleteFailed, empty: t.empty, more: jobTexts.more }} moreClassName="mt-4">
      {(job) => <OwnJobCard job={job} />}
    </PagedCardGrid>
  );
}

/** The company's job ads on the company profile: the 3 newest, add, hire and delete. */
export function CompanyJobs() {
  const recent = useOwnJobs(COMPANY_PROFILE_JOBS);
  const [showAll, setShowAll] = useState(false);
  const total = recent.data?.pages[0]?.total ?? 0;
  const jobs = recent.data?.pages[0]?.items ?? [];
  return (
    <section aria-labelledby="company-jobs" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="company-jobs" className="text-xl font-semibold">{t.heading}</h2>
        <Button asChild variant="secondary">
          <Link to="/addjob">
            <Plus aria-hidden="true" />
            {t.add}
          </Link>
        </Button>
      </div>
      {recent.isPending ? (
        <Spinner />
      ) : recent.isError ? (
        <EmptyState>{t.deleteFailed}</EmptyState>
      ) : jobs.length === 0 ? (
        <EmptyState>{t.empty}</EmptyState>
      ) : showAll ? (
        <AllOwnJobs />
      ) : (
        <JobGrid jobs={jobs} />
      )}
      {total > COMPANY_PROFILE_JOBS && (
        <Button variant="link" className="self-start" aria-expanded={showAll} onClick={() => setShowAll((v) => !v)}>
          {showAll ? t.showFewer : t.showAll(total)}
        </Button>
      )}
    </section>
  );
}
