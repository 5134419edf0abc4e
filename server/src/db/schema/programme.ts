import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  ATTENDANCE_STATUSES,
  COHORT_STATUSES,
  DEFAULT_COHORT_TARGET,
  DEFAULT_LAB_CAPACITY,
  DEFAULT_ROOM,
  type ProgrammeFacts,
} from '@beceri/domain';
import { courses } from './courses.ts';
import { formerParticipants, users } from './users.ts';
import { oneOf } from './one-of.ts';

/**
 * A cohort of the programme (docs/product.md): its dates, its target, the birth window of those who may join, and the
 * programme facts the home page shows. At most one is open; a student who signs up joins it.
 */
export const cohorts = pgTable(
  'cohorts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    targetParticipants: integer('target_participants').notNull().default(DEFAULT_COHORT_TARGET),
    birthDateFrom: date('birth_date_from', { mode: 'string' }).notNull(),
    birthDateTo: date('birth_date_to', { mode: 'string' }).notNull(),
    status: text('status', { enum: COHORT_STATUSES }).notNull().default('closed'),
    facts: jsonb('facts').$type<ProgrammeFacts>().notNull().default({}),
    factsEn: jsonb('facts_en').$type<ProgrammeFacts>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('cohorts_status_check', t.status, COHORT_STATUSES),
    uniqueIndex('cohorts_one_open')
      .on(t.status)
      .where(sql`${t.status} = 'open'`),
    index('cohorts_starts_idx').on(t.startsOn),
    check('cohorts_dates_check', sql`${t.endsOn} >= ${t.startsOn}`),
    check('cohorts_birth_window_check', sql`${t.birthDateTo} > ${t.birthDateFrom}`),
    check('cohorts_target_check', sql`${t.targetParticipants} between 1 and 100000`),
  ],
);

/**
 * A lab session of a course (the API says `sessions`). A session outlives its course for the auditors' figures:
 * deleting the course leaves the title it had. `seriesId` joins the sessions of one weekly series.
 */
export const labSessions = pgTable(
  'lab_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    courseTitle: text('course_title').notNull(),
    teacherId: uuid('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    room: text('room').notNull().default(DEFAULT_ROOM),
    capacity: integer('capacity').notNull().default(DEFAULT_LAB_CAPACITY),
    seriesId: uuid('series_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lab_sessions_starts_idx').on(t.startsAt),
    index('lab_sessions_course_idx').on(t.courseId, t.startsAt),
    index('lab_sessions_teacher_idx').on(t.teacherId, t.startsAt),
    index('lab_sessions_room_idx').on(t.room, t.startsAt),
    index('lab_sessions_series_idx').on(t.seriesId),
    check('lab_sessions_times_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('lab_sessions_capacity_check', sql`${t.capacity} between 1 and 1000`),
  ],
);

/**
 * One student's mark for one session. A deleted student's rows stay under their anonymous participant record
 * (`formerParticipantId`, `studentId` null), so the hours the auditors count do not shrink.
 */
export const attendance = pgTable(
  'attendance',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => labSessions.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'set null' }),
    formerParticipantId: uuid('former_participant_id').references(() => formerParticipants.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: ATTENDANCE_STATUSES }).notNull(),
    /** When the student checked in with the lab's code; null for a mark the teacher set. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    markedBy: uuid('marked_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('attendance_status_check', t.status, ATTENDANCE_STATUSES),
    uniqueIndex('attendance_session_student_unique').on(t.sessionId, t.studentId),
    index('attendance_student_idx').on(t.studentId),
    index('attendance_former_idx').on(t.formerParticipantId),
  ],
);

/** A person's iCalendar feed: the SHA-256 of the token in its address; a new token replaces the old, deleting revokes. */
export const calendarTokens = pgTable(
  'calendar_tokens',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_tokens_hash_unique').on(t.tokenHash)],
);

export type Cohort = typeof cohorts.$inferSelect;
export type LabSession = typeof labSessions.$inferSelect;
export type Attendance = typeof attendance.$inferSelect;
