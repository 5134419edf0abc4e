import { sql } from 'drizzle-orm';
import {
  check, date, index, integer, jsonb, pgTable, text, timestamp, unique, uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { users } from './users.ts';

/** A quiz as stored: exactly 5 options a question, correctAnswer 0-4 (checked by the domain schema). */
export interface StoredTest {
  questions: { text: string; options: string[]; correctAnswer: number }[];
}

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** One of COURSE_CATEGORIES (domain/src/filters.ts). */
    category: text('category').notNull().default('Python'),
    /** Title and description folded by `foldTurkish` (domain/src/search.ts), written by the app; `q` matches it. */
    search: text('search').notNull().default(''),
    test: jsonb('test').$type<StoredTest>().notNull().default({ questions: [] }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedByType: text('added_by_type', { enum: ['Admin', 'Teacher'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('courses_created_idx').on(t.createdAt, t.id),
    index('courses_added_by_idx').on(t.addedBy, t.createdAt),
    check('courses_added_by_type_check', sql`${t.addedByType} in ('Admin', 'Teacher')`),
    index('courses_category_idx').on(t.category, t.createdAt),
    // Serves `search like '%…%'` (pg_trgm; PGlite loads it in db/client.ts).
    index('courses_search_trgm_idx').using('gin', sql`${t.search} gin_trgm_ops`),
    check(
      'courses_category_check',
      sql`${t.category} in ('IoT', 'Siber Güvenlik', 'Python', 'Ağ Teknolojileri', 'Web Geliştirme', 'Veri Bilimi', 'Diğer')`,
    ),
  ],
);

export const courseClasses = pgTable(
  'course_classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    videoLink: text('video_link').notNull().default(''),
    pdfFileId: uuid('pdf_file_id').references(() => files.id, { onDelete: 'set null' }),
  },
  (t) => [unique('course_classes_position_unique').on(t.courseId, t.position)],
);

export const courseEnrollments = pgTable(
  'course_enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The calendar day (Europe/Istanbul) of the latest exam attempt and how many attempts that day had. */
    attemptDay: date('attempt_day', { mode: 'string' }),
    attemptsThatDay: integer('attempts_that_day').notNull().default(0),
  },
  (t) => [
    unique('course_enrollments_unique').on(t.courseId, t.studentId),
    index('course_enrollments_student_idx').on(t.studentId, t.createdAt),
  ],
);

export type Course = typeof courses.$inferSelect;
export type CourseClass = typeof courseClasses.$inferSelect;
