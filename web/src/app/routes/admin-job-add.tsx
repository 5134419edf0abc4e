import { AdminJobAdd } from '../../features/jobs/components/admin-job-forms.tsx';

export default function Route() {
  return <AdminJobAdd />;
}
