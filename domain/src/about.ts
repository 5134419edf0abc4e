import { z } from 'zod';
import { TEXT_LONG_MAX } from './constants.ts';
import { tooLong } from './fields.ts';
import { messageKey } from './i18n.ts';
import { REQUIRED } from './messages.ts';

/** Server answers of the about page (keys of the `domain` catalogue). */
export const aboutMessages = {
  badCards: 'about.badCards',
} as const;

export const ABOUT_CARDS_MAX = 20;
export const ABOUT_CARD_TEXT_MAX = 2000;
export const ABOUT_START_CARDS = 3;

/** A picture's description (its alternative text), in each language. */
export const ABOUT_IMAGE_ALT_MAX = 300;
const englishText = (max: number) => z.string().trim().max(max, tooLong(max)).optional().default('');

export const aboutCardSchema = z.object({
  id: z.coerce.number().int().nonnegative(),
  text: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(ABOUT_CARD_TEXT_MAX, tooLong(ABOUT_CARD_TEXT_MAX)),
  /** English (docs/product.md): optional; an English page shows the Turkish text where it is empty. */
  textEn: englishText(ABOUT_CARD_TEXT_MAX),
});
export type AboutCardInput = z.infer<typeof aboutCardSchema>;

export const aboutInputSchema = z.object({
  /** The public page's text: an empty one would wipe the page, so it is required like each card's. */
  mainText: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(TEXT_LONG_MAX, tooLong(TEXT_LONG_MAX)),
  mainTextEn: englishText(TEXT_LONG_MAX),
  /** What each picture shows, for readers who cannot see it; '' leaves the interface's general description. */
  mainImageAlt: englishText(ABOUT_IMAGE_ALT_MAX),
  mainImageAltEn: englishText(ABOUT_IMAGE_ALT_MAX),
  endImageAlt: englishText(ABOUT_IMAGE_ALT_MAX),
  endImageAltEn: englishText(ABOUT_IMAGE_ALT_MAX),
  cards: z
    .array(aboutCardSchema)
    .max(ABOUT_CARDS_MAX, messageKey('validation.tooManyCards', { max: ABOUT_CARDS_MAX }))
    .default([]),
});
export type AboutInput = z.infer<typeof aboutInputSchema>;

/** The about-us page as `GET /aboutus` returns it. */
export interface AboutContent {
  mainImage: string | null;
  endImage: string | null;
  mainText: string;
  /** English texts and both languages' picture descriptions, '' where none (docs/product.md): the page chooses. */
  mainTextEn: string;
  mainImageAlt: string;
  mainImageAltEn: string;
  endImageAlt: string;
  endImageAltEn: string;
  cards: AboutCardInput[];
  updatedAt: string | null;
}
