import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page.tsx';
import { AccountSecuritySection } from '../../features/mfa/components/account-security.tsx';

/** Every role's account security; admins, who have no profile page, reach it from the admin menu. */
export default function AccountSecurityRoute() {
  const { t } = useTranslation('mfa', { useSuspense: true });
  return (
    <Page title={t('section.pageTitle')} className="max-w-3xl">
      <AccountSecuritySection />
    </Page>
  );
}
