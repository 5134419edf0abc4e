import { LOCALES, type Lang } from '@beceri/domain';

const formats = new Map<Lang, Intl.DateTimeFormat>();

/** A moment's day in Türkiye as a reader of `lang` writes it: '24 Kasım 2026', '24 November 2026'. */
export function longDate(date: Date, lang: Lang): string {
  let format = formats.get(lang);
  if (!format)
    formats.set(
      lang,
      (format = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'Europe/Istanbul' })),
    );
  return format.format(date);
}

/** A moment as the API writes it (ISO 8601 in UTC), from a Date or the text a database driver gave. */
export const iso = (d: Date | string) => new Date(d).toISOString();
