import { AdminJobsTable } from '../../features/jobs/components/admin-jobs-table.tsx';

export default function Route() {
  return <AdminJobsTable />;
}
