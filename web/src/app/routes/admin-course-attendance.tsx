import { useParams } from 'react-router';
import { AdminCourseAttendance } from '../../features/attendance/components/admin-course-attendance.tsx';

/** /admin/courses/attendance/{id}: a course's attendance table, for admins (decision 055). */
export default function AdminCourseAttendanceRoute() {
  const { id = '' } = useParams();
  return <AdminCourseAttendance courseId={id} />;
}
