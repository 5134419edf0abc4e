/** The calendar date (YYYY-MM-DD) of `now` in `timeZone`. */
export function dateIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
