import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

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

export interface AboutCard {
  id: number;
  text: string;
}

/** A single row, id 1. */
export const aboutUs = pgTable(
  'about_us',
  {
    id: integer('id').primaryKey(),
    mainImage: uuid('main_image'),
    endImage: uuid('end_image'),
    mainText: text('main_text').notNull().default(''),
    cards: jsonb('cards').$type<AboutCard[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('about_us_single_row', sql`${t.id} = 1`)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

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

export type Blog = typeof blogs.$inferSelect;
export type ActivityLog = typeof activityLogs.$inferSelect;
