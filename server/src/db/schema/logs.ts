import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const activityLogs = pgTable(
  'activity_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type', { enum: ['teacher', 'student', 'company', 'other'] }).notNull(),
    text: text('text').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_logs_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('activity_logs_type_created_idx').on(t.type, t.createdAt.desc(), t.id.desc()),
    check('activity_logs_type_check', sql`${t.type} in ('teacher', 'student', 'company', 'other')`),
  ],
);

/**
 * Entry counts of activity_logs per type, kept by statement triggers (migration 0002) as delta rows:
 * writers only insert, so they never wait on one hot counter row. The total of a type is sum(n);
 * the log module folds the rows together now and then.
 */
export const activityLogCounts = pgTable('activity_log_counts', {
  type: text('type').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
