import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page.tsx';
import { useCompanyProfile } from '../../features/accounts/api/accounts.ts';
import { CompanyApprovalBanner } from '../../features/accounts/components/company-approval-banner.tsx';
import { EditJobForm } from '../../features/jobs/components/edit-job-form.tsx';

export default function Route() {
  const { t } = useTranslation('workspace', { useSuspense: true });
  const { jobId = '' } = useParams();
  const profile = useCompanyProfile();
  return (
    <Page title={t('form.editTitle')}>
      <CompanyApprovalBanner />
      <EditJobForm key={jobId} jobId={jobId} standing={profile.data} />
    </Page>
  );
}
