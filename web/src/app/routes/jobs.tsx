import { Page } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useSession } from '../../features/auth/api/session.ts';
import { JobList } from '../../features/jobs/components/job-list.tsx';
import { jobTexts } from '../../features/jobs/texts.ts';

export default function Route() {
  const { user, isLoading } = useSession();
  return <Page title={jobTexts.listTitle}>{isLoading ? <Spinner /> : <JobList loggedIn={Boolean(user)} />}</Page>;
}
