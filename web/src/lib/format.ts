import { months } from '../locales/months.ts';
import { currentLang, currentLocale } from './i18n.ts';

// Dates in the reader's language, on the programme's clock (Europe/Istanbul), written here rather than by
// Intl.DateTimeFormat: a page's first DateTimeFormat loads the locale's calendar data, one task of 60–90 ms on a phone
// at a quarter of this machine's speed while the page hydrates (decision 066). The output is Intl's for tr-TR and
// en-GB, which format.test.ts compares over every month and both sides of midnight.

/** Türkiye has kept UTC+3 all year since 7 September 2016; earlier instants go through Intl and the zone's history. */
const FIXED_OFFSET_SINCE = Date.UTC(2016, 8, 6, 21);
const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;

type Style = 'dateTime' | 'date' | 'shortDate';

const intlFormatters = new Map<string, Intl.DateTimeFormat>();
function intlFormat(date: Date, style: Style): string {
  const locale = currentLocale();
  const key = `${locale}:${style}`;
  let format = intlFormatters.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      style === 'dateTime'
        ? { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Istanbul' }
        : { dateStyle: style === 'date' ? 'long' : 'medium', timeZone: 'Europe/Istanbul' };
    format = new Intl.DateTimeFormat(locale, options);
    intlFormatters.set(key, format);
  }
  return format.format(date);
}

const pad = (n: number) => String(n).padStart(2, '0');

function format(value: string | Date, style: Style): string {
  const date = new Date(value);
  const ms = date.getTime();
  if (Number.isNaN(ms) || ms < FIXED_OFFSET_SINCE) return intlFormat(date, style);
  const local = new Date(ms + ISTANBUL_OFFSET_MS);
  const lang = currentLang();
  const day = `${local.getUTCDate()} ${months[lang][style === 'date' ? 'long' : 'short'][local.getUTCMonth()]} ${local.getUTCFullYear()}`;
  if (style !== 'dateTime') return day;
  return `${day}${lang === 'en' ? ',' : ''} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

export const formatDateTime = (value: string | Date) => format(value, 'dateTime');
export const formatDate = (value: string | Date) => format(value, 'date');
/** '14 Kas 2026' / '14 Nov 2026': where several dates stand in a row (an application's history). */
export const formatShortDate = (value: string | Date) => format(value, 'shortDate');
/** '1.234' in Turkish, '1,234' in English. */
export const formatNumber = (value: number) => value.toLocaleString(currentLocale());
