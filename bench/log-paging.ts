/**
 * Measures GET /log/all's queries on a million generated entries (docs/decisions/ records the result).
 *   node --import tsx bench/log-paging.ts              # PGlite in a temp dir
 *   DATABASE_URL=postgres://… node --import tsx bench/log-paging.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { LogType } from '@beceri/domain';
import { openDatabase } from '../server/src/db/client.ts';
import { listLogs } from '../server/src/modules/logs/repository.ts';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'beceri-logbench-'));
const database = await openDatabase(
  process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { pgliteDir: path.join(dir, 'db') },
);
const db = database.db;
await database.migrate();
await db.execute(sql`truncate activity_logs`);
let t = performance.now();
await db.execute(sql`
  insert into activity_logs (type, event, params, created_at)
  select (array['teacher','student','company','other'])[1 + (i % 4)],
         'resume.updated', jsonb_build_object('studentId', gen_random_uuid(), 'studentName', 'Öğrenci ' || i),
         timestamptz '2023-10-01' + i * interval '20 seconds'
  from generate_series(1, ${ROWS}) as i`);
await db.execute(sql`vacuum analyze activity_logs`);
console.log(`seeded ${ROWS} rows in ${Math.round(performance.now() - t)} ms (${database.driver})`);

async function time(label: string, run: () => Promise<unknown>) {
  await run();
  const runs = 3;
  t = performance.now();
  for (let i = 0; i < runs; i++) await run();
  console.log(`${label.padEnd(48)} ${((performance.now() - t) / runs).toFixed(1)} ms`);
}

const offsetOnly = (types: LogType[], offset: number) =>
  db.execute(sql`
  select type, event, params, text, created_at from activity_logs
  ${
    types.length
      ? sql`where type in (${sql.join(
          types.map((x) => sql`${x}`),
          sql`, `,
        )})`
      : sql``
  }
  order by created_at desc nulls last, id desc nulls last limit 20 offset ${offset}`);

const pages = [1, 1_000, 25_000, 50_000];
for (const types of [[], ['teacher'], ['teacher', 'student', 'company']] as LogType[][]) {
  const name = types.join(',') || 'all';
  for (const page of pages) {
    const offset = (page - 1) * 20;
    await time(`plain offset   ${name} page ${page}`, () => offsetOnly(types, offset));
    await time(`ids then rows + count ${name} page ${page}`, () => listLogs(db, { types, limit: 20, offset }));
  }
  const where = types.length
    ? sql`where type in (${sql.join(
        types.map((x) => sql`${x}`),
        sql`, `,
      )})`
    : sql``;
  await time(`count only ${name}`, () => db.execute(sql`select count(*) from activity_logs ${where}`));
}
await database.close();
fs.rmSync(dir, { recursive: true, force: true });
