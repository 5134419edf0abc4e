import { currentLocale } from './i18n.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(style: 'dateTime' | 'date') {
  const locale = currentLocale();
  const key = `${locale}:${style}`;
  let format = formatters.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      style === 'dateTime'
        ? { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Istanbul' }
        : { dateStyle: 'long', timeZone: 'Europe/Istanbul' };
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/** Dates in the reader's language, on the programme's clock (Europe/Istanbul). */
export const formatDateTime = (value: string | Date) => dateFormat('dateTime').format(new Date(value));
export const formatDate = (value: string | Date) => dateFormat('date').format(new Date(value));
/** '1.234' in Turkish, '1,234' in English. */
export const formatNumber = (value: number) => value.toLocaleString(currentLocale());
