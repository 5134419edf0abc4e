import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every uploaded file. The storage key is made by the server; the original name is only shown. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['resume', 'course_pdf', 'blog_image', 'about_image'] }).notNull(),
    ownerId: uuid('owner_id'),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('files_owner_idx').on(t.ownerId),
    check('files_kind_check', sql`${t.kind} in ('resume', 'course_pdf', 'blog_image', 'about_image')`),
    check('files_size_check', sql`${t.size} > 0`),
  ],
);

export type FileRow = typeof files.$inferSelect;
export type FileKind = FileRow['kind'];
