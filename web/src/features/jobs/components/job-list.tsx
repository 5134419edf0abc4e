import { Building2 } from 'lucide-react';
import { ListingCard } from '../../../components/listing-card.tsx';
import { PagedCardGrid } from '../../../components/paged-card-grid.tsx';
import { useJobList } from '../api/jobs.ts';
import { jobTexts as t } from '../texts.ts';

/** The job cards of /jobs, the first page and 'Daha fazla' for the next. */
export function JobList({ loggedIn }: { loggedIn: boolean }) {
  return (
    <PagedCardGrid query={useJobList(loggedIn)} texts={{ loadFailed: t.loadFailed, empty: t.noJobs, more: t.more }}>
      {(job) => (
        <ListingCard
          icon={Building2}
          eyebrow={job.companyName}
          title={job.title}
          description={job.description}
          to={`/jobinfopage/${job.id}`}
          linkLabel={t.details}
        />
      )}
    </PagedCardGrid>
  );
}
