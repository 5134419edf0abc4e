import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { istanbulDay } from '@beceri/domain';
import { activityLogs, courseEnrollments, testResults } from '../../db/schema/index.ts';
import { createTestApp, createUser, injectAs, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { addCourse } from '../../../test/course-fixtures.ts';

let ctx: TestContext;
let teacher: TestUser;
let admin: TestUser;
let ayse: TestUser;
let other: TestUser;
let company: TestUser;
let otherTeacher: TestUser;
let courseId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  teacher = await createUser(ctx.app, 'teacher', { name: 'Zeynep', surname: 'Kaya' });
  admin = await createUser(ctx.app, 'admin');
  ayse = await createUser(ctx.app, 'student', { name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com' });
  other = await createUser(ctx.app, 'student');
  company = await createUser(ctx.app, 'company');
  otherTeacher = await createUser(ctx.app, 'teacher');
  courseId = await addCourse(ctx.app, teacher, { title: 'Python 101' });
});
afterAll(() => ctx.close());

const enrol = (user: TestUser | null, id = courseId) =>
  injectAs(ctx.app, user, { method: 'POST', url: `/courseEnrollement/enroll/${id}` });
const submit = (user: TestUser | null, payload: Record<string, unknown>) =>
  injectAs(ctx.app, user, { method: 'POST', url: '/test/add', payload });
const attempts = async (studentId: string) =>
  (await ctx.app.db.select({ n: count() }).from(testResults).where(and(eq(testResults.studentId, studentId), eq(testResults.courseId, courseId))))[0].n;

describe('enrolment', () => {
  it('enrols once; a second call answers 200 and adds no second row or log entry', async () => {
    const first = await enrol(ayse);
    expect(first.statusCode).toBe(201);
    const second = await enrol(ayse);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ ok: true, alreadyEnrolled: true });
    const rows = await ctx.app.db.select().from(courseEnrollments).where(eq(courseEnrollments.studentId, ayse.id));
    expect(rows).toHaveLength(1);
    const logs = await ctx.app.db.select().from(activityLogs).where(eq(activityLogs.text, 'Ayşe Yılmaz adlı öğrenci "Python 101" kursuna kaydoldu'));
    expect(logs.map((l) => l.type)).toEqual(['student']);
  });

  it('enrols both of two concurrent calls into one row', async () => {
    const student = await createUser(ctx.app, 'student');
    const results = await Promise.all([enrol(student), enrol(student)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect((await ctx.app.db.select().from(courseEnrollments).where(eq(courseEnrollments.studentId, student.id))).length).toBe(1);
  });

  it('is for students only and for existing courses', async () => {
    expect((await enrol(null)).statusCode).toBe(401);
    expect((await enrol(teacher)).statusCode).toBe(403);
    expect((await enrol(company)).statusCode).toBe(403);
    const missing = await enrol(ayse, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Kurs bulunamadı');
  });

  it('counts enrolled students', async () => {
    const res = await ctx.app.inject({ url: `/courseEnrollement/enrolledCount/${courseId}` });
    expect(res.json()).toEqual({ count: 2 });
    const list = (await ctx.app.inject({ url: '/course/all' })).json();
    expect(list.find((c: { id: string }) => c.id === courseId).enrolledCount).toBe(2);
  });
});

describe('the exam never leaks correctAnswer to students or visitors', () => {
  it.each([
    ['a visitor', () => null],
    ['an enrolled student', () => ayse],
    ['a student who is not enrolled', () => other],
    ['another teacher', () => otherTeacher],
    ['a company', () => company],
  ])('hides answers from %s in /course/get and /test', async (_label, who) => {
    for (const url of [`/course/get/${courseId}`, `/test/${courseId}`]) {
      const res = await injectAs(ctx.app, who(), { url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('correctAnswer');
    }
    const exam = (await injectAs(ctx.app, who(), { url: `/test/${courseId}` })).json();
    expect(exam.questions).toHaveLength(3);
    expect(exam.questions[0].options).toHaveLength(5);
  });

  it('shows answers to the owner and admins', async () => {
    for (const user of [teacher, admin]) {
      const exam = (await injectAs(ctx.app, user, { url: `/test/${courseId}` })).json();
      expect(exam.questions[1].correctAnswer).toBe(1);
    }
  });
});

describe('POST /test/add', () => {
  it('grades on the server, stores every attempt and logs it', async () => {
    const fail = await submit(ayse, { courseId, answers: [1, 0, 0] });
    expect(fail.statusCode).toBe(200);
    expect(fail.json()).toEqual({ score: 0, total: 3, status: 'failed' });
    const pass = await submit(ayse, { courseId, answers: [0, 1, 4] });
    expect(pass.json()).toEqual({ score: 3, total: 3, status: 'passed' });
    expect(await attempts(ayse.id)).toBe(2);
    const logs = await ctx.app.db.select().from(activityLogs).where(eq(activityLogs.actorId, ayse.id));
    expect(logs.map((l) => l.text)).toContain('Ayşe Yılmaz adlı öğrenci "Python 101" kursunun sınavına girdi: 3/3 puan, geçti');
  });

  it('ignores a forged score and status', async () => {
    const res = await submit(ayse, { courseId, answers: [2, 2, 2], score: 3, status: 'passed', studentId: ayse.id });
    expect(res.json()).toEqual({ score: 0, total: 3, status: 'failed' });
  });

  it('counts skipped answers as wrong and refuses more answers than questions', async () => {
    expect((await submit(ayse, { courseId, answers: [0] })).json()).toEqual({ score: 1, total: 3, status: 'passed' });
    expect((await submit(ayse, { courseId, answers: [null, null, null] })).json().status).toBe('failed');
    const before = await attempts(ayse.id);
    const tooMany = await submit(ayse, { courseId, answers: [0, 1, 4, 0] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe('Sorulardan daha fazla cevap gönderildi.');
    expect(await attempts(ayse.id)).toBe(before);
  });

  it.each([
    [{ courseId: 'x', answers: [] }],
    [{ courseId: undefined, answers: [0] }],
    [{ answers: [7, 0, 0] }],
    [{ answers: ['0', 1, 4] }],
    [{ answers: 'hepsi' }],
  ])('refuses malformed input %o', async (payload) => {
    const res = await submit(ayse, { courseId, ...payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('refuses a student who is not enrolled, and other roles', async () => {
    const res = await submit(other, { courseId, answers: [0, 1, 4] });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Sınava girmek için önce bu kursa kaydolmalısınız.');
    expect(await attempts(other.id)).toBe(0);
    expect((await submit(teacher, { courseId, answers: [0, 1, 4] })).statusCode).toBe(403);
    expect((await submit(null, { courseId, answers: [0, 1, 4] })).statusCode).toBe(401);
  });

  it('refuses an exam on a course without a test', async () => {
    const empty = await addCourse(ctx.app, teacher, { title: 'Testsiz', test: { questions: [] } });
    await enrol(ayse, empty);
    const res = await submit(ayse, { courseId: empty, answers: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Bu kurs için test mevcut değil');
  });
});

describe('exam attempts a day (DESIGN.md §7)', () => {
  const attemptLogs = async (studentId: string) =>
    (await ctx.app.db.select().from(activityLogs).where(eq(activityLogs.actorId, studentId))).filter((l) => l.text.includes('sınavına girdi'));

  it('stores 10 of 15 parallel attempts, answers the other 5 with 429 and logs one line per stored attempt', async () => {
    const student = await createUser(ctx.app, 'student');
    await enrol(student);
    const results = await Promise.all(Array.from({ length: 15 }, () => submit(student, { courseId, answers: [0, 1, 4] })));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    const refused = results.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.json()).toEqual({ error: 'Bugünkü deneme hakkınız doldu, yarın tekrar deneyin.', code: 'DAILY_ATTEMPTS_USED' });
    expect(await attempts(student.id)).toBe(10);
    expect(await attemptLogs(student.id)).toHaveLength(10);
  });

  it('counts per course: a full day on one course leaves another course open', async () => {
    const student = await createUser(ctx.app, 'student');
    const second = await addCourse(ctx.app, teacher, { title: 'İkinci kurs' });
    await enrol(student);
    await enrol(student, second);
    for (let i = 0; i < 10; i++) expect((await submit(student, { courseId, answers: [0] })).statusCode).toBe(200);
    expect((await submit(student, { courseId, answers: [0] })).statusCode).toBe(429);
    expect((await submit(student, { courseId: second, answers: [0] })).statusCode).toBe(200);
  });

  it('counts the calendar day in Istanbul: yesterday\'s attempts do not count, today\'s do', async () => {
    const student = await createUser(ctx.app, 'student');
    await enrol(student);
    const mine = and(eq(courseEnrollments.studentId, student.id), eq(courseEnrollments.courseId, courseId));
    const yesterday = new Date(`${istanbulDay()}T12:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    await ctx.app.db.update(courseEnrollments).set({ attemptDay: yesterday.toISOString().slice(0, 10), attemptsThatDay: 10 }).where(mine);
    expect((await submit(student, { courseId, answers: [0] })).statusCode).toBe(200);
    const [row] = await ctx.app.db.select().from(courseEnrollments).where(mine);
    expect(row).toMatchObject({ attemptDay: istanbulDay(), attemptsThatDay: 1 });
    await ctx.app.db.update(courseEnrollments).set({ attemptsThatDay: 10 }).where(mine);
    expect((await submit(student, { courseId, answers: [0] })).statusCode).toBe(429);
  });

  it('scales with RATE_LIMIT_FACTOR, like every limit', async () => {
    const scaled = await createTestApp({ RATE_LIMIT_FACTOR: '0.3' });
    try {
      const owner = await createUser(scaled.app, 'teacher');
      const student = await createUser(scaled.app, 'student');
      const id = await addCourse(scaled.app, owner, { title: 'Ölçekli' });
      await injectAs(scaled.app, student, { method: 'POST', url: `/courseEnrollement/enroll/${id}` });
      const send = () => injectAs(scaled.app, student, { method: 'POST', url: '/test/add', payload: { courseId: id, answers: [0] } });
      for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await scaled.close();
    }
  });
});

describe('results', () => {
  it("lists the student's courses with the best attempt and question count", async () => {
    const res = await injectAs(ctx.app, ayse, { url: '/courseEnrollement/getAll' });
    expect(res.statusCode).toBe(200);
    const course = res.json().find((c: { id: string }) => c.id === courseId);
    expect(course).toMatchObject({ title: 'Python 101', questionCount: 3, testStatus: { status: 'passed', score: 3 } });
    const untried = res.json().find((c: { title: string }) => c.title === 'Testsiz');
    expect(untried.testStatus).toBeNull();
    expect((await injectAs(ctx.app, teacher, { url: '/courseEnrollement/getAll' })).statusCode).toBe(403);
  });

  it('gives admins and the owner the creator and students with their best score', async () => {
    for (const user of [admin, teacher]) {
      const res = await injectAs(ctx.app, user, { url: `/course/courseDetails/${courseId}` });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.creator).toEqual({ name: 'Zeynep Kaya', email: teacher.email });
      const row = body.students.find((s: { email: string }) => s.email === 'ayse@example.com');
      expect(row).toMatchObject({ name: 'Ayşe', surname: 'Yılmaz', score: 3, status: 'passed', attempts: 5 });
    }
  });

  it('hides course details from students and other teachers', async () => {
    expect((await injectAs(ctx.app, otherTeacher, { url: `/course/courseDetails/${courseId}` })).statusCode).toBe(403);
    expect((await injectAs(ctx.app, ayse, { url: `/course/courseDetails/${courseId}` })).statusCode).toBe(403);
  });
});
