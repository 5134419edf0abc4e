import type { PartnerLogo } from '@beceri/domain';
import { useTranslation } from 'react-i18next';

/** The partners whose official logo files the operator may drop into `web/public/branding/` (README). */

const stakeholders = [
  { key: 'chamber', logo: 'chamber' },
  { key: 'school', logo: 'school' },
  { key: 'eu' },
  { key: 'turkey', logo: 'republic' },
  { key: 'companies' },
] as const satisfies readonly { key: string; logo?: PartnerLogo }[];

/**
 * The programme's partners in one even row of cards: each by its name and role, with its official logo once that
 * file is there (never a made-up badge in its place).
 */
export function Stakeholders({ logos = {} }: { logos?: Partial<Record<PartnerLogo, string>> }) {
  const { t } = useTranslation('home', { useSuspense: true });
  return (
    <section aria-labelledby="stakeholders-title" className="flex flex-col gap-4">
      <h2 id="stakeholders-title" className="text-2xl font-bold text-slate-900">
        {t('stakeholders.title')}
      </h2>
      <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-5">
        {stakeholders.map((s) => {
          const logo = 'logo' in s ? logos[s.logo] : undefined;
          return (
            <li
              key={s.key}
              className="flex h-full items-center gap-3 rounded-lg border border-slate-200 border-l-4 border-l-brand-700 bg-white px-4 py-3 shadow-sm"
            >
              {logo && (
                <img
                  src={logo}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  className="size-12 shrink-0 object-contain"
                />
              )}
              <div>
                <p className="font-semibold text-slate-900">{t(`stakeholders.${s.key}.name`)}</p>
                <p className="text-sm text-slate-600">{t(`stakeholders.${s.key}.role`)}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
