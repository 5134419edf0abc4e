import { AddCourseScreen } from '../../features/courses/components/course-editor-screens.tsx';

export default function AdminCourseAddRoute() {
  return <AddCourseScreen variant="admin" />;
}
