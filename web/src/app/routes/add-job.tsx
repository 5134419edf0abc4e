import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page.tsx';
import { useCompanyProfile } from '../../features/accounts/api/accounts.ts';
import { CompanyApprovalBanner } from '../../features/accounts/components/company-approval-banner.tsx';
import { AddJobForm } from '../../features/jobs/components/add-job-form.tsx';

export default function Route() {
  const { t } = useTranslation('jobs');
  const profile = useCompanyProfile();
  return (
    <Page title={t('form.addTitle')}>
      <CompanyApprovalBanner />
      <AddJobForm standing={profile.data} />
    </Page>
  );
}
