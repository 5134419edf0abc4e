import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, ChevronLeft, ChevronRight, Clock, MapPin, Users } from 'lucide-react';
import type { LabSession, Role } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useHydrated } from '../../../lib/hydrated.ts';
import { useSessionsBetween } from '../api/sessions.ts';
import { formatDay, formatTime, formatWeekday } from '../format.ts';
import { addDays, dayOfMoment, isDay, isNow, istanbulToday, mondayOf, weekDays } from '../week.ts';
import { CalendarFeedSection } from './calendar-feed.tsx';

function SessionCard({ session: s, role }: { session: LabSession; role: Role }) {
  const { t } = useTranslation('timetable', { useSuspense: true });
  const now = isNow(s);
  const over = s.enrolled !== undefined && s.enrolled > s.capacity;
  return (
    <li
      className={cn(
        'flex flex-col gap-1.5 rounded-lg border bg-white p-3 text-sm shadow-sm',
        now ? 'border-green-600 ring-1 ring-green-600' : 'border-slate-200',
      )}
    >
      <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
        <Clock className="size-4 shrink-0 text-slate-600" aria-hidden="true" />
        <span>{t('time', { start: formatTime(s.startsAt), end: formatTime(s.endsAt) })}</span>
        {now && (
          <span className="rounded-full bg-green-700 px-2 py-0.5 text-xs font-semibold text-white">{t('now')}</span>
        )}
      </p>
      <p className="font-medium break-words text-brand-800">{s.courseTitle}</p>
      <p className="flex items-center gap-2 text-slate-700">
        <MapPin className="size-4 shrink-0" aria-hidden="true" />
        <span className="sr-only">{t('room')}: </span>
        {s.room}
      </p>
      {s.teacherName && role !== 'teacher' && <p className="text-slate-700">{t('teacher', { name: s.teacherName })}</p>}
      {s.enrolled !== undefined && (
        <p className={cn('flex items-center gap-2', over ? 'font-semibold text-red-800' : 'text-slate-700')}>
          {over ? (
            <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
          ) : (
            <Users className="size-4 shrink-0" aria-hidden="true" />
          )}
          {t('enrolled', { enrolled: s.enrolled, capacity: s.capacity })}
          {over && <span className="sr-only">. {t('overCapacity')}</span>}
        </p>
      )}
      {s.canManage && (
        <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
          <Link className="font-medium text-brand-700 underline" to={`/sessions/${s.id}/attendance`}>
            {t('markAttendance')}
          </Link>
          <Link className="font-medium text-brand-700 underline" to={`/sessions/${s.id}/check-in-code`}>
            {t('checkInCode')}
          </Link>
        </div>
      )}
      {role === 'student' && now && (
        <Button asChild size="sm" className="mt-1 w-fit">
          <Link to="/check-in">{t('checkIn')}</Link>
        </Button>
      )}
    </li>
  );
}

/**
 * `/timetable`: the caller's lab sessions week by week (decision 054), Monday to Sunday on Istanbul's clock. One list of
 * days: stacked on a phone (each day a heading and its sessions), seven columns from 1024 px. The week is in the
 * address (`?week=`), so it can be bookmarked and the back button moves between weeks.
 */
export function TimetablePage({ role }: { role: Role }) {
  const { t } = useTranslation('timetable', { useSuspense: true });
  const [params, setParams] = useSearchParams();
  const today = istanbulToday();
  // The server renders the page without `?week=` (its address keeps list filters only): the asked week is shown once
  // the page is hydrated, so the first render matches the server's.
  const asked = useHydrated() ? params.get('week') : null;
  const monday = mondayOf(isDay(asked) ? asked : today);
  const days = weekDays(monday);
  const query = useSessionsBetween(days[0], days[6]);
  const go = (day: string) => setParams(day === mondayOf(today) ? {} : { week: day });
  const byDay = new Map<string, LabSession[]>(days.map((d) => [d, []]));
  for (const s of query.data ?? []) byDay.get(dayOfMoment(s.startsAt))?.push(s);

  return (
    <Page title={t('title')}>
      <p className="-mt-3 mb-4 text-slate-700">{t('intro')}</p>
      <nav aria-label={t('weekNav')} className="mb-4 flex flex-wrap items-center gap-2">
        <Button variant="outline" onClick={() => go(addDays(monday, -7))}>
          <ChevronLeft aria-hidden="true" />
          {t('previousWeek')}
        </Button>
        <Button
          variant="outline"
          onClick={() => go(mondayOf(today))}
          aria-current={monday === mondayOf(today) ? 'date' : undefined}
        >
          {t('today')}
        </Button>
        <Button variant="outline" onClick={() => go(addDays(monday, 7))}>
          {t('nextWeek')}
          <ChevronRight aria-hidden="true" />
        </Button>
        <h2 className="w-full text-lg font-semibold text-slate-900 sm:ml-2 sm:w-auto" aria-live="polite">
          {t('week', { from: formatDay(days[0]), to: formatDay(days[6]) })}
        </h2>
      </nav>
      {query.isPending ? (
        <PageSkeleton />
      ) : query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4">
          <p className="text-red-800">{t('loadFailed')}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <>
          {query.data.length === 0 && <p className="mb-4 rounded-lg bg-slate-100 p-3 text-slate-800">{t('empty')}</p>}
          <ol className="grid gap-3 lg:grid-cols-7 lg:gap-2">
            {days.map((day) => {
              const sessions = byDay.get(day) ?? [];
              const isToday = day === today;
              return (
                <li
                  key={day}
                  aria-current={isToday ? 'date' : undefined}
                  className={cn(
                    'flex min-w-0 flex-col gap-2 rounded-lg p-2',
                    isToday ? 'bg-brand-50 ring-1 ring-brand-700' : 'bg-slate-50',
                    // On a phone an empty day takes one line.
                    sessions.length === 0 && 'max-lg:flex-row max-lg:items-baseline max-lg:justify-between',
                  )}
                >
                  <h3 className="font-semibold text-slate-900">
                    {formatWeekday(day)}
                    <span className="ml-1 font-normal text-slate-700 lg:ml-0 lg:block">{formatDay(day)}</span>
                  </h3>
                  {sessions.length === 0 ? (
                    <p className="text-sm text-slate-600">{t('emptyDay')}</p>
                  ) : (
                    <ul className="flex flex-col gap-2">
                      {sessions.map((s) => (
                        <SessionCard key={s.id} session={s} role={role} />
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ol>
        </>
      )}
      <CalendarFeedSection />
    </Page>
  );
}
