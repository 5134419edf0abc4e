import { Page } from '../../components/ui/page.tsx';
import { PrivacyNotice } from '../../features/kvkk/components/privacy-notice.tsx';
import { CHAMBER, POSTAL_ADDRESS } from '../layouts/footer.tsx';
import { usePublicConfig } from '../public-config.ts';

/** /kvkk: the privacy notice, linked at sign-up and in the footer. */
export default function KvkkRoute() {
  const config = usePublicConfig();
  return (
    <Page title="Kişisel Verilerin Korunması Aydınlatma Metni">
      <PrivacyNotice
        orgName={config?.orgName ?? CHAMBER}
        contactEmail={config?.contactEmail ?? '…'}
        contactPhone={config?.contactPhone ?? '…'}
        postalAddress={POSTAL_ADDRESS}
      />
    </Page>
  );
}
