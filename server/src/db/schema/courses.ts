import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { users } from './users.ts';
import { COURSE_CREATOR_TYPES, COURSE_STATUSES } from '@beceri/domain';
import { oneOf } from './one-of.ts';

/** A course's question bank as stored: ids kept across edits, 2–5 options, correctAnswer an index of them (decision 042). */
export interface StoredTest {
  questions: { id: string; text: string; options: string[]; correctAnswer: number }[];
}

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** One of COURSE_CATEGORIES (domain/src/filters.ts). */
    /** Null while a draft's author has not chosen one (decision 051); a published course always has one. */
    category: text('category').default('Python'),
    /** Title and description folded by `foldTurkish` (domain/src/search.ts), written by the app; `q` matches it. */
    search: text('search').notNull().default(''),
    test: jsonb('test').$type<StoredTest>().notNull().default({ questions: [] }),
    /** How attempts are drawn from the bank (docs/product.md): null draws all; null has no time limit. */
    examDrawCount: integer('exam_draw_count'),
    examShuffle: boolean('exam_shuffle').notNull().default(true),
    examTimeLimitMinutes: integer('exam_time_limit_minutes'),
    examPassPercent: integer('exam_pass_percent').notNull().default(50),
    /** The attendance a certificate needs, in percent; null: 0 without lab sessions, 80 with (docs/product.md). */
    minAttendancePercent: integer('min_attendance_percent'),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedByType: text('added_by_type', { enum: COURSE_CREATOR_TYPES }).notNull(),
    /**
     * 'draft' for a course started in the studio until its author publishes it (decision 051); every other insert
     * (the API's `POST /course/add`, seeds) is published, hence the default.
     */
    status: text('status', { enum: COURSE_STATUSES }).notNull().default('published'),
    /** When it was published (its creation for a course added published); null while a draft. */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('courses_created_idx').on(t.createdAt, t.id),
    index('courses_added_by_idx').on(t.addedBy, t.createdAt),
    oneOf('courses_added_by_type_check', t.addedByType, COURSE_CREATOR_TYPES),
    oneOf('courses_status_check', t.status, COURSE_STATUSES),
    index('courses_category_idx').on(t.category, t.createdAt),
    check('courses_exam_pass_percent_check', sql`${t.examPassPercent} between 1 and 100`),
    check('courses_min_attendance_percent_check', sql`${t.minAttendancePercent} between 0 and 100`),
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
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
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
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

/**
 * A lesson the student has finished (the learning path, decision 050): one row per student and class. Progress goes
 * with the class (a lesson deleted from the course) and with the person (KVKK deletion).
 */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => courseClasses.id, { onDelete: 'cascade' }),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.classId] }),
    // The primary key serves a student's progress; this one serves the cascade when a class is deleted.
    index('lesson_progress_class_idx').on(t.classId),
  ],
);

export type Course = typeof courses.$inferSelect;
export type CourseClass = typeof courseClasses.$inferSelect;
