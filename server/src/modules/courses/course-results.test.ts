import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { CourseResultRow, OwnCourseListItem } from '@beceri/domain';
import { examAttempts } from '../../db/schema/index.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  takeExam,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';
import { addCourse } from '../../../test/course-fixtures.ts';

/** A course's results for its teacher, and 'Eski Kurslar' counts on the teacher's own list. */

let ctx: TestContext;
let teacher: TestUser;
let otherTeacher: TestUser;
let admin: TestUser;
let ayse: TestUser;
let mehmet: TestUser;
let can: TestUser;
let outsider: TestUser;
let courseId: string;
let otherCourseId: string;

// threeQuestions' answers are [0, 1, 4]; one right answer of three passes (passThreshold).
const allWrong = [1, 0, 0];
const twoRight = [0, 1, 0];
const oneRight = [0, 0, 0];

const enrol = async (user: TestUser, id: string) =>
  expect((await injectAs(ctx.app, user, { method: 'POST', url: `/courseEnrollement/enroll/${id}` })).statusCode).toBe(
    201,
  );
async function attempt(user: TestUser, id: string, answers: number[]) {
  const res = await takeExam(ctx.app, user, id, answers);
  expect(res.statusCode).toBe(200);
  return res.json() as { score: number; status: string };
}
/** When the student's latest attempt at the course was stored, as the API writes it. */
async function lastAttemptAt(user: TestUser, id: string) {
  const [row] = await ctx.app.db
    .select({ at: examAttempts.createdAt })
    .from(examAttempts)
    .where(and(eq(examAttempts.studentId, user.id), eq(examAttempts.courseId, id)))
    .orderBy(desc(examAttempts.createdAt))
    .limit(1);
  return row.at.toISOString();
}
const results = (user: TestUser | null, id = courseId, query = '') =>
  injectAs(ctx.app, user, { url: `/course/${id}/results${query}` });

beforeAll(async () => {
  ctx = await createTestApp();
  teacher = await createUser(ctx.app, 'teacher', { name: 'Zeynep', surname: 'Kaya' });
  otherTeacher = await createUser(ctx.app, 'teacher');
  admin = await createUser(ctx.app, 'admin');
  ayse = await createUser(ctx.app, 'student', { name: 'Ayşe', surname: 'Yılmaz' });
  mehmet = await createUser(ctx.app, 'student', { name: 'Mehmet', surname: 'Demir' });
  can = await createUser(ctx.app, 'student', { name: 'Can', surname: 'Öztürk' });
  outsider = await createUser(ctx.app, 'student', { name: 'Elif', surname: 'Şahin' });
  courseId = await addCourse(ctx.app, teacher, { title: 'Python 101' });
  otherCourseId = await addCourse(ctx.app, teacher, { title: 'Ağ Temelleri' });
  await addCourse(ctx.app, otherTeacher, { title: 'Başkasının kursu' });

  for (const s of [ayse, mehmet, can]) await enrol(s, courseId);
  await enrol(outsider, otherCourseId);
  // Mehmet fails once; Ayşe fails, then passes on her second attempt; Can never tries; Elif passes another course.
  expect(await attempt(mehmet, courseId, allWrong)).toMatchObject({ score: 0, status: 'failed' });
  expect(await attempt(ayse, courseId, allWrong)).toMatchObject({ score: 0, status: 'failed' });
  expect(await attempt(ayse, courseId, twoRight)).toMatchObject({ score: 2, status: 'passed' });
  expect(await attempt(outsider, otherCourseId, twoRight)).toMatchObject({ status: 'passed' });
});
afterAll(() => ctx.close());

describe('GET /course/:id/results', () => {
  it('lists every enrolled student: newest attempt first, those without an attempt last', async () => {
    const res = await results(teacher);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual([
      {
        studentId: ayse.id,
        name: 'Ayşe',
        surname: 'Yılmaz',
        attempts: 2,
        bestScore: 2,
        total: 3,
        passed: true,
        lastAttemptAt: await lastAttemptAt(ayse, courseId),
      },
      {
        studentId: mehmet.id,
        name: 'Mehmet',
        surname: 'Demir',
        attempts: 1,
        bestScore: 0,
        total: 3,
        passed: false,
        lastAttemptAt: await lastAttemptAt(mehmet, courseId),
      },
      {
        studentId: can.id,
        name: 'Can',
        surname: 'Öztürk',
        attempts: 0,
        bestScore: null,
        total: null,
        passed: false,
        lastAttemptAt: null,
      },
    ] satisfies CourseResultRow[]);
  });

  it('answers admins the same rows', async () => {
    const res = await results(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual((await results(teacher)).json());
  });

  it("lists only the course's own students", async () => {
    const other = (await results(teacher, otherCourseId)).json() as CourseResultRow[];
    expect(other.map((r) => r.studentId)).toEqual([outsider.id]);
    const own = (await results(teacher)).json() as CourseResultRow[];
    expect(own.map((r) => r.studentId)).not.toContain(outsider.id);
  });

  it('refuses visitors, students, companies and other teachers; an unknown course is 404', async () => {
    expect((await results(null)).statusCode).toBe(401);
    expect((await results(ayse)).statusCode).toBe(403);
    expect((await results(await createUser(ctx.app, 'company'))).statusCode).toBe(403);
    const other = await results(otherTeacher);
    expect(other.statusCode).toBe(403);
    expect(JSON.stringify(other.json())).not.toContain('Ayşe');
    expect((await results(teacher, crypto.randomUUID())).statusCode).toBe(404);
    expect((await results(teacher, 'not-a-uuid')).statusCode).toBe(404);
  });

  it('pages the list (X-Total-Count stays the whole class)', async () => {
    const first = await results(teacher, courseId, '?page=1&limit=2');
    const second = await results(teacher, courseId, '?page=2&limit=2');
    expect(first.headers['x-total-count']).toBe('3');
    expect([...first.json(), ...second.json()].map((r: CourseResultRow) => r.studentId)).toEqual([
      ayse.id,
      mehmet.id,
      can.id,
    ]);
  });

  it('keeps the best attempt when a later one scores less, and moves the student up by the newest attempt', async () => {
    const course = await addCourse(ctx.app, teacher, { title: 'Sıralama' });
    const [first, second] = [await createUser(ctx.app, 'student'), await createUser(ctx.app, 'student')];
    await enrol(first, course);
    await enrol(second, course);
    await attempt(first, course, twoRight);
    await attempt(second, course, oneRight);
    await attempt(first, course, oneRight);
    const rows = (await results(teacher, course)).json() as CourseResultRow[];
    expect(rows.map((r) => [r.studentId, r.attempts, r.bestScore, r.total, r.passed])).toEqual([
      [first.id, 2, 2, 3, true],
      [second.id, 1, 1, 3, true],
    ]);
    expect(rows[0].lastAttemptAt).toBe(await lastAttemptAt(first, course));
  });
});

describe("'Eski Kurslar': GET /course/getAddedCourses", () => {
  it("counts each of the teacher's courses' enrolled and passed students", async () => {
    const res = await injectAs(ctx.app, teacher, { url: '/course/getAddedCourses' });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as OwnCourseListItem[];
    const counts = Object.fromEntries(rows.map((c) => [c.title, [c.enrolledCount, c.passedCount]]));
    expect(counts).toEqual({ 'Python 101': [3, 1], 'Ağ Temelleri': [1, 1], Sıralama: [2, 2] });
    expect(rows.map((c) => c.title)).toEqual(['Sıralama', 'Ağ Temelleri', 'Python 101']);
  });

  it('gives a teacher without courses an empty list', async () => {
    const res = await injectAs(ctx.app, await createUser(ctx.app, 'teacher'), { url: '/course/getAddedCourses' });
    expect(res.json()).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });
});
