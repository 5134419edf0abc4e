import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INVITATION_STATUSES } from '@beceri/domain';
import { jobApplications, jobs } from './jobs.ts';
import { users } from './users.ts';
import { oneOf } from './one-of.ts';

/**
 * A company's invitation of a student in the talent pool to one of its open jobs (decision 063). Goes with the
 * student, the company or the job; the application that accepting made or moved stays its own.
 */
export const talentInvitations = pgTable(
  'talent_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** What the company wrote; shown to the student on the platform (never put in a mail: decision 063). */
    message: text('message').notNull(),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The application accepting made or moved to Kısa listede. */
    applicationId: uuid('application_id').references(() => jobApplications.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One pending invitation per student and job (any company: a job has one).
    uniqueIndex('talent_invitations_pending_unique')
      .on(t.studentId, t.jobId)
      .where(sql`${t.status} = 'pending'`),
    // The daily limit (a company's invitations since the Istanbul midnight) and the cards' 'already invited'.
    index('talent_invitations_company_idx').on(t.companyId, t.createdAt),
    // 'Davetlerim', newest first.
    index('talent_invitations_student_idx').on(t.studentId, t.createdAt),
    index('talent_invitations_job_idx').on(t.jobId),
    index('talent_invitations_application_idx').on(t.applicationId),
    oneOf('talent_invitations_status_check', t.status, INVITATION_STATUSES),
  ],
);

export type TalentInvitation = typeof talentInvitations.$inferSelect;
