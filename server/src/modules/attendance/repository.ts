import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_MIN_ATTENDANCE_PERCENT, type AttendanceStatus } from '@beceri/domain';
import type { Db, Tx } from '../../db/client.ts';
import { arrayLiteral } from '../../db/arrays.ts';
import { declareWrites } from '../../db/writes.ts';

/**
 * Attendance's statements (decision 055). The figures shared with the indicators are defined once, in `courseStats`:
 * a session's minutes are its duration; held sessions are those that have ended; the percent counts present and late
 * over the held minutes less the student's excused ones.
 */

type Executor = Db | Tx;
/** A list of ids as one parameter (a PostgreSQL array literal): the ids are uuids, checked before. */
/**
 * One student's (or former participant's) figures in one course, as a lateral subquery of columns `sessions`,
 * `threshold`, `held_minutes`, `excused_minutes`, `attended_held_minutes`, `attended_minutes` and `reached`. `who` is
 * the condition on `aa` (the attendance rows), e.g. `aa.student_id = x`.
 */
export const courseStats = (courseId: SQL, who: SQL) => sql`(
  select st.*,
    st.threshold = 0 or (st.held_minutes - st.excused_minutes > 0
      and st.attended_held_minutes * 100 >= st.threshold * (st.held_minutes - st.excused_minutes)) as reached
  from (
    select count(ls.id)::int as sessions,
      coalesce(max(ac.min_attendance_percent), case when count(ls.id) > 0 then ${sql.raw(String(DEFAULT_MIN_ATTENDANCE_PERCENT))} else 0 end)::int
        as threshold,
      coalesce(sum(mm.m) filter (where ls.ends_at <= now()), 0)::float8 as held_minutes,
      coalesce(sum(mm.m) filter (where ls.ends_at <= now() and aa.status = 'excused'), 0)::float8 as excused_minutes,
      coalesce(sum(mm.m) filter (where ls.ends_at <= now() and aa.status in ('present', 'late')), 0)::float8
        as attended_held_minutes,
      coalesce(sum(mm.m) filter (where aa.status in ('present', 'late')), 0)::float8 as attended_minutes
    from courses ac
    left join lab_sessions ls on ls.course_id = ac.id
    left join attendance aa on aa.session_id = ls.id and ${who}
    cross join lateral (select extract(epoch from ls.ends_at - ls.starts_at) / 60 as m) mm
    where ac.id = ${courseId}
  ) st
)`;

export interface SessionRow {
  id: string;
  courseId: string | null;
  courseTitle: string;
  teacherId: string | null;
  teacherName: string | null;
  teacherSurname: string | null;
  startsAt: Date;
  endsAt: Date;
  room: string;
  capacity: number;
  courseOwnerId: string | null;
  courseOwnerType: string | null;
}

const sessionColumns = sql`s.id, s.course_id, coalesce(c.title, s.course_title) as course_title, s.teacher_id,
  t.name as teacher_name, t.surname as teacher_surname, s.starts_at, s.ends_at, s.room, s.capacity,
  c.added_by as course_owner_id, c.added_by_type as course_owner_type`;

type RawSession = {
  id: string;
  course_id: string | null;
  course_title: string;
  teacher_id: string | null;
  teacher_name: string | null;
  teacher_surname: string | null;
  starts_at: string | Date;
  ends_at: string | Date;
  room: string;
  capacity: number;
  course_owner_id: string | null;
  course_owner_type: string | null;
};

const toSession = (r: RawSession): SessionRow => ({
  id: r.id,
  courseId: r.course_id,
  courseTitle: r.course_title,
  teacherId: r.teacher_id,
  teacherName: r.teacher_name,
  teacherSurname: r.teacher_surname,
  startsAt: new Date(r.starts_at),
  endsAt: new Date(r.ends_at),
  room: r.room,
  capacity: Number(r.capacity),
  courseOwnerId: r.course_owner_id,
  courseOwnerType: r.course_owner_type,
});

/** One session with its course's title (as it is now, or as it was) and its teacher's name. */
async function findSession(db: Executor, id: string): Promise<SessionRow | undefined> {
  const { rows } = await db.execute<RawSession>(sql`
    select ${sessionColumns}
    from lab_sessions s left join courses c on c.id = s.course_id left join users t on t.id = s.teacher_id
    where s.id = ${id}`);
  return rows[0] && toSession(rows[0]);
}

/** The course's enrolled students (name order, Turkish collation where the database has it) with their marks. */
async function roster(db: Executor, sessionId: string, courseId: string | null) {
  if (!courseId) return [];
  const { rows } = await db.execute<{
    student_id: string;
    name: string;
    surname: string;
    status: AttendanceStatus | null;
    checked_in_at: string | null;
  }>(sql`
    select u.id as student_id, u.name, u.surname, a.status, a.checked_in_at
    from course_enrollments e
    join users u on u.id = e.student_id
    left join attendance a on a.session_id = ${sessionId} and a.student_id = e.student_id
    where e.course_id = ${courseId}
    order by lower(u.name), lower(u.surname), u.id`);
  return rows.map((r) => ({
    studentId: r.student_id,
    name: r.name,
    surname: r.surname,
    status: r.status,
    checkedIn: r.checked_in_at !== null,
  }));
}

/** How many of `ids` (distinct) are enrolled in the course: one statement. */
async function enrolledCount(db: Executor, courseId: string, ids: string[]): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from course_enrollments
    where course_id = ${courseId} and student_id = any(${arrayLiteral(ids)}::uuid[])`);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Locks the session's row until the transaction ends; false when it is gone (deleted since it was read). Taken before
 * the marks are written, so that a delete of the session waits for the save (or the save sees it gone) instead of the
 * two locking the same rows in opposite orders (a deadlock) or the marks referring to a deleted session.
 */
async function lockSession(tx: Tx, sessionId: string): Promise<boolean> {
  const { rows } = await tx.execute(sql`select 1 from lab_sessions where id = ${sessionId} for update`);
  return rows.length > 0;
}

/**
 * Saves the marks in one statement: an upsert of every row. A mark the teacher sets replaces a check-in; a check-in's
 * time stays only while its mark is unchanged.
 */
async function saveMarks(
  tx: Tx,
  sessionId: string,
  markedBy: string,
  marks: { studentId: string; status: AttendanceStatus }[],
): Promise<void> {
  if (marks.length === 0) return;
  declareWrites('insert attendance', 'update attendance');
  await tx.execute(sql`
    insert into attendance (session_id, student_id, status, marked_by, updated_at)
    select ${sessionId}::uuid, m.student_id, m.status, ${markedBy}::uuid, now()
    from jsonb_to_recordset(${JSON.stringify(marks.map((m) => ({ student_id: m.studentId, status: m.status })))}::jsonb)
      as m(student_id uuid, status text)
    on conflict (session_id, student_id) do update
    set status = excluded.status, marked_by = excluded.marked_by, updated_at = now(),
      checked_in_at = case when attendance.status = excluded.status then attendance.checked_in_at end`);
}

/** Present and late marks of a session (the lab screen's count). */
async function checkedInCount(db: Executor, sessionId: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from attendance where session_id = ${sessionId} and status in ('present', 'late')`);
  return Number(rows[0]?.n ?? 0);
}

/** The student's sessions going on at `now` (their enrolled courses; from `earlyMinutes` before the start). */
async function currentSessionsOf(db: Executor, studentId: string, earlyMinutes: number) {
  const { rows } = await db.execute<RawSession>(sql`
    select ${sessionColumns}
    from course_enrollments e
    join lab_sessions s on s.course_id = e.course_id
      and s.starts_at - make_interval(mins => ${earlyMinutes}) <= now() and s.ends_at >= now()
    join courses c on c.id = s.course_id
    left join users t on t.id = s.teacher_id
    where e.student_id = ${studentId}
    order by s.starts_at`);
  return rows.map(toSession);
}

/**
 * The student's check-in: the session's row is locked first, and the marks are counted by the next statement, so it
 * sees every check-in committed while it waited (on PostgreSQL a statement reads the data as it was when the statement
 * began: counted in the locking statement itself, 8 students checking in at once filled 2 seats with 6). `full` when
 * the present and late marks fill it; the existing mark, untouched, when there is one (a double tap, or the teacher's
 * mark saved meanwhile: the insert gives way to it).
 */
async function checkIn(
  tx: Tx,
  sessionId: string,
  studentId: string,
  status: 'present' | 'late',
): Promise<{ outcome: 'created' | 'existing' | 'full' | 'gone'; status: AttendanceStatus; first: boolean }> {
  declareWrites('insert attendance');
  await tx.execute(sql`select 1 from lab_sessions where id = ${sessionId} for update`);
  const existing = async () => {
    const { rows } = await tx.execute<{ status: AttendanceStatus }>(sql`
      select status from attendance where session_id = ${sessionId} and student_id = ${studentId}`);
    return rows[0]?.status ?? null;
  };
  const { rows } = await tx.execute<{ capacity: number; taken: number; existing: AttendanceStatus | null }>(sql`
    select s.capacity,
      (select count(*)::int from attendance a where a.session_id = s.id and a.status in ('present', 'late')) as taken,
      (select a.status from attendance a where a.session_id = s.id and a.student_id = ${studentId}) as existing
    from lab_sessions s where s.id = ${sessionId}`);
  const row = rows[0];
  // Deleted since the student's sessions were read (the teacher cancelled it at that moment).
  if (!row) return { outcome: 'gone', status, first: false };
  if (row.existing) return { outcome: 'existing', status: row.existing, first: false };
  if (Number(row.taken) >= Number(row.capacity)) return { outcome: 'full', status, first: false };
  const inserted = await tx.execute(sql`
    insert into attendance (session_id, student_id, status, checked_in_at, updated_at)
    values (${sessionId}, ${studentId}, ${status}, now(), now())
    on conflict (session_id, student_id) do nothing
    returning 1`);
  if (inserted.rows.length === 0) {
    const mark = await existing();
    return { outcome: 'existing', status: mark ?? status, first: false };
  }
  return { outcome: 'created', status, first: Number(row.taken) === 0 };
}

type RawFigures = {
  sessions: number;
  threshold: number;
  held_minutes: number;
  excused_minutes: number;
  attended_held_minutes: number;
  attended_minutes: number;
  reached: boolean;
};
export interface Figures {
  sessions: number;
  threshold: number;
  heldMinutes: number;
  excusedMinutes: number;
  attendedHeldMinutes: number;
  attendedMinutes: number;
  reached: boolean;
}
const toFigures = (r: RawFigures): Figures => ({
  sessions: Number(r.sessions),
  threshold: Number(r.threshold),
  heldMinutes: Number(r.held_minutes),
  excusedMinutes: Number(r.excused_minutes),
  attendedHeldMinutes: Number(r.attended_held_minutes),
  attendedMinutes: Number(r.attended_minutes),
  reached: r.reached,
});

/** The student's enrolled courses that have sessions, with their figures. */
async function myCourses(db: Executor, studentId: string) {
  const { rows } = await db.execute<
    RawFigures & { course_id: string; title: string; passed: boolean; certified: boolean }
  >(sql`
    select c.id as course_id, c.title, st.*,
      exists (select 1 from exam_attempts ea where ea.course_id = c.id and ea.student_id = ${studentId}
        and ea.status = 'passed') as passed,
      exists (select 1 from certificates ce where ce.course_id = c.id and ce.student_id = ${studentId}) as certified
    from course_enrollments e join courses c on c.id = e.course_id
    cross join lateral ${courseStats(sql`c.id`, sql`aa.student_id = ${studentId}`)} st
    where e.student_id = ${studentId} and st.sessions > 0
    order by c.title, c.id`);
  return rows.map((r) => ({
    courseId: r.course_id,
    courseTitle: r.title,
    passed: r.passed,
    certified: r.certified,
    ...toFigures(r),
  }));
}

/** The held sessions of these courses with the student's marks, oldest first. */
async function mySessions(db: Executor, studentId: string, courseIds: string[]) {
  if (courseIds.length === 0) return [];
  const { rows } = await db.execute<{
    id: string;
    course_id: string;
    starts_at: string;
    ends_at: string;
    status: AttendanceStatus | null;
  }>(sql`
    select s.id, s.course_id, s.starts_at, s.ends_at, a.status
    from lab_sessions s left join attendance a on a.session_id = s.id and a.student_id = ${studentId}
    where s.course_id = any(${arrayLiteral(courseIds)}::uuid[]) and s.ends_at <= now()
    order by s.starts_at`);
  return rows.map((r) => ({
    id: r.id,
    courseId: r.course_id,
    startsAt: new Date(r.starts_at),
    endsAt: new Date(r.ends_at),
    status: r.status,
  }));
}

/** The course's sessions, oldest first. */
async function courseSessions(db: Executor, courseId: string) {
  const { rows } = await db.execute<{ id: string; starts_at: string; ends_at: string }>(sql`
    select id, starts_at, ends_at from lab_sessions where course_id = ${courseId} order by starts_at, id`);
  return rows.map((r) => ({ id: r.id, startsAt: new Date(r.starts_at), endsAt: new Date(r.ends_at) }));
}

/** Every enrolled student of the course with their figures, in name order. */
async function courseStudents(db: Executor, courseId: string) {
  const { rows } = await db.execute<RawFigures & { student_id: string; name: string; surname: string }>(sql`
    select u.id as student_id, u.name, u.surname, st.*
    from course_enrollments e join users u on u.id = e.student_id
    cross join lateral ${courseStats(sql`e.course_id`, sql`aa.student_id = e.student_id`)} st
    where e.course_id = ${courseId}
    order by lower(u.name), lower(u.surname), u.id`);
  return rows.map((r) => ({ studentId: r.student_id, name: r.name, surname: r.surname, ...toFigures(r) }));
}

/** Every mark of the course's sessions, for its table. */
async function courseMarks(db: Executor, courseId: string) {
  const { rows } = await db.execute<{ session_id: string; student_id: string; status: AttendanceStatus }>(sql`
    select a.session_id, a.student_id, a.status
    from attendance a join lab_sessions s on s.id = a.session_id
    where s.course_id = ${courseId} and a.student_id is not null`);
  return rows.map((r) => ({ sessionId: r.session_id, studentId: r.student_id, status: r.status }));
}

/**
 * The certificates waiting for attendance: students of the course who passed its exam, hold no certificate, and now
 * reach its threshold; each with the first passing attempt's score and the attended minutes.
 */
async function awaitingCertificates(db: Executor, courseId: string) {
  const { rows } = await db.execute<{
    student_id: string;
    score: number;
    total: number;
    sessions: number;
    attended_minutes: number;
  }>(sql`
    select p.student_id, p.score, p.total, st.sessions, st.attended_held_minutes as attended_minutes
    from (
      select distinct on (ea.student_id) ea.student_id, ea.score, ea.total
      from exam_attempts ea
      where ea.course_id = ${courseId} and ea.status = 'passed'
        and not exists (select 1 from certificates ce where ce.student_id = ea.student_id and ce.course_id = ea.course_id)
      order by ea.student_id, ea.submitted_at, ea.id
    ) p
    cross join lateral ${courseStats(sql`${courseId}::uuid`, sql`aa.student_id = p.student_id`)} st
    where st.reached`);
  return rows.map((r) => ({
    studentId: r.student_id,
    score: Number(r.score),
    total: Number(r.total),
    attendedMinutes: Number(r.sessions) > 0 ? Math.round(Number(r.attended_minutes)) : null,
  }));
}

/** Whether a student of the course passed its exam and holds no certificate yet (a certificate may be waiting). */
async function anyPassWithoutCertificate(db: Executor, courseId: string): Promise<boolean> {
  const { rows } = await db.execute<{ any: boolean }>(sql`
    select exists (
      select 1 from exam_attempts ea
      where ea.course_id = ${courseId} and ea.status = 'passed'
        and not exists (select 1 from certificates ce where ce.student_id = ea.student_id and ce.course_id = ea.course_id)
    ) as any`);
  return rows[0]!.any;
}

/** Issues these certificates in one statement; a student who got one meanwhile keeps theirs. Returns how many. */
async function issueCertificates(
  db: Executor,
  courseId: string,
  items: { studentId: string; score: number; total: number; attendedMinutes: number | null; code: string }[],
): Promise<number> {
  if (items.length === 0) return 0;
  declareWrites('insert certificates');
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into certificates (code, student_id, course_id, course_title, score, total, attended_minutes)
    select i.code, i.student_id, c.id, c.title, i.score, i.total, i.attended_minutes
    from jsonb_to_recordset(${JSON.stringify(
      items.map((i) => ({
        code: i.code,
        student_id: i.studentId,
        score: i.score,
        total: i.total,
        attended_minutes: i.attendedMinutes,
      })),
    )}::jsonb) as i(code text, student_id uuid, score int, total int, attended_minutes int)
    join courses c on c.id = ${courseId}
    on conflict (student_id, course_id) do nothing
    returning id`);
  return rows.length;
}

/** The student's figures in one course (the certificate's wait on the result screens). */
async function figuresOf(db: Executor, courseId: string, studentId: string): Promise<Figures | undefined> {
  const { rows } = await db.execute<RawFigures>(
    sql`select st.* from ${courseStats(sql`${courseId}::uuid`, sql`aa.student_id = ${studentId}`)} st`,
  );
  return rows[0] && toFigures(rows[0]);
}

export const attendanceRepository = {
  findSession,
  roster,
  enrolledCount,
  lockSession,
  saveMarks,
  checkedInCount,
  currentSessionsOf,
  checkIn,
  myCourses,
  mySessions,
  courseSessions,
  courseStudents,
  courseMarks,
  awaitingCertificates,
  anyPassWithoutCertificate,
  issueCertificates,
  figuresOf,
};
export type AttendanceRepository = typeof attendanceRepository;

/**
 * The auditors' scope (`GET /admin/attendance.xlsx`): every session, or with a cohort the sessions starting within its
 * dates (Istanbul days, inclusive); the participants are every student and former participant, or that cohort's.
 */
export interface Scope {
  cohortId: string | null;
}
const sessionInScope = (scope: Scope) =>
  scope.cohortId
    ? sql`exists (select 1 from cohorts co where co.id = ${scope.cohortId}
        and (s.starts_at at time zone 'Europe/Istanbul')::date between co.starts_on and co.ends_on)`
    : sql`true`;
const markInScope = (scope: Scope) =>
  scope.cohortId
    ? sql`(a.student_id in (select sp.user_id from student_profiles sp where sp.cohort_id = ${scope.cohortId})
        or a.former_participant_id in (select fp.id from former_participants fp where fp.cohort_id = ${scope.cohortId}))`
    : sql`true`;

async function cohortExists(db: Executor, id: string): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from cohorts where id = ${id}`);
  return rows.length > 0;
}

/**
 * The programme's hours in a scope, the indicators' `hours` (decision 055): planned = every session's hours; delivered
 * = the hours of sessions with at least one mark; attended = the present and late hours of the scope's participants,
 * former ones included.
 */
export async function hoursTotals(db: Executor, scope: Scope) {
  const { rows } = await db.execute<{ planned: number; delivered: number; attended: number }>(sql`
    with scoped as (
      select s.id, extract(epoch from s.ends_at - s.starts_at) / 60 as m,
        exists (select 1 from attendance x where x.session_id = s.id) as marked
      from lab_sessions s where ${sessionInScope(scope)}
    )
    select coalesce(sum(m), 0)::float8 as planned,
      coalesce(sum(m) filter (where marked), 0)::float8 as delivered,
      coalesce((select sum(sc.m) from attendance a join scoped sc on sc.id = a.session_id
        where a.status in ('present', 'late') and ${markInScope(scope)}), 0)::float8 as attended
    from scoped`);
  const r = rows[0];
  return {
    plannedMinutes: Number(r.planned),
    deliveredMinutes: Number(r.delivered),
    attendedMinutes: Number(r.attended),
  };
}

/** The scope's sessions, oldest first. */
async function scopedSessions(db: Executor, scope: Scope) {
  const { rows } = await db.execute<{ id: string; course_title: string; starts_at: string; ends_at: string }>(sql`
    select s.id, coalesce(c.title, s.course_title) as course_title, s.starts_at, s.ends_at
    from lab_sessions s left join courses c on c.id = s.course_id
    where ${sessionInScope(scope)}
    order by s.starts_at, s.id`);
  return rows.map((r) => ({
    id: r.id,
    courseTitle: r.course_title,
    startsAt: new Date(r.starts_at),
    endsAt: new Date(r.ends_at),
  }));
}

/** Every mark of the scope's sessions by the scope's participants (a student's id or a former participant's). */
async function scopedMarks(db: Executor, scope: Scope) {
  const { rows } = await db.execute<{
    session_id: string;
    student_id: string | null;
    former_participant_id: string | null;
    status: AttendanceStatus;
  }>(sql`
    select a.session_id, a.student_id, a.former_participant_id, a.status
    from attendance a join lab_sessions s on s.id = a.session_id
    where ${sessionInScope(scope)} and ${markInScope(scope)}`);
  return rows.map((r) => ({
    sessionId: r.session_id,
    participant: (r.student_id ?? r.former_participant_id)!,
    former: r.student_id === null,
    status: r.status,
  }));
}

/**
 * Per participant and course with sessions in scope: their figures (the course's, as `courseStats` counts them). The
 * students enrolled in those courses, and the former participants with marks in them; names for students only.
 */
async function scopedFigures(db: Executor, scope: Scope) {
  const { rows } = await db.execute<
    RawFigures & {
      participant: string;
      former: boolean;
      name: string | null;
      surname: string | null;
      course_id: string;
      title: string;
    }
  >(sql`
    with scoped_courses as (
      select distinct s.course_id from lab_sessions s where s.course_id is not null and ${sessionInScope(scope)}
    ), people as (
      select e.student_id as participant, false as former, e.course_id
      from course_enrollments e join scoped_courses sc on sc.course_id = e.course_id
      ${
        scope.cohortId
          ? sql`join student_profiles sp on sp.user_id = e.student_id and sp.cohort_id = ${scope.cohortId}`
          : sql``
      }
      union
      select a.former_participant_id, true, s.course_id
      from attendance a join lab_sessions s on s.id = a.session_id
      join scoped_courses sc on sc.course_id = s.course_id
      ${
        scope.cohortId
          ? sql`join former_participants fp on fp.id = a.former_participant_id and fp.cohort_id = ${scope.cohortId}`
          : sql``
      }
      where a.former_participant_id is not null
    )
    select p.participant, p.former, u.name, u.surname, c.id as course_id, c.title, st.*
    from people p join courses c on c.id = p.course_id
    left join users u on u.id = p.participant and not p.former
    cross join lateral ${courseStats(
      sql`p.course_id`,
      sql`(case when p.former then aa.former_participant_id else aa.student_id end) = p.participant`,
    )} st
    order by p.former, lower(u.name), lower(u.surname), p.participant, c.title`);
  return rows.map((r) => ({
    participant: r.participant,
    former: r.former,
    name: r.name,
    surname: r.surname,
    courseTitle: r.title,
    ...toFigures(r),
  }));
}

export const workbookRepository = { cohortExists, hoursTotals, scopedSessions, scopedMarks, scopedFigures };
