import { randomUUID } from 'node:crypto';
import { describe, expect, it, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LabSession } from '@beceri/domain';
import { attendance, labSessions, users } from '../../db/schema/index.ts';
import { createUser, injectAs, type TestUser } from '../../../test/helpers.ts';
import { appWithSmtp, queuedMails } from '../../../test/smtp.ts';
import { addCourse } from '../../../test/course-fixtures.ts';

/** Lab sessions and the timetable (decision 054): planning, clashes, series, changes, mails and who may do what. */

const ctx = appWithSmtp();

let teacher: TestUser;
let otherTeacher: TestUser;
let admin: TestUser;
let student: TestUser;
let englishStudent: TestUser;
let outsider: TestUser;
let company: TestUser;
let courseId: string;

const DAY = 86_400_000;
/** An Istanbul day `days` from today at `hh:mm`, ISO with its +03:00 offset. */
function at(days: number, hhmm: string): string {
  const day = new Date(Date.now() + days * DAY + 3 * 3_600_000).toISOString().slice(0, 10);
  return `${day}T${hhmm}:00+03:00`;
}
const dayOf = (iso: string) => iso.slice(0, 10);
const uniqueRoom = () => `Oda ${randomUUID().slice(0, 8)}`;

const plan = (user: TestUser | null, body: object, id = courseId) =>
  injectAs(ctx.app, user, { method: 'POST', url: `/course/${id}/sessions`, payload: body });
const change = (user: TestUser | null, id: string, body: object) =>
  injectAs(ctx.app, user, { method: 'PUT', url: `/sessions/${id}`, payload: body });
const cancel = (user: TestUser | null, id: string, series = false) =>
  injectAs(ctx.app, user, { method: 'DELETE', url: `/sessions/${id}${series ? '?applyToSeries=true' : ''}` });
const week = async (user: TestUser, from: string, to: string): Promise<LabSession[]> => {
  const res = await injectAs(ctx.app, user, { url: `/sessions?from=${from}&to=${to}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().sessions;
};
const mailTemplates = async (user: TestUser) => (await queuedMails(ctx.app, user.email)).map((m) => m.template);

async function enrol(user: TestUser, id = courseId) {
  const res = await injectAs(ctx.app, user, { method: 'POST', url: `/courseEnrollement/enroll/${id}` });
  expect(res.statusCode).toBe(201);
}

beforeAll(async () => {
  teacher = await createUser(ctx.app, 'teacher', { name: 'Elif', surname: 'Demir' });
  otherTeacher = await createUser(ctx.app, 'teacher');
  admin = await createUser(ctx.app, 'admin');
  student = await createUser(ctx.app, 'student');
  englishStudent = await createUser(ctx.app, 'student');
  outsider = await createUser(ctx.app, 'student');
  company = await createUser(ctx.app, 'company');
  // The language a student chose: mails follow it.
  await ctx.app.db.update(users).set({ locale: 'en' }).where(eq(users.id, englishStudent.id));
  courseId = await addCourse(ctx.app, teacher, { title: 'Ağ Temelleri, Giriş; 1' });
  await enrol(student);
  await enrol(englishStudent);
});

describe('POST /course/{id}/sessions', () => {
  it('plans one session with the lab as its default room and 21 seats; the student sees it, the teacher with counts', async () => {
    const startsAt = at(10, '09:00');
    const res = await plan(teacher, { startsAt, endsAt: at(10, '12:00') });
    expect(res.statusCode, res.body).toBe(201);
    const [s] = res.json().sessions as LabSession[];
    expect(s).toMatchObject({
      courseId,
      courseTitle: 'Ağ Temelleri, Giriş; 1',
      teacherId: teacher.id,
      teacherName: 'Elif Demir',
      room: 'BT Laboratuvarı',
      capacity: 21,
      seriesId: null,
      enrolled: 2,
      marked: false,
      canManage: true,
      startsAt: new Date(startsAt).toISOString(),
    });

    const seen = await week(student, dayOf(startsAt), dayOf(startsAt));
    expect(seen.map((x) => x.id)).toEqual([s.id]);
    expect(seen[0]).not.toHaveProperty('enrolled');
    expect(seen[0].canManage).toBe(false);
    expect((await week(teacher, dayOf(startsAt), dayOf(startsAt)))[0]).toMatchObject({ id: s.id, enrolled: 2 });
    expect((await week(admin, dayOf(startsAt), dayOf(startsAt))).map((x) => x.id)).toContain(s.id);
    // Not enrolled, another teacher: none of theirs.
    expect(await week(outsider, dayOf(startsAt), dayOf(startsAt))).toEqual([]);
    expect(await week(otherTeacher, dayOf(startsAt), dayOf(startsAt))).toEqual([]);
    // Istanbul days: the day before and the day after do not hold it.
    expect(await week(student, dayOf(at(9, '00:00')), dayOf(at(9, '00:00')))).toEqual([]);
    expect(await week(student, dayOf(at(11, '00:00')), dayOf(at(11, '00:00')))).toEqual([]);

    // Each enrolled student is told once, in their language.
    await expect.poll(() => mailTemplates(student)).toContain('lab-session-planned');
    const tr = await ctx.smtp.next(student.email);
    expect(tr.subject).toBe('Yeni ders oturumu: Ağ Temelleri, Giriş; 1');
    expect(tr.text).toContain('/timetable');
    expect(tr.text).toContain('09:00–12:00');
    const en = await ctx.smtp.next(englishStudent.email);
    expect(en.subject).toBe('New lab session: Ağ Temelleri, Giriş; 1');
  });

  it('plans a weekly series in one go: the same series, a week apart, one mail listing every date', async () => {
    const room = uniqueRoom();
    const res = await plan(teacher, {
      startsAt: at(20, '13:00'),
      endsAt: at(20, '15:30'),
      room,
      capacity: 18,
      repeatWeeks: 4,
    });
    expect(res.statusCode, res.body).toBe(201);
    const sessions = res.json().sessions as LabSession[];
    expect(sessions).toHaveLength(4);
    expect(new Set(sessions.map((s) => s.seriesId)).size).toBe(1);
    expect(sessions[0].seriesId).not.toBeNull();
    for (let i = 1; i < 4; i++)
      expect(Date.parse(sessions[i].startsAt) - Date.parse(sessions[i - 1].startsAt)).toBe(7 * DAY);
    const mails = (await queuedMails(ctx.app, englishStudent.email)).filter(
      (m) => m.template === 'lab-session-planned',
    );
    expect(mails).toHaveLength(2); // the one-off above and this series
    let mail = await ctx.smtp.next(englishStudent.email);
    while (!mail.text?.includes(room)) mail = await ctx.smtp.next(englishStudent.email);
    expect(mail.subject).toBe('New lab session: Ağ Temelleri, Giriş; 1');
    expect(mail.text).toContain('4 new lab sessions');
    expect(mail.text?.match(/13:00–15:30/g)).toHaveLength(4);
  });

  it('refuses a clash in the same room, naming the other course and time, and queues nothing; another room is free', async () => {
    const room = uniqueRoom();
    const other = await addCourse(ctx.app, otherTeacher, { title: 'Python' });
    expect(
      (await plan(otherTeacher, { startsAt: at(30, '10:00'), endsAt: at(30, '12:00'), room }, other)).statusCode,
    ).toBe(201);
    const before = (await mailTemplates(student)).length;

    const clash = await plan(teacher, { startsAt: at(30, '11:00'), endsAt: at(30, '13:00'), room });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('SESSION_CLASH');
    expect(clash.json().error).toMatch(/^Bu derslik o saatte dolu: Python, .*10:00–12:00\.$/);
    expect(clash.json().fields.startsAt).toBe(clash.json().error);
    const english = await injectAs(ctx.app, teacher, {
      method: 'POST',
      url: `/course/${courseId}/sessions?lang=en`,
      payload: { startsAt: at(30, '11:00'), endsAt: at(30, '13:00'), room },
    });
    expect(english.json().error).toMatch(/^The room is taken at that time: Python, /);

    // Touching ends are no clash.
    expect((await plan(teacher, { startsAt: at(30, '12:00'), endsAt: at(30, '13:00'), room })).statusCode).toBe(201);
    expect(
      (await plan(teacher, { startsAt: at(30, '11:00'), endsAt: at(30, '12:00'), room: uniqueRoom() })).statusCode,
    ).toBe(201);
    expect((await mailTemplates(student)).length).toBe(before + 2);
  });

  it('refuses a whole series when one week clashes (all or nothing)', async () => {
    const room = uniqueRoom();
    expect((await plan(teacher, { startsAt: at(54, '09:00'), endsAt: at(54, '10:00'), room })).statusCode).toBe(201);
    const res = await plan(teacher, { startsAt: at(40, '09:30'), endsAt: at(40, '11:00'), room, repeatWeeks: 5 });
    expect(res.statusCode).toBe(409);
    const rows = await ctx.app.db.select().from(labSessions).where(eq(labSessions.room, room));
    expect(rows).toHaveLength(1);
  });

  it('lets one of several overlapping plans made at once through', async () => {
    const room = uniqueRoom();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        plan(teacher, { startsAt: at(60, `09:${String(i * 5).padStart(2, '0')}`), endsAt: at(60, '11:00'), room }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await ctx.app.db.$count(labSessions, eq(labSessions.room, room))).toBe(1);
  });

  it('records a lesson already held without mailing anyone', async () => {
    const before = (await mailTemplates(student)).length;
    const res = await plan(teacher, { startsAt: at(-3, '09:00'), endsAt: at(-3, '12:00'), room: uniqueRoom() });
    expect(res.statusCode).toBe(201);
    expect((await mailTemplates(student)).length).toBe(before);
  });

  it('checks every field and changes nothing on bad input', async () => {
    const count = () => ctx.app.db.$count(labSessions, eq(labSessions.courseId, courseId));
    const before = await count();
    const cases: [object, string, RegExp][] = [
      [{ startsAt: '2026-12-01 09:00', endsAt: at(5, '10:00') }, 'startsAt', /geçerli bir tarih/i],
      [{ startsAt: '2026-12-01T09:00:00', endsAt: at(5, '10:00') }, 'startsAt', /geçerli bir tarih/i],
      [{ startsAt: at(5, '10:00'), endsAt: at(5, '09:00') }, 'endsAt', /başlangıçtan sonra/],
      [{ startsAt: at(5, '06:00'), endsAt: at(5, '19:00') }, 'endsAt', /12 saat/],
      [{ startsAt: at(5, '09:00'), endsAt: at(5, '10:00'), room: '  ' }, 'room', /Derslik adı gerekli/],
      [{ startsAt: at(5, '09:00'), endsAt: at(5, '10:00'), capacity: 0 }, 'capacity', /Kontenjan/],
      [{ startsAt: at(5, '09:00'), endsAt: at(5, '10:00'), capacity: 22 }, 'capacity', /21 kişiyi aşamaz/],
      [{ startsAt: at(5, '09:00'), endsAt: at(5, '10:00'), repeatWeeks: 53 }, 'repeatWeeks', /52 hafta/],
      [{ startsAt: at(5, '09:00'), endsAt: at(5, '10:00'), repeatWeeks: 1.5 }, 'repeatWeeks', /52 hafta/],
    ];
    for (const [body, field, message] of cases) {
      const res = await plan(teacher, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields?.[field], JSON.stringify(body)).toMatch(message);
    }
    expect(await count()).toBe(before);
    // Admins may seat more than the lab holds.
    expect(
      (await plan(admin, { startsAt: at(70, '09:00'), endsAt: at(70, '10:00'), room: uniqueRoom(), capacity: 40 }))
        .statusCode,
    ).toBe(201);
  });

  it('answers 400, never 500, for times outside 2000–2999 or days that do not exist, and changes nothing', async () => {
    // Before: year 0, a series running past 9999 and 9999-12-31 at -03:00 made PostgreSQL refuse the ISO form (500);
    // 30 February was taken as 2 March.
    const count = () => ctx.app.db.$count(labSessions, eq(labSessions.courseId, courseId));
    const before = await count();
    const room = uniqueRoom();
    for (const body of [
      { startsAt: '0000-01-01T09:00Z', endsAt: '0000-01-01T10:00Z' },
      { startsAt: '1970-01-01T00:00Z', endsAt: '1970-01-01T01:00Z' },
      { startsAt: '9999-12-01T20:00Z', endsAt: '9999-12-01T22:00Z', repeatWeeks: 52 },
      { startsAt: '9999-12-31T22:00-03:00', endsAt: '9999-12-31T23:00-03:00' },
      { startsAt: '2026-02-30T09:00+03:00', endsAt: '2026-02-30T10:00+03:00' },
      { startsAt: '2027-01-05T24:00+03:00', endsAt: '2027-01-06T01:00+03:00' },
      { startsAt: '2027-01-05T09:00+15:00', endsAt: '2027-01-05T10:00+15:00' },
    ]) {
      const res = await plan(teacher, { ...body, room });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields?.startsAt, JSON.stringify(body)).toMatch(/geçerli bir tarih ve saat/i);
    }
    expect(await count()).toBe(before);
    const [s] = (await plan(teacher, { startsAt: at(80, '09:00'), endsAt: at(80, '10:00'), room })).json().sessions;
    const moved = await change(teacher, s.id, {
      startsAt: '0001-01-01T09:00Z',
      endsAt: '0001-01-01T10:00Z',
      room,
      capacity: 21,
    });
    expect(moved.statusCode).toBe(400);
    for (const range of [
      'from=0001-01-01&to=0001-01-02',
      'from=0000-01-01&to=0000-01-02',
      'from=2026-02-30&to=2026-03-01',
    ])
      expect((await injectAs(ctx.app, student, { url: `/sessions?${range}` })).statusCode, range).toBe(400);
    // The edges inside the bounds are fine, a session crossing midnight too.
    expect((await injectAs(ctx.app, student, { url: '/sessions?from=2999-12-31&to=2999-12-31' })).statusCode).toBe(200);
    expect((await injectAs(ctx.app, student, { url: '/sessions?from=2000-01-01&to=2000-01-01' })).statusCode).toBe(200);
    for (const [startsAt, endsAt] of [
      ['2999-12-31T20:00+03:00', '2999-12-31T23:30+03:00'],
      ['2027-03-09T23:00+03:00', '2027-03-10T02:00+03:00'],
    ])
      expect((await plan(teacher, { startsAt, endsAt, room })).statusCode, startsAt).toBe(201);
    // A room written with an invisible character or two spaces is the same room: its clash is found.
    const lookalike = await plan(teacher, {
      startsAt: '2999-12-31T21:00+03:00',
      endsAt: '2999-12-31T22:00+03:00',
      room: ` ${room.replace(' ', '\u200b  ')}\u2060`,
    });
    expect(lookalike.statusCode, lookalike.body).toBe(409);
  });

  it('lets only the course owner and admins plan; the admin planning a teacher’s course makes the teacher its teacher', async () => {
    const body = () => ({ startsAt: at(80, '09:00'), endsAt: at(80, '10:00'), room: uniqueRoom() });
    expect((await plan(otherTeacher, body())).statusCode).toBe(403);
    expect((await plan(student, body())).statusCode).toBe(403);
    expect((await plan(company, body())).statusCode).toBe(403);
    expect((await plan(null, body())).statusCode).toBe(401);
    expect((await plan(teacher, body(), randomUUID())).statusCode).toBe(404);
    expect((await plan(teacher, body(), 'not-an-id')).statusCode).toBe(404);
    const byAdmin = await plan(admin, body());
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().sessions[0].teacherId).toBe(teacher.id);
  });
});

describe('PUT and DELETE /sessions/{id}', () => {
  it('moves one session and tells the students; another teacher can neither move nor delete it', async () => {
    const room = uniqueRoom();
    const [s] = (await plan(teacher, { startsAt: at(90, '09:00'), endsAt: at(90, '10:00'), room })).json()
      .sessions as LabSession[];
    const move = { startsAt: at(91, '14:00'), endsAt: at(91, '16:00'), room, capacity: 20 };
    expect((await change(otherTeacher, s.id, move)).statusCode).toBe(403);
    expect((await cancel(otherTeacher, s.id)).statusCode).toBe(403);
    expect((await change(student, s.id, move)).statusCode).toBe(403);
    expect((await change(teacher, randomUUID(), move)).statusCode).toBe(404);

    const res = await change(teacher, s.id, move);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sessions[0]).toMatchObject({
      id: s.id,
      capacity: 20,
      startsAt: new Date(move.startsAt).toISOString(),
    });
    await expect.poll(() => mailTemplates(student)).toContain('lab-session-moved');

    // A capacity alone is not the students' business.
    const before = (await mailTemplates(student)).length;
    expect((await change(teacher, s.id, { ...move, capacity: 19 })).statusCode).toBe(200);
    expect((await mailTemplates(student)).length).toBe(before);
  });

  it('moves the rest of a series by the same shift, all or nothing', async () => {
    const room = uniqueRoom();
    const series = (
      await plan(teacher, { startsAt: at(100, '09:00'), endsAt: at(100, '11:00'), room, repeatWeeks: 4 })
    ).json().sessions as LabSession[];
    // Something else in the new slot of the last week: the whole change is refused.
    const blocker = (await plan(teacher, { startsAt: at(122, '09:30'), endsAt: at(122, '10:00'), room })).json()
      .sessions[0] as LabSession;
    const shifted = { startsAt: at(108, '09:00'), endsAt: at(108, '12:00'), room, capacity: 21, applyToSeries: true };
    const refused = await change(teacher, series[1].id, shifted);
    expect(refused.statusCode).toBe(409);
    const unchanged = await week(teacher, dayOf(at(100, '00:00')), dayOf(at(125, '00:00')));
    expect(unchanged.filter((s) => s.seriesId === series[0].seriesId).map((s) => s.startsAt)).toEqual(
      series.map((s) => s.startsAt),
    );

    expect((await cancel(teacher, blocker.id)).statusCode).toBe(200);
    const res = await change(teacher, series[1].id, shifted);
    expect(res.statusCode, res.body).toBe(200);
    const moved = res.json().sessions as LabSession[];
    expect(moved.map((s) => s.id)).toEqual(series.slice(1).map((s) => s.id));
    for (const [i, s] of moved.entries()) {
      expect(Date.parse(s.startsAt)).toBe(Date.parse(series[i + 1].startsAt) + DAY);
      expect(Date.parse(s.endsAt) - Date.parse(s.startsAt)).toBe(3 * 3_600_000);
    }
    // The first week stays.
    const first = (await week(teacher, dayOf(at(100, '00:00')), dayOf(at(100, '00:00')))).find(
      (s) => s.id === series[0].id,
    );
    expect(first?.startsAt).toBe(series[0].startsAt);
  });

  it('cancels one session or the rest of a series, one mail per change', async () => {
    const room = uniqueRoom();
    const series = (
      await plan(teacher, { startsAt: at(130, '09:00'), endsAt: at(130, '10:00'), room, repeatWeeks: 5 })
    ).json().sessions as LabSession[];
    const before = (await mailTemplates(student)).filter((t) => t === 'lab-session-cancelled').length;
    expect((await cancel(teacher, series[0].id)).json()).toEqual({ deleted: 1 });
    expect((await cancel(teacher, series[2].id, true)).json()).toEqual({ deleted: 3 });
    const left = await ctx.app.db.select().from(labSessions).where(eq(labSessions.room, room));
    expect(left.map((s) => s.id)).toEqual([series[1].id]);
    expect((await mailTemplates(student)).filter((t) => t === 'lab-session-cancelled').length).toBe(before + 2);
    expect((await cancel(teacher, series[0].id)).statusCode).toBe(404);
  });

  it('keeps a session with attendance marks: no move, no delete (409); its room and capacity may change', async () => {
    const room = uniqueRoom();
    const [s] = (await plan(teacher, { startsAt: at(-1, '09:00'), endsAt: at(-1, '12:00'), room })).json()
      .sessions as LabSession[];
    await ctx.app.db.insert(attendance).values({ sessionId: s.id, studentId: student.id, status: 'present' });
    const before = (await mailTemplates(student)).length;
    const moved = await change(teacher, s.id, {
      startsAt: at(-1, '10:00'),
      endsAt: at(-1, '12:00'),
      room,
      capacity: 21,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ code: 'SESSION_HAS_MARKS' });
    expect(moved.json().error).toMatch(/yoklama alınmış/);
    expect((await cancel(teacher, s.id)).statusCode).toBe(409);
    const kept = await change(teacher, s.id, {
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      room: uniqueRoom(),
      capacity: 15,
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().sessions[0]).toMatchObject({ capacity: 15, marked: true });
    // All in the past: nobody is mailed.
    expect((await mailTemplates(student)).length).toBe(before);
  });
});

describe('GET /sessions and GET /course/{id}/sessions', () => {
  it('checks the range: Istanbul days, the end not before the start, at most 62 days', async () => {
    for (const q of [
      'from=2026-12-10&to=2026-12-01',
      'from=2026-01-01&to=2026-03-05',
      'from=x&to=y',
      'from=2026-12-01',
    ]) {
      const res = await injectAs(ctx.app, student, { url: `/sessions?${q}` });
      expect(res.statusCode, q).toBe(400);
    }
    expect((await injectAs(ctx.app, student, { url: '/sessions?from=2026-01-01&to=2026-03-03' })).statusCode).toBe(200);
    expect((await injectAs(ctx.app, company, { url: '/sessions?from=2026-01-01&to=2026-01-07' })).statusCode).toBe(403);
    expect((await injectAs(ctx.app, null, { url: '/sessions?from=2026-01-01&to=2026-01-07' })).statusCode).toBe(401);
  });

  it("lists a course's sessions, paged, to its teacher, admins and enrolled students only", async () => {
    const res = await injectAs(ctx.app, teacher, { url: `/course/${courseId}/sessions?limit=2` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(2);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThan(2);
    expect((await injectAs(ctx.app, student, { url: `/course/${courseId}/sessions` })).statusCode).toBe(200);
    expect((await injectAs(ctx.app, admin, { url: `/course/${courseId}/sessions` })).statusCode).toBe(200);
    expect((await injectAs(ctx.app, outsider, { url: `/course/${courseId}/sessions` })).statusCode).toBe(403);
    expect((await injectAs(ctx.app, otherTeacher, { url: `/course/${courseId}/sessions` })).statusCode).toBe(403);
  });
});

describe('the calendar feed', () => {
  /** Unfolds RFC 5545 content lines: a CRLF followed by one space continues the line. */
  const unfold = (body: string) => body.replace(/\r\n$/, '').replace(/\r\n /g, '').split('\r\n');

  it('makes an address once, serves the person’s sessions as RFC 5545 and stops when revoked or replaced', async () => {
    expect((await injectAs(ctx.app, student, { url: '/me/calendar-token' })).json()).toEqual({
      exists: false,
      createdAt: null,
    });
    const made = await injectAs(ctx.app, student, { method: 'POST', url: '/me/calendar-token' });
    expect(made.statusCode).toBe(201);
    const url = new URL(made.json().url);
    expect(url.pathname).toMatch(/^\/calendar\/[\w-]{43}\.ics$/);
    const state = (await injectAs(ctx.app, student, { url: '/me/calendar-token' })).json();
    expect(state.exists).toBe(true);
    expect(JSON.stringify(state)).not.toContain(url.pathname.slice(10, 40));

    const long = `Çok uzun bir kurs adı, noktalı virgül; ters bölü \\ ve satır\nsonu ile — ${'ğüşıöç'.repeat(8)}`;
    const course = await addCourse(ctx.app, teacher, { title: long.replace('\n', ' ') });
    await enrol(student, course);
    const room = 'Oda 3, Kat 2; Blok A';
    const [s] = (await plan(teacher, { startsAt: at(15, '09:00'), endsAt: at(15, '12:30'), room }, course)).json()
      .sessions as LabSession[];

    // No cookie: the address alone.
    const res = await ctx.app.inject({ url: url.pathname });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['set-cookie']).toBeUndefined();
    const body = res.body;
    // Every line ends with CRLF and none is longer than 75 octets; continuation lines start with one space.
    expect(body.endsWith('\r\n')).toBe(true);
    const physical = body.slice(0, -2).split('\r\n');
    for (const line of physical) {
      expect(line).not.toContain('\n');
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
    expect(physical.some((l) => l.startsWith(' '))).toBe(true);
    // Folding never splits a character: each physical line is valid UTF-8 on its own.
    for (const line of physical) expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);

    const lines = unfold(body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    const start = lines.indexOf(`UID:${s.id}@localhost`);
    expect(start).toBeGreaterThan(0);
    const event = lines.slice(start - 1, lines.indexOf('END:VEVENT', start) + 1);
    expect(event[0]).toBe('BEGIN:VEVENT');
    const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(event).toContain(`DTSTART:${stamp(s.startsAt)}`);
    expect(event).toContain(`DTEND:${stamp(s.endsAt)}`);
    expect(event.find((l) => l.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    expect(event).toContain(
      `SUMMARY:${long.replace('\n', ' ').replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,')}`,
    );
    expect(event).toContain('LOCATION:Oda 3\\, Kat 2\\; Blok A');
    // The same session keeps its UID from one fetch to the next.
    expect(unfold((await ctx.app.inject({ url: url.pathname })).body)).toContain(`UID:${s.id}@localhost`);

    // Cancelled: gone from the feed.
    expect((await cancel(teacher, s.id)).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: url.pathname })).body).not.toContain(s.id);

    // A new address replaces the old one; a revoked one is unknown.
    const renewed = new URL(
      (await injectAs(ctx.app, student, { method: 'POST', url: '/me/calendar-token' })).json().url,
    );
    expect((await ctx.app.inject({ url: url.pathname })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: renewed.pathname })).statusCode).toBe(200);
    expect((await injectAs(ctx.app, student, { method: 'DELETE', url: '/me/calendar-token' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: renewed.pathname })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/calendar/nonsense.ics' })).statusCode).toBe(404);
    expect((await injectAs(ctx.app, student, { url: '/me/calendar-token' })).json().exists).toBe(false);
  });

  it('gives a teacher the sessions they teach; companies have no feed', async () => {
    const made = await injectAs(ctx.app, teacher, { method: 'POST', url: '/me/calendar-token' });
    const res = await ctx.app.inject({ url: new URL(made.json().url).pathname });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('SUMMARY:Ağ Temelleri\\, Giriş\\; 1');
    expect((await injectAs(ctx.app, company, { method: 'POST', url: '/me/calendar-token' })).statusCode).toBe(403);
  });
});
