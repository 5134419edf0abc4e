import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page.tsx';
import { PrivacyNotice } from '../../features/kvkk/components/privacy-notice.tsx';
import { usePublicConfig } from '../public-config.ts';

/** /kvkk: the privacy notice, linked at sign-up and in the footer. */
export default function KvkkRoute() {
  const { t } = useTranslation();
  const { t: tk } = useTranslation('kvkk', { useSuspense: true });
  const config = usePublicConfig();
  return (
    <Page title={tk('notice.title')}>
      <PrivacyNotice
        orgName={config?.orgName ?? t('footer.chamber')}
        contactEmail={config?.contactEmail ?? '…'}
        contactPhone={config?.contactPhone ?? '…'}
        postalAddress={t('footer.address')}
        contactRetentionMonths={config?.contactRetentionMonths}
      />
    </Page>
  );
}
