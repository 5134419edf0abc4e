import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Page } from '../../components/ui/page.tsx';
import { ContactForm } from '../../features/contact/components/contact-form.tsx';
import { ContactInfo } from '../../features/contact/components/contact-info.tsx';
import { ContactMaps } from '../../features/contact/components/contact-maps.tsx';
import { POSTAL_ADDRESS } from '../layouts/footer.tsx';
import { usePublicConfig } from '../public-config.ts';

export default function ContactRoute() {
  const { t } = useTranslation('contact', { useSuspense: true });
  const config = usePublicConfig();
  return (
    <Page title={t('title')}>
      <div className="flex flex-col gap-10">
        <ContactMaps />
        <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
          <Card>
            <CardContent className="flex flex-col gap-4 p-6">
              <h2 className="text-xl font-semibold">{t('formTitle')}</h2>
              <p className="text-slate-700">{t('intro')}</p>
              <ContactForm />
            </CardContent>
          </Card>
          <ContactInfo email={config?.contactEmail} phone={config?.contactPhone} address={POSTAL_ADDRESS} />
        </div>
      </div>
    </Page>
  );
}
