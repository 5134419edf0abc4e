import { useParams } from 'react-router';
import { Page } from '../../components/ui/page.tsx';
import { PageSkeleton } from '../../components/ui/skeleton.tsx';
import { useSession } from '../../features/auth/api/session.ts';
import { CourseEnroll } from '../../features/courses/components/course-enroll.tsx';

export default function CourseEnrollRoute() {
  const { courseId = '' } = useParams();
  const { user, isLoading } = useSession();
  if (isLoading)
    return (
      <Page>
        <PageSkeleton />
      </Page>
    );
  return <CourseEnroll courseId={courseId} viewer={user} />;
}
