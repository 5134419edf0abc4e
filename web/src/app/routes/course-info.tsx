import { useParams } from 'react-router';
import { Page } from '../../components/ui/page.tsx';
import { PageSkeleton } from '../../components/ui/skeleton.tsx';
import { useSession } from '../../features/auth/api/session.ts';
import { CourseInfo } from '../../features/courses/components/course-info.tsx';

export default function CourseInfoRoute() {
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
