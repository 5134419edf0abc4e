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

export const aboutCardSchema = z.object({
  id: z.coerce.number().int().nonnegative(),
  text: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(ABOUT_CARD_TEXT_MAX, tooLong(ABOUT_CARD_TEXT_MAX)),
});
export type AboutCardInput = z.infer<typeof aboutCardSchema>;

export const aboutInputSchema = z.object({
  /** The public page's text: an empty one would wipe the page (issue 17), so it is required like each card's. */
  mainText: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(TEXT_LONG_MAX, tooLong(TEXT_LONG_MAX)),
  cards: z.array(aboutCardSchema).max(ABOUT_CARDS_MAX, messageKey('validation.tooManyCards', { max: ABOUT_CARDS_MAX })).default([]),
});
export type AboutInput = z.infer<typeof aboutInputSchema>;

/** The about-us page as `GET /aboutus` returns it. */
export interface AboutContent {
  mainImage: string | null;
  endImage: string | null;
  mainText: string;
  cards: AboutCardInput[];
  updatedAt: string | null;
}
