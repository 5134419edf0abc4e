import { useParams } from 'react-router';
import { CheckInCodeScreen } from '../../features/attendance/components/check-in-code-screen.tsx';

export default function SessionCheckInCodeRoute() {
  const { sessionId = '' } = useParams();
  return <CheckInCodeScreen sessionId={sessionId} />;
}
