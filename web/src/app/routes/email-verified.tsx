import { Page } from '../../components/ui/page.tsx';
import { EmailVerifiedResult } from '../../features/accounts/components/email-verified-result.tsx';

export default function EmailVerifiedRoute() {
  return (
    <Page>
      <EmailVerifiedResult />
    </Page>
  );
}
