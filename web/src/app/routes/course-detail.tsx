import { useParams } from 'react-router';
import { useSession } from '../../features/auth/api/session.ts';
import { CourseInfo } from '../../features/courses/components/course-info.tsx';

/** An enrolled student's course page (the route is guarded for students). */
export default function CourseDetailRoute() {
  const { courseId = '' } = useParams();
  const { user } = useSession();
  return <CourseInfo courseId={courseId} viewer={user} />;
}
