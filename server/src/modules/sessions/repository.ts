import { and, asc, count, eq, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { declareWrites } from '../../db/writes.ts';
import { arrayLiteral } from '../../db/arrays.ts';
import { attendance, calendarTokens, courseEnrollments, labSessions, users } from '../../db/schema/index.ts';

type Conn = Db | Tx;

/**
 * A PostgreSQL array literal as one text parameter (drizzle spreads a JS array into a list of parameters), cast by
 * the statement: both drivers pass it as it is.
 */
/** A session with its teacher's name, as lists show it. */
const sessionColumns = {
  id: labSessions.id,
  courseId: labSessions.courseId,
  courseTitle: labSessions.courseTitle,
  teacherId: labSessions.teacherId,
  teacherName: sql<string | null>`nullif(trim(${users.name} || ' ' || ${users.surname}), '')`,
  startsAt: labSessions.startsAt,
  endsAt: labSessions.endsAt,
  room: labSessions.room,
  capacity: labSessions.capacity,
  seriesId: labSessions.seriesId,
  updatedAt: labSessions.updatedAt,
};
export type SessionRow = {
  id: string;
  courseId: string | null;
  courseTitle: string;
  teacherId: string | null;
  teacherName: string | null;
  startsAt: Date;
  endsAt: Date;
  room: string;
  capacity: number;
  seriesId: string | null;
  updatedAt: Date;
};

/** Whose sessions a list holds: a student's enrolled courses', a teacher's own, every one (admins), or one course's. */
export type Scope =
  | { kind: 'student'; userId: string }
  | { kind: 'teacher'; userId: string }
  | { kind: 'all' }
  | { kind: 'course'; courseId: string };

function scopeWhere(scope: Scope): SQL | undefined {
  switch (scope.kind) {
    case 'student':
      // course_enrollments_student_idx finds the courses, lab_sessions_course_idx their sessions in the range.
      return inArray(
        labSessions.courseId,
        sql`(select ${courseEnrollments.courseId} from ${courseEnrollments} where ${courseEnrollments.studentId} = ${scope.userId})`,
      );
    case 'teacher':
      return eq(labSessions.teacherId, scope.userId);
    case 'course':
      return eq(labSessions.courseId, scope.courseId);
    case 'all':
      return undefined;
  }
}

/**
 * The sessions of a scope that overlap [from, to), earliest first, at most `max`. A session lasts at most
 * SESSION_MAX_HOURS, so `starts_at` bounded on both sides lets the (…, starts_at) indexes serve the range.
 */
async function listSessions(db: Conn, scope: Scope, from: Date, to: Date, max: number): Promise<SessionRow[]> {
  const earliestStart = new Date(from.getTime() - 12 * 3_600_000);
  return db
    .select(sessionColumns)
    .from(labSessions)
    .leftJoin(users, eq(users.id, labSessions.teacherId))
    .where(
      and(
        scopeWhere(scope),
        gte(labSessions.startsAt, earliestStart),
        lt(labSessions.startsAt, to),
        gt(labSessions.endsAt, from),
      ),
    )
    .orderBy(asc(labSessions.startsAt), asc(labSessions.id))
    .limit(max);
}

/** One course's sessions, a page of them, earliest first, and how many there are. */
async function courseSessionsPage(db: Conn, courseId: string, limit: number, offset: number) {
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(sessionColumns)
      .from(labSessions)
      .leftJoin(users, eq(users.id, labSessions.teacherId))
      .where(eq(labSessions.courseId, courseId))
      .orderBy(asc(labSessions.startsAt), asc(labSessions.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(labSessions).where(eq(labSessions.courseId, courseId)),
  ]);
  return { rows: rows as SessionRow[], total: n };
}

async function findSession(db: Conn, id: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select(sessionColumns)
    .from(labSessions)
    .leftJoin(users, eq(users.id, labSessions.teacherId))
    .where(eq(labSessions.id, id));
  return row;
}

/** The session and, with `rest`, every later one of its series, locked for the change (FOR UPDATE). */
async function lockSessions(tx: Tx, session: SessionRow, rest: boolean): Promise<SessionRow[]> {
  const where =
    rest && session.seriesId
      ? and(eq(labSessions.seriesId, session.seriesId), gte(labSessions.startsAt, session.startsAt))
      : eq(labSessions.id, session.id);
  const ids = await tx.select({ id: labSessions.id }).from(labSessions).where(where).for('update');
  if (ids.length === 0) return [];
  return tx
    .select(sessionColumns)
    .from(labSessions)
    .leftJoin(users, eq(users.id, labSessions.teacherId))
    .where(
      inArray(
        labSessions.id,
        ids.map((r) => r.id),
      ),
    )
    .orderBy(asc(labSessions.startsAt));
}

/** Enrolled students per course (course_enrollments_unique serves it), for the courses given. */
async function enrolledCounts(db: Conn, courseIds: string[]): Promise<Map<string, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select({ courseId: courseEnrollments.courseId, n: count() })
    .from(courseEnrollments)
    .where(inArray(courseEnrollments.courseId, courseIds))
    .groupBy(courseEnrollments.courseId);
  return new Map(rows.map((r) => [r.courseId, r.n]));
}

/** The sessions among `ids` that have attendance marks. */
async function markedSessions(db: Conn, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: attendance.sessionId })
    .from(attendance)
    .where(inArray(attendance.sessionId, ids));
  return new Set(rows.map((r) => r.id));
}

/**
 * Serialises every change to one room's sessions across connections and instances until the transaction ends
 * (PostgreSQL's advisory lock; PGlite has one connection, where it costs nothing), so two overlapping sessions
 * planned at once cannot both pass the clash check.
 */
async function lockRoom(tx: Tx, room: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lab-room:${room}`}))`);
}

/** The first session in `room` overlapping one of the ranges, leaving out the sessions `except`. */
async function findClash(
  tx: Tx,
  room: string,
  ranges: { startsAt: Date; endsAt: Date }[],
  except: string[],
): Promise<{ courseTitle: string; startsAt: Date; endsAt: Date } | undefined> {
  if (ranges.length === 0) return undefined;
  const starts = ranges.map((r) => r.startsAt.toISOString());
  const ends = ranges.map((r) => r.endsAt.toISOString());
  const exceptIds = except.length > 0 ? except : ['00000000-0000-0000-0000-000000000000'];
  const result = await tx.execute<{ course_title: string; starts_at: string | Date; ends_at: string | Date }>(sql`
    select s.course_title, s.starts_at, s.ends_at
    from unnest(${arrayLiteral(starts)}::timestamptz[], ${arrayLiteral(ends)}::timestamptz[]) as r(starts_at, ends_at)
    join ${labSessions} s
      on s.room = ${room}
     and s.starts_at < r.ends_at
     and s.starts_at > r.starts_at - interval '12 hours'
     and s.ends_at > r.starts_at
    where s.id <> all(${arrayLiteral(exceptIds)}::uuid[])
    order by s.starts_at
    limit 1`);
  const row = result.rows[0];
  if (!row) return undefined;
  return { courseTitle: row.course_title, startsAt: new Date(row.starts_at), endsAt: new Date(row.ends_at) };
}

export interface NewSession {
  courseId: string;
  courseTitle: string;
  teacherId: string | null;
  startsAt: Date;
  endsAt: Date;
  room: string;
  capacity: number;
  seriesId: string | null;
}

async function insertSessions(tx: Tx, rows: NewSession[]): Promise<string[]> {
  const inserted = await tx.insert(labSessions).values(rows).returning({ id: labSessions.id });
  return inserted.map((r) => r.id);
}

async function updateSessions(
  tx: Tx,
  changes: { id: string; startsAt: Date; endsAt: Date; room: string; capacity: number }[],
): Promise<void> {
  if (changes.length === 0) return;
  const ids = changes.map((c) => c.id);
  declareWrites('update lab_sessions');
  await tx.execute(sql`
    update ${labSessions} s
       set starts_at = c.starts_at, ends_at = c.ends_at, room = c.room, capacity = c.capacity, updated_at = now()
      from unnest(${arrayLiteral(ids)}::uuid[], ${arrayLiteral(changes.map((c) => c.startsAt.toISOString()))}::timestamptz[],
                  ${arrayLiteral(changes.map((c) => c.endsAt.toISOString()))}::timestamptz[],
                  ${arrayLiteral(changes.map((c) => c.room))}::text[],
                  ${arrayLiteral(changes.map((c) => c.capacity))}::int[]) as c(id, starts_at, ends_at, room, capacity)
     where s.id = c.id`);
}

async function deleteSessions(tx: Tx, ids: string[]): Promise<void> {
  if (ids.length > 0) await tx.delete(labSessions).where(inArray(labSessions.id, ids));
}

/** The enrolled students of a course with what a mail needs: address and language. */
async function enrolledStudents(db: Conn, courseId: string) {
  return db
    .select({ id: users.id, email: users.email, locale: users.locale, name: users.name })
    .from(courseEnrollments)
    .innerJoin(users, eq(users.id, courseEnrollments.studentId))
    .where(eq(courseEnrollments.courseId, courseId));
}

/** Stores the feed's token hash for a person, replacing an older one. */
async function saveFeedToken(db: Conn, userId: string, tokenHash: string): Promise<void> {
  await db
    .insert(calendarTokens)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({ target: calendarTokens.userId, set: { tokenHash, createdAt: new Date() } });
}

async function deleteFeedToken(db: Conn, userId: string): Promise<void> {
  await db.delete(calendarTokens).where(eq(calendarTokens.userId, userId));
}

async function findFeed(db: Conn, userId: string) {
  const [row] = await db
    .select({ createdAt: calendarTokens.createdAt })
    .from(calendarTokens)
    .where(eq(calendarTokens.userId, userId));
  return row;
}

/** The person a feed's token belongs to (calendar_tokens_hash_unique), with their role. */
async function feedOwner(db: Conn, tokenHash: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, locale: users.locale, suspendedAt: users.suspendedAt })
    .from(calendarTokens)
    .innerJoin(users, eq(users.id, calendarTokens.userId))
    .where(eq(calendarTokens.tokenHash, tokenHash));
  return row;
}

/** What the KVKK export says of a person's calendar feed: that it exists and since when, never the token. */
export async function calendarFeedExport(db: Conn, userId: string) {
  const row = await findFeed(db, userId);
  return row ? { exists: true, createdAt: row.createdAt } : { exists: false };
}

/** The lab sessions a person teaches, for the KVKK export. */
export async function taughtSessionsExport(db: Conn, userId: string) {
  return db
    .select({
      id: labSessions.id,
      courseId: labSessions.courseId,
      courseTitle: labSessions.courseTitle,
      startsAt: labSessions.startsAt,
      endsAt: labSessions.endsAt,
      room: labSessions.room,
      capacity: labSessions.capacity,
    })
    .from(labSessions)
    .where(eq(labSessions.teacherId, userId))
    .orderBy(asc(labSessions.startsAt));
}

/** The lab sessions' reads and writes (service.ts `sessionsDeps`). */
export const sessionsRepository = {
  listSessions,
  courseSessionsPage,
  findSession,
  lockSessions,
  enrolledCounts,
  markedSessions,
  lockRoom,
  findClash,
  insertSessions,
  updateSessions,
  deleteSessions,
  enrolledStudents,
  saveFeedToken,
  deleteFeedToken,
  findFeed,
  feedOwner,
};
export type SessionsRepository = typeof sessionsRepository;
