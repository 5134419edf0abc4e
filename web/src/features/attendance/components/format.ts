import { currentLocale } from '../../../lib/i18n.ts';

/** '14:30' on the programme's clock (Europe/Istanbul). */
export const formatTime = (value: string) =>
  new Intl.DateTimeFormat(currentLocale(), { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Istanbul' }).format(
    new Date(value),
  );

/** Hours and percents as the reader writes them, two decimals at most. */
export const formatDecimal = (value: number) =>
  new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 2 }).format(value);
