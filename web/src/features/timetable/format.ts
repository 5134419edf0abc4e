import { PROGRAMME_TIME_ZONE } from '@beceri/domain';
import { currentLocale } from '../../lib/i18n.ts';

const cache = new Map<string, Intl.DateTimeFormat>();
function format(kind: 'time' | 'weekday' | 'day' | 'full') {
  const locale = currentLocale();
  const key = `${locale}:${kind}`;
  let f = cache.get(key);
  if (!f) {
    const tz = { timeZone: PROGRAMME_TIME_ZONE };
    const options: Record<typeof kind, Intl.DateTimeFormatOptions> = {
      time: { ...tz, hour: '2-digit', minute: '2-digit' },
      weekday: { timeZone: 'UTC', weekday: 'long' },
      day: { timeZone: 'UTC', day: 'numeric', month: 'long' },
      full: { ...tz, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
    };
    f = new Intl.DateTimeFormat(locale, options[kind]);
    cache.set(key, f);
  }
  return f;
}

/** '09:00' in Istanbul time. */
export const formatTime = (iso: string) => format('time').format(new Date(iso));
/** A `YYYY-MM-DD` day's weekday and date in the reader's language: 'Pazartesi', '1 Aralık'. */
export const formatWeekday = (day: string) => format('weekday').format(new Date(`${day}T12:00:00Z`));
export const formatDay = (day: string) => format('day').format(new Date(`${day}T12:00:00Z`));
/** 'Salı 1 Aralık 2026, 09:00–12:00'. */
export const formatSession = (s: { startsAt: string; endsAt: string }) =>
  `${format('full').format(new Date(s.startsAt))}, ${formatTime(s.startsAt)}–${formatTime(s.endsAt)}`;
