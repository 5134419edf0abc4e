import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page.tsx';
import { CompanyApprovalBanner } from '../../features/accounts/components/company-approval-banner.tsx';
import { TalentSearch } from '../../features/jobs/components/talent-search.tsx';

/** The company's talent pool (decision 063). */
export default function Route() {
  const { t } = useTranslation('talent', { useSuspense: true });
  return (
    <Page title={t('pageTitle')}>
      <CompanyApprovalBanner />
      <TalentSearch />
    </Page>
  );
}
