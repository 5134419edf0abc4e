import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { FILE_KINDS } from '@beceri/domain';
import { oneOf } from './one-of.ts';

/** Every uploaded file. The storage key is made by the server; the original name is only shown. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: FILE_KINDS }).notNull(),
    ownerId: uuid('owner_id'),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('files_owner_idx').on(t.ownerId),
    oneOf('files_kind_check', t.kind, FILE_KINDS),
    check('files_size_check', sql`${t.size} > 0`),
  ],
);

export type FileRow = typeof files.$inferSelect;
export type FileKind = FileRow['kind'];
