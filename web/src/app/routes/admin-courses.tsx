import { AdminCoursesTable } from '../../features/courses/components/admin-courses-table.tsx';

export default function AdminCoursesRoute() {
  return <AdminCoursesTable />;
}
