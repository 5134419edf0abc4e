import { useParams } from 'react-router';
import { EditCourseScreen } from '../../features/courses/components/course-editor-screens.tsx';

export default function EditCourseRoute() {
  const { id = '' } = useParams();
  return <EditCourseScreen courseId={id} variant="teacher" />;
}
