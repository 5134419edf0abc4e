import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page.tsx';
import { CardGridSkeleton } from '../../components/ui/skeleton.tsx';
import { useSession } from '../../features/auth/api/session.ts';
import { CourseSearch } from '../../features/courses/components/course-search.tsx';

export default function CoursesRoute() {
  const { t } = useTranslation('courses');
  const { user, isLoading } = useSession();
  return (
    <Page title={t('list.title')}>
      {isLoading ? <CardGridSkeleton /> : <CourseSearch loggedIn={Boolean(user)} student={user?.role === 'student'} />}
    </Page>
  );
}
