import { z } from 'zod';
import { TEXT_LONG_MAX } from './constants.ts';
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
