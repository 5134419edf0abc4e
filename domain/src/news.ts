import { z } from 'zod';
import { NEWS_CARD_TEXT, TEXT_LONG_MAX } from './constants.ts';
import { optionalText, requiredText } from './fields.ts';

/** docs/product.md texts of the news screens. */
export const newsMessages = {
  added: 'news.added',
  deleted: 'news.deleted',
  updated: 'news.updated',
  failed: 'news.failed',
} as const;

export const NEWS_IMAGES_MAX = 10;
export const NEWS_DESCRIPTION_MAX = 2000;

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

/** The news form's text fields (docs/product.md: no client validation; the server still bounds them). */
export const newsInputSchema = z.object({
  title: requiredText(),
  description: optionalText(NEWS_DESCRIPTION_MAX),
  details: optionalText(TEXT_LONG_MAX),
  // English (docs/product.md): optional; a page in English shows the Turkish text where one is empty.
  titleEn: optionalText(),
  descriptionEn: optionalText(NEWS_DESCRIPTION_MAX),
  detailsEn: optionalText(TEXT_LONG_MAX),
});
export type NewsInput = z.infer<typeof newsInputSchema>;

/** A news post as the API returns it (paths `/blog/...`); images are `/files/{id}` paths. */
export interface NewsPost {
  id: string;
  title: string;
  description: string;
  details: string;
  /** English texts, '' where none (docs/product.md): the reader's page chooses. */
  titleEn: string;
  descriptionEn: string;
  detailsEn: string;
  images: string[];
  createdAt: string;
}
