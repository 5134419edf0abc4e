import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { istanbulDay, passThreshold } from '@beceri/domain';
import { courseEnrollments, courses, examAttempts } from '../../db/schema/index.ts';
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
import { msUntilIstanbulMidnight } from '../../lib/cache.ts';
import { newCertificateCode } from '../certificates/service.ts';
import { gradeAttempt, openOrCreateAttempt } from './repository.ts';
import { EXPIRED_ATTEMPTS_QUEUE } from './service.ts';

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
const open = (user: TestUser | null, id = courseId) =>
  injectAs(ctx.app, user, { method: 'POST', url: `/exam/${id}/attempts` });
const answer = (user: TestUser | null, attemptId: string, questionId: string, option: unknown) =>
  injectAs(ctx.app, user, {
    method: 'PUT',
    url: `/exam/attempts/${attemptId}/answers/${questionId}`,
    payload: { option },
  });
const finish = (user: TestUser | null, attemptId: string) =>
  injectAs(ctx.app, user, { method: 'POST', url: `/exam/attempts/${attemptId}/submit` });
const take = (user: TestUser, answers: (number | null)[], id = courseId) => takeExam(ctx.app, user, id, answers);
/** The bank as its owner reads it. */
const bank = async (id = courseId) =>
  (await injectAs(ctx.app, teacher, { url: `/test/${id}` })).json().questions as {
    id: string;
    text: string;
    options: string[];
    correctAnswer: number;
  }[];
const attempts = async (studentId: string) =>
  (
    await ctx.app.db
      .select({ n: count() })
      .from(examAttempts)
      .where(and(eq(examAttempts.studentId, studentId), eq(examAttempts.courseId, courseId)))
  )[0].n;

describe('enrolment', () => {
  it('enrols once; a second call answers 200 and adds no second row or log entry', async () => {
    const first = await enrol(ayse);
    expect(first.statusCode).toBe(201);
    const second = await enrol(ayse);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ ok: true, alreadyEnrolled: true });
    const rows = await ctx.app.db.select().from(courseEnrollments).where(eq(courseEnrollments.studentId, ayse.id));
    expect(rows).toHaveLength(1);
    const logs = (await logEntries(ctx.app)).filter(
      (l) => l.text === 'Ayşe Yılmaz adlı öğrenci "Python 101" kursuna kaydoldu',
    );
    expect(logs.map((l) => l.type)).toEqual(['student']);
  });

  it('enrols both of two concurrent calls into one row', async () => {
    const student = await createUser(ctx.app, 'student');
    const results = await Promise.all([enrol(student), enrol(student)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(
      (await ctx.app.db.select().from(courseEnrollments).where(eq(courseEnrollments.studentId, student.id))).length,
    ).toBe(1);
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

describe('students and visitors never receive the bank', () => {
  it.each([
    ['a visitor', () => null],
    ['an enrolled student', () => ayse],
    ['a student who is not enrolled', () => other],
    ['another teacher', () => otherTeacher],
    ['a company', () => company],
  ])('gives %s counts only in /course/get and /test', async (_label, who) => {
    const questions = await bank();
    for (const url of [`/course/get/${courseId}`, `/test/${courseId}`]) {
      const res = await injectAs(ctx.app, who(), { url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('correctAnswer');
      for (const q of questions) expect(res.body).not.toContain(q.text);
    }
    const exam = (await injectAs(ctx.app, who(), { url: `/test/${courseId}` })).json();
    expect(exam).toMatchObject({ questionCount: 3, drawCount: 3, timeLimitMinutes: null, passPercent: 50 });
    const course = (await injectAs(ctx.app, who(), { url: `/course/get/${courseId}` })).json();
    expect(course.exam).toEqual({ questionCount: 3, drawCount: 3, timeLimitMinutes: null, passPercent: 50 });
  });

  it('shows the bank with ids and answers to the owner and admins', async () => {
    for (const user of [teacher, admin]) {
      const exam = (await injectAs(ctx.app, user, { url: `/test/${courseId}` })).json();
      expect(exam.questions[1].correctAnswer).toBe(1);
      expect(exam.questions[1].id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('attempts', () => {
  it('draws on the server, resumes the open attempt with its answers, and never sends the correct answer', async () => {
    const student = await createUser(ctx.app, 'student');
    await enrol(student);
    const first = await open(student);
    expect(first.statusCode).toBe(201);
    const attempt = first.json();
    expect(attempt.questions).toHaveLength(3);
    expect(attempt.endsAt).toBeNull();
    expect(attempt.answers).toEqual({});
    expect(first.body).not.toMatch(/correct/i);
    const q = attempt.questions[0];
    expect((await answer(student, attempt.attemptId, q.id, 2)).statusCode).toBe(204);
    expect((await answer(student, attempt.attemptId, q.id, 1)).statusCode).toBe(204);
    // A reload: the same attempt, the same order, the last choice.
    const again = await open(student);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...attempt, answers: { [q.id]: 1 } });
    expect(await attempts(student.id)).toBe(1);
  });

  it('shuffles questions and options per attempt; a bank larger than the draw gives different draws', async () => {
    const questions = Array.from({ length: 30 }, (_, i) => ({
      text: `Soru ${i + 1}`,
      options: ['A', 'B', 'C', 'D'],
      correctAnswer: i % 4,
    }));
    const id = await addCourse(ctx.app, teacher, { title: 'Büyük banka', test: { questions } });
    await ctx.app.db.update(courses).set({ examDrawCount: 10 }).where(eq(courses.id, id));
    const draws: string[][] = [];
    for (let i = 0; i < 2; i++) {
      const student = await createUser(ctx.app, 'student');
      await enrol(student, id);
      const a = (await open(student, id)).json();
      expect(a.questions).toHaveLength(10);
      for (const q of a.questions) expect([...q.options].sort()).toEqual(['A', 'B', 'C', 'D']);
      draws.push(a.questions.map((q: { text: string }) => q.text));
    }
    // Two draws of 10 from 30 are equal with a chance below 1e-14.
    expect(draws[0]).not.toEqual(draws[1]);
  });

  it('grades on submit with the pass mark and attempts left, never naming the right question', async () => {
    const student = await createUser(ctx.app, 'student', { name: 'Ali', surname: 'Kaya' });
    await enrol(student);
    const stored = await bank();
    const a = (await open(student)).json();
    // Answer every drawn question right, through the options as shown.
    for (const q of a.questions) {
      const b = stored.find((x) => x.id === q.id)!;
      await answer(student, a.attemptId, q.id, q.options.indexOf(b.options[b.correctAnswer]));
    }
    const res = await finish(student, a.attemptId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      score: 3,
      total: 3,
      passed: true,
      passPercent: 50,
      passMark: 1,
      attemptsLeftToday: 9,
    });
    // Submitting again answers the same result; answers can no longer change.
    expect((await finish(student, a.attemptId)).json().score).toBe(3);
    expect((await answer(student, a.attemptId, a.questions[0].id, 0)).statusCode).toBe(409);
    const logs = await logEntries(ctx.app, student.id);
    expect(logs.map((l) => l.text)).toContain(
      'Ali Kaya adlı öğrenci "Python 101" kursunun sınavına girdi: 3/3 puan, geçti',
    );
  });

  it('answers opens and submissions made at the same time each their own, and grades an attempt submitted twice at once once', async () => {
    const students = await Promise.all(
      ['Can', 'Ece', 'Ufuk'].map((name) => createUser(ctx.app, 'student', { name, surname: 'Aydın' })),
    );
    for (const s of students) await enrol(s);
    const stored = await bank();
    const opened = await Promise.all(students.map((s) => open(s)));
    expect(opened.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(opened.map((r) => r.json().attemptId)).size).toBe(3);
    // Can answers all right, Ece one right, Ufuk nothing.
    const right = async (i: number, count: number) => {
      const a = opened[i].json();
      for (const q of a.questions.slice(0, count)) {
        const b = stored.find((x) => x.id === q.id)!;
        await answer(students[i], a.attemptId, q.id, q.options.indexOf(b.options[b.correctAnswer]));
      }
    };
    await right(0, 3);
    await right(1, 1);
    const [can, canAgain, ece, ufuk] = await Promise.all([
      finish(students[0], opened[0].json().attemptId),
      finish(students[0], opened[0].json().attemptId),
      finish(students[1], opened[1].json().attemptId),
      finish(students[2], opened[2].json().attemptId),
    ]);
    expect([can, canAgain, ece, ufuk].map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(can.json()).toMatchObject({ score: 3, passed: true });
    expect(canAgain.json()).toEqual(can.json());
    expect(ece.json()).toMatchObject({ score: 1, passed: true });
    expect(ufuk.json()).toMatchObject({ score: 0, passed: false });
    expect((await logEntries(ctx.app, students[0].id)).map((l) => l.text).sort()).toEqual([
      'Can Aydın adlı öğrenci "Python 101" kursuna kaydoldu',
      'Can Aydın adlı öğrenci "Python 101" kursunun sınavına girdi: 3/3 puan, geçti',
    ]);
    const certificates = await Promise.all(
      students.map(async (s) => (await injectAs(ctx.app, s, { url: '/certificates' })).json()),
    );
    expect(certificates.map((c: unknown[]) => c.length)).toEqual([1, 1, 0]);
  });

  it('a failed attempt says only the score and pass mark', async () => {
    const student = await createUser(ctx.app, 'student');
    await enrol(student);
    const a = (await open(student)).json();
    const res = await finish(student, a.attemptId);
    expect(res.json()).toEqual({
      score: 0,
      total: 3,
      passed: false,
      passPercent: 50,
      passMark: 1,
      attemptsLeftToday: 9,
    });
    expect(res.body).not.toMatch(/correct|question/i);
  });

  it('grades an attempt after its deadline as it stands, on the next call that touches it', async () => {
    const student = await createUser(ctx.app, 'student');
    await enrol(student);
    const a = (await open(student)).json();
    const stored = await bank();
    const q = a.questions[0];
    const b = stored.find((x) => x.id === q.id)!;
    await answer(student, a.attemptId, q.id, q.options.indexOf(b.options[b.correctAnswer]));
    await ctx.app.db
      .update(examAttempts)
      .set({ endsAt: new Date(Date.now() - 31_000) })
      .where(eq(examAttempts.id, a.attemptId));
    const late = await answer(student, a.attemptId, a.questions[1].id, 0);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('Bu deneme sona erdi; cevaplar artık değiştirilemez.');
    const [row] = await ctx.app.db.select().from(examAttempts).where(eq(examAttempts.id, a.attemptId));
    expect(row).toMatchObject({ score: 1, status: 'passed' });
    expect(row.submittedAt).not.toBeNull();
    // The next open draws a new attempt and counts it.
    const next = await open(student);
    expect(next.statusCode).toBe(201);
    expect(next.json().attemptId).not.toBe(a.attemptId);
  });

  it('grades an attempt whose time ran out on the queue, without the student coming back', async () => {
    const student = await createUser(ctx.app, 'student');
    await enrol(student);
    const a = (await open(student)).json();
    const inTime = await createUser(ctx.app, 'student');
    await enrol(inTime);
    const fresh = (await open(inTime)).json();
    await ctx.app.db
      .update(examAttempts)
      .set({ endsAt: new Date(Date.now() - 31_000) })
      .where(eq(examAttempts.id, a.attemptId));
    // The minute's run, as the schedule queues it.
    await ctx.app.queue.send(EXPIRED_ATTEMPTS_QUEUE, {});
    await vi.waitFor(
      async () => {
        const [row] = await ctx.app.db.select().from(examAttempts).where(eq(examAttempts.id, a.attemptId));
        expect(row).toMatchObject({ score: 0, status: 'failed' });
      },
      { timeout: 10_000 },
    );
    expect((await logEntries(ctx.app, student.id)).map((l) => l.event)).toContain('exam.attempted');
    // An attempt still within its time stays open.
    const [still] = await ctx.app.db.select().from(examAttempts).where(eq(examAttempts.id, fresh.attemptId));
    expect(still.submittedAt).toBeNull();
  });

  it("sets endsAt from the time limit and the student's extra time", async () => {
    const id = await addCourse(ctx.app, teacher, { title: 'Süreli' });
    await ctx.app.db.update(courses).set({ examTimeLimitMinutes: 20 }).where(eq(courses.id, id));
    const student = await createUser(ctx.app, 'student', { name: 'Deniz', surname: 'Aydın' });
    await enrol(student, id);
    const set = await injectAs(ctx.app, admin, {
      method: 'PUT',
      url: `/admin/students/${student.id}/extra-time`,
      payload: { extraTimePercent: 50 },
    });
    expect(set.json()).toEqual({ extraTimePercent: 50 });
    // The log tells who changed it for whom, not the value (an accessibility need).
    expect((await logEntries(ctx.app, admin.id)).map((l) => l.text)).toContain(
      'Yönetici, Deniz Aydın adlı öğrencinin ek sınav süresini değiştirdi',
    );
    // The admins' list of people shows it on the student's row (null for other roles).
    const listed = async (role: string) =>
      (await injectAs(ctx.app, admin, { method: 'GET', url: `/admin/users?role=${role}&limit=100` })).json() as {
        id: string;
        extraTimePercent: number | null;
      }[];
    expect((await listed('student')).find((r) => r.id === student.id)?.extraTimePercent).toBe(50);
    expect((await listed('teacher')).find((r) => r.id === teacher.id)?.extraTimePercent).toBeNull();
    const before = Date.now();
    const a = (await open(student, id)).json();
    const minutes = (new Date(a.endsAt).getTime() - before) / 60_000;
    expect(minutes).toBeGreaterThan(29.9);
    expect(minutes).toBeLessThan(30.1);
    const bad = await injectAs(ctx.app, admin, {
      method: 'PUT',
      url: `/admin/students/${student.id}/extra-time`,
      payload: { extraTimePercent: 500 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Ek süre yüzde 0 ile 200 arasında olmalı.');
    expect(
      (
        await injectAs(ctx.app, admin, {
          method: 'PUT',
          url: `/admin/students/${teacher.id}/extra-time`,
          payload: { extraTimePercent: 10 },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("refuses another student's attempt, a question not drawn and an option that does not exist", async () => {
    const student = await createUser(ctx.app, 'student');
    await enrol(student);
    const a = (await open(student)).json();
    expect((await answer(ayse, a.attemptId, a.questions[0].id, 0)).statusCode).toBe(403);
    expect((await finish(ayse, a.attemptId)).statusCode).toBe(403);
    expect((await answer(student, a.attemptId, 'yok', 0)).statusCode).toBe(404);
    const tooHigh = await answer(student, a.attemptId, a.questions[0].id, a.questions[0].options.length);
    expect(tooHigh.statusCode).toBe(400);
    expect((await answer(student, a.attemptId, a.questions[0].id, 'A')).statusCode).toBe(400);
    expect((await open(other)).statusCode).toBe(403);
    expect((await open(teacher)).statusCode).toBe(403);
    expect((await open(null)).statusCode).toBe(401);
  });
});

describe('POST /test/add (docs/product.md) grades the open attempt', () => {
  it('takes answers in the bank order, stores the attempt and logs it', async () => {
    const fail = await take(ayse, [1, 0, 0]);
    expect(fail.statusCode).toBe(200);
    expect(fail.json()).toEqual({ score: 0, total: 3, status: 'failed', passed: false });
    const pass = await take(ayse, [0, 1, 4]);
    expect(pass.json()).toEqual({ score: 3, total: 3, status: 'passed', passed: true });
    expect(await attempts(ayse.id)).toBe(2);
    const logs = await logEntries(ctx.app, ayse.id);
    expect(logs.map((l) => l.text)).toContain(
      'Ayşe Yılmaz adlı öğrenci "Python 101" kursunun sınavına girdi: 3/3 puan, geçti',
    );
  });

  it('answers 409 without an open attempt', async () => {
    const res = await submit(ayse, { courseId, answers: [0, 1, 4] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Açık bir sınav denemeniz yok. Önce sınavı başlatın.',
      code: 'NO_OPEN_ATTEMPT',
    });
  });

  it('ignores a forged score and status', async () => {
    const res = await take(ayse, [2, 2, 2]);
    expect(res.json()).toEqual({ score: 0, total: 3, status: 'failed', passed: false });
  });

  it('counts skipped answers as wrong and refuses more answers than questions', async () => {
    expect((await take(ayse, [0])).json()).toEqual({ score: 1, total: 3, status: 'passed', passed: true });
    expect((await take(ayse, [null, null, null])).json().status).toBe('failed');
    await open(ayse);
    const tooMany = await submit(ayse, { courseId, answers: [0, 1, 4, 0] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe('Sorulardan daha fazla cevap gönderildi.');
    // The open attempt is still open and is graded by the next submission.
    expect((await submit(ayse, { courseId, answers: [0, 1, 4] })).json().score).toBe(3);
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
    expect((await open(ayse, empty)).json().error).toBe('Bu kurs için test mevcut değil');
    const res = await submit(ayse, { courseId: empty, answers: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Bu kurs için test mevcut değil');
  });
});

describe('the pass mark', () => {
  it("is the grading statement's as domain's passThreshold says, on both sides of each mark", async () => {
    const student = await createUser(ctx.app, 'student');
    await enrol(student);
    const cases = [
      [1, 50],
      [3, 50],
      [7, 85],
      [10, 70],
      [12, 33],
      [30, 100],
    ] as const;
    for (const [total, percent] of cases) {
      const mark = passThreshold(total, percent);
      for (const right of [mark - 1, mark]) {
        const questions = Array.from({ length: total }, (_, i) => ({ id: `q${i}`, order: [0, 1], correct: 1 }));
        const opened = await openOrCreateAttempt(ctx.app.db, {
          courseId,
          studentId: student.id,
          day: istanbulDay(),
          limit: 1000,
          questions,
          minutes: null,
          passPercent: percent,
        });
        if (opened.outcome !== 'created') throw new Error(opened.outcome);
        // `right` questions answered with the correct option, one more with the wrong one.
        const answers = Object.fromEntries(questions.map((q, i) => [q.id, i < right ? 1 : 0]).slice(0, right + 1));
        const graded = await gradeAttempt(ctx.app.db, {
          attemptId: opened.attempt.id,
          answers,
          day: istanbulDay(),
          certificateCode: newCertificateCode(),
        });
        expect({ total, percent, right, status: graded?.status, score: graded?.score }).toEqual({
          total,
          percent,
          right,
          status: right >= mark ? 'passed' : 'failed',
          score: right,
        });
      }
    }
  });
});

describe('exam attempts a day (docs/product.md, counted when an attempt opens)', () => {
  it('opens one attempt for parallel calls, counted once', async () => {
    const student = await createUser(ctx.app, 'student');
    await enrol(student);
    const results = await Promise.all(Array.from({ length: 5 }, () => open(student)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json().attemptId)).size).toBe(1);
    const [row] = await ctx.app.db
      .select()
      .from(courseEnrollments)
      .where(and(eq(courseEnrollments.studentId, student.id), eq(courseEnrollments.courseId, courseId)));
    expect(row.attemptsThatDay).toBe(1);
  });

  it('counts abandoned attempts; the 11th opening of a day answers 429', async () => {
    const student = await createUser(ctx.app, 'student');
    await enrol(student);
    for (let i = 0; i < 10; i++) {
      const a = await open(student);
      expect(a.statusCode).toBe(201);
      await finish(student, a.json().attemptId);
    }
    const refused = await open(student);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'Bugünkü deneme hakkınız doldu, yarın tekrar deneyin.',
      code: 'DAILY_ATTEMPTS_USED',
    });
    // The next attempt is tomorrow in Istanbul: Retry-After counts the seconds to that midnight.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(Math.abs(retryAfter - msUntilIstanbulMidnight() / 1000)).toBeLessThan(5);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(await attempts(student.id)).toBe(10);
  });

  it('counts per course: a full day on one course leaves another course open', async () => {
    const student = await createUser(ctx.app, 'student');
    const second = await addCourse(ctx.app, teacher, { title: 'İkinci kurs' });
    await enrol(student);
    await enrol(student, second);
    for (let i = 0; i < 10; i++) expect((await take(student, [0])).statusCode).toBe(200);
    expect((await take(student, [0])).statusCode).toBe(429);
    expect((await take(student, [0], second)).statusCode).toBe(200);
  });

  it("counts the calendar day in Istanbul: yesterday's attempts do not count, today's do", async () => {
    const student = await createUser(ctx.app, 'student');
    await enrol(student);
    const mine = and(eq(courseEnrollments.studentId, student.id), eq(courseEnrollments.courseId, courseId));
    const yesterday = new Date(`${istanbulDay()}T12:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    await ctx.app.db
      .update(courseEnrollments)
      .set({ attemptDay: yesterday.toISOString().slice(0, 10), attemptsThatDay: 10 })
      .where(mine);
    expect((await take(student, [0])).statusCode).toBe(200);
    const [row] = await ctx.app.db.select().from(courseEnrollments).where(mine);
    expect(row).toMatchObject({ attemptDay: istanbulDay(), attemptsThatDay: 1 });
    await ctx.app.db.update(courseEnrollments).set({ attemptsThatDay: 10 }).where(mine);
    expect((await take(student, [0])).statusCode).toBe(429);
  });

  it('scales with RATE_LIMIT_FACTOR, like every limit', async () => {
    const scaled = await createTestApp({ RATE_LIMIT_FACTOR: '0.3' });
    try {
      const owner = await createUser(scaled.app, 'teacher');
      const student = await createUser(scaled.app, 'student');
      const id = await addCourse(scaled.app, owner, { title: 'Ölçekli' });
      await injectAs(scaled.app, student, { method: 'POST', url: `/courseEnrollement/enroll/${id}` });
      for (let i = 0; i < 3; i++) expect((await takeExam(scaled.app, student, id, [0])).statusCode).toBe(200);
      expect((await takeExam(scaled.app, student, id, [0])).statusCode).toBe(429);
    } finally {
      await scaled.close();
    }
  });
});

describe('item statistics', () => {
  it('gives the owner and admins times drawn, share correct, discrimination and a hint; nobody else', async () => {
    const five = Array.from({ length: 5 }, (_, i) => ({
      text: `Soru ${i + 1}`,
      options: ['A', 'B', 'C'],
      correctAnswer: 0,
    }));
    const id = await addCourse(ctx.app, teacher, { title: 'İstatistik', test: { questions: five } });
    const stored = await bank(id);
    // Six students: the strong ones answer questions 1–4 right, the weak ones only question 5 (a wrong key, say).
    for (let i = 0; i < 6; i++) {
      const s = await createUser(ctx.app, 'student');
      await enrol(s, id);
      const strong = i < 3;
      const answers = stored.map((_, n) => (n < 4 === strong ? 0 : 1));
      expect((await take(s, answers, id)).statusCode).toBe(200);
    }
    const res = await injectAs(ctx.app, teacher, { url: `/course/${id}/exam-stats` });
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items.map((r: { questionId: string }) => r.questionId)).toEqual(stored.map((q) => q.id));
    expect(items[0]).toMatchObject({ timesDrawn: 6, shareCorrect: 0.5, hint: null });
    expect(items[0].discrimination).toBeCloseTo(1);
    expect(items[4].discrimination).toBeCloseTo(-1);
    expect(items[4].hint).toBe('negative');
    expect((await injectAs(ctx.app, admin, { url: `/course/${id}/exam-stats` })).statusCode).toBe(200);
    expect((await injectAs(ctx.app, otherTeacher, { url: `/course/${id}/exam-stats` })).statusCode).toBe(403);
    expect((await injectAs(ctx.app, ayse, { url: `/course/${id}/exam-stats` })).statusCode).toBe(403);
  });
});

describe('authoring', () => {
  it('keeps question ids across edits: by id when sent, else by position', async () => {
    const { editCourse } = await import('../../../test/course-fixtures.ts');
    const id = await addCourse(ctx.app, teacher, { title: 'Kimlikler' });
    const before = await bank(id);
    const reordered = [before[2], before[0]].map(({ id: qid, text, options, correctAnswer }) => ({
      id: qid,
      text,
      options,
      correctAnswer,
    }));
    expect(
      (await editCourse(ctx.app, teacher, id, { title: 'Kimlikler', test: { questions: reordered } })).statusCode,
    ).toBe(200);
    expect((await bank(id)).map((q) => q.id)).toEqual([before[2].id, before[0].id]);
    // docs/product.md's clients send no ids: position decides.
    const plain = reordered.map(({ text, options, correctAnswer }) => ({ text: `${text}!`, options, correctAnswer }));
    await editCourse(ctx.app, teacher, id, { title: 'Kimlikler', test: { questions: plain } });
    expect((await bank(id)).map((q) => q.id)).toEqual([before[2].id, before[0].id]);
  });

  it('drops blank options with the correct answer following its option, and refuses fewer than 2', async () => {
    const { editCourse } = await import('../../../test/course-fixtures.ts');
    const id = await addCourse(ctx.app, teacher, { title: 'Seçenekler' });
    const ok = await editCourse(ctx.app, teacher, id, {
      title: 'Seçenekler',
      test: { questions: [{ text: 'S', options: ['', 'Evet', ' ', 'Hayır', ''], correctAnswer: 3 }] },
    });
    expect(ok.statusCode).toBe(200);
    expect((await bank(id))[0]).toMatchObject({ options: ['Evet', 'Hayır'], correctAnswer: 1 });
    for (const q of [
      { text: 'S', options: ['Evet', '', '', '', ''], correctAnswer: 0 },
      { text: 'S', options: ['Evet', 'Hayır', '', '', ''], correctAnswer: 2 },
      { text: 'S', options: ['Evet', 'Hayır'] },
    ]) {
      const res = await editCourse(ctx.app, teacher, id, { title: 'Seçenekler', test: { questions: [q] } });
      expect(res.statusCode).toBe(400);
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
      expect(row).toMatchObject({ name: 'Ayşe', surname: 'Yılmaz', score: 3, status: 'passed', attempts: 6 });
    }
  });

  it('hides course details from students and other teachers', async () => {
    expect((await injectAs(ctx.app, otherTeacher, { url: `/course/courseDetails/${courseId}` })).statusCode).toBe(403);
    expect((await injectAs(ctx.app, ayse, { url: `/course/courseDetails/${courseId}` })).statusCode).toBe(403);
  });
});
