import { Link } from 'react-router';
import { Building2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { PagedCardGrid } from '../../../components/paged-card-grid.tsx';
import { useJobList } from '../api/jobs.ts';
import { jobTexts as t } from '../texts.ts';

/** The job cards of /jobs, the first page and 'Daha fazla' for the next. */
export function JobList({ loggedIn }: { loggedIn: boolean }) {
  return (
    <PagedCardGrid query={useJobList(loggedIn)} texts={{ loadFailed: t.loadFailed, empty: t.noJobs, more: t.more }}>
      {(job) => (
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
      )}
    </PagedCardGrid>
  );
}
