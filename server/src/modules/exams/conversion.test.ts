import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client.ts';
import { courses, examAttempts } from '../../db/schema/index.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  takeExam,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';

/**
 * The migration `exam_bank_conversion` (decision 042): a course's stored 5-slot questions become its bank (ids given,
 * blank options dropped, the correct answer following its option) and every stored test result becomes a graded
 * attempt with its answers remapped. The old table is made again here as it was, filled, and the migration's SQL run.
 */
const file = fs.readdirSync(migrationsFolder).find((name) => name.endsWith('_exam_bank_conversion.sql'))!;
const conversion = fs.readFileSync(`${migrationsFolder}/${file}`, 'utf8').split('--> statement-breakpoint');

let ctx: TestContext;
let student: TestUser;
let courseId: string;
const oldTest = {
  questions: [
    { text: 'Birinci', options: ['a', '', 'b', '', ''], correctAnswer: 2 },
    // The correct answer is a blank slot: nobody could ever choose it.
    { text: 'İkinci', options: ['x', 'y', '', '', ''], correctAnswer: 3 },
    // One option only: always right, tests nothing.
    { text: 'Üçüncü', options: ['tek', '', '', '', ''], correctAnswer: 0 },
    { text: 'Dördüncü', options: ['1', '2', '3', '4', '5'], correctAnswer: 4 },
  ],
};
const attemptedAt = new Date('2026-11-20T21:30:00Z');

beforeAll(async () => {
  ctx = await createTestApp();
  const teacher = await createUser(ctx.app, 'teacher');
  student = await createUser(ctx.app, 'student');
  const [row] = await ctx.app.db
    .insert(courses)
    .values({ title: 'Eski sınav', addedBy: teacher.id, addedByType: 'Teacher' })
    .returning({ id: courses.id });
  courseId = row.id;
  await ctx.app.db.execute(sql`update courses set test = ${JSON.stringify(oldTest)}::jsonb where id = ${courseId}`);
  await injectAs(ctx.app, student, { method: 'POST', url: `/courseEnrollement/enroll/${courseId}` });
  await ctx.app.db.execute(sql`
    create table test_results (
      id uuid primary key default gen_random_uuid(), course_id uuid not null, student_id uuid not null,
      answers jsonb not null, score integer not null, total integer not null, status text not null,
      created_at timestamptz not null default now())`);
  await ctx.app.db.execute(sql`
    insert into test_results (course_id, student_id, answers, score, total, status, created_at) values
      (${courseId}, ${student.id}, '[2, 0, 0, 4]'::jsonb, 3, 4, 'passed', ${attemptedAt.toISOString()}),
      (${courseId}, ${student.id}, '[1, null, 0, 0]'::jsonb, 1, 4, 'failed', ${attemptedAt.toISOString()})`);
  for (const statement of conversion) await ctx.app.db.execute(sql.raw(statement));
  await ctx.app.db.execute(sql`drop table test_results`);
});
afterAll(() => ctx.close());

const bank = async () =>
  (await ctx.app.db.select({ test: courses.test }).from(courses).where(eq(courses.id, courseId)))[0].test.questions;

describe('the exam bank conversion', () => {
  it('gives ids, drops blank options with the answer remapped, and drops questions that test nothing', async () => {
    const questions = await bank();
    expect(questions.map(({ id: _id, ...q }) => q)).toEqual([
      { text: 'Birinci', options: ['a', 'b'], correctAnswer: 1 },
      { text: 'Dördüncü', options: ['1', '2', '3', '4', '5'], correctAnswer: 4 },
    ]);
    expect(new Set(questions.map((q) => q.id)).size).toBe(2);
  });

  it('turns each stored result into a graded attempt with its answers remapped and its grade kept', async () => {
    const [first, second] = await ctx.app.db
      .select()
      .from(examAttempts)
      .where(eq(examAttempts.courseId, courseId))
      .orderBy(examAttempts.score);
    const [q1, q4] = await bank();
    expect(second).toMatchObject({ score: 3, total: 4, status: 'passed', day: '2026-11-21' });
    expect(second.submittedAt).toEqual(attemptedAt);
    expect(second.answers).toEqual({ [q1.id]: 1, [q4.id]: 4 });
    expect(second.questions).toEqual([
      { id: q1.id, order: [0, 1], correct: 1 },
      { id: q4.id, order: [0, 1, 2, 3, 4], correct: 4 },
    ]);
    // An answer on a blank slot and a skipped question leave no answer.
    expect(first).toMatchObject({ score: 1, status: 'failed', answers: { [q4.id]: 0 } });
  });

  it('leaves the old exam working: drawn whole, docs/product.md answers in the new bank order', async () => {
    const open = await injectAs(ctx.app, student, { method: 'POST', url: `/exam/${courseId}/attempts` });
    expect(open.json().questions).toHaveLength(2);
    await injectAs(ctx.app, student, {
      method: 'POST',
      url: `/exam/attempts/${open.json().attemptId}/submit`,
    });
    expect((await takeExam(ctx.app, student, courseId, [1, 4])).json()).toEqual({
      score: 2,
      total: 2,
      status: 'passed',
      passed: true,
    });
  });
});
