import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The static contact block; e-mail and phone come from the server's settings. */
export function ContactInfo({ email, phone, address }: { email?: string; phone?: string; address: string }) {
  const { t } = useTranslation('contact', { useSuspense: true });
  const row = 'flex items-start gap-3';
  return (
    <section aria-labelledby="contact-details" className="flex flex-col gap-3">
      <h2 id="contact-details" className="text-xl font-semibold">
        {t('detailsTitle')}
      </h2>
      <ul className="flex flex-col gap-3 text-slate-800">
        <li className={row}>
          <Phone className="mt-1 size-5 text-brand-700" aria-hidden="true" />
          <span>
            <span className="sr-only">{t('phone')}: </span>
            {phone ? (
              <a className="underline underline-offset-4" href={`tel:${phone.replace(/\s/g, '')}`}>
                {phone}
              </a>
            ) : (
              '…'
            )}
          </span>
        </li>
        <li className={row}>
          <Mail className="mt-1 size-5 text-brand-700" aria-hidden="true" />
          <span>
            <span className="sr-only">{t('email')}: </span>
            {email ? (
              <a className="underline underline-offset-4" href={`mailto:${email}`}>
                {email}
              </a>
            ) : (
              '…'
            )}
          </span>
        </li>
        <li className={row}>
          <MapPin className="mt-1 size-5 text-brand-700" aria-hidden="true" />
          <span>
            <span className="sr-only">{t('address')}: </span>
            {address}
          </span>
        </li>
      </ul>
    </section>
  );
}
