import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { courses } from './courses.ts';
import { users } from './users.ts';

/** Every exam attempt, graded on the server (decision 009); a course's exam is its `courses.test`. */
export const testResults = pgTable(
  'test_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<(number | null)[]>().notNull(),
    score: integer('score').notNull(),
    total: integer('total').notNull(),
    status: text('status', { enum: ['passed', 'failed'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('test_results_student_course_idx').on(t.studentId, t.courseId, t.createdAt),
    index('test_results_course_idx').on(t.courseId),
    check('test_results_status_check', sql`${t.status} in ('passed', 'failed')`),
    check('test_results_score_check', sql`${t.score} >= 0 and ${t.score} <= ${t.total}`),
  ],
);
