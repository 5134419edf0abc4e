import { useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useSession } from '../../features/auth/api/session.ts';
import { CourseInfo } from '../../features/courses/components/course-info.tsx';

export default function CourseInfoRoute() {
  const { courseId = '' } = useParams();
  const { user, isLoading } = useSession();
  if (isLoading) return <Spinner />;
  return <CourseInfo courseId={courseId} viewer={user} />;
}
