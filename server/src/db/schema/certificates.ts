import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { courses } from './courses.ts';
import { users } from './users.ts';

/**
 * One certificate per student and course, issued by the first passing attempt (docs/product.md).
 * The row outlives its owner and its course: a deleted account leaves the code with no person (it verifies
 * as invalid, not as unknown), a deleted course leaves the title the student passed.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Unguessable, A–Z and 2–7 (RFC 4648 base32), 16 characters: 80 random bits. */
    code: text('code').notNull(),
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'set null' }),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    /** The course's title when it was passed. */
    courseTitle: text('course_title').notNull(),
    score: integer('score').notNull(),
    total: integer('total').notNull(),
    /** Lab hours attended in minutes, frozen at issue; null for a course without lab sessions. */
    attendedMinutes: integer('attended_minutes'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('certificates_code_unique').on(t.code),
    uniqueIndex('certificates_student_course_unique').on(t.studentId, t.courseId),
    // A course's holders, from the index alone: the talent search's course and keyword (decision 067).
    index('certificates_course_idx').on(t.courseId, t.studentId),
    // The admin dashboard's certificates of this week (decision 057).
    index('certificates_issued_idx').on(t.issuedAt),
    check('certificates_code_check', sql`${t.code} ~ '^[A-Z2-7]{10,}$'`),
  ],
);

export type Certificate = typeof certificates.$inferSelect;
