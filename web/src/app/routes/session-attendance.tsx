import { useParams } from 'react-router';
import { AttendanceMarkingPage } from '../../features/attendance/components/attendance-marking.tsx';

export default function SessionAttendanceRoute() {
  const { sessionId = '' } = useParams();
  return <AttendanceMarkingPage sessionId={sessionId} />;
}
