import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StoredLogParams } from '@beceri/domain/log-events';
import { users } from './users.ts';
import { LOG_TYPES } from '@beceri/domain';
import { oneOf } from './one-of.ts';

export const activityLogs = pgTable(
  'activity_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type', { enum: LOG_TYPES }).notNull(),
    /** The event code (domain/src/log-events.ts); 'legacy' for older text that matched no known phrasing. */
    event: text('event').notNull().default('legacy'),
    /** The event's ids and names (decision 044). */
    params: jsonb('params').$type<StoredLogParams>().notNull().default({}),
    /** Only a legacy entry's text; coded entries are written in the reader's language when read. */
    text: text('text').notNull().default(''),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The person an entry names besides its actor (a hired student, a suspended account), for deletion to find. */
    subjectId: uuid('subject_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_logs_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('activity_logs_type_created_idx').on(t.type, t.createdAt.desc(), t.id.desc()),
    index('activity_logs_actor_idx').on(t.actorId),
    index('activity_logs_subject_idx')
      .on(t.subjectId)
      .where(sql`${t.subjectId} is not null`),
    index('activity_logs_legacy_idx')
      .on(t.id)
      .where(sql`${t.event} = 'legacy'`),
    oneOf('activity_logs_type_check', t.type, LOG_TYPES),
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
