import { useParams } from 'react-router';
import { Page } from '../../components/ui/page.tsx';
import { PageSkeleton } from '../../components/ui/skeleton.tsx';
import { useSession } from '../../features/auth/api/session.ts';
import { CourseInfo } from '../../features/courses/components/course-info.tsx';

/** `/courseEnroll/{id}`: the course page's one enrol step by another address (DESIGN §7, decision 050). */
export default function CourseEnrollRoute() {
  const { courseId = '' } = useParams();
  const { user, isLoading } = useSession();
  if (isLoading)
    return (
      <Page>
        <PageSkeleton />
      </Page>
    );
  return <CourseInfo courseId={courseId} viewer={user} />;
}
