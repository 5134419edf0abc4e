import { afterAll, describe, expect, it } from 'vitest';
import { LOCALES, type Lang } from '@beceri/domain/i18n';
import { formatDate, formatDateTime, formatShortDate } from './format.ts';
import { switchLanguage } from './i18n.ts';

const intl = (lang: Lang, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(LOCALES[lang], { ...options, timeZone: 'Europe/Istanbul' });

// Every month, both sides of Istanbul's midnight (20:59 and 21:00 UTC), single- and double-digit days and hours, and
// instants from before Türkiye kept UTC+3 all year (summer and winter time of 2015, a date of birth).
const instants = [
  ...Array.from({ length: 12 }, (_, m) => [
    new Date(Date.UTC(2026, m, 4, 20, 59)),
    new Date(Date.UTC(2026, m, 14, 21, 0)),
    new Date(Date.UTC(2027, m, 28, 6, 5)),
  ]).flat(),
  new Date(Date.UTC(2015, 6, 1, 21, 30)),
  new Date(Date.UTC(2015, 11, 31, 22, 30)),
  '1998-03-09',
  '2026-11-28T12:30:00.000Z',
];

describe('dates', () => {
  afterAll(() => switchLanguage('tr'));

  for (const lang of ['tr', 'en'] as const)
    it(`are written as Intl writes them for ${LOCALES[lang]}, on Istanbul's clock`, async () => {
      await switchLanguage(lang);
      for (const value of instants) {
        const date = new Date(value);
        expect(formatDate(value)).toBe(intl(lang, { dateStyle: 'long' }).format(date));
        expect(formatShortDate(value)).toBe(intl(lang, { dateStyle: 'medium' }).format(date));
        expect(formatDateTime(value)).toBe(intl(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(date));
      }
    });

  it('name the Turkish month and the day as a reader in Türkiye reads them', async () => {
    await switchLanguage('tr');
    // 23:30 in Istanbul on the 4th is still the 4th; 00:00 on the 15th is the 15th.
    expect(formatDateTime(new Date(Date.UTC(2026, 1, 4, 20, 30)))).toBe('4 Şub 2026 23:30');
    expect(formatDate(new Date(Date.UTC(2026, 7, 14, 21, 0)))).toBe('15 Ağustos 2026');
  });
});
