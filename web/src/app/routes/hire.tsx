import { useParams } from 'react-router';
import { Page } from '../../components/ui/page.tsx';
import { HirePanel } from '../../features/jobs/components/hire-panel.tsx';

export default function Route() {
  const { jobId = '' } = useParams();
  return (
    <Page title="İşe Alım">
      <HirePanel jobId={jobId} />
    </Page>
  );
}
