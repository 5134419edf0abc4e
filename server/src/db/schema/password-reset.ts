import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A reset code sent by mail: only hashes of the code and of the one-time token it is exchanged for are stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otpHash: text('otp_hash').notNull(),
    /** Hash of the one-time token handed out after a correct code. */
    resetTokenHash: text('reset_token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Wrong reset codes checked per account and Istanbul day, across every address and code: past the daily cap no code
 * of that account is accepted until the next day (docs/product.md).
 */
export const resetCodeChecks = pgTable(
  'reset_code_checks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    wrong: integer('wrong').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
