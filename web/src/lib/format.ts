import { currentLocale } from './i18n.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(style: 'dateTime' | 'date' | 'shortDate') {
  const locale = currentLocale();
  const key = `${locale}:${style}`;
  let format = formatters.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      style === 'dateTime'
        ? { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Istanbul' }
        : { dateStyle: style === 'date' ? 'long' : 'medium', timeZone: 'Europe/Istanbul' };
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/** Dates in the reader's language, on the programme's clock (Europe/Istanbul). */
export const formatDateTime = (value: string | Date) => dateFormat('dateTime').format(new Date(value));
export const formatDate = (value: string | Date) => dateFormat('date').format(new Date(value));
/** '14 Kas 2026' / 'Nov 14, 2026': where several dates stand in a row (an application's history). */
export const formatShortDate = (value: string | Date) => dateFormat('shortDate').format(new Date(value));
/** '1.234' in Turkish, '1,234' in English. */
export const formatNumber = (value: number) => value.toLocaleString(currentLocale());
