import { withoutControlCharacters } from './text-input.ts';

/**
 * Folds text for Turkish-aware search (decision 025): Turkish lower case, then the letters a Turkish user may
 * type without their marks read as the plain ones — ı/İ/I → i, ş → s, ğ → g, ü → u, ö → o, ç → c, and the
 * circumflexed â/î/û → a/i/u. 'Yazılım', 'YAZILIM' and 'yazilim' all fold to 'yazilim'; 'İstanbul' and
 * 'ISTANBUL' to 'istanbul'. The server stores the folded title and description in a search column and folds
 * the query the same way, so PGlite and PostgreSQL compare the same bytes whatever their collation.
 */
const FOLD: Record<string, string> = {
  ı: 'i',
  İ: 'i',
  I: 'i',
  ş: 's',
  Ş: 's',
  ğ: 'g',
  Ğ: 'g',
  ü: 'u',
  Ü: 'u',
  ö: 'o',
  Ö: 'o',
  ç: 'c',
  Ç: 'c',
  â: 'a',
  Â: 'a',
  î: 'i',
  Î: 'i',
  û: 'u',
  Û: 'u',
};
const FOLDED_LETTERS = /[ıİIşŞğĞüÜöÖçÇâÂîÎûÛ]/g;

export function foldTurkish(text: string): string {
  return text
    .normalize('NFC')
    .replace(FOLDED_LETTERS, (c) => FOLD[c] ?? c)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The longest search text accepted; longer is cut (nobody types more into a search box). */
export const SEARCH_QUERY_MAX = 100;

/** A search as words: each must appear in the folded text, in any order. */
export const searchWords = (q: string): string[] =>
  foldTurkish(withoutControlCharacters(q.slice(0, SEARCH_QUERY_MAX)))
    .split(' ')
    .filter(Boolean);
