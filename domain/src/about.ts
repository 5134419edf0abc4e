import { z } from 'zod';
import { TEXT_LONG_MAX } from './constants.ts';
import { optionalText, tooLong } from './fields.ts';

export const ABOUT_CARDS_MAX = 20;
export const ABOUT_CARD_TEXT_MAX = 2000;
export const ABOUT_START_CARDS = 3;

export const aboutCardSchema = z.object({
  id: z.coerce.number().int().nonnegative(),
  text: z.string().trim().max(ABOUT_CARD_TEXT_MAX, tooLong(ABOUT_CARD_TEXT_MAX)),
});
export type AboutCardInput = z.infer<typeof aboutCardSchema>;

export const aboutInputSchema = z.object({
  mainText: optionalText(TEXT_LONG_MAX),
  cards: z.array(aboutCardSchema).max(ABOUT_CARDS_MAX, `En fazla ${ABOUT_CARDS_MAX} kart eklenebilir`).default([]),
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
