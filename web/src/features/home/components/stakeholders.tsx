import { useTranslation } from 'react-i18next';

const stakeholders = [
  { key: 'chamber', logo: '/images/logos/sanayi-odasi.svg' },
  { key: 'school', logo: '/images/logos/mtal.svg' },
  { key: 'eu', logo: '/images/logos/ab.svg' },
  { key: 'turkey', logo: '/images/logos/tc.svg' },
  { key: 'companies', logo: '/images/logos/bilisim.svg' },
] as const;

export function Stakeholders() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="stakeholders-title" className="flex flex-col gap-4">
      <h2 id="stakeholders-title" className="text-2xl font-bold text-slate-900">{t('stakeholders.title')}</h2>
      <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-5">
        {stakeholders.map((s) => (
          <li key={s.key} className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
            <img src={s.logo} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0" />
            <div>
              <p className="font-semibold text-slate-900">{t(`stakeholders.${s.key}.name`)}</p>
              <p className="text-sm text-slate-600">{t(`stakeholders.${s.key}.role`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
