import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { courses } from './courses.ts';
import { users } from './users.ts';

/**
 * One drawn question of an attempt, as it was shown: the bank question's id, its text and options in the order shown,
 * `order[i]` the bank index of shown option i, and the correct option as shown. An attempt so stands on its own when
 * the bank is edited later; `correct` never leaves the server.
 */
export interface DrawnQuestion {
  id: string;
  text?: string;
  options?: string[];
  order: number[];
  correct: number;
}

/**
 * Every exam attempt (docs/product.md, decision 042): drawn and recorded when it opens, answers saved as they are chosen,
 * graded on submit or after its deadline. `status` is null while it is open; one open attempt per student and course.
 */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questions: jsonb('questions').$type<DrawnQuestion[]>().notNull(),
    /** `{questionId: option as shown}`. */
    answers: jsonb('answers').$type<Record<string, number>>().notNull().default({}),
    /** The Europe/Istanbul day it was opened: the day it counts on. */
    day: date('day', { mode: 'string' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    score: integer('score'),
    total: integer('total').notNull(),
    passPercent: integer('pass_percent').notNull().default(50),
    status: text('status', { enum: ['passed', 'failed'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('exam_attempts_student_course_idx').on(t.studentId, t.courseId, t.createdAt),
    index('exam_attempts_course_idx').on(t.courseId),
    // The funnel's passed students read from the index alone (the table's drawn questions make a scan long).
    index('exam_attempts_passed_idx')
      .on(t.studentId, t.courseId)
      .where(sql`${t.status} = 'passed'`),
    uniqueIndex('exam_attempts_open_unique')
      .on(t.studentId, t.courseId)
      .where(sql`${t.submittedAt} is null`),
    check('exam_attempts_status_check', sql`${t.status} in ('passed', 'failed')`),
    check(
      'exam_attempts_graded_check',
      sql`(${t.submittedAt} is null and ${t.status} is null and ${t.score} is null) or (${t.submittedAt} is not null and ${t.status} is not null and ${t.score} between 0 and ${t.total})`,
    ),
  ],
);
