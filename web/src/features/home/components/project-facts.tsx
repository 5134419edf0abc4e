import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { currentLocale } from '../../../lib/i18n.ts';

const facts = ['duration', 'audience', 'trainings', 'lab', 'internship', 'closing', 'exam'] as const;
/** The longest fact spans two columns. */
const wide = new Set<(typeof facts)[number]>(['audience']);

export function ProjectFacts() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="project-title" className="flex flex-col gap-4">
      <h2 id="project-title" className="text-2xl font-bold text-slate-900">
        {t('project.title')}
      </h2>
      <p className="max-w-[33em] text-lg text-slate-700">{t('project.lead')}</p>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {facts.map((fact) => (
          <div
            key={fact}
            className={cn(
              'rounded-lg border border-slate-200 bg-white p-4 shadow-sm',
              wide.has(fact) && 'sm:col-span-2',
            )}
          >
            <dt className="text-sm font-semibold tracking-wide text-brand-700">
              {t(`facts.${fact}.label`).toLocaleUpperCase(currentLocale())}
            </dt>
            <dd className="mt-1 text-slate-800">{t(`facts.${fact}.text`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
