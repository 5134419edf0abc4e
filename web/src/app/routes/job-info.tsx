import { useParams } from 'react-router';
import { Page } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useSession } from '../../features/auth/api/session.ts';
import { JobInfo } from '../../features/jobs/components/job-info.tsx';

export default function Route() {
  const { jobId = '' } = useParams();
  const { user, isLoading } = useSession();
  return <Page>{isLoading ? <Spinner /> : <JobInfo jobId={jobId} role={user?.role ?? null} />}</Page>;
}
