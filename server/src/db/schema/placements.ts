import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { jobApplications, jobs } from './jobs.ts';
import { formerParticipants, users } from './users.ts';

/**
 * An internship placement (decision 065): made once when a company hires an applicant on an internship job. It
 * outlives the job, the application and both accounts for the programme's figures: the job's title and the company's
 * name are kept; a deleted student's row moves under their anonymous participant record (`formerParticipantId`).
 */
export const placements = pgTable(
  'placements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The hire that made it; one placement per application. */
    applicationId: uuid('application_id').references(() => jobApplications.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    jobTitle: text('job_title').notNull(),
    companyId: uuid('company_id').references(() => users.id, { onDelete: 'set null' }),
    companyName: text('company_name').notNull().default(''),
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'set null' }),
    formerParticipantId: uuid('former_participant_id').references(() => formerParticipants.id, {
      onDelete: 'set null',
    }),
    /** Istanbul calendar days, the last included; null until the company sets them. */
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    mentorName: text('mentor_name'),
    evalAttendance: integer('eval_attendance'),
    evalTechnical: integer('eval_technical'),
    evalTeamwork: integer('eval_teamwork'),
    evalComment: text('eval_comment'),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true }),
    feedbackRating: integer('feedback_rating'),
    feedbackComment: text('feedback_comment'),
    feedbackAt: timestamp('feedback_at', { withTimezone: true }),
    /** When the reminder mails were queued (each once; a new last day clears them). */
    companyRemindedAt: timestamp('company_reminded_at', { withTimezone: true }),
    studentRemindedAt: timestamp('student_reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('placements_application_unique').on(t.applicationId),
    index('placements_company_idx').on(t.companyId, t.createdAt),
    index('placements_student_idx').on(t.studentId),
    index('placements_former_idx').on(t.formerParticipantId),
    index('placements_job_idx').on(t.jobId),
    // The reminder sweep: placements whose last day is near and a mail is still owed.
    index('placements_ends_idx').on(t.endsOn),
    index('placements_created_idx').on(t.createdAt, t.id),
    check('placements_dates_check', sql`${t.endsOn} > ${t.startsOn}`),
    check(
      'placements_scores_check',
      sql`${t.evalAttendance} between 1 and 5 and ${t.evalTechnical} between 1 and 5 and ${t.evalTeamwork} between 1 and 5`,
    ),
    check('placements_rating_check', sql`${t.feedbackRating} between 1 and 5`),
  ],
);

export type PlacementRow = typeof placements.$inferSelect;
