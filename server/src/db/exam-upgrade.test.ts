import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client.ts';

/**
 * An installation that stored exams in `test_results` upgrades in one `migrate`: the database is migrated up to the
 * migration before `exam_attempts`, filled as the old code filled it, then migrated to the end (decision 042).
 */
interface Journal {
  entries: { idx: number; tag: string }[];
}
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
const firstNew = journal.entries.findIndex((e) => e.tag.endsWith('_exam_attempts'));

/** A copy of the migrations folder that ends just before `exam_attempts`. */
function oldMigrations(dir: string): string {
  fs.mkdirSync(path.join(dir, 'meta'), { recursive: true });
  const entries = journal.entries.slice(0, firstNew);
  for (const e of entries) fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

let client: PGlite;
let tmp: string;
const rows = async <T>(query: string) => (await client.query<T>(query)).rows;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'exam-upgrade-'));
  client = await PGlite.create({ extensions: { pg_trgm } });
  const db = drizzle(client, { casing: 'snake_case' });
  await migrate(db, { migrationsFolder: oldMigrations(tmp) });
  await client.exec(`
    insert into users (id, role, email, password_hash, name) values
      ('00000000-0000-4000-8000-000000000001', 'teacher', 'ogretmen@example.com', 'x', 'Öğretmen'),
      ('00000000-0000-4000-8000-000000000002', 'student', 'ogrenci@example.com', 'x', 'Öğrenci');
    insert into courses (id, title, added_by, added_by_type, test) values
      ('00000000-0000-4000-8000-0000000000c1', 'Eski sınav', '00000000-0000-4000-8000-000000000001', 'Teacher',
       '{"questions": [{"text": "Birinci", "options": ["a", "", "b", "", ""], "correctAnswer": 2},
                       {"text": "İkinci", "options": ["1", "2", "3", "4", "5"], "correctAnswer": 4}]}');
    insert into course_enrollments (course_id, student_id) values
      ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-000000000002');
    insert into test_results (course_id, student_id, answers, score, total, status, created_at) values
      ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-000000000002', '[2, 4]', 2, 2, 'passed',
       '2026-11-20T21:30:00Z'),
      ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-000000000002', '[0, null]', 0, 2, 'failed',
       '2026-11-19T10:00:00Z');`);
  await migrate(db, { migrationsFolder });
});
afterAll(async () => {
  await client.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('upgrading a database that holds test_results', () => {
  it('runs every later migration after the old ones', () => {
    expect(firstNew).toBeGreaterThan(0);
  });

  it('turns the old test into a bank and every result into a graded attempt, then drops test_results', async () => {
    const [course] = await rows<{ test: { questions: { id: string; options: string[]; correctAnswer: number }[] } }>(
      'select test from courses',
    );
    const [q1, q2] = course.test.questions;
    expect(course.test.questions.map(({ id: _id, ...q }) => q)).toEqual([
      { text: 'Birinci', options: ['a', 'b'], correctAnswer: 1 },
      { text: 'İkinci', options: ['1', '2', '3', '4', '5'], correctAnswer: 4 },
    ]);
    const attempts = await rows<{ answers: Record<string, number>; score: number; status: string; day: string }>(
      "select answers, score, status, to_char(day, 'YYYY-MM-DD') as day from exam_attempts order by day",
    );
    expect(attempts).toEqual([
      { answers: { [q1.id]: 0 }, score: 0, status: 'failed', day: '2026-11-19' },
      { answers: { [q1.id]: 1, [q2.id]: 4 }, score: 2, status: 'passed', day: '2026-11-21' },
    ]);
    const [table] = await rows<{ name: string | null }>("select to_regclass('test_results')::text as name");
    expect(table.name).toBeNull();
  });
});
