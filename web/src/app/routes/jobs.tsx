import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page.tsx';
import { CardGridSkeleton } from '../../components/ui/skeleton.tsx';
import { useSession } from '../../features/auth/api/session.ts';
import { JobSearch } from '../../features/jobs/components/job-search.tsx';

export default function Route() {
  const { t } = useTranslation('jobs');
  const { user, isLoading } = useSession();
  return (
    <Page title={t('list.title')}>
      {isLoading ? <CardGridSkeleton /> : <JobSearch loggedIn={Boolean(user)} student={user?.role === 'student'} />}
    </Page>
  );
}
