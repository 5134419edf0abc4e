import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page.tsx';
import { CardGridSkeleton } from '../../components/ui/skeleton.tsx';
import { useSession } from '../../features/auth/api/session.ts';
import { JobSearch } from '../../features/jobs/components/job-search.tsx';
import { LateSaveSearch } from '../router.tsx';

export default function Route() {
  const { t } = useTranslation('jobs');
  const { user, isLoading } = useSession();
  const student = user?.role === 'student';
  return (
    // A student may save the search as a job alert (decision 064): the control and its texts are chunks of their own.
    <Page title={t('list.title')} actions={student && <LateSaveSearch />}>
      {isLoading ? <CardGridSkeleton /> : <JobSearch loggedIn={Boolean(user)} student={student} />}
    </Page>
  );
}
