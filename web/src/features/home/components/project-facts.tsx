import { cn } from '../../../lib/cn.ts';
import { homeTexts as t } from '../texts.ts';

export function ProjectFacts() {
  return (
    <section aria-labelledby="project-title" className="flex flex-col gap-4">
      <h2 id="project-title" className="text-2xl font-bold text-slate-900">{t.projectTitle}</h2>
      <p className="max-w-3xl text-lg text-slate-700">{t.projectLead}</p>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {t.facts.map((fact) => (
          <div key={fact.label} className={cn('rounded-lg border border-slate-200 bg-white p-4 shadow-sm', 'wide' in fact && 'sm:col-span-2')}>
            <dt className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{fact.label}</dt>
            <dd className="mt-1 text-slate-800">{fact.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
