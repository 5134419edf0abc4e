import { AddCourseScreen } from '../../features/courses/components/course-editor-screens.tsx';

export default function AddCourseRoute() {
  return <AddCourseScreen variant="teacher" />;
}
