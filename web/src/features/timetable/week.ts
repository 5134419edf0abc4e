import { PROGRAMME_TIME_ZONE } from '@beceri/domain';

/** Istanbul days as `YYYY-MM-DD`: the timetable's weeks run Monday to Sunday on the programme's clock. */
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PROGRAMME_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export const istanbulToday = (now = new Date()) => dayFormat.format(now);
export const dayOfMoment = (iso: string) => dayFormat.format(new Date(iso));

const asUtc = (day: string) => new Date(`${day}T00:00:00Z`);
export const addDays = (day: string, n: number) =>
  new Date(asUtc(day).getTime() + n * 86_400_000).toISOString().slice(0, 10);

/** The Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  const weekday = (asUtc(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

export const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(asUtc(value).getTime());

/** The seven days of the week starting on `monday`. */
export const weekDays = (monday: string) => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** Whether a session is going on at `now`. */
export const isNow = (s: { startsAt: string; endsAt: string }, now = Date.now()) =>
  Date.parse(s.startsAt) <= now && now < Date.parse(s.endsAt);

/** A date, a start and an end typed in the form (Istanbul time) as ISO 8601 with Türkiye's fixed offset. */
export const istanbulMoment = (day: string, hhmm: string) => `${day}T${hhmm}:00+03:00`;

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: PROGRAMME_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** `HH:mm` of a moment on the programme's clock, for the form's time fields. */
export const istanbulTime = (iso: string) => timeFormat.format(new Date(iso));
