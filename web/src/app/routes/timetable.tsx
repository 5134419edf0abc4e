import { useSession } from '../../features/auth/api/session.ts';
import { TimetablePage } from '../../features/timetable/components/timetable-page.tsx';

/** `/timetable`: students', teachers' and admins' lab sessions week by week (decision 054). */
export default function TimetableRoute() {
  const { user } = useSession();
  // The route's guard lets only signed-in students, teachers and admins through.
  return <TimetablePage role={user?.role ?? 'student'} />;
}
