import { useParams } from 'react-router';
import { AdminJobEdit } from '../../features/jobs/components/admin-job-forms.tsx';

export default function Route() {
  const { id = '' } = useParams();
  return <AdminJobEdit key={id} jobId={id} />;
}
