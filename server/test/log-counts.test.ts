import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogType } from '@beceri/domain';
import { activityLogCounts, activityLogs } from '../src/db/schema/index.ts';
import { compactLogCounts, countLogs, listLogs } from '../src/modules/logs/repository.ts';
import { createTestApp, createUser, injectAs, type TestContext } from './helpers.ts';

let ctx: TestContext;
const ROWS = 250;
const types: LogType[] = ['teacher', 'student', 'company', 'other'];

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.db.execute(sql`
    insert into activity_logs (type, text, created_at)
    select (array['teacher','student','company','other','student'])[1 + i % 5], 'Olay ' || i,
           timestamptz '2025-01-01' + (i / 3) * interval '1 minute'
    from generate_series(1, ${ROWS}::int) i`);
});
afterAll(() => ctx.close());

/** What a plain OFFSET over the whole table says: the reference for every page. */
async function plainPage(filter: LogType[], offset: number, limit: number) {
  const where = filter.length
    ? sql`where type in (${sql.join(
        filter.map((t) => sql`${t}`),
        sql`, `,
      )})`
    : sql``;
  const res = await ctx.app.db.execute<{ text: string }>(sql`
    select text from activity_logs ${where} order by created_at desc, id desc limit ${limit} offset ${offset}`);
  return res.rows.map((r) => r.text);
}
const exactCount = async (filter: LogType[]) =>
  (
    await ctx.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(activityLogs)
      .where(filter.length ? inArray(activityLogs.type, filter) : undefined)
  )[0].n;

describe('activity-log totals and deep pages', () => {
  it('keeps exact totals per type through inserts, updates, deletes and compaction', async () => {
    for (const filter of [[], ['student'], ['teacher', 'company']] as LogType[][]) {
      expect(await countLogs(ctx.app.db, filter)).toBe(await exactCount(filter));
    }
    await ctx.app.db.execute(sql`update activity_logs set type = 'other' where type = 'teacher' and id % 2 = 0`);
    await ctx.app.db.execute(sql`delete from activity_logs where type = 'company' and id % 3 = 0`);
    await ctx.app.db
      .transaction(async (tx) => {
        await tx.insert(activityLogs).values({ type: 'company', text: 'geri alınacak' });
        tx.rollback();
      })
      .catch(() => {});
    for (const t of types) expect(await countLogs(ctx.app.db, [t])).toBe(await exactCount([t]));
    await compactLogCounts(ctx.app.db);
    expect((await ctx.app.db.select().from(activityLogCounts)).length).toBeLessThanOrEqual(types.length);
    expect(await countLogs(ctx.app.db, [])).toBe(await exactCount([]));
  });

  it('gives every page, first to last and from either end of the index, exactly as a plain OFFSET would', async () => {
    for (const filter of [[], ['student'], ['student', 'company']] as LogType[][]) {
      const total = await exactCount(filter);
      for (let offset = 0; offset < total + 20; offset += 20) {
        const page = await listLogs(ctx.app.db, { types: filter, limit: 20, offset });
        expect(page.total).toBe(total);
        expect(page.items.map((r) => r.text)).toEqual(await plainPage(filter, offset, 20));
      }
    }
  });

  it('answers the API with the trigger-kept total', async () => {
    const admin = await createUser(ctx.app, 'admin');
    const res = await injectAs(ctx.app, admin, { url: '/log/all?types=student,company&page=3' });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['x-total-count'])).toBe(await exactCount(['student', 'company']));
    expect(res.json().map((r: { log: string }) => r.log)).toEqual(await plainPage(['student', 'company'], 40, 20));
  });
});
