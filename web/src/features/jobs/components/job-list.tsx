import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Building2 } from 'lucide-react';
import type { JobFilters } from '@beceri/domain';
import { ListingCard } from '../../../components/listing-card.tsx';
import { PagedCardGrid } from '../../../components/paged-card-grid.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { CardGridSkeleton } from '../../../components/ui/skeleton.tsx';
import { useJobList } from '../api/jobs.ts';
import { useAppliedJobIds } from '../api/student-applications.ts';
import { CardMatch } from './card-match.tsx';
import { JobMeta } from './job-meta.tsx';

/**
 * The job cards of /jobs: placeholder cards while the first page loads, then the cards and 'Daha fazla'. A student's
 * cards say 'Başvurdunuz' where they applied (one request for the ids, never per card), and whether she meets the job's
 * course requirements or which course she still needs (the list's `match`).
 */
export function JobList({
  loggedIn,
  student = false,
  filters = {},
  page = 1,
  emptyText,
  emptyAction,
}: {
  loggedIn: boolean;
  student?: boolean;
  filters?: JobFilters;
  /** The page the address names (`?page=N`): the list starts there. */
  page?: number;
  emptyText?: string;
  emptyAction?: ReactNode;
}) {
  const { t } = useTranslation('jobs');
  const query = useJobList(loggedIn, filters, page);
  const applied = useAppliedJobIds(student).data;
  if (query.isPending) return <CardGridSkeleton />;
  return (
    <PagedCardGrid
      query={query}
      texts={{ loadFailed: t('info.loadFailed'), empty: emptyText ?? t('list.empty'), more: t('list.more') }}
      emptyAction={emptyAction}
      pageLinks
    >
      {(job) => (
        <ListingCard
          icon={Building2}
          eyebrow={job.companyName}
          title={job.title}
          description={job.description}
          to={`/jobinfopage/${job.id}`}
          linkLabel={t('list.details')}
        >
          <JobMeta job={job} />
          {job.match && <CardMatch match={job.match} />}
          {applied?.has(job.id) && <StatusBadge className="mt-3">{t('applying.appliedBadge')}</StatusBadge>}
        </ListingCard>
      )}
    </PagedCardGrid>
  );
}
