import { Navigate, useParams } from 'react-router';
import { teacherCoursePath } from '../../features/courses/components/teacher-course-tabs.tsx';

/** /examStats/{courseId}: the old address of the item statistics, now the course page's statistics tab. */
export default function ExamStatsRoute() {
  const { courseId = '' } = useParams();
  return <Navigate to={teacherCoursePath(courseId, 'statistics')} replace />;
}
