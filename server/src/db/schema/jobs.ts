import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull().default(''),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedByType: text('added_by_type', { enum: ['Admin', 'Company'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_created_idx').on(t.createdAt, t.id),
    index('jobs_added_by_idx').on(t.addedBy, t.createdAt),
    check('jobs_title_length_check', sql`char_length(${t.title}) between 1 and 10`),
    check('jobs_added_by_type_check', sql`${t.addedByType} in ('Admin', 'Company')`),
  ],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id').notNull().references(() => jobs.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['In Review', 'Hired'] }).notNull().default('In Review'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('job_applications_unique').on(t.jobId, t.studentId),
    index('job_applications_student_idx').on(t.studentId, t.createdAt),
    check('job_applications_status_check', sql`${t.status} in ('In Review', 'Hired')`),
  ],
);

export type Job = typeof jobs.$inferSelect;
export type JobApplication = typeof jobApplications.$inferSelect;
