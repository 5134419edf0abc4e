import { BookOpen, Briefcase, Cpu, FlaskConical, Presentation, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const activities = [
  { key: 'iot', Icon: Cpu },
  { key: 'security', Icon: ShieldCheck },
  { key: 'lab', Icon: FlaskConical },
  { key: 'internship', Icon: Briefcase },
  { key: 'seminar', Icon: Presentation },
  { key: 'exam', Icon: BookOpen },
] as const;

export function ActivityCards() {
  const { t } = useTranslation('home', { useSuspense: true });
  return (
    <section aria-labelledby="activities-title" className="flex flex-col gap-4">
      <h2 id="activities-title" className="text-2xl font-bold text-slate-900">
        {t('activities.title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {activities.map(({ key, Icon }) => (
          <li key={key} className="flex gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{t(`activities.${key}.title`)}</h3>
              <p className="mt-1 text-slate-700">{t(`activities.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
