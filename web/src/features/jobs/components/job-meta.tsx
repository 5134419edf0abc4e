import { useTranslation } from 'react-i18next';
import { Briefcase, CalendarClock, CalendarDays, MapPin } from 'lucide-react';
import { isPastDeadline, type JobView } from '@beceri/domain';
import { cn } from '../../../lib/cn.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { formatDate } from '../../../lib/format.ts';

/**
 * A job's province, type of work, posted date and deadline, on its card and its page; a field an older
 * answer lacks is left out rather than shown wrong. `compact` for a table row.
 */
export function JobMeta({
  job,
  compact = false,
}: {
  job: Partial<Pick<JobView, 'city' | 'type' | 'createdAt' | 'deadline'>>;
  compact?: boolean;
}) {
  const { t } = useTranslation('jobs');
  const expired = isPastDeadline(job.deadline ?? null);
  return (
    <ul className={cn('flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700', compact ? 'mt-1' : 'mt-3')}>
      {job.city && (
        <li className="flex items-center gap-1.5">
          <MapPin className="size-4" aria-hidden="true" />
          <span className="sr-only">{t('search.place')}: </span>
          {job.city}
        </li>
      )}
      {job.type && (
        <li className="flex items-center gap-1.5">
          <Briefcase className="size-4" aria-hidden="true" />
          <span className="sr-only">{t('search.type')}: </span>
          {translateMessage(`labels.jobType.${job.type}`)}
        </li>
      )}
      {job.createdAt && (
        <li className="flex items-center gap-1.5">
          <CalendarDays className="size-4" aria-hidden="true" />
          {t('search.posted', { date: formatDate(job.createdAt) })}
        </li>
      )}
      {job.deadline && (
        <li className={expired ? 'flex items-center gap-1.5 font-medium text-red-700' : 'flex items-center gap-1.5'}>
          <CalendarClock className="size-4" aria-hidden="true" />
          {/* A day, not an instant: noon UTC is the same day everywhere the date is read. */}
          {expired ? t('search.expired') : t('search.deadline', { date: formatDate(`${job.deadline}T12:00:00Z`) })}
        </li>
      )}
    </ul>
  );
}
