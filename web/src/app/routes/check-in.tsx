import { CheckInPage } from '../../features/attendance/components/check-in-page.tsx';

export default function CheckInRoute() {
  return <CheckInPage />;
}
