import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page.tsx';
import { CompanyApprovalBanner } from '../../features/accounts/components/company-approval-banner.tsx';
import { EmailVerificationNotice } from '../../features/accounts/components/email-verification-notice.tsx';
import { HirePanel } from '../../features/jobs/components/hire-panel.tsx';

export default function Route() {
  const { t } = useTranslation('jobs');
  const { jobId = '' } = useParams();
  return (
    <Page title={t('hire.pageTitle')}>
      <CompanyApprovalBanner />
      <HirePanel jobId={jobId} resend={<EmailVerificationNotice verified={false} />} />
    </Page>
  );
}
