import { DashboardScreen } from '../../features/dashboard/components/dashboard-screen.tsx';

/** /admin: the admin's landing page (decision 057). */
export default function AdminDashboardRoute() {
  return <DashboardScreen />;
}
