import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  attendanceMessages,
  CHECK_IN_CODE_SECONDS,
  checkInPath,
  courseMessages,
  hoursOf,
  LATE_AFTER_MINUTES,
  MARK_CLOSES_AFTER_DAYS,
  MARK_OPENS_BEFORE_MINUTES,
  percentOf,
  type AttendanceMarksInput,
  type AttendanceRoster,
  type AttendanceSaved,
  type CheckInCode,
  type CheckInResult,
  type CourseAttendance,
  type MyCourseAttendance,
  type SessionHeader,
  type SessionUser,
} from '@beceri/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { ActivityLog } from '../../plugins/activity.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../plugins/errors.ts';
import { fullName } from '../../lib/names.ts';
import { canManage, existingCourse } from '../courses/service.ts';
import { newCertificateCode } from '../certificates/service.ts';
import { attendanceRepository, type AttendanceRepository, type Figures, type SessionRow } from './repository.ts';

/** The deferred certificates (decision 055): a job per course whose attendance changed, run when it may count. */
export const DEFERRED_CERTIFICATES_QUEUE = 'certificates-deferred';

/** A check-in is accepted from this long before the start. */
const CHECK_IN_EARLY_MINUTES = 10;

const MINUTE = 60_000;

/** Names in Turkish alphabetical order (Ç after C, İ after I, Ş after S): the database's collation may not know it. */
const collator = new Intl.Collator('tr-TR', { sensitivity: 'base' });
const byName = (a: { name: string; surname: string }, b: { name: string; surname: string }) =>
  collator.compare(a.name, b.name) || collator.compare(a.surname, b.surname);

export interface AttendanceDeps {
  db: Db;
  attendance: AttendanceRepository;
  /** The rotating codes' key, derived from DATA_KEY (lib/personal-data.ts). */
  checkInKey: Buffer;
  config: Pick<FastifyInstance['config'], 'publicUrl'>;
  activity: Pick<ActivityLog, 'write'>;
  /** Queues the deferred certificates of a course, in the transaction of the change, from `startAfter` on. */
  queueCertificates: (tx: Tx, courseId: string, startAfter?: Date) => Promise<unknown>;
  now: () => Date;
}

export const attendanceDeps = (app: FastifyInstance): AttendanceDeps => ({
  db: app.db,
  attendance: attendanceRepository,
  checkInKey: app.personalData.checkInKey,
  config: app.config,
  activity: app.activity,
  queueCertificates: (tx, courseId, startAfter) =>
    startAfter
      ? app.queue.sendOnce(
          DEFERRED_CERTIFICATES_QUEUE,
          { courseId },
          `${courseId}@${startAfter.toISOString()}`,
          startAfter,
          tx,
        )
      : app.queue.send(DEFERRED_CERTIFICATES_QUEUE, { courseId }, tx),
  now: () => new Date(),
});

const header = (s: SessionRow): SessionHeader => ({
  id: s.id,
  courseId: s.courseId,
  courseTitle: s.courseTitle,
  teacherId: s.teacherId,
  teacherName: s.teacherName === null ? null : fullName({ name: s.teacherName, surname: s.teacherSurname ?? '' }),
  startsAt: s.startsAt.toISOString(),
  endsAt: s.endsAt.toISOString(),
  room: s.room,
  capacity: s.capacity,
});

/**
 * The session, for its teacher (`teacher_id`) and admins: 404 when it does not exist (or the id is no uuid), 403 for
 * anyone else.
 */
export async function ownSession(deps: Pick<AttendanceDeps, 'db' | 'attendance'>, user: SessionUser, id: string) {
  const session = await deps.attendance.findSession(deps.db, id);
  if (!session) throw notFound(attendanceMessages.sessionNotFound);
  if (user.role !== 'admin' && session.teacherId !== user.id) throw forbidden(attendanceMessages.notYourSession);
  return session;
}

/** From 15 minutes before the start to 7 days after the end. */
const markingWindow = (s: Pick<SessionRow, 'startsAt' | 'endsAt'>) => ({
  opensAt: new Date(s.startsAt.getTime() - MARK_OPENS_BEFORE_MINUTES * MINUTE),
  closesAt: new Date(s.endsAt.getTime() + MARK_CLOSES_AFTER_DAYS * 24 * 60 * MINUTE),
});

/** `GET /sessions/{id}/attendance`: the session and every enrolled student with their mark (or none). */
export async function roster(deps: AttendanceDeps, user: SessionUser, id: string): Promise<AttendanceRoster> {
  const session = await ownSession(deps, user, id);
  const { opensAt, closesAt } = markingWindow(session);
  const now = deps.now().getTime();
  return {
    session: header(session),
    open: now >= opensAt.getTime() && now <= closesAt.getTime(),
    opensAt: opensAt.toISOString(),
    closesAt: closesAt.toISOString(),
    students: (await deps.attendance.roster(deps.db, session.id, session.courseId)).sort(byName),
  };
}

/**
 * `PUT /sessions/{id}/attendance`: every mark in one statement, logged once. Only the course's enrolled students, each
 * once (else 400 naming nobody); only inside the marking window (else 409). The course's waiting certificates are
 * looked at again by a job queued with the marks when one may be waiting (and once more at the session's end when it
 * has not ended).
 */
export async function saveMarks(
  deps: AttendanceDeps,
  user: SessionUser,
  id: string,
  input: AttendanceMarksInput,
): Promise<AttendanceSaved> {
  const session = await ownSession(deps, user, id);
  const { opensAt, closesAt } = markingWindow(session);
  const now = deps.now();
  if (now < opensAt || now > closesAt) throw new HttpError(409, 'MARKING_CLOSED', attendanceMessages.markingClosed);
  const ids = input.marks.map((m) => m.studentId.toLowerCase());
  const unique = new Set(ids);
  if (unique.size !== ids.length)
    throw badRequest(attendanceMessages.duplicate, { marks: attendanceMessages.duplicate });
  const marks = input.marks.map((m, i) => ({ studentId: ids[i], status: m.status }));
  const courseId = session.courseId;
  if (marks.length > 0 && (!courseId || (await deps.attendance.enrolledCount(deps.db, courseId, ids)) !== ids.length))
    throw badRequest(attendanceMessages.notEnrolled, { marks: attendanceMessages.notEnrolled });
  if (marks.length === 0 || !courseId) return { saved: 0 };
  await deps.db.transaction(async (tx) => {
    // Deleted since it was read (cancelled at that moment): 404, as a moment later, not a foreign-key error or deadlock.
    if (!(await deps.attendance.lockSession(tx, session.id))) throw notFound(attendanceMessages.sessionNotFound);
    await deps.attendance.saveMarks(tx, session.id, user.id, marks);
    await deps.activity.write(
      {
        event: 'attendance.saved',
        params: {
          ...(user.role === 'admin'
            ? { by: 'admin' as const }
            : { by: 'teacher' as const, teacherId: user.id, teacherName: header(session).teacherName }),
          courseId,
          courseTitle: session.courseTitle,
          sessionId: session.id,
          marks: marks.length,
        },
        actorId: user.id,
      },
      tx,
    );
    // Now, when someone's certificate waits for attendance; and at the session's end, when its hours count as held
    // (a pass between now and then is looked at too).
    if (await deps.attendance.anyPassWithoutCertificate(tx, courseId)) await deps.queueCertificates(tx, courseId);
    if (session.endsAt > now) await deps.queueCertificates(tx, courseId, session.endsAt);
  });
  return { saved: marks.length };
}

/** The 30-second step a time falls in. */
const stepOf = (at: Date) => Math.floor(at.getTime() / (CHECK_IN_CODE_SECONDS * 1000));

/** The session's code for a step: 6 digits of an HMAC of the session id and the step (decision 055). */
export function codeFor(key: Buffer, sessionId: string, step: number): string {
  const mac = crypto.createHmac('sha256', key).update(`${sessionId}:${step}`).digest();
  // RFC 4226's dynamic truncation.
  const offset = mac[mac.length - 1] & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

/** Whether the code is the session's current or previous one (a code read just before it changed still counts). */
function codeMatches(key: Buffer, sessionId: string, code: string, at: Date): boolean {
  const step = stepOf(at);
  const given = Buffer.from(code);
  return [step, step - 1].some((s) => crypto.timingSafeEqual(Buffer.from(codeFor(key, sessionId, s)), given));
}

/** `GET /sessions/{id}/check-in-code`: the code now, how long it lasts, the address its QR code opens, the count. */
export async function checkInCode(deps: AttendanceDeps, user: SessionUser, id: string): Promise<CheckInCode> {
  const session = await ownSession(deps, user, id);
  const now = deps.now();
  const code = codeFor(deps.checkInKey, session.id, stepOf(now));
  const periodMs = CHECK_IN_CODE_SECONDS * 1000;
  return {
    code,
    expiresInSeconds: Math.max(1, Math.ceil((periodMs - (now.getTime() % periodMs)) / 1000)),
    url: `${deps.config.publicUrl}${checkInPath(code)}`,
    checkedIn: await deps.attendance.checkedInCount(deps.db, session.id),
    capacity: session.capacity,
  };
}

/** A wrong code: the code the rate limit counts (routes.ts). */
export const WRONG_CODE = 'CHECK_IN_CODE_WRONG';

/**
 * `POST /attendance/check-in`: the student's session going on now whose code matches is marked present, or late after
 * 15 minutes. A mark already there (their own check-in or the teacher's) stays and is answered with `already`.
 */
export async function checkIn(deps: AttendanceDeps, user: SessionUser, code: string): Promise<CheckInResult> {
  const now = deps.now();
  const sessions = await deps.attendance.currentSessionsOf(deps.db, user.id, CHECK_IN_EARLY_MINUTES);
  if (sessions.length === 0) throw new HttpError(409, 'NO_SESSION_NOW', attendanceMessages.noSessionNow);
  const session = sessions.find((s) => codeMatches(deps.checkInKey, s.id, code, now));
  if (!session)
    throw new HttpError(400, WRONG_CODE, attendanceMessages.wrongCode, { code: attendanceMessages.wrongCode });
  const status = now.getTime() > session.startsAt.getTime() + LATE_AFTER_MINUTES * MINUTE ? 'late' : 'present';
  const result = await deps.db.transaction(async (tx) => {
    const r = await deps.attendance.checkIn(tx, session.id, user.id, status);
    // The first check-in of a session has its course's waiting certificates looked at once it has ended.
    if (r.first && session.courseId) await deps.queueCertificates(tx, session.courseId, session.endsAt);
    return r;
  });
  if (result.outcome === 'full') throw new HttpError(409, 'SESSION_FULL', attendanceMessages.full);
  // Cancelled since it was found: what a moment later answers, no session going on.
  if (result.outcome === 'gone') throw new HttpError(409, 'NO_SESSION_NOW', attendanceMessages.noSessionNow);
  return {
    status: result.status,
    already: result.outcome === 'existing',
    sessionId: session.id,
    courseTitle: session.courseTitle,
  };
}

const figures = (f: Figures) => ({
  attendedHours: hoursOf(f.attendedHeldMinutes),
  heldHours: hoursOf(f.heldMinutes),
  percent: percentOf(f.attendedHeldMinutes, f.heldMinutes - f.excusedMinutes),
  threshold: f.threshold,
  reached: f.reached,
});

/** `GET /me/attendance`: per enrolled course with sessions, the held sessions with the student's mark and figures. */
export async function myAttendance(deps: AttendanceDeps, user: SessionUser): Promise<MyCourseAttendance[]> {
  const courses = await deps.attendance.myCourses(deps.db, user.id);
  const sessions = await deps.attendance.mySessions(
    deps.db,
    user.id,
    courses.map((c) => c.courseId),
  );
  return courses.map((c) => ({
    courseId: c.courseId,
    courseTitle: c.courseTitle,
    passed: c.passed,
    certified: c.certified,
    ...figures(c),
    sessions: sessions
      .filter((s) => s.courseId === c.courseId)
      .map((s) => ({ id: s.id, startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString(), status: s.status })),
  }));
}

/** `GET /course/{id}/attendance` (the owner, admins): the sessions, and per student the marks and figures. */
export async function courseAttendance(deps: AttendanceDeps, user: SessionUser, id: string): Promise<CourseAttendance> {
  const course = await existingCourse(deps, id, user);
  if (!canManage(course, user)) throw forbidden(courseMessages.notOwner);
  const [sessions, students, marks] = [
    await deps.attendance.courseSessions(deps.db, course.id),
    await deps.attendance.courseStudents(deps.db, course.id),
    await deps.attendance.courseMarks(deps.db, course.id),
  ];
  const byStudent = new Map<string, Record<string, (typeof marks)[number]['status']>>();
  for (const m of marks) {
    const own = byStudent.get(m.studentId) ?? {};
    own[m.sessionId] = m.status;
    byStudent.set(m.studentId, own);
  }
  const now = deps.now().getTime();
  return {
    courseId: course.id,
    courseTitle: course.title,
    threshold: students[0]?.threshold ?? (await deps.attendance.figuresOf(deps.db, course.id, course.id))!.threshold,
    sessions: sessions.map((s) => ({
      id: s.id,
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
      held: s.endsAt.getTime() <= now,
    })),
    students: students.sort(byName).map((s) => ({
      studentId: s.studentId,
      name: s.name,
      surname: s.surname,
      ...figures(s),
      marks: byStudent.get(s.studentId) ?? {},
    })),
  };
}

/** The deferred certificates of a course: those who passed and now reach its threshold get theirs. */
export async function issueAwaitingCertificates(deps: Pick<AttendanceDeps, 'db' | 'attendance'>, courseId: string) {
  const waiting = await deps.attendance.awaitingCertificates(deps.db, courseId);
  return deps.attendance.issueCertificates(
    deps.db,
    courseId,
    waiting.map((w) => ({ ...w, code: newCertificateCode() })),
  );
}
