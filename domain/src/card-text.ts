import { NEWS_CARD_TEXT } from './constants.ts';

// A module of its own, without zod: the news list's screen uses these and no schema (a visitor's /haberler would
// otherwise download the validation library with the news form's schema).

const ELLIPSIS = '…';

/**
 * Cuts a text for a news card: at most `max` characters of the text (whitespace collapsed),
 * ending on a word boundary, followed by an ellipsis when anything was cut.
 */
export function truncateText(text: string, max: number = NEWS_CARD_TEXT): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  // Code points, so a Turkish letter or an emoji is never split in half.
  const chars = Array.from(flat);
  if (chars.length <= max) return flat;
  const head = chars.slice(0, max + 1).join('');
  const lastSpace = head.lastIndexOf(' ');
  // One word longer than the limit is cut inside the word rather than dropped.
  const kept = lastSpace > 0 ? head.slice(0, lastSpace) : chars.slice(0, max).join('');
  return kept.replace(/[\s.,;:!?…-]+$/u, '') + ELLIPSIS;
}

/**
 * A short text from which truncateText gives the same card as from the whole text: truncateText reads
 * `max + 1` characters of the flattened text; one more keeps a space there from being trimmed away.
 * The news list sends this instead of the full text.
 */
export function cardPreview(text: string, max: number = NEWS_CARD_TEXT): string {
  return Array.from(text.replace(/\s+/g, ' ').trim())
    .slice(0, max + 2)
    .join('');
}
