import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { courses } from './courses.ts';
import { users } from './users.ts';
import { APPLICATION_STATUSES, JOB_CREATOR_TYPES, JOB_REQUIREMENT_KINDS, JOB_TYPES } from '@beceri/domain';
import { oneOf } from './one-of.ts';

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull().default(''),
    /** One of the 81 provinces as `domain/src/provinces.ts` spells it (decision 025). */
    city: text('city').notNull().default('Kocaeli'),
    type: text('type', { enum: JOB_TYPES }).notNull().default('fullTime'),
    /** The last day to apply, Europe/Istanbul, included; null: open-ended. */
    deadline: date('deadline', { mode: 'string' }),
    /** Title and description folded by `foldTurkish` (domain/src/search.ts), written by the app; `q` matches it. */
    search: text('search').notNull().default(''),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedByType: text('added_by_type', { enum: JOB_CREATOR_TYPES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Taken down by an admin: out of public lists and pages until an admin republishes it. */
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true }),
    /** The admin's reason, mailed to the company and shown on its job. */
    unpublishedReason: text('unpublished_reason'),
  },
  (t) => [
    index('jobs_created_idx').on(t.createdAt, t.id),
    index('jobs_added_by_idx').on(t.addedBy, t.createdAt),
    index('jobs_city_idx').on(t.city, t.createdAt),
    index('jobs_type_idx').on(t.type, t.createdAt),
    index('jobs_deadline_idx').on(t.deadline),
    // Serves `search like '%…%'` (pg_trgm; PGlite loads it in db/client.ts).
    index('jobs_search_trgm_idx').using('gin', sql`${t.search} gin_trgm_ops`),
    check('jobs_title_length_check', sql`char_length(${t.title}) between 1 and 100`),
    oneOf('jobs_type_check', t.type, JOB_TYPES),
    oneOf('jobs_added_by_type_check', t.addedByType, JOB_CREATOR_TYPES),
  ],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('In Review'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The time of the last status change (set on every change; the student's list shows it). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Not yet told to the job's company: set when an application arrives within the hour after the company's last
     * mail of new applications, cleared when the mail that lists it is queued (decision 061).
     */
    companyMailPending: boolean('company_mail_pending').notNull().default(false),
  },
  (t) => [
    unique('job_applications_unique').on(t.jobId, t.studentId),
    index('job_applications_student_idx').on(t.studentId, t.createdAt),
    // The hire page: one job's applicants, all or of one status, oldest first; and the per-status counts.
    index('job_applications_job_status_idx').on(t.jobId, t.status, t.createdAt),
    index('job_applications_job_created_idx').on(t.jobId, t.createdAt),
    // The admin dashboard's applications of this week (decision 057).
    index('job_applications_created_idx').on(t.createdAt),
    // The applications a company's next mail lists (few at any time).
    index('job_applications_company_mail_pending_idx')
      .on(t.jobId)
      .where(sql`${t.companyMailPending}`),
    oneOf('job_applications_status_check', t.status, APPLICATION_STATUSES),
  ],
);

/**
 * The platform courses a job names (docs/product.md, decision 062): `required` ones are met by holding the course's
 * certificate, `preferred` ones are shown only. A course is named once per job, in one kind. Deleting the job deletes
 * them; deleting a course drops it from every job (nobody could earn its certificate any more).
 */
export const jobCourseRequirements = pgTable(
  'job_course_requirements',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: JOB_REQUIREMENT_KINDS }).notNull(),
  },
  (t) => [
    // A page of jobs' requirements (`job_id = any(…)`), a job's for its page and its applicants.
    primaryKey({ name: 'job_course_requirements_pk', columns: [t.jobId, t.courseId] }),
    // The cascade of a course's deletion, and 'which jobs require this course'.
    index('job_course_requirements_course_idx').on(t.courseId),
    oneOf('job_course_requirements_kind_check', t.kind, JOB_REQUIREMENT_KINDS),
  ],
);

/**
 * Every status an application has had (docs/product.md, Applications): one row when it is made (`from` null) and one
 * per change, written in the change's transaction. Goes with its application (withdrawal, the job's or the student's
 * deletion). Rows made from applications older than this table have `from` null for their latest change too: the
 * path before it was not kept (decision 060).
 */
export const applicationStatusChanges = pgTable(
  'application_status_changes',
  {
    // A sequence, not a random id: two changes in the same microsecond still read in the order they were made.
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: APPLICATION_STATUSES }),
    toStatus: text('to_status', { enum: APPLICATION_STATUSES }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A page of applications reads its histories in one statement, in order.
    index('application_status_changes_application_idx').on(t.applicationId, t.id),
    // A null `from` passes (SQL's `in` is unknown, not false, for null).
    oneOf('application_status_changes_from_check', t.fromStatus, APPLICATION_STATUSES),
    oneOf('application_status_changes_to_check', t.toStatus, APPLICATION_STATUSES),
  ],
);

export type Job = typeof jobs.$inferSelect;
export type JobApplication = typeof jobApplications.$inferSelect;

/**
 * When a job's company was last mailed of its new applications (decision 061): the start of the hour that collects
 * the next ones. A row of its own rather than a column of `jobs`, so that mailing neither drops the cached job lists
 * nor waits for an edit of the job; its row lock orders an application and the hour's job.
 */
export const jobApplicationMailWindows = pgTable('job_application_mail_windows', {
  jobId: uuid('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  mailedAt: timestamp('mailed_at', { withTimezone: true }),
});

/**
 * A student's saved job search (docs/product.md 'Job alerts', decision 064): the `/jobs` filters, none meaning any.
 * `coveredUntil` is the end of the window the last digest looked at (the alert's creation before the first): the next
 * digest mails the matching jobs published after it. At most JOB_ALERTS_MAX per student (the service counts under
 * the student's row lock). Goes with the student's account.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    q: text('q'),
    city: text('city'),
    type: text('type', { enum: JOB_TYPES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    coveredUntil: timestamp('covered_until', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_alerts_student_idx').on(t.studentId, t.createdAt),
    oneOf('job_alerts_type_check', t.type, JOB_TYPES),
  ],
);
export type JobAlert = typeof jobAlerts.$inferSelect;
