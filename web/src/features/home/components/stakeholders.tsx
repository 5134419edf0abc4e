import { homeTexts as t } from '../texts.ts';

export function Stakeholders() {
  return (
    <section aria-labelledby="stakeholders-title" className="flex flex-col gap-4">
      <h2 id="stakeholders-title" className="text-2xl font-bold text-slate-900">{t.stakeholdersTitle}</h2>
      <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-5">
        {t.stakeholders.map((s) => (
          <li key={s.name} className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
            <img src={s.logo} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0" />
            <div>
              <p className="font-semibold text-slate-900">{s.name}</p>
              <p className="text-sm text-slate-600">{s.role}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
