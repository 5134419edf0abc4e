import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_LAB_CAPACITY,
  DEFAULT_ROOM,
  FEED_DAYS_AHEAD,
  FEED_DAYS_BACK,
  istanbulDayStart,
  labSessionClashKey,
  labSessionMessages,
  labSessionValueKeys,
  messageKey,
  TEACHER_MAX_CAPACITY,
  type CalendarFeedState,
  type CreateLabSessionInput,
  type Lang,
  type LabSession,
  type LabSessionRange,
  type LabSessionsChanged,
  type PageQuery,
  type SessionUser,
  type UpdateLabSessionInput,
} from '@beceri/domain';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Course } from '../../db/schema/index.ts';
import { offsetOf } from '../../lib/paging.ts';
import { sessionChangeMail, sessionTime, type SessionChange } from '../../mail/lab-sessions.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../plugins/errors.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { coursesRepository, isEnrolled } from '../courses/repository.ts';
import { canManage } from '../courses/service.ts';
import { calendar } from './ics.ts';
import { sessionsRepository, type Scope, type SessionRow, type SessionsRepository } from './repository.ts';

export interface SessionsDeps {
  db: Db;
  sessions: SessionsRepository;
  mailer: Pick<Mailer, 'send'>;
  config: Pick<Config, 'publicUrl'>;
}
export const sessionsDeps = (app: FastifyInstance): SessionsDeps => ({
  db: app.db,
  sessions: sessionsRepository,
  mailer: app.mailer,
  config: app.config,
});

const WEEK_MS = 7 * 86_400_000;
/** The most sessions one list answers (62 days of a busy lab is far fewer). */
const LIST_MAX = 2000;

const mayManage = (user: SessionUser, row: { teacherId: string | null }) =>
  user.role === 'admin' || (user.role === 'teacher' && row.teacherId === user.id);

/** Rows as the API gives them; `enrolled` and `marked` for those who manage the session. */
function toApi(
  user: SessionUser,
  rows: SessionRow[],
  enrolled: Map<string, number>,
  marked: Set<string>,
): LabSession[] {
  return rows.map((r) => {
    const manage = mayManage(user, r);
    return {
      id: r.id,
      courseId: r.courseId,
      courseTitle: r.courseTitle,
      teacherId: r.teacherId,
      teacherName: r.teacherName,
      startsAt: r.startsAt.toISOString(),
      endsAt: r.endsAt.toISOString(),
      room: r.room,
      capacity: r.capacity,
      seriesId: r.seriesId,
      ...(manage || user.role === 'teacher'
        ? { enrolled: (r.courseId && enrolled.get(r.courseId)) || 0, marked: marked.has(r.id) }
        : {}),
      canManage: manage,
    };
  });
}

/** Adds the enrolled counts and marks (two statements whatever the number of rows) for a teacher or an admin. */
async function present(deps: SessionsDeps, user: SessionUser, rows: SessionRow[]): Promise<LabSession[]> {
  if (user.role === 'student') return toApi(user, rows, new Map(), new Set());
  const courseIds = [...new Set(rows.flatMap((r) => (r.courseId ? [r.courseId] : [])))];
  const [enrolled, marked] = await Promise.all([
    deps.sessions.enrolledCounts(deps.db, courseIds),
    deps.sessions.markedSessions(
      deps.db,
      rows.map((r) => r.id),
    ),
  ]);
  return toApi(user, rows, enrolled, marked);
}

const scopeOf = (user: SessionUser): Scope =>
  user.role === 'admin'
    ? { kind: 'all' }
    : user.role === 'teacher'
      ? { kind: 'teacher', userId: user.id }
      : { kind: 'student', userId: user.id };

/** `GET /sessions?from=&to=`: a student's enrolled courses' sessions, a teacher's own, every one for admins. */
export async function listSessions(deps: SessionsDeps, user: SessionUser, range: LabSessionRange) {
  const rows = await deps.sessions.listSessions(
    deps.db,
    scopeOf(user),
    istanbulDayStart(range.from),
    istanbulDayStart(range.to, 1),
    LIST_MAX,
  );
  return { sessions: await present(deps, user, rows) };
}

async function findCourse(deps: SessionsDeps, courseId: string): Promise<Course> {
  const course = await coursesRepository.findCourse(deps.db, courseId);
  if (!course) throw notFound(labSessionMessages.courseNotFound);
  return course;
}

/** `GET /course/{id}/sessions`: the course's owner and admins, and its enrolled students. */
export async function courseSessions(deps: SessionsDeps, user: SessionUser, courseId: string, page: PageQuery) {
  const course = await findCourse(deps, courseId);
  if (!canManage(course, user)) {
    const enrolled = user.role === 'student' && (await isEnrolled(deps.db, courseId, user.id));
    if (!enrolled) throw course.status === 'draft' ? notFound(labSessionMessages.courseNotFound) : forbidden();
  }
  const { rows, total } = await deps.sessions.courseSessionsPage(deps.db, courseId, page.limit, offsetOf(page));
  return { items: await present(deps, user, rows), total };
}

/** The course, when the caller plans its sessions: its owner teacher or an admin. */
async function plannableCourse(deps: SessionsDeps, user: SessionUser, courseId: string): Promise<Course> {
  const course = await findCourse(deps, courseId);
  if (!canManage(course, user)) throw forbidden(labSessionMessages.notOwner);
  return course;
}

/** A teacher's capacity stays within the room's seats; admins may set more. */
function checkCapacity(user: SessionUser, capacity: number) {
  if (user.role !== 'admin' && capacity > TEACHER_MAX_CAPACITY) {
    const message = messageKey(labSessionValueKeys.capacityOverRoom, { max: TEACHER_MAX_CAPACITY });
    throw badRequest(message, { capacity: message });
  }
}

/** Refuses a change that would overlap another session of the room (the caller holds the room's lock). */
async function refuseClash(
  deps: SessionsDeps,
  tx: Tx,
  room: string,
  ranges: { startsAt: Date; endsAt: Date }[],
  except: string[],
  lang: Lang,
) {
  const clash = await deps.sessions.findClash(tx, room, ranges, except);
  if (!clash) return;
  const message = messageKey(labSessionClashKey, {
    course: clash.courseTitle,
    time: sessionTime(clash.startsAt, clash.endsAt, lang),
  });
  throw new HttpError(409, 'SESSION_CLASH', message, { startsAt: message });
}

/**
 * Queues one mail per enrolled student for a change, in the change's transaction, listing the sessions it concerns
 * that are not over yet; nothing when every one is in the past.
 */
async function mailStudents(
  deps: SessionsDeps,
  tx: Tx,
  courseId: string | null,
  courseTitle: string,
  change: SessionChange,
  sessions: { startsAt: Date; endsAt: Date; room: string }[],
) {
  const now = Date.now();
  const ahead = sessions.filter((s) => s.endsAt.getTime() > now);
  if (!courseId || ahead.length === 0) return;
  const students = await deps.sessions.enrolledStudents(tx, courseId);
  for (const student of students) {
    const mail = sessionChangeMail(
      { change, courseTitle, sessions: ahead, name: student.name, publicUrl: deps.config.publicUrl },
      student.locale,
    );
    await deps.mailer.send({ to: student.email, ...mail }, tx);
  }
}

async function changed(deps: SessionsDeps, user: SessionUser, ids: string[]): Promise<LabSessionsChanged> {
  if (ids.length === 0) return { sessions: [] };
  const rows = await Promise.all(ids.map((id) => deps.sessions.findSession(deps.db, id)));
  return {
    sessions: await present(
      deps,
      user,
      rows.filter((r): r is SessionRow => Boolean(r)),
    ),
  };
}

/**
 * `POST /course/{id}/sessions`: one session, or a weekly series (all or nothing: one clash refuses every week). The
 * teacher is the course's owner (an admin's own course: that admin).
 */
export async function createSessions(
  deps: SessionsDeps,
  user: SessionUser,
  courseId: string,
  input: CreateLabSessionInput,
  lang: Lang,
): Promise<LabSessionsChanged> {
  const course = await plannableCourse(deps, user, courseId);
  const room = input.room ?? DEFAULT_ROOM;
  const capacity = input.capacity ?? DEFAULT_LAB_CAPACITY;
  checkCapacity(user, capacity);
  const weeks = input.repeatWeeks ?? 1;
  const start = new Date(input.startsAt);
  const end = new Date(input.endsAt);
  const ranges = Array.from({ length: weeks }, (_, i) => ({
    startsAt: new Date(start.getTime() + i * WEEK_MS),
    endsAt: new Date(end.getTime() + i * WEEK_MS),
  }));
  const seriesId = weeks > 1 ? randomUUID() : null;
  const ids = await deps.db.transaction(async (tx) => {
    await deps.sessions.lockRoom(tx, room);
    await refuseClash(deps, tx, room, ranges, [], lang);
    const inserted = await deps.sessions.insertSessions(
      tx,
      ranges.map((r) => ({
        courseId: course.id,
        courseTitle: course.title,
        teacherId: course.addedBy,
        ...r,
        room,
        capacity,
        seriesId,
      })),
    );
    await mailStudents(
      deps,
      tx,
      course.id,
      course.title,
      'planned',
      ranges.map((r) => ({ ...r, room })),
    );
    return inserted;
  });
  return changed(deps, user, ids);
}

/** The session when the caller may change it: 404 when missing, 403 when another teacher's. */
async function manageableSession(deps: SessionsDeps, user: SessionUser, id: string): Promise<SessionRow> {
  const session = await deps.sessions.findSession(deps.db, id);
  if (!session) throw notFound(labSessionMessages.notFound);
  if (!mayManage(user, session)) throw forbidden(labSessionMessages.notOwner);
  return session;
}

const hasMarks = () => conflict(labSessionMessages.hasMarks, 'SESSION_HAS_MARKS');

/**
 * `PUT /sessions/{id}`: new times, room and capacity. With `applyToSeries`, this and the later sessions of its series
 * move by the same shift and take the new length, room and capacity, all or none. A session with attendance marks
 * keeps its times (409); its room and capacity may still change.
 */
export async function updateSession(
  deps: SessionsDeps,
  user: SessionUser,
  id: string,
  input: UpdateLabSessionInput,
  lang: Lang,
): Promise<LabSessionsChanged> {
  const session = await manageableSession(deps, user, id);
  checkCapacity(user, input.capacity);
  const length = new Date(input.endsAt).getTime() - new Date(input.startsAt).getTime();
  const ids = await deps.db.transaction(async (tx) => {
    await deps.sessions.lockRoom(tx, input.room);
    const targets = await deps.sessions.lockSessions(tx, session, input.applyToSeries === true);
    const self = targets.find((s) => s.id === session.id);
    if (!self) throw notFound(labSessionMessages.notFound);
    // The shift is measured on the locked row: a change made meanwhile by someone else is not undone.
    const shift = new Date(input.startsAt).getTime() - self.startsAt.getTime();
    const next = targets.map((s) => {
      const startsAt = new Date(s.startsAt.getTime() + shift);
      return {
        id: s.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + length),
        room: input.room,
        capacity: input.capacity,
      };
    });
    const moved = next.filter(
      (n, i) =>
        n.startsAt.getTime() !== targets[i].startsAt.getTime() || n.endsAt.getTime() !== targets[i].endsAt.getTime(),
    );
    const marked = await deps.sessions.markedSessions(
      tx,
      moved.map((m) => m.id),
    );
    if (marked.size > 0) throw hasMarks();
    await refuseClash(
      deps,
      tx,
      input.room,
      next,
      targets.map((s) => s.id),
      lang,
    );
    await deps.sessions.updateSessions(tx, next);
    // Students hear of what changes where they go and when (a capacity alone is the teacher's business), for the
    // sessions not over after the change.
    const told = next.filter((n, i) => n.room !== targets[i].room || moved.includes(n));
    await mailStudents(deps, tx, session.courseId, session.courseTitle, 'moved', told);
    return next.map((n) => n.id);
  });
  return changed(deps, user, ids);
}

/** `DELETE /sessions/{id}`: the session, or with `applyToSeries` it and the later ones of its series, all or none. */
export async function deleteSession(
  deps: SessionsDeps,
  user: SessionUser,
  id: string,
  applyToSeries: boolean,
): Promise<{ deleted: number }> {
  const session = await manageableSession(deps, user, id);
  return deps.db.transaction(async (tx) => {
    const targets = await deps.sessions.lockSessions(tx, session, applyToSeries);
    if (targets.length === 0) throw notFound(labSessionMessages.notFound);
    const marked = await deps.sessions.markedSessions(
      tx,
      targets.map((s) => s.id),
    );
    if (marked.size > 0) throw hasMarks();
    await deps.sessions.deleteSessions(
      tx,
      targets.map((s) => s.id),
    );
    await mailStudents(deps, tx, session.courseId, session.courseTitle, 'cancelled', targets);
    return { deleted: targets.length };
  });
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const feedUrl = (deps: SessionsDeps, token: string) => `${deps.config.publicUrl}/calendar/${token}.ics`;

/** `POST /me/calendar-token`: a new feed address (the old one stops working); the token is shown only now. */
export async function newFeedToken(deps: SessionsDeps, user: SessionUser): Promise<{ url: string }> {
  const token = randomBytes(32).toString('base64url');
  await deps.sessions.saveFeedToken(deps.db, user.id, hashToken(token));
  return { url: feedUrl(deps, token) };
}

export async function revokeFeedToken(deps: SessionsDeps, user: SessionUser): Promise<{ ok: true }> {
  await deps.sessions.deleteFeedToken(deps.db, user.id);
  return { ok: true };
}

export async function feedState(deps: SessionsDeps, user: SessionUser): Promise<CalendarFeedState> {
  const row = await deps.sessions.findFeed(deps.db, user.id);
  return { exists: Boolean(row), createdAt: row ? row.createdAt.toISOString() : null };
}

const feedNames: Record<Lang, string> = { tr: 'Beceri – Ders Programı', en: 'Beceri – Timetable' };

/**
 * `GET /calendar/{token}.ics`: the person's sessions (as `GET /sessions`) from FEED_DAYS_BACK days back to
 * FEED_DAYS_AHEAD ahead. An unknown or revoked token, or a suspended account, is 404.
 */
export async function feed(deps: SessionsDeps, token: string): Promise<string> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw notFound(labSessionMessages.feedNotFound);
  const owner = await deps.sessions.feedOwner(deps.db, hashToken(token));
  if (!owner || owner.suspendedAt || owner.role === 'company') throw notFound(labSessionMessages.feedNotFound);
  const now = Date.now();
  const rows = await deps.sessions.listSessions(
    deps.db,
    scopeOf({ id: owner.id, role: owner.role, name: '', email: '', locale: owner.locale }),
    new Date(now - FEED_DAYS_BACK * 86_400_000),
    new Date(now + FEED_DAYS_AHEAD * 86_400_000),
    LIST_MAX,
  );
  const host = new URL(deps.config.publicUrl).hostname;
  return calendar(
    feedNames[owner.locale],
    rows.map((r) => ({
      uid: `${r.id}@${host}`,
      stamp: r.updatedAt,
      startsAt: r.startsAt,
      endsAt: r.endsAt,
      summary: r.courseTitle,
      location: r.room,
      ...(r.teacherName ? { description: r.teacherName } : {}),
      url: `${deps.config.publicUrl}/timetable`,
    })),
  );
}
