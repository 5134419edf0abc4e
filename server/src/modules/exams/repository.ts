import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { logTypeOf, type LogEvents } from '@beceri/domain/log-events';
import type { Db, Tx } from '../../db/client.ts';
import { batchedStatement } from '../../db/batch.ts';
import { preparedSql } from '../../db/prepared.ts';
import { courseStats } from '../attendance/repository.ts';
import { declareWrites } from '../../db/writes.ts';
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

/** The log's type of an attempt's entry: the same for every result. */
const ATTEMPT_LOG_TYPE = logTypeOf('exam.attempted', { result: 'passed' } as LogEvents['exam.attempted']);

async function openAttemptOf(db: Db | Tx, courseId: string, studentId: string): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(examAttempts)
    .where(
      and(eq(examAttempts.courseId, courseId), eq(examAttempts.studentId, studentId), isNull(examAttempts.submittedAt)),
    );
  return row ?? null;
}

/** An attempt as `to_jsonb` writes it, read back into the row the query builder would give. */
function attemptFromJson(r: Record<string, unknown>): AttemptRow {
  const date = (v: unknown) => (v === null ? null : new Date(v as string));
  return {
    id: r.id as string,
    courseId: r.course_id as string,
    studentId: r.student_id as string,
    questions: r.questions as DrawnQuestion[],
    answers: r.answers as Record<string, number>,
    day: r.day as string,
    endsAt: date(r.ends_at),
    submittedAt: date(r.submitted_at),
    score: r.score as number | null,
    total: r.total as number,
    passPercent: r.pass_percent as number,
    status: r.status as AttemptRow['status'],
    createdAt: new Date(r.created_at as string),
  };
}

export type Opened =
  { outcome: 'created' | 'open'; attempt: AttemptRow } | { outcome: 'notEnrolled' | 'limit' | 'raced' };

/** One open of openOrCreateAttempt's batch, as its statement reads it (`jsonb_to_recordset`). */
interface OpenItem {
  n: number;
  course_id: string;
  student_id: string;
  day: string;
  lim: number;
  questions: DrawnQuestion[];
  minutes: number | null;
  total: number;
  pass_percent: number;
}

/**
 * openOrCreateAttempt's statement for a batch of opens (db/batch.ts): the value `items` is a JSON array of OpenItem.
 * Per item, in `n` order: whether the student is enrolled, the attempt it made, the open attempt it found. Two opens of
 * the same student and course in one batch make one attempt: the first made it, the others find it open.
 */
const openOrCreate = preparedSql<{ n: number; enrolled: boolean; created: unknown; open: unknown }>(
  'exam_open_or_create',
  () => sql`
    with input as (
      select * from jsonb_to_recordset(${sql.placeholder('items')}::jsonb) as i(n int, course_id uuid, student_id uuid,
        day date, lim int, questions jsonb, minutes int, total int, pass_percent int)
    ), enrolment as (
      select i.n, e.attempt_day, e.attempts_that_day, coalesce(p.extra_time_percent, 0) as extra
      from input i join ${courseEnrollments} e on e.course_id = i.course_id and e.student_id = i.student_id
        left join ${studentProfiles} p on p.user_id = i.student_id
    ), open as (
      select i.n, to_jsonb(a) as attempt
      from input i join ${examAttempts} a
        on a.course_id = i.course_id and a.student_id = i.student_id and a.submitted_at is null
    ), created as (
      insert into ${examAttempts} (course_id, student_id, questions, answers, day, ends_at, total, pass_percent)
      select i.course_id, i.student_id, i.questions, '{}'::jsonb, i.day,
        now() + make_interval(secs => i.minutes * 60 * (1 + e.extra / 100.0)), i.total, i.pass_percent
      from input i join enrolment e on e.n = i.n
      where not exists (select 1 from open o where o.n = i.n)
        and case when e.attempt_day = i.day then e.attempts_that_day else 0 end < i.lim
      order by i.n
      on conflict (student_id, course_id) where submitted_at is null do nothing
      returning *
    ), counted as (
      update ${courseEnrollments} ce
      set attempt_day = c.day,
        attempts_that_day = case when ce.attempt_day = c.day then ce.attempts_that_day + 1 else 1 end
      from created c
      where ce.course_id = c.course_id and ce.student_id = c.student_id
    )
    select i.n, exists (select 1 from enrolment e where e.n = i.n) as enrolled,
      case when i.n = f.first then c.attempt end as created,
      coalesce((select o.attempt from open o where o.n = i.n), case when i.n <> f.first then c.attempt end) as open
    from input i
      cross join lateral (
        select min(x.n) as first from input x where x.course_id = i.course_id and x.student_id = i.student_id
      ) f
      left join lateral (
        select to_jsonb(c) as attempt from created c where c.course_id = i.course_id and c.student_id = i.student_id
      ) c on true
    order by i.n`,
);

/** An attempt opened or found for each item, in order: one statement for every open of a batch. */
const openBatch = batchedStatement(async (db: Db, items: Omit<OpenItem, 'n'>[]) => {
  const rows = await openOrCreate(db, { items: JSON.stringify(items.map((item, n) => ({ ...item, n }))) });
  return rows.map(({ n: _, ...row }) => row);
});

/**
 * Opens an attempt in one statement: the enrolled student's open attempt as it is, or, when there is none and the
 * day's count is under `limit`, the new draw stored and counted on the enrolment. The open-attempt index keeps one
 * attempt open per student and course: a parallel open that loses the race inserts nothing and answers 'raced' (the
 * winner is read by the next statement). `minutes` is the time limit before the student's extra time. Opens made at
 * the same time share the statement (db/batch.ts).
 */
export async function openOrCreateAttempt(
  db: Db,
  a: {
    courseId: string;
    studentId: string;
    day: string;
    limit: number;
    questions: DrawnQuestion[];
    minutes: number | null;
    passPercent: number;
  },
): Promise<Opened> {
  declareWrites('insert exam_attempts', 'update course_enrollments');
  const { enrolled, created, open } = await openBatch(db, {
    course_id: a.courseId,
    student_id: a.studentId,
    day: a.day,
    lim: a.limit,
    questions: a.questions,
    minutes: a.minutes,
    total: a.questions.length,
    pass_percent: a.passPercent,
  });
  if (created) return { outcome: 'created', attempt: attemptFromJson(created as Record<string, unknown>) };
  if (open) return { outcome: 'open', attempt: attemptFromJson(open as Record<string, unknown>) };
  if (!enrolled) return { outcome: 'notEnrolled' };
  // No open attempt in the statement's view and none made: the day's attempts are used, or a parallel open (another
  // instance's) won the race. Its attempt may be open, or already submitted, and then the day may have attempts left:
  // only a count at the limit answers 'limit'; 'raced' opens again and finds or makes the attempt.
  if (await openAttemptOf(db, a.courseId, a.studentId)) return { outcome: 'raced' };
  return { outcome: (await usedToday(db, a.courseId, a.studentId, a.day)) < a.limit ? 'raced' : 'limit' };
}

/**
 * Open attempts whose time ran out before `before`, oldest first: few at any time (one open attempt per student and
 * course, read through the partial index `exam_attempts_open_unique`).
 */
async function expiredOpenAttempts(db: Db, before: Date, limit: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(examAttempts)
    .where(and(isNull(examAttempts.submittedAt), lt(examAttempts.endsAt, before)))
    .orderBy(examAttempts.endsAt)
    .limit(limit);
}

async function attemptById(db: Db | Tx, id: string): Promise<AttemptRow | null> {
  const [row] = await db.select().from(examAttempts).where(eq(examAttempts.id, id));
  return row ?? null;
}

/** Saves (or with null clears) one answer of an attempt that is still open; false when it is no longer open. */
async function saveAnswer(db: Db, attemptId: string, questionId: string, option: number | null) {
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
  /** Grades the attempt only if it is this student's (the caller's own); their attempt graded before answers its result. */
  studentId?: string;
  /** The answers to store first (docs/product.md's `/test/add`), or undefined to grade the stored ones. */
  answers?: Record<string, number>;
  /** The Europe/Istanbul day the count of attempts is read for. */
  day: string;
  /** The certificate's code if the attempt passes and the student holds none for the course yet. */
  certificateCode: string;
}

export interface Graded {
  score: number;
  total: number;
  status: 'passed' | 'failed';
  passPercent: number;
  /** How many attempts the enrolment counts on the day. */
  usedToday: number;
}

/** One grading of gradeAttempt's batch, as its statement reads it (`jsonb_to_recordset`). */
interface GradeItem {
  n: number;
  attempt_id: string;
  student_id: string | null;
  answers: Record<string, number> | null;
  day: string;
  certificate_code: string;
}

/**
 * gradeAttempt's statement for a batch of gradings (db/batch.ts): the value `items` is a JSON array of GradeItem. A row
 * per item that has a result, with its `n`. An attempt named twice in one batch is graded once, by its first item; the
 * other item reads that result when it names the same student, and nothing otherwise.
 */
const grade = preparedSql<{
  n: number;
  score: number;
  total: number;
  status: 'passed' | 'failed';
  pass_percent: number;
  used_today: number;
}>(
  'exam_grade',
  () => sql`
    with input as (
      select * from jsonb_to_recordset(${sql.placeholder('items')}::jsonb) as i(n int, attempt_id uuid, student_id uuid,
        answers jsonb, day date, certificate_code text)
    ), target as (
      select distinct on (a.id) i.n, a.id, a.questions, a.total, a.pass_percent,
        coalesce(i.answers, a.answers) as answers
      from input i join ${examAttempts} a on a.id = i.attempt_id and a.submitted_at is null
        and (i.student_id is null or a.student_id = i.student_id)
      order by a.id, i.n
    ), scored as (
      select t.n, t.id, t.answers, t.total, t.pass_percent,
        (select count(*) from jsonb_array_elements(t.questions) q where t.answers -> (q ->> 'id') = q -> 'correct')::int
          as score
      from target t
    ), graded as (
      update ${examAttempts} e
      set answers = s.answers, submitted_at = now(), score = s.score,
        status = case when s.total > 0 and s.score >= greatest(1, s.total * s.pass_percent / 100)
          then 'passed' else 'failed' end
      from scored s
      where e.id = s.id and e.submitted_at is null
      returning s.n, e.id, e.student_id, e.course_id, e.score, e.total, e.status, e.pass_percent
    ), certified as (
      -- Issued when the attendance reaches the course's threshold too; else later, by the deferred job (decision 055).
      insert into ${certificates} (code, student_id, course_id, course_title, score, total, attended_minutes)
      select i.certificate_code, g.student_id, c.id, c.title, g.score, g.total,
        case when st.sessions > 0 then round(st.attended_held_minutes)::int end
      from graded g join input i on i.n = g.n join ${courses} c on c.id = g.course_id
      cross join lateral ${courseStats(sql`g.course_id`, sql`aa.student_id = g.student_id`)} st
      where g.status = 'passed' and st.reached
      order by g.n
      on conflict (student_id, course_id) do nothing
    ), logged as (
      insert into ${activityLogs} (type, event, params, actor_id)
      select ${ATTEMPT_LOG_TYPE}, 'exam.attempted',
        jsonb_build_object('studentId', u.id, 'studentName', trim(u.name || ' ' || u.surname), 'courseId', c.id,
          'courseTitle', c.title, 'score', g.score, 'total', g.total, 'result', g.status), u.id
      from graded g join ${users} u on u.id = g.student_id join ${courses} c on c.id = g.course_id
      order by g.n
    ), result as (
      select i.n, i.day, r.*
      from input i cross join lateral (
        select g.student_id, g.course_id, g.score, g.total, g.status, g.pass_percent
        from graded g where g.id = i.attempt_id and (g.n = i.n or g.student_id = i.student_id)
        union all
        -- The caller's attempt graded before (a second submission): its result again.
        select a.student_id, a.course_id, a.score, a.total, a.status, a.pass_percent
        from ${examAttempts} a
        where a.id = i.attempt_id and a.submitted_at is not null and a.student_id = i.student_id
          and not exists (select 1 from graded g where g.id = i.attempt_id)
        limit 1
      ) r
    )
    select r.n, r.score, r.total, r.status, r.pass_percent,
      coalesce((select case when e.attempt_day = r.day then e.attempts_that_day else 0 end
        from ${courseEnrollments} e where e.course_id = r.course_id and e.student_id = r.student_id), 0)::int
        as used_today
    from result r
    order by r.n`,
);

/** Each item's result, or null: one statement for every grading of a batch. */
const gradeBatch = batchedStatement(async (db: Db, items: Omit<GradeItem, 'n'>[]): Promise<(Graded | null)[]> => {
  const rows = await grade(db, { items: JSON.stringify(items.map((item, n) => ({ ...item, n }))) });
  const results: (Graded | null)[] = items.map(() => null);
  for (const row of rows)
    results[row.n] = {
      score: Number(row.score),
      total: Number(row.total),
      status: row.status,
      passPercent: Number(row.pass_percent),
      usedToday: Number(row.used_today),
    };
  return results;
});

/**
 * Grades an open attempt in one statement: counts the drawn questions answered with their correct option, judges it
 * against the pass mark (domain's `passThreshold`: ⌊total × percent / 100⌋, at least 1), closes it, stores a passing
 * attempt's certificate unless the student already holds one for the course (so the first pass is the one
 * certified) and writes its log line. With `studentId`, an attempt of theirs graded before answers its stored result
 * (a second submission costs no second statement). Null when the attempt is not found, not `studentId`'s, or (without
 * `studentId`) not open: another call graded it first. Gradings made at the same time share the statement
 * (db/batch.ts).
 */
export async function gradeAttempt(db: Db, g: Grading): Promise<Graded | null> {
  declareWrites('update exam_attempts', 'insert certificates', 'insert activity_logs');
  return gradeBatch(db, {
    attempt_id: g.attemptId,
    student_id: g.studentId ?? null,
    answers: g.answers ?? null,
    day: g.day,
    certificate_code: g.certificateCode,
  });
}

/** How many attempts the enrolment counts on `day`. */
async function usedToday(db: Db, courseId: string, studentId: string, day: string): Promise<number> {
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
async function itemStats(db: Db, courseId: string) {
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
async function setExtraTime(tx: Tx, studentId: string, percent: number): Promise<boolean> {
  const rows = await tx
    .update(studentProfiles)
    .set({ extraTimePercent: percent })
    .where(eq(studentProfiles.userId, studentId))
    .returning({ id: studentProfiles.userId });
  return rows.length > 0;
}

/**
 * The exam attempts' reads and writes, handed to the service (service.ts `examsDeps`). `openOrCreateAttempt` and
 * `gradeAttempt` are exported on their own too: the API tests make attempts with them.
 */
export const examsRepository = {
  openAttemptOf,
  openOrCreateAttempt,
  expiredOpenAttempts,
  attemptById,
  saveAnswer,
  gradeAttempt,
  usedToday,
  itemStats,
  setExtraTime,
};
export type ExamsRepository = typeof examsRepository;
