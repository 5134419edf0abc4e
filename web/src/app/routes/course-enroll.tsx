import { useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useSession } from '../../features/auth/api/session.ts';
import { CourseEnroll } from '../../features/courses/components/course-enroll.tsx';

export default function CourseEnrollRoute() {
  const { courseId = '' } = useParams();
  const { user, isLoading } = useSession();
  if (isLoading) return <Spinner />;
  return <CourseEnroll courseId={courseId} viewer={user} />;
}
