import { Navigate, useLocation, useParams } from 'react-router';
import { teacherCoursePath } from '../../features/courses/components/teacher-course-tabs.tsx';
import { RESULTS_ID } from '../../features/courses/components/course-results.tsx';

/** /editCourse/{id}: the old address of the edit form, now the course page's content tab (its results: their tab). */
export default function EditCourseRoute() {
  const { id = '' } = useParams();
  const { hash } = useLocation();
  return <Navigate to={teacherCoursePath(id, hash === `#${RESULTS_ID}` ? 'results' : 'content')} replace />;
}
