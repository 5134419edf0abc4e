import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_CONTACT_RETENTION_MONTHS, KVKK_NOTICE_VERSION } from '@beceri/domain';

export interface NoticeContacts {
  orgName: string;
  contactEmail: string;
  contactPhone: string;
  postalAddress: string;
  /** Months a contact message is kept (`CONTACT_RETENTION_MONTHS`, decision 057). */
  contactRetentionMonths?: number;
}

const data = ['identity', 'education', 'disability', 'security'] as const;
const purposes = ['account', 'applications', 'reporting', 'disability', 'security'] as const;
const retention = ['account', 'statistics', 'mails', 'contactMessages'] as const;
const rights = [
  'know',
  'information',
  'purpose',
  'recipients',
  'rectify',
  'erase',
  'notify',
  'object',
  'compensation',
] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function List({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-6">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The privacy notice of KVKK art. 10 in plain words: who, what, why, how long, and the rights of art. 11. */
export function PrivacyNotice({
  orgName,
  contactEmail,
  contactPhone,
  postalAddress,
  contactRetentionMonths = DEFAULT_CONTACT_RETENTION_MONTHS,
}: NoticeContacts) {
  const { t } = useTranslation('kvkk', { useSuspense: true });
  const mail = <a className="text-brand-700 underline" href={`mailto:${contactEmail}`} />;
  return (
    <article className="flex max-w-3xl flex-col gap-8 text-base leading-relaxed text-slate-800">
      <p className="text-sm text-slate-600">{t('notice.version', { version: KVKK_NOTICE_VERSION })}</p>
      <p>{t('notice.intro')}</p>
      <Section id="kvkk-controller" title={t('notice.controllerTitle')}>
        <p>
          {t('notice.controllerLabel')} <strong>{orgName}</strong>. {t('notice.controllerProject')}
        </p>
        <p>
          {t('notice.contactLabel')}{' '}
          <a className="text-brand-700 underline" href={`mailto:${contactEmail}`}>
            {contactEmail}
          </a>
          , {contactPhone}, {postalAddress}
        </p>
      </Section>
      <Section id="kvkk-data" title={t('notice.dataTitle')}>
        <List items={data.map((k) => t(`notice.data.${k}`))} />
      </Section>
      <Section id="kvkk-purposes" title={t('notice.purposesTitle')}>
        <List items={purposes.map((k) => t(`notice.purposes.${k}`))} />
      </Section>
      <Section id="kvkk-sharing" title={t('notice.sharingTitle')}>
        <p>{t('notice.sharing')}</p>
      </Section>
      <Section id="kvkk-protection" title={t('notice.protectionTitle')}>
        <p>{t('notice.protection')}</p>
      </Section>
      <Section id="kvkk-retention" title={t('notice.retentionTitle')}>
        <List items={retention.map((k) => t(`notice.retention.${k}`, { months: contactRetentionMonths }))} />
      </Section>
      <Section id="kvkk-rights" title={t('notice.rightsTitle')}>
        <p>{t('notice.rightsIntro')}</p>
        <List items={rights.map((k) => t(`notice.rights.${k}`))} />
      </Section>
      <Section id="kvkk-how" title={t('notice.howTitle')}>
        <p>
          <Trans t={t} i18nKey="notice.howSelf" components={{ strong: <strong /> }} />
        </p>
        <p>
          <Trans
            t={t}
            i18nKey="notice.howOther"
            values={{ email: contactEmail, address: postalAddress }}
            components={{ mail }}
          />
        </p>
        <p>
          <Link to="/login" className="text-brand-700 underline">
            {t('notice.loginLink')}
          </Link>
        </p>
      </Section>
    </article>
  );
}
