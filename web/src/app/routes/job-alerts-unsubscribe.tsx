import { Page } from '../../components/ui/page.tsx';
import { UnsubscribePanel } from '../../features/job-alerts/components/unsubscribe-panel.tsx';

export default function JobAlertsUnsubscribeRoute() {
  return (
    <Page>
      <UnsubscribePanel />
    </Page>
  );
}
