import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export interface AboutCard {
  id: number;
  text: string;
  /** English (docs/product.md); absent or '' when none. */
  textEn?: string;
}

/** A single row, id 1. */
export const aboutUs = pgTable(
  'about_us',
  {
    id: integer('id').primaryKey(),
    mainImage: uuid('main_image'),
    endImage: uuid('end_image'),
    mainText: text('main_text').notNull().default(''),
    /** The English texts and both pictures' descriptions in both languages (docs/product.md): '' when none. */
    mainTextEn: text('main_text_en').notNull().default(''),
    mainImageAlt: text('main_image_alt').notNull().default(''),
    mainImageAltEn: text('main_image_alt_en').notNull().default(''),
    endImageAlt: text('end_image_alt').notNull().default(''),
    endImageAltEn: text('end_image_alt_en').notNull().default(''),
    cards: jsonb('cards').$type<AboutCard[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('about_us_single_row', sql`${t.id} = 1`)],
);
