import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page.tsx';
import { CardGridSkeleton } from '../../components/ui/skeleton.tsx';
import { useSession } from '../../features/auth/api/session.ts';
import { useHydrated } from '../../lib/hydrated.ts';
import { JobSearch, type SearchFilters } from '../../features/jobs/components/job-search.tsx';

/** A student's 'Bu aramayı kaydet' (decision 064): its code and texts are chunks a visitor's /jobs never loads. */
const SaveSearch = lazy(() => import('../../features/job-alerts/components/save-search.tsx'));
const saveSearch = (filters: SearchFilters) => <LazySaveSearch filters={filters} />;

/**
 * Rendered once the page is hydrated: the server's page never holds it (its chunk is not there during a server render,
 * and a boundary the server could not finish is an error at hydration), so it appears a moment after the list.
 */
function LazySaveSearch({ filters }: { filters: SearchFilters }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SaveSearch filters={filters} />
    </Suspense>
  );
}

export default function Route() {
  const { t } = useTranslation('jobs');
  const { user, isLoading } = useSession();
  return (
    <Page title={t('list.title')}>
      {isLoading ? (
        <CardGridSkeleton />
      ) : (
        <JobSearch loggedIn={Boolean(user)} student={user?.role === 'student'} studentTools={saveSearch} />
      )}
    </Page>
  );
}
