import { Link } from 'react-router';
import { Building2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useJobList } from '../api/jobs.ts';
import { jobTexts as t } from '../texts.ts';

/** The job cards of /jobs, the first page and 'Daha fazla' for the next. */
export function JobList({ loggedIn }: { loggedIn: boolean }) {
  const query = useJobList(loggedIn);
  if (query.isPending) return <Spinner />;
  if (query.isError) return <EmptyState>{t.loadFailed}</EmptyState>;
  const jobs = query.data.pages.flatMap((p) => p.items);
  if (jobs.length === 0) return <EmptyState>{t.noJobs}</EmptyState>;
  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {jobs.map((job) => (
          <li key={job.id}>
            <Card className="flex h-full flex-col">
              <CardHeader>
                <p className="flex items-center gap-1.5 text-sm font-medium text-brand-700">
                  <Building2 className="size-4" aria-hidden="true" />
                  {job.companyName}
                </p>
                <CardTitle level={2}>{job.title}</CardTitle>
              </CardHeader>
              <CardContent className="flex-1">
                <p className="line-clamp-3 whitespace-pre-line">{job.description}</p>
              </CardContent>
              <CardFooter>
                <Button asChild>
                  <Link to={`/jobinfopage/${job.id}`} aria-label={`${job.title}: ${t.details}`}>
                    {t.details}
                  </Link>
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {t.more}
          </Button>
        </div>
      )}
    </>
  );
}
