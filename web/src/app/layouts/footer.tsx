import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { PARTNER_LOGOS } from '@beceri/domain/constants';
import { usePublicConfig } from '../public-config.ts';
import { EuEmblem } from './eu-emblem.tsx';
import { Logo } from './logo.tsx';
import { common as turkish } from '../../locales/tr/common.ts';

/** The postal address as the contact page still reads it; the footer shows `footer.address` in the reader's language. */
export const POSTAL_ADDRESS = turkish.footer.address;

const partners = PARTNER_LOGOS;

/**
 * The EU's visibility rules: the emblem with 'Funded by the European Union' beside it (never inside it), at least as
 * prominent as the other marks; the partners follow by name, with their official logos once the operator has put
 * them in `web/public/branding/` (README, 'Partner logos').
 */
function Funding() {
  const { t } = useTranslation();
  const logos = usePublicConfig()?.partnerLogos ?? {};
  return (
    <div className="flex flex-col gap-5">
      <p className="flex items-center gap-3">
        <EuEmblem label={t('footer.euEmblem')} framed className="h-12 w-auto shrink-0" />
        <span className="text-base font-semibold leading-snug text-white">{t('footer.fundedBy')}</span>
      </p>
      <div>
        <h2 className="mb-2 text-sm font-semibold tracking-wide text-slate-300">{t('footer.partners')}</h2>
        <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-100" data-testid="partners">
          {partners.map((p) => (
            <li key={p} className="flex items-center gap-2">
              {logos[p] && <img src={logos[p]} alt="" className="h-10 w-auto rounded bg-white p-1" loading="lazy" />}
              <span>{t(`footer.${p}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  return (
    <footer className="mt-auto bg-brand-900 text-slate-100">
      <div className="mx-auto grid w-full max-w-[1440px] gap-8 px-4 py-10 sm:px-6 md:grid-cols-3 lg:px-10">
        <div className="flex flex-col gap-5">
          <Logo className="h-9 w-auto self-start text-white" />
          <Funding />
        </div>
        <p className="max-w-prose text-sm leading-relaxed text-slate-200">
          {t('footer.disclaimer', { chamber: t('footer.chamber'), school: t('footer.school') })}
        </p>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 text-lg font-semibold text-white">
            {t('footer.contact')}
          </h2>
          <ul className="flex flex-col gap-2 text-sm">
            <li className="flex items-center gap-2">
              <Mail className="size-4" aria-hidden="true" />
              {config ? (
                <a className="underline" href={`mailto:${config.contactEmail}`}>
                  {config.contactEmail}
                </a>
              ) : (
                '…'
              )}
            </li>
            <li className="flex items-center gap-2">
              <Phone className="size-4" aria-hidden="true" />
              {config ? (
                <a className="underline" href={`tel:${config.contactPhone.replace(/\s/g, '')}`}>
                  {config.contactPhone}
                </a>
              ) : (
                '…'
              )}
            </li>
            <li className="flex items-start gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{t('footer.address')}</span>
            </li>
          </ul>
          <p className="mt-4 text-sm">
            <Link to="/kvkk" className="underline">
              {t('footer.kvkk')}
            </Link>
          </p>
          <LanguageSwitch className="-ml-2 mt-2 text-slate-100" />
        </section>
      </div>
    </footer>
  );
}
