import { useTranslation } from 'react-i18next';
import type { ProgrammeFact, ProgrammeView } from '@beceri/domain';
import { cn } from '../../../lib/cn.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useProgramme } from '../api/programme.ts';

/** `PROGRAMME_FACTS`, in the order the page shows them (the home page's chunk takes no zod, so no values of the domain). */
const FACTS: readonly ProgrammeFact[] = ['duration', 'audience', 'trainings', 'lab', 'internship', 'closing', 'exam'];
/** The English text where there is one, else the Turkish. */
const factText = (p: ProgrammeView, fact: ProgrammeFact, lang: string) =>
  (lang === 'en' && p.factsEn[fact]) || p.facts[fact] || '';

/** The longest fact spans two columns. */
const wide = new Set<ProgrammeFact>(['audience']);

/** The open cohort's facts in the reader's language (English falls back to Turkish); none open: the lead alone. */
export function ProjectFacts() {
  const { t, i18n } = useTranslation('home', { useSuspense: true });
  const programme = useProgramme();
  const facts = programme
    ? FACTS.map((fact) => ({ fact, text: factText(programme, fact, i18n.language) })).filter((f) => f.text)
    : [];
  return (
    <section aria-labelledby="project-title" className="flex flex-col gap-4">
      <h2 id="project-title" className="text-2xl font-bold text-slate-900">
        {t('project.title')}
      </h2>
      <p className="max-w-[33em] text-lg text-slate-700">{t('project.lead')}</p>
      {facts.length > 0 && (
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {facts.map(({ fact, text }) => (
            <div
              key={fact}
              className={cn(
                'rounded-lg border border-slate-200 bg-white p-4 shadow-sm',
                wide.has(fact) && 'sm:col-span-2',
              )}
            >
              <dt className="text-sm font-semibold tracking-wide text-brand-700">
                {t(`facts.${fact}`).toLocaleUpperCase(currentLocale())}
              </dt>
              <dd className="mt-1 text-slate-800">{text}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
