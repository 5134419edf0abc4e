import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** docs/product.md's accredited exam bodies: roles with Seviye 4 or 5, in the four cities it names. */
const examBodies = [
  {
    key: 'istanbul',
    roles: [
      ['dataEntry', 4],
      ['itSupport', 4],
      ['developer', 5],
    ],
  },
  {
    key: 'antalya',
    roles: [
      ['network', 4],
      ['itSupport', 4],
    ],
  },
  {
    key: 'mersin',
    roles: [
      ['dba', 5],
      ['developer', 5],
      ['dataEntry', 4],
    ],
  },
  {
    key: 'sakarya',
    roles: [
      ['ai', 5],
      ['network', 5],
      ['itSupport', 4],
    ],
  },
] as const;

function External({ href, children }: { href?: string; children: string }) {
  const { t } = useTranslation('news');
  if (!href) return <span>{children}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
    >
      {children}
      <ExternalLink className="size-4" aria-hidden="true" />
      <span className="sr-only">{t('exams.external')}</span>
    </a>
  );
}

/** docs/product.md's table of accredited exam bodies with the two external links. */
export function ExamBodies({ authorityUrl, signupUrl }: { authorityUrl?: string; signupUrl?: string }) {
  const { t } = useTranslation('news', { keyPrefix: 'exams' });
  return (
    <section aria-labelledby="exam-bodies-title" className="flex flex-col gap-4">
      <h2 id="exam-bodies-title" className="text-2xl font-bold text-slate-900">
        {t('title')}
      </h2>
      <p className="max-w-[33em] text-slate-700">{t('lead')}</p>
      {/* On a phone the three columns squeeze each occupation onto one word a line: one card per body reads better. */}
      <ul className="flex flex-col gap-3 sm:hidden" data-testid="exam-bodies">
        {examBodies.map((body) => (
          <li key={body.key} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <h3 className="font-semibold text-slate-900">{t(`bodies.${body.key}.company`)}</h3>
            <dl className="mt-2 flex flex-col gap-2 text-sm">
              <div>
                <dt className="font-medium text-slate-600">{t('location')}</dt>
                <dd className="text-slate-900">{t(`bodies.${body.key}.location`)}</dd>
              </div>
              <div>
                <dt className="font-medium text-slate-600">{t('roles')}</dt>
                {body.roles.map(([role, level]) => (
                  <dd key={role} className="text-slate-900">
                    {t('level', { role: t(`occupations.${role}`), level })}
                  </dd>
                ))}
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div
        className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm sm:block"
        tabIndex={0}
        role="region"
        aria-labelledby="exam-bodies-title"
        data-testid="exam-bodies"
      >
        <table className="w-full text-left">
          <thead className="bg-slate-100 text-sm text-slate-800">
            <tr>
              <th scope="col" className="px-3 py-3 sm:px-4">
                {t('company')}
              </th>
              <th scope="col" className="px-3 py-3 sm:px-4">
                {t('location')}
              </th>
              <th scope="col" className="px-3 py-3 sm:px-4">
                {t('roles')}
              </th>
            </tr>
          </thead>
          <tbody>
            {examBodies.map((body) => (
              <tr key={body.key} className="border-t border-slate-200 align-top">
                <th scope="row" className="px-3 py-3 sm:px-4 font-semibold text-slate-900">
                  {t(`bodies.${body.key}.company`)}
                </th>
                <td className="px-3 py-3 sm:px-4">{t(`bodies.${body.key}.location`)}</td>
                <td className="px-3 py-3 sm:px-4">
                  <ul className="flex flex-col gap-1">
                    {body.roles.map(([role, level]) => (
                      <li key={role}>{t('level', { role: t(`occupations.${role}`), level })}</li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap gap-6">
        <External href={authorityUrl}>{t('authority')}</External>
        <External href={signupUrl}>{t('signup')}</External>
      </div>
    </section>
  );
}
