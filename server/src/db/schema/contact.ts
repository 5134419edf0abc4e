import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LANGS } from '@beceri/domain';
import { oneOf } from './one-of.ts';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    message: text('message').notNull().default(''),
    /** The language the sender wrote in (the page's): an admin's reply is framed in it. */
    lang: text('lang', { enum: LANGS }).notNull().default('tr'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an admin opened it (the inbox's unread and read, decision 057); null again when marked unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When an admin last answered it by mail from the inbox. */
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [
    oneOf('contact_messages_lang_check', t.lang, LANGS),
    index('contact_messages_created_idx').on(t.createdAt),
    // The unread filter and the dashboard's count read only the unread rows.
    index('contact_messages_unread_idx')
      .on(t.createdAt)
      .where(sql`${t.readAt} is null`),
  ],
);
