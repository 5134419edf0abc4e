import { BookOpen, Briefcase, Cpu, FlaskConical, Presentation, ShieldCheck } from 'lucide-react';
import { homeTexts as t } from '../texts.ts';

const icons = [Cpu, ShieldCheck, FlaskConical, Briefcase, Presentation, BookOpen];

export function ActivityCards() {
  return (
    <section aria-labelledby="activities-title" className="flex flex-col gap-4">
      <h2 id="activities-title" className="text-2xl font-bold text-slate-900">{t.activitiesTitle}</h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {t.activities.map((a, i) => {
          const Icon = icons[i % icons.length];
          return (
            <li key={a.title} className="flex gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{a.title}</h3>
                <p className="mt-1 text-slate-700">{a.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
