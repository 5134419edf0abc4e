import { and, like, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { foldTurkish, SEARCH_QUERY_MAX, searchWords, withoutControlCharacters } from '@beceri/domain';

/** The text a row's search column holds (decision 025): its title and description, folded. */
export const searchText = (title: string, description: string) => foldTurkish(`${title} ${description}`);

/** `%`, `_` and `\` typed by the user are letters, not patterns. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Every word of `q` appears somewhere in the folded search column, Turkish letters folded ('yazilim' finds
 * 'Yazılım'); undefined when there is nothing to search for. A trigram index serves each `like`.
 */
export function matchesSearch(column: AnyColumn, q: string | undefined): SQL | undefined {
  const patterns = searchPatterns(q);
  if (patterns.length === 0) return undefined;
  return and(...patterns.map((p) => like(column, p)));
}

/** The `like` pattern of each word of `q` (none for an empty `q`), for a statement prepared with placeholders. */
export const searchPatterns = (q: string | undefined): string[] =>
  (q ? searchWords(q) : []).map((w) => `%${escapeLike(w)}%`);

/**
 * `?q=`: control characters ignored (spaces), trimmed and cut to SEARCH_QUERY_MAX; empty means no search (and the
 * answer may be cached).
 */
export const searchQueryParam = z
  .string()
  .optional()
  .transform(
    (s) =>
      withoutControlCharacters(s ?? '')
        .trim()
        .slice(0, SEARCH_QUERY_MAX) || undefined,
  );

/** An optional filter: absent or empty means none; anything else must pass `schema`. */
export const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? undefined : v), schema.optional());
