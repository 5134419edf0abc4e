import { Page } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useSession } from '../../features/auth/api/session.ts';
import { CourseList } from '../../features/courses/components/course-list.tsx';
import { courseTexts } from '../../features/courses/texts.ts';

export default function CoursesRoute() {
  const { user, isLoading } = useSession();
  return <Page title={courseTexts.listTitle}>{isLoading ? <Spinner /> : <CourseList loggedIn={Boolean(user)} />}</Page>;
}
