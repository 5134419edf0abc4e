import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** News posts; the table keeps its first name, as the API paths `/blog/...` do. */
export const newsPosts = pgTable(
  'blogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    details: text('details').notNull().default(''),
    /** The English texts (docs/product.md): optional, '' when none; pages show the Turkish one then. */
    titleEn: text('title_en').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    detailsEn: text('details_en').notNull().default(''),
    /** Ordered file ids of the post's images. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blogs_created_idx').on(t.createdAt, t.id)],
);

export type NewsPostRow = typeof newsPosts.$inferSelect;
