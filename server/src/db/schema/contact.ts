import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an admin opened it (the inbox's unread and read, decision 057); null again when marked unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When an admin last answered it by mail from the inbox. */
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    // The unread filter and the dashboard's count read only the unread rows.
    index('contact_messages_unread_idx')
      .on(t.createdAt)
      .where(sql`${t.readAt} is null`),
  ],
);
