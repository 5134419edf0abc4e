import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** News posts; the table keeps its first name, as the API paths `/blog/...` do. */
export const blogs = pgTable(
  'blogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    details: text('details').notNull().default(''),
    /** Ordered file ids of the post's images. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blogs_created_idx').on(t.createdAt, t.id)],
);

export type NewsPostRow = typeof blogs.$inferSelect;
