import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  AttendanceRoster,
  CertificateSummary,
  CheckInCode,
  CourseAttendance,
  MyCourseAttendance,
  QuestionBank,
} from '@beceri/domain';
import {
  attendance,
  certificates,
  cohorts,
  formerParticipants,
  labSessions,
  studentProfiles,
} from '../../db/schema/index.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  logEntries,
  takeExam,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';
import { addCourse } from '../../../test/course-fixtures.ts';
import { addLabSession } from '../../../test/lab-session-fixtures.ts';
import { QUEUE_SCHEMA } from '../../lib/queue.ts';
import { codeFor, DEFERRED_CERTIFICATES_QUEUE } from './service.ts';
import { attendanceRepository, hoursTotals } from './repository.ts';

/** Attendance (decision 055): marks, check-in, figures, the certificate's gate, deletion, the auditors' papers. */

let ctx: TestContext;
let teacher: TestUser;
let otherTeacher: TestUser;
let admin: TestUser;
let students: TestUser[];
let outsider: TestUser;
let courseId: string;

const PASS = [0, 1, 4];
const enrol = async (student: TestUser, id: string) =>
  expect(
    (await injectAs(ctx.app, student, { method: 'POST', url: `/courseEnrollement/enroll/${id}` })).statusCode,
  ).toBe(201);
const put = (user: TestUser | null, sessionId: string, marks: { studentId: string; status: string }[]) =>
  injectAs(ctx.app, user, { method: 'PUT', url: `/sessions/${sessionId}/attendance`, payload: { marks } });
const checkIn = (user: TestUser, code: string) =>
  injectAs(ctx.app, user, { method: 'POST', url: '/attendance/check-in', payload: { code } });
const codeOf = async (sessionId: string, user: TestUser = teacher) => {
  const res = await injectAs(ctx.app, user, { url: `/sessions/${sessionId}/check-in-code` });
  expect(res.statusCode).toBe(200);
  return res.json<CheckInCode>();
};
const certificatesOf = async (user: TestUser) =>
  (await injectAs(ctx.app, user, { url: '/certificates' })).json<CertificateSummary[]>();
/** The queue's deferred job runs on its own: wait for its effect (no fixed sleep; the poll is half a second). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  ctx = await createTestApp();
  teacher = await createUser(ctx.app, 'teacher', { name: 'Derya', surname: 'Öğretmen' });
  otherTeacher = await createUser(ctx.app, 'teacher');
  admin = await createUser(ctx.app, 'admin');
  outsider = await createUser(ctx.app, 'student');
  courseId = await addCourse(ctx.app, teacher, { title: 'Ağ Temelleri' });
  students = [];
  for (let i = 0; i < 21; i++) {
    const s = await createUser(ctx.app, 'student', { name: `Öğrenci${String(i).padStart(2, '0')}`, surname: 'Işık' });
    await enrol(s, courseId);
    students.push(s);
  }
});
afterAll(() => ctx?.close());

describe('the roster and the marks', () => {
  it('shows the session’s teacher and admins every enrolled student, unmarked; others get 403 and 404', async () => {
    const id = await addLabSession(ctx.app, {
      courseId,
      courseTitle: 'Ağ Temelleri',
      teacherId: teacher.id,
      startMinutes: -30,
    });
    for (const user of [teacher, admin]) {
      const res = await injectAs(ctx.app, user, { url: `/sessions/${id}/attendance` });
      expect(res.statusCode).toBe(200);
      const body = res.json<AttendanceRoster>();
      expect(body.session).toMatchObject({ id, courseId, courseTitle: 'Ağ Temelleri', teacherName: 'Derya Öğretmen' });
      expect(body.open).toBe(true);
      expect(body.students).toHaveLength(21);
      expect(body.students.every((s) => s.status === null)).toBe(true);
    }
    expect((await injectAs(ctx.app, otherTeacher, { url: `/sessions/${id}/attendance` })).statusCode).toBe(403);
    expect((await injectAs(ctx.app, students[0], { url: `/sessions/${id}/attendance` })).statusCode).toBe(403);
    expect((await injectAs(ctx.app, null, { url: `/sessions/${id}/attendance` })).statusCode).toBe(401);
    expect((await injectAs(ctx.app, teacher, { url: `/sessions/${crypto.randomUUID()}/attendance` })).statusCode).toBe(
      404,
    );
    expect((await injectAs(ctx.app, teacher, { url: '/sessions/yok/attendance' })).statusCode).toBe(404);
  });

  it('saves 21 marks at once, logs the save once, and saving again changes nothing', async () => {
    const id = await addLabSession(ctx.app, {
      courseId,
      courseTitle: 'Ağ Temelleri',
      teacherId: teacher.id,
      startMinutes: -30,
    });
    const before = (await logEntries(ctx.app, teacher.id)).length;
    const marks = students.map((s, i) => ({
      studentId: s.id,
      status: i === 0 ? 'absent' : i === 1 ? 'late' : 'present',
    }));
    for (let round = 0; round < 2; round++) {
      const res = await put(teacher, id, marks);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ saved: 21 });
    }
    const rows = await ctx.app.db.select().from(attendance).where(eq(attendance.sessionId, id));
    expect(rows).toHaveLength(21);
    expect(rows.filter((r) => r.status === 'present')).toHaveLength(19);
    const entries = (await logEntries(ctx.app, teacher.id)).slice(before);
    expect(entries.map((e) => e.text)).toEqual([
      'Derya Öğretmen adlı öğretmen "Ağ Temelleri" kursunun yoklamasını kaydetti (21 öğrenci)',
      'Derya Öğretmen adlı öğretmen "Ağ Temelleri" kursunun yoklamasını kaydetti (21 öğrenci)',
    ]);
    const roster = (await injectAs(ctx.app, teacher, { url: `/sessions/${id}/attendance` })).json<AttendanceRoster>();
    expect(roster.students.find((s) => s.studentId === students[1].id)?.status).toBe('late');
  });

  it('leaves one look at the certificates for the session’s end however often the marks are saved', async () => {
    const id = await addLabSession(ctx.app, {
      courseId,
      courseTitle: 'Ağ Temelleri',
      teacherId: teacher.id,
      startMinutes: -20,
    });
    const session = await ctx.app.db.select().from(labSessions).where(eq(labSessions.id, id));
    const waiting = async () =>
      (
        await ctx.app.queue.executor.executeSql(
          `select count(*)::int as n from ${QUEUE_SCHEMA}.job
           where name = $1 and state = 'created' and data->>'courseId' = $2 and start_after = $3`,
          [DEFERRED_CERTIFICATES_QUEUE, courseId, session[0]!.endsAt.toISOString()],
        )
      ).rows[0] as { n: number };
    const marks = students.slice(0, 3).map((s) => ({ studentId: s.id, status: 'present' }));
    for (let round = 0; round < 3; round++) expect((await put(teacher, id, marks)).statusCode).toBe(200);
    expect((await waiting()).n).toBe(1);
  });

  it('refuses a student who is not enrolled, or one named twice, with 400 naming nobody, and saves nothing', async () => {
    const id = await addLabSession(ctx.app, { courseId, teacherId: teacher.id, startMinutes: -30 });
    const res = await put(teacher, id, [
      { studentId: students[0].id, status: 'present' },
      { studentId: outsider.id, status: 'present' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Yoklamada bu kursa kayıtlı olmayan bir öğrenci var; hiçbir işaret kaydedilmedi.');
    expect(res.body).not.toContain(outsider.id);
    const twice = await put(teacher, id, [
      { studentId: students[0].id, status: 'present' },
      { studentId: students[0].id, status: 'late' },
    ]);
    expect(twice.statusCode).toBe(400);
    const bad = await put(teacher, id, [{ studentId: students[0].id, status: 'here' }]);
    expect(bad.statusCode).toBe(400);
    expect(await ctx.app.db.select().from(attendance).where(eq(attendance.sessionId, id))).toEqual([]);
  });

  it('is open from 15 minutes before the start to 7 days after the end: 409 outside, in both languages', async () => {
    const early = await addLabSession(ctx.app, { courseId, teacherId: teacher.id, startMinutes: 20 });
    const late = await addLabSession(ctx.app, { courseId, teacherId: teacher.id, startMinutes: -8 * 24 * 60 });
    const justOpen = await addLabSession(ctx.app, { courseId, teacherId: teacher.id, startMinutes: 14 });
    const justBeforeClose = await addLabSession(ctx.app, {
      courseId,
      teacherId: teacher.id,
      startMinutes: -(7 * 24 * 60 + 110),
    });
    const mark = [{ studentId: students[0].id, status: 'present' }];
    for (const id of [early, late]) {
      const res = await put(teacher, id, mark);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('MARKING_CLOSED');
    }
    const en = await injectAs(ctx.app, teacher, {
      method: 'PUT',
      url: `/sessions/${early}/attendance?lang=en`,
      headers: { 'accept-language': 'en' },
      payload: { marks: mark },
    });
    expect(en.json().error).toMatch(/Attendance opens 15 minutes before/);
    for (const id of [justOpen, justBeforeClose]) expect((await put(teacher, id, mark)).statusCode).toBe(200);
  });

  it('lets no teacher mark another teacher’s session (403), and admins mark any', async () => {
    const id = await addLabSession(ctx.app, { courseId, teacherId: teacher.id, startMinutes: -30 });
    const mark = [{ studentId: students[0].id, status: 'present' }];
    expect((await put(otherTeacher, id, mark)).statusCode).toBe(403);
    expect((await put(students[0], id, mark)).statusCode).toBe(403);
    expect((await put(admin, id, mark)).statusCode).toBe(200);
  });
});

describe('self check-in', () => {
  it('gives the teacher a 6-digit code that changes every 30 s, with the check-in address', async () => {
    const id = await addLabSession(ctx.app, { courseId, teacherId: teacher.id, startMinutes: -5 });
    const code = await codeOf(id);
    expect(code.code).toMatch(/^\d{6}$/);
    expect(code.expiresInSeconds).toBeGreaterThan(0);
    expect(code.expiresInSeconds).toBeLessThanOrEqual(30);
    expect(code.url).toBe(`${ctx.config.publicUrl}/check-in?code=${code.code}`);
    expect(code.checkedIn).toBe(0);
    const step = Math.floor(Date.now() / 30_000);
    const key = ctx.app.personalData.checkInKey;
    expect([codeFor(key, id, step), codeFor(key, id, step - 1)]).toContain(code.code);
    // Another session's code differs, and so does the next step's.
    expect(codeFor(key, id, step + 1)).not.toBe(codeFor(key, id, step));
    expect((await injectAs(ctx.app, otherTeacher, { url: `/sessions/${id}/check-in-code` })).statusCode).toBe(403);
    expect((await injectAs(ctx.app, students[0], { url: `/sessions/${id}/check-in-code` })).statusCode).toBe(403);
  });

  it('marks a student present with the current code, and the previous one; a second check-in changes nothing', async () => {
    const course = await addCourse(ctx.app, teacher, { title: 'Check-in kursu' });
    const [a, b] = [await createUser(ctx.app, 'student'), await createUser(ctx.app, 'student')];
    await enrol(a, course);
    await enrol(b, course);
    const id = await addLabSession(ctx.app, { courseId: course, teacherId: teacher.id, startMinutes: -5 });
    const { code } = await codeOf(id);
    const first = await checkIn(a, code);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'present',
      already: false,
      sessionId: id,
      courseTitle: 'Check-in kursu',
    });
    const again = await checkIn(a, code);
    expect(again.json()).toMatchObject({ status: 'present', already: true });
    const previous = codeFor(ctx.app.personalData.checkInKey, id, Math.floor(Date.now() / 30_000) - 1);
    expect((await checkIn(b, previous)).json()).toMatchObject({ status: 'present', already: false });
    expect((await codeOf(id)).checkedIn).toBe(2);
    // Someone not enrolled has no session going on now.
    const res = await checkIn(outsider, code);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NO_SESSION_NOW');
  });

  it('marks late after 15 minutes, never overwrites the teacher’s mark, and stops at the capacity', async () => {
    const course = await addCourse(ctx.app, teacher, { title: 'Geç kalanlar' });
    const [a, b, c] = [
      await createUser(ctx.app, 'student'),
      await createUser(ctx.app, 'student'),
      await createUser(ctx.app, 'student'),
    ];
    for (const s of [a, b, c]) await enrol(s, course);
    const id = await addLabSession(ctx.app, {
      courseId: course,
      teacherId: teacher.id,
      startMinutes: -20,
      capacity: 1,
    });
    expect((await put(teacher, id, [{ studentId: b.id, status: 'absent' }])).statusCode).toBe(200);
    const { code } = await codeOf(id);
    expect((await checkIn(a, code)).json()).toMatchObject({ status: 'late', already: false });
    expect((await checkIn(b, code)).json()).toMatchObject({ status: 'absent', already: true });
    const full = await checkIn(c, code);
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('SESSION_FULL');
    const [row] = await ctx.app.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.sessionId, id), eq(attendance.studentId, b.id)));
    expect(row.status).toBe('absent');
  });

  it('holds the capacity and answers a double tap when many check in at the same moment', async () => {
    // On PostgreSQL the seats were counted by the statement that waited for the session's lock, as they were before
    // it waited: 8 students at once filled 2 seats with 5 or 6, and a student's three taps at once answered 500 twice.
    const course = await addCourse(ctx.app, teacher, { title: 'Kapıda kalabalık' });
    const crowd: TestUser[] = [];
    for (let i = 0; i < 8; i++) crowd.push(await createUser(ctx.app, 'student'));
    for (const s of crowd) await enrol(s, course);
    const id = await addLabSession(ctx.app, { courseId: course, teacherId: teacher.id, startMinutes: -5, capacity: 2 });
    const { code } = await codeOf(id);
    const answers = await Promise.all(crowd.map((s) => checkIn(s, code)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409, 409, 409, 409, 409]);
    expect((await codeOf(id)).checkedIn).toBe(2);

    const roomy = await addLabSession(ctx.app, { courseId: course, teacherId: teacher.id, startMinutes: -5 });
    const taps = await Promise.all([0, 1, 2].map(async () => checkIn(crowd[0], (await codeOf(roomy)).code)));
    expect(taps.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(taps.filter((r) => r.json().already === false)).toHaveLength(1);
    expect((await codeOf(roomy)).checkedIn).toBe(1);
  });

  it('answers a check-in or marks of a session cancelled at that moment as a moment later would, never 500', async () => {
    // On PostgreSQL a session deleted between its read and the write left the check-in without its row (500, reading
    // undefined), and the marks met the foreign key or a deadlock with the delete (500): 20 of 32 requests in 4 rounds.
    const course = await addCourse(ctx.app, teacher, { title: 'İptal edilen ders' });
    const a = await createUser(ctx.app, 'student');
    await enrol(a, course);
    const deleteSession = (id: string) => ctx.app.db.delete(labSessions).where(eq(labSessions.id, id));

    const tapped = await addLabSession(ctx.app, { courseId: course, teacherId: teacher.id, startMinutes: -5 });
    const { code } = await codeOf(tapped);
    const original = attendanceRepository.checkIn;
    const spy = vi.spyOn(attendanceRepository, 'checkIn').mockImplementationOnce(async (tx, id, ...rest) => {
      await tx.delete(labSessions).where(eq(labSessions.id, id));
      return original(tx, id, ...rest);
    });
    try {
      const res = await checkIn(a, code);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('NO_SESSION_NOW');
    } finally {
      spy.mockRestore();
    }

    const marked = await addLabSession(ctx.app, { courseId: course, teacherId: teacher.id, startMinutes: -5 });
    const count = attendanceRepository.enrolledCount;
    const spyMarks = vi.spyOn(attendanceRepository, 'enrolledCount').mockImplementationOnce(async (...args) => {
      await deleteSession(marked);
      return count(...args);
    });
    try {
      const res = await put(teacher, marked, [{ studentId: a.id, status: 'present' }]);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Ders oturumu bulunamadı.');
    } finally {
      spyMarks.mockRestore();
    }
    expect(await ctx.app.db.select().from(attendance).where(eq(attendance.studentId, a.id))).toEqual([]);
  });

  it('accepts a check-in 10 minutes before the start, not before; wrong codes are limited to 10 per 15 minutes', async () => {
    const course = await addCourse(ctx.app, teacher, { title: 'Erken' });
    const a = await createUser(ctx.app, 'student');
    await enrol(a, course);
    const soon = await addLabSession(ctx.app, { courseId: course, teacherId: teacher.id, startMinutes: 30 });
    expect((await checkIn(a, (await codeOf(soon)).code)).statusCode).toBe(409);
    const id = await addLabSession(ctx.app, { courseId: course, teacherId: teacher.id, startMinutes: 8 });
    const { code } = await codeOf(id);
    const wrong = code === '000000' ? '000001' : '000000';
    const badShape = await checkIn(a, '12ab');
    expect(badShape.statusCode).toBe(400);
    for (let i = 0; i < 10; i++) {
      const res = await checkIn(a, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('CHECK_IN_CODE_WRONG');
    }
    const limited = await checkIn(a, code);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await ctx.app.db.select().from(attendance).where(eq(attendance.sessionId, id))).toEqual([]);
  });
});

describe('reading attendance', () => {
  it('counts present and late hours over the held hours less the excused ones, per student and per course', async () => {
    const course = await addCourse(ctx.app, teacher, { title: 'Yüzdeler' });
    const s = await createUser(ctx.app, 'student', { name: 'Zeynep', surname: 'Çelik' });
    await enrol(s, course);
    // Four held sessions of 2 h (present, late, excused, absent) and one still to come.
    const held = [];
    for (let i = 0; i < 4; i++)
      held.push(
        await addLabSession(ctx.app, { courseId: course, teacherId: teacher.id, startMinutes: -(i + 1) * 24 * 60 }),
      );
    await addLabSession(ctx.app, { courseId: course, teacherId: teacher.id, startMinutes: 3 * 24 * 60 });
    const statuses = ['present', 'late', 'excused', 'absent'];
    for (const [i, id] of held.entries())
      expect((await put(teacher, id, [{ studentId: s.id, status: statuses[i] }])).statusCode).toBe(200);
    const mine = (await injectAs(ctx.app, s, { url: '/me/attendance' })).json<MyCourseAttendance[]>();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      courseId: course,
      courseTitle: 'Yüzdeler',
      attendedHours: 4,
      heldHours: 8,
      percent: 66.7,
      threshold: 80,
      reached: false,
      passed: false,
      certified: false,
    });
    expect(mine[0].sessions.map((x) => x.status)).toEqual(['absent', 'excused', 'late', 'present']);
    const table = await injectAs(ctx.app, teacher, { url: `/course/${course}/attendance` });
    expect(table.statusCode).toBe(200);
    const body = table.json<CourseAttendance>();
    expect(body.sessions).toHaveLength(5);
    expect(body.sessions.filter((x) => x.held)).toHaveLength(4);
    expect(body.students).toEqual([
      expect.objectContaining({ name: 'Zeynep', surname: 'Çelik', attendedHours: 4, percent: 66.7 }),
    ]);
    expect(Object.values(body.students[0].marks).sort()).toEqual(['absent', 'excused', 'late', 'present']);
    expect((await injectAs(ctx.app, otherTeacher, { url: `/course/${course}/attendance` })).statusCode).toBe(403);
    expect((await injectAs(ctx.app, admin, { url: `/course/${course}/attendance` })).statusCode).toBe(200);
  });
});

describe('certificates gated on attendance', () => {
  it('without sessions: issued on the pass, stating no hours', async () => {
    const course = await addCourse(ctx.app, teacher, { title: 'Oturumsuz' });
    const s = await createUser(ctx.app, 'student');
    await enrol(s, course);
    expect((await takeExam(ctx.app, s, course, PASS)).json()).toMatchObject({ passed: true });
    const [cert] = await certificatesOf(s);
    expect(cert).toMatchObject({ courseId: course, hours: null });
    const verify = (await injectAs(ctx.app, null, { url: `/certificates/verify/${cert.code}` })).json();
    expect(verify).toMatchObject({ valid: true, hours: null });
  });

  it('pass first, attendance later: the certificate waits, then comes with the hours frozen', async () => {
    const course = await addCourse(ctx.app, teacher, { title: 'Önce sınav' });
    const s = await createUser(ctx.app, 'student');
    await enrol(s, course);
    const id = await addLabSession(ctx.app, {
      courseId: course,
      teacherId: teacher.id,
      startMinutes: -180,
      minutes: 150,
    });
    expect((await takeExam(ctx.app, s, course, PASS)).json()).toMatchObject({ passed: true });
    expect(await certificatesOf(s)).toEqual([]);
    expect((await injectAs(ctx.app, s, { url: '/me/attendance' })).json()[0]).toMatchObject({
      passed: true,
      certified: false,
      reached: false,
      percent: 0,
      threshold: 80,
    });
    expect((await put(teacher, id, [{ studentId: s.id, status: 'present' }])).statusCode).toBe(200);
    const list = await eventually(
      () => certificatesOf(s),
      (l) => l.length > 0,
    );
    expect(list).toEqual([expect.objectContaining({ courseId: course, hours: 2.5 })]);
    const verify = (await injectAs(ctx.app, null, { url: `/certificates/verify/${list[0].code}` })).json();
    expect(verify).toMatchObject({ valid: true, hours: 2.5 });
    // Frozen: a later session attended changes nothing on it.
    const later = await addLabSession(ctx.app, {
      courseId: course,
      teacherId: teacher.id,
      startMinutes: -60,
      minutes: 30,
    });
    await put(teacher, later, [{ studentId: s.id, status: 'present' }]);
    const [row] = await ctx.app.db.select().from(certificates).where(eq(certificates.code, list[0].code));
    expect(row.attendedMinutes).toBe(150);
    const pdf = await injectAs(ctx.app, s, { url: `/certificates/${list[0].code}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('Laboratuvar derslerine katılım: 2,5 saat');
  });

  it('attendance first, pass later: issued on the pass with the hours; below the threshold it waits', async () => {
    const course = await addCourse(ctx.app, teacher, { title: 'Önce devam' });
    const [s, weak] = [await createUser(ctx.app, 'student'), await createUser(ctx.app, 'student')];
    await enrol(s, course);
    await enrol(weak, course);
    const a = await addLabSession(ctx.app, {
      courseId: course,
      teacherId: teacher.id,
      startMinutes: -300,
      minutes: 60,
    });
    const b = await addLabSession(ctx.app, {
      courseId: course,
      teacherId: teacher.id,
      startMinutes: -120,
      minutes: 60,
    });
    await put(teacher, a, [
      { studentId: s.id, status: 'present' },
      { studentId: weak.id, status: 'present' },
    ]);
    await put(teacher, b, [
      { studentId: s.id, status: 'late' },
      { studentId: weak.id, status: 'absent' },
    ]);
    expect((await takeExam(ctx.app, s, course, PASS)).json()).toMatchObject({ passed: true });
    expect(await certificatesOf(s)).toEqual([expect.objectContaining({ courseId: course, hours: 2 })]);
    expect((await takeExam(ctx.app, weak, course, PASS)).json()).toMatchObject({ passed: true });
    expect(await certificatesOf(weak)).toEqual([]);
    // The teacher lowers the threshold to 50 in the exam settings: the weak student's 50 % reaches it, and the
    // certificate comes without another save of the marks.
    const bank = (await injectAs(ctx.app, teacher, { url: `/course/${course}/questions` })).json<QuestionBank>();
    const saved = await injectAs(ctx.app, teacher, {
      method: 'PUT',
      url: `/course/${course}/questions`,
      payload: { questions: bank.questions, settings: { ...bank.settings, minAttendancePercent: 50 } },
    });
    expect(saved.statusCode).toBe(200);
    const list = await eventually(
      () => certificatesOf(weak),
      (l) => l.length > 0,
    );
    expect(list).toEqual([expect.objectContaining({ hours: 1 })]);
  });
});

describe('deleting an account keeps its attendance', () => {
  it('moves the marks to the anonymous participant record with the cohort; the hours still count', async () => {
    const [cohort] = await ctx.app.db
      .insert(cohorts)
      .values({
        name: 'Silme dönemi',
        startsOn: '2020-01-01',
        endsOn: '2099-12-31',
        birthDateFrom: '1980-01-01',
        birthDateTo: '2010-01-01',
      })
      .returning({ id: cohorts.id });
    const course = await addCourse(ctx.app, teacher, { title: 'Silinen' });
    const s = await createUser(ctx.app, 'student');
    await ctx.app.db.update(studentProfiles).set({ cohortId: cohort.id }).where(eq(studentProfiles.userId, s.id));
    await enrol(s, course);
    const id = await addLabSession(ctx.app, {
      courseId: course,
      teacherId: teacher.id,
      startMinutes: -180,
      minutes: 90,
    });
    await put(teacher, id, [{ studentId: s.id, status: 'present' }]);
    const before = await hoursTotals(ctx.app.db, { cohortId: cohort.id });
    expect(before.attendedMinutes).toBe(90);
    const exported = await injectAs(ctx.app, s, { url: '/me/export' });
    expect(exported.statusCode).toBe(200);
    const del = await injectAs(ctx.app, s, { method: 'DELETE', url: '/me', payload: { password: s.password } });
    expect(del.statusCode).toBe(200);
    const rows = await ctx.app.db.select().from(attendance).where(eq(attendance.sessionId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0].studentId).toBeNull();
    const [former] = await ctx.app.db
      .select()
      .from(formerParticipants)
      .where(eq(formerParticipants.id, rows[0].formerParticipantId!));
    expect(former.cohortId).toBe(cohort.id);
    expect(await hoursTotals(ctx.app.db, { cohortId: cohort.id })).toEqual(before);
    const table = (await injectAs(ctx.app, teacher, { url: `/course/${course}/attendance` })).json<CourseAttendance>();
    expect(table.students).toEqual([]);
  });
});

/** The PDF's text as pdftotext reads it (poppler-utils). */
function pdfText(bytes: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'beceri-sheet-'));
  try {
    const file = path.join(dir, 'sheet.pdf');
    fs.writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the auditors’ papers', () => {
  it('the sheet: A4, the session’s facts and every enrolled student with a signature column, over pages', async () => {
    const id = await addLabSession(ctx.app, {
      courseId,
      courseTitle: 'Ağ Temelleri',
      teacherId: teacher.id,
      startMinutes: -60,
      minutes: 90,
      room: 'BT Laboratuvarı',
    });
    await put(teacher, id, [{ studentId: students[3].id, status: 'late' }]);
    // 21 enrolled + 20 more: more than one page.
    for (let i = 0; i < 20; i++)
      await enrol(await createUser(ctx.app, 'student', { name: `Ek${i}`, surname: 'Şahin' }), courseId);
    const res = await injectAs(ctx.app, teacher, { url: `/sessions/${id}/sheet.pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="yoklama-Ag Temelleri-\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'Yoklama Çizelgesi',
      'Ağ Temelleri',
      'Derya Öğretmen',
      'BT Laboratuvarı',
      '1,5 saat',
      'İmza',
    ])
      expect(text).toContain(expected);
    expect(text).toContain('Öğrenci03');
    expect(text).toContain('Geç kaldı');
    expect(text).toContain('Ek19');
    expect(text).toMatch(/Sayfa 2 \/ 2/);
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect((await injectAs(ctx.app, otherTeacher, { url: `/sessions/${id}/sheet.pdf` })).statusCode).toBe(403);
  });

  it('the workbook: sessions × students, per student and course, and totals equal to the hours', async () => {
    const res = await injectAs(ctx.app, admin, { url: '/admin/attendance.xlsx' });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Yoklama', 'Öğrenciler', 'Toplamlar', 'Stajlar']);
    const totals = book.getWorksheet('Toplamlar')!.getRow(2).values as unknown[];
    const expected = await hoursTotals(ctx.app.db, { cohortId: null });
    expect(totals.slice(1)).toEqual([
      Math.round((expected.plannedMinutes / 60) * 100) / 100,
      Math.round((expected.deliveredMinutes / 60) * 100) / 100,
      Math.round((expected.attendedMinutes / 60) * 100) / 100,
    ]);
    expect(expected.attendedMinutes).toBeGreaterThan(0);
    const header = (book.getWorksheet('Yoklama')!.getRow(1).values as unknown[]).map(String);
    expect(header).toContain('Silinmiş katılımcı 1');
    expect(header).toContain('Zeynep Çelik');
    const list = book.getWorksheet('Öğrenciler')!;
    const zeynep = list.getRows(2, list.rowCount - 1)!.find((r) => r.getCell(1).value === 'Zeynep')!;
    expect(zeynep.getCell(4).value).toBe(4);
    expect(zeynep.getCell(6).value).toBe(66.7);
    expect((await injectAs(ctx.app, teacher, { url: '/admin/attendance.xlsx' })).statusCode).toBe(403);
    expect(
      (await injectAs(ctx.app, admin, { url: `/admin/attendance.xlsx?cohort=${crypto.randomUUID()}` })).statusCode,
    ).toBe(404);
  });
});
