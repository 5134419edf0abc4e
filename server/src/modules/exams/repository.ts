import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { LogEvents } from '@beceri/domain/log-events';
import type { Db, Tx } from '../../db/client.ts';
import { declareWrites } from '../../db/writes.ts';
import { activityRow } from '../../plugins/activity.ts';
import {
  activityLogs,
  certificates,
  courseEnrollments,
  courses,
  examAttempts,
  studentProfiles,
  type DrawnQuestion,
} from '../../db/schema/index.ts';
import { users } from '../../db/schema/index.ts';

export type AttemptRow = typeof examAttempts.$inferSelect;

/**
 * Locks the student's enrolment for the rest of the transaction (parallel opens of one student's attempt wait their
 * turn) and reads its daily count and the student's extra time; null when the student is not enrolled.
 */
export async function lockEnrolment(tx: Tx, courseId: string, studentId: string) {
  const [row] = await tx
    .select({
      attemptDay: courseEnrollments.attemptDay,
      attemptsThatDay: courseEnrollments.attemptsThatDay,
      extraTimePercent: sql<number>`coalesce(${studentProfiles.extraTimePercent}, 0)`.mapWith(Number),
    })
    .from(courseEnrollments)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, courseEnrollments.studentId))
    .where(and(eq(courseEnrollments.courseId, courseId), eq(courseEnrollments.studentId, studentId)))
    .for('update', { of: courseEnrollments });
  return row ?? null;
}

export async function openAttemptOf(db: Db | Tx, courseId: string, studentId: string): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(examAttempts)
    .where(
      and(eq(examAttempts.courseId, courseId), eq(examAttempts.studentId, studentId), isNull(examAttempts.submittedAt)),
    );
  return row ?? null;
}

/**
 * Open attempts whose time ran out before `before`, oldest first: few at any time (one open attempt per student and
 * course, read through the partial index `exam_attempts_open_unique`).
 */
export async function expiredOpenAttempts(db: Db, before: Date, limit: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(examAttempts)
    .where(and(isNull(examAttempts.submittedAt), lt(examAttempts.endsAt, before)))
    .orderBy(examAttempts.endsAt)
    .limit(limit);
}

export async function attemptById(db: Db | Tx, id: string): Promise<AttemptRow | null> {
  const [row] = await db.select().from(examAttempts).where(eq(examAttempts.id, id));
  return row ?? null;
}

/** Counts an opened attempt on the enrolment (the day it opened) and stores it with its draw. */
export async function insertAttempt(
  tx: Tx,
  a: {
    courseId: string;
    studentId: string;
    day: string;
    questions: DrawnQuestion[];
    endsAt: Date | null;
    passPercent: number;
  },
): Promise<AttemptRow> {
  await tx
    .update(courseEnrollments)
    .set({
      attemptDay: a.day,
      attemptsThatDay: sql`case when ${courseEnrollments.attemptDay} = ${a.day}::date then ${courseEnrollments.attemptsThatDay} + 1 else 1 end`,
    })
    .where(and(eq(courseEnrollments.courseId, a.courseId), eq(courseEnrollments.studentId, a.studentId)));
  const [row] = await tx
    .insert(examAttempts)
    .values({
      courseId: a.courseId,
      studentId: a.studentId,
      questions: a.questions,
      answers: {},
      day: a.day,
      endsAt: a.endsAt,
      total: a.questions.length,
      passPercent: a.passPercent,
    })
    .returning();
  return row;
}

/** Saves (or with null clears) one answer of an attempt that is still open; false when it is no longer open. */
export async function saveAnswer(db: Db, attemptId: string, questionId: string, option: number | null) {
  const answers =
    option === null
      ? sql`${examAttempts.answers} - ${questionId}::text`
      : sql`${examAttempts.answers} || jsonb_build_object(${questionId}::text, ${option}::int)`;
  const rows = await db
    .update(examAttempts)
    .set({ answers })
    .where(and(eq(examAttempts.id, attemptId), isNull(examAttempts.submittedAt)))
    .returning({ id: examAttempts.id });
  return rows.length > 0;
}

export interface Grading {
  attemptId: string;
  studentId: string;
  courseId: string;
  /** The answers to store first (docs/product.md's `/test/add`), or undefined to grade the stored ones. */
  answers?: Record<string, number>;
  score: number;
  status: 'passed' | 'failed';
  day: string;
  /** A passing attempt's certificate code, used if the student holds none for the course yet; null for a fail. */
  certificateCode: string | null;
  /** The attempt's log entry but the student's name, which the statement reads (docs/product.md). */
  log: Omit<LogEvents['exam.attempted'], 'studentName'>;
}

/**
 * Grades an open attempt in one statement: closes it with its score, stores a passing attempt's certificate unless the
 * student already holds one for the course (so the first pass is the one certified), and writes its log line. Answers
 * whether this call graded it (false when another call did first) and how many attempts the enrolment counts today.
 */
export async function gradeAttempt(db: Db | Tx, g: Grading): Promise<{ graded: boolean; usedToday: number }> {
  declareWrites('update exam_attempts', 'insert certificates', 'insert activity_logs');
  const log = activityRow({ event: 'exam.attempted', params: { ...g.log, studentName: null }, actorId: g.studentId });
  const answers = g.answers === undefined ? sql`answers` : sql`${JSON.stringify(g.answers)}::jsonb`;
  const { rows } = await db.execute<{ graded: boolean; used_today: number }>(sql`
    with graded as (
      update ${examAttempts}
      set answers = ${answers}, submitted_at = now(), score = ${g.score}, status = ${g.status}
      where id = ${g.attemptId} and submitted_at is null
      returning student_id, course_id, score, total
    ), certified as (
      insert into ${certificates} (code, student_id, course_id, course_title, score, total)
      select ${g.certificateCode}::text, graded.student_id, c.id, c.title, graded.score, graded.total
      from graded join ${courses} c on c.id = graded.course_id
      where ${g.certificateCode}::text is not null
      on conflict (student_id, course_id) do nothing
    ), logged as (
      insert into ${activityLogs} (type, event, params, actor_id)
      select ${log.type}, ${log.event},
        ${JSON.stringify(log.params)}::jsonb || jsonb_build_object('studentName', trim(u.name || ' ' || u.surname)), u.id
      from graded join ${users} u on u.id = graded.student_id
    )
    select exists (select 1 from graded) as graded,
      coalesce((select case when attempt_day = ${g.day}::date then attempts_that_day else 0 end
        from ${courseEnrollments} where course_id = ${g.courseId} and student_id = ${g.studentId}), 0)::int as used_today`);
  return { graded: rows[0].graded, usedToday: Number(rows[0].used_today) };
}

/** How many attempts the enrolment counts on `day`. */
export async function usedToday(db: Db, courseId: string, studentId: string, day: string): Promise<number> {
  const [row] = await db
    .select({
      used: sql<number>`case when ${courseEnrollments.attemptDay} = ${day}::date then ${courseEnrollments.attemptsThatDay} else 0 end`.mapWith(
        Number,
      ),
    })
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.courseId, courseId), eq(courseEnrollments.studentId, studentId)));
  return row?.used ?? 0;
}

/**
 * Per bank question over a course's graded attempts: times drawn, share correct, and the point-biserial correlation
 * between answering it right and the share right of the attempt's other questions (the item left out, so it does not
 * correlate with itself). `corr` is null where either side never varies.
 */
export async function itemStats(db: Db, courseId: string) {
  const { rows } = await db.execute<{
    question_id: string;
    drawn: number;
    share: number | null;
    disc: number | null;
  }>(sql`
    with items as (
      select q ->> 'id' as question_id,
        case when (a.answers ->> (q ->> 'id')) = (q ->> 'correct') then 1 else 0 end as x,
        a.score, a.total
      from ${examAttempts} a cross join lateral jsonb_array_elements(a.questions) q
      where a.course_id = ${courseId} and a.status is not null
    )
    select question_id, count(*)::int as drawn, avg(x)::float8 as share,
      corr(x::float8, (score - x)::float8 / greatest(total - 1, 1)) as disc
    from items group by question_id`);
  return rows.map((r) => ({
    questionId: r.question_id,
    drawn: Number(r.drawn),
    share: r.share === null ? null : Number(r.share),
    disc: r.disc === null ? null : Number(r.disc),
  }));
}

/** Sets a student's extra exam time; false when the person is not a student. */
export async function setExtraTime(tx: Tx, studentId: string, percent: number): Promise<boolean> {
  const rows = await tx
    .update(studentProfiles)
    .set({ extraTimePercent: percent })
    .where(eq(studentProfiles.userId, studentId))
    .returning({ id: studentProfiles.userId });
  return rows.length > 0;
}
