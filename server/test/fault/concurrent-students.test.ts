import type { AddressInfo } from 'node:net';
import { and, count, countDistinct, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, courseEnrollments, examAttempts, jobApplications, users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { addCourse, threeQuestions } from '../course-fixtures.ts';
import { addStudentProfile, createTestApp, createUser, type TestContext } from '../helpers.ts';

const STUDENTS = 200;
const COURSE = 'Yük Testi Kursu';
const JOB = 'Yük İlanı'; // titles are at most 10 characters

let ctx: TestContext;
let base: string;
let courseId: string;
let jobId: string;
let students: { id: string; cookie: string }[];

/** 200 students with profiles and sessions, written in bulk (one password hash for all: this test is not about hashing). */
async function manyStudents(n: number) {
  const passwordHash = await hashPassword('Parola1!');
  const rows = await ctx.app.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        role: 'student' as const,
        email: `yuk${i}@example.com`,
        passwordHash,
        name: `Öğrenci${i}`,
        surname: 'Yük',
      })),
    )
    .returning({ id: users.id });
  for (const r of rows) await addStudentProfile(ctx.app, r.id, { gender: 'male', dateOfBirth: '2000-01-01' });
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      cookie: `${ctx.app.sessions.cookieName}=${await ctx.app.sessions.create(r.id)}`,
    })),
  );
}

beforeAll(async () => {
  ctx = await createTestApp();
  const teacher = await createUser(ctx.app, 'teacher');
  courseId = await addCourse(ctx.app, teacher, { title: COURSE });
  const company = await createUser(ctx.app, 'company');
  const job = await ctx.app.inject({
    method: 'POST',
    url: '/job/add',
    headers: { cookie: company.cookie },
    payload: { title: JOB, description: 'Eş zamanlı başvurular' },
  });
  expect(job.statusCode).toBe(201);
  jobId = job.json().id;
  students = await manyStudents(STUDENTS);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(() => ctx?.close());

/** Every answer of the run, as the client saw it (a dropped connection counts as 0). */
const statuses: number[] = [];
async function post(cookie: string, url: string, body?: object): Promise<number> {
  try {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    await res.arrayBuffer();
    statuses.push(res.status);
    return res.status;
  } catch {
    statuses.push(0);
    return 0;
  }
}

const correct = threeQuestions.questions.map((q) => q.correctAnswer);
const wrong = correct.map((a) => (a + 1) % 5);

describe(`${STUDENTS} students at once over HTTP`, () => {
  it(
    'enrol twice, sit the exam and apply twice each: only 2xx/4xx answers, exact row counts, no duplicates',
    { timeout: 120_000 },
    async () => {
      const perStudent = await Promise.all(
        students.map(async (s, i) => {
          const enrol = await Promise.all([0, 1].map(() => post(s.cookie, `/courseEnrollement/enroll/${courseId}`)));
          const [exam, ...apply] = await Promise.all([
            // The exam as docs/product.md's client takes it now: the attempt opened, then the answers sent.
            post(s.cookie, `/exam/${courseId}/attempts`).then(() =>
              post(s.cookie, '/test/add', { courseId, answers: i % 2 === 0 ? correct : wrong }),
            ),
            post(s.cookie, `/enrollment/enroll/${jobId}`),
            post(s.cookie, `/enrollment/enroll/${jobId}`),
          ]);
          return { enrol: enrol.sort(), exam, apply: apply.sort() };
        }),
      );

      expect(statuses).toHaveLength(STUDENTS * 6);
      expect(statuses.filter((s) => s < 200 || s >= 500)).toEqual([]);
      for (const r of perStudent) {
        // Of two enrolments at once, one creates the row and the other finds it; of two applications, one is refused.
        expect(r).toEqual({ enrol: [200, 201], exam: 200, apply: [201, 409] });
      }

      const db = ctx.app.db;
      const [enrolled] = await db
        .select({ rows: count(), people: countDistinct(courseEnrollments.studentId) })
        .from(courseEnrollments)
        .where(eq(courseEnrollments.courseId, courseId));
      expect(enrolled).toEqual({ rows: STUDENTS, people: STUDENTS });
      const [applied] = await db
        .select({ rows: count(), people: countDistinct(jobApplications.studentId) })
        .from(jobApplications)
        .where(eq(jobApplications.jobId, jobId));
      expect(applied).toEqual({ rows: STUDENTS, people: STUDENTS });
      const [attempts] = await db
        .select({ rows: count(), people: countDistinct(examAttempts.studentId) })
        .from(examAttempts)
        .where(eq(examAttempts.courseId, courseId));
      expect(attempts).toEqual({ rows: STUDENTS, people: STUDENTS });
      const [passed] = await db
        .select({ n: count() })
        .from(examAttempts)
        .where(and(eq(examAttempts.courseId, courseId), eq(examAttempts.status, 'passed')));
      expect(passed.n).toBe(STUDENTS / 2);

      // One activity entry per thing that happened: none lost, none doubled by the refused duplicates.
      const logged = async (event: string, title: 'courseTitle' | 'jobTitle', value: string) =>
        (
          await db
            .select({ n: count() })
            .from(activityLogs)
            .where(and(eq(activityLogs.event, event), sql`${activityLogs.params} ->> ${title} = ${value}`))
        )[0].n;
      expect(await logged('course.enrolled', 'courseTitle', COURSE)).toBe(STUDENTS);
      expect(await logged('exam.attempted', 'courseTitle', COURSE)).toBe(STUDENTS);
      expect(await logged('job.applied', 'jobTitle', JOB)).toBe(STUDENTS);

      // What visitors see agrees with the rows.
      expect(await (await fetch(`${base}/courseEnrollement/enrolledCount/${courseId}`)).json()).toEqual({
        count: STUDENTS,
      });
      const list = await (await fetch(`${base}/course/all`)).json();
      expect(list.find((c: { id: string }) => c.id === courseId).enrolledCount).toBe(STUDENTS);
    },
  );
});
