import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../db/schema/index.ts';
import { createTestApp, createUser, injectAs, type TestContext, type TestUser } from '../../../test/helpers.ts';

let ctx: TestContext;
let admin: TestUser;
const types = ['teacher', 'student', 'company', 'other'] as const;
/** 25 entries of each type, one second apart, so the order is known. */
const start = Date.UTC(2024, 0, 1);
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx.app, 'admin');
  await ctx.app.db.delete(activityLogs);
  const rows = Array.from({ length: 100 }, (_, i) => ({
    type: types[i % 4],
    text: `Olay ${i}`,
    createdAt: new Date(start + i * 1000),
  }));
  await ctx.app.db.insert(activityLogs).values(rows);
});
afterAll(() => ctx.close());

const list = (query = '', user: TestUser | null = admin) => injectAs(ctx.app, user, { url: `/log/all${query}` });

describe('GET /log/all', () => {
  it('gives 20 entries a page, newest first, with the total', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('100');
    const body = res.json();
    expect(body).toHaveLength(20);
    // Entries from before event codes that matched no phrasing read as written (decision 044).
    expect(body[0]).toEqual({
      log: 'Olay 99',
      createdAt: new Date(start + 99_000).toISOString(),
      type: 'other',
      event: 'legacy',
      params: {},
    });
    expect(body[19].log).toBe('Olay 80');
    const last = (await list('?page=5')).json();
    expect(last.map((e: { log: string }) => e.log).at(-1)).toBe('Olay 0');
    expect((await list('?page=6')).json()).toEqual([]);
  });

  it('filters by the chosen types in SQL and pages the filtered list', async () => {
    const res = await list('?types=teacher,company&page=2');
    expect(res.headers['x-total-count']).toBe('50');
    const body = res.json() as { log: string; type: string }[];
    expect(body).toHaveLength(20);
    expect(new Set(body.map((e) => e.type))).toEqual(new Set(['teacher', 'company']));
    // Page 1 held Olay 98..60 (teacher at i%4=0, company at i%4=2); page 2 goes on from Olay 58.
    expect(body[0].log).toBe('Olay 58');
    const one = await list('?types=student');
    expect(one.headers['x-total-count']).toBe('25');
    expect(one.json().every((e: { type: string }) => e.type === 'student')).toBe(true);
  });

  it('shows every type when none is chosen', async () => {
    const res = await list('?types=');
    expect(res.headers['x-total-count']).toBe('100');
  });

  it('refuses unknown types and bad pages with 400', async () => {
    const res = await list('?types=teacher,admin');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('Bilinmeyen kayıt türü');
    expect((await list('?page=0')).statusCode).toBe(400);
  });

  it("writes each entry in the caller's language, whichever way it is asked for", async () => {
    const student = await createUser(ctx.app, 'student', { name: 'Ayşe', surname: 'Yılmaz' });
    await ctx.app.activity.write({
      event: 'course.enrolled',
      params: {
        studentId: student.id,
        studentName: 'Ayşe Yılmaz',
        courseId: crypto.randomUUID(),
        courseTitle: 'Ağ 101',
      },
      actorId: student.id,
    });
    ctx.app.readCache.invalidate(['logs']); // written outside a request, as another instance would
    const tr = 'Ayşe Yılmaz adlı öğrenci "Ağ 101" kursuna kaydoldu';
    const en = 'Student Ayşe Yılmaz enrolled in the course "Ağ 101"';
    const first = async (query: string, headers: Record<string, string> = {}) => {
      const res = await injectAs(ctx.app, null, {
        url: `/log/all${query}`,
        headers: { cookie: admin.cookie, ...headers },
      });
      return res.json()[0];
    };
    expect(await first('?types=student')).toMatchObject({
      log: tr,
      type: 'student',
      event: 'course.enrolled',
      params: { studentId: student.id, studentName: 'Ayşe Yılmaz', courseTitle: 'Ağ 101' },
    });
    // One cached page per language: asking in English after Turkish gets English.
    expect((await first('?types=student&lang=en')).log).toBe(en);
    expect((await first('?types=student', { 'accept-language': 'en-US,en;q=0.9' })).log).toBe(en);
    expect((await first('?types=student', { cookie: `${admin.cookie}; lang=en`, 'accept-language': 'tr' })).log).toBe(
      en,
    );
    expect((await first('?types=student', { 'accept-language': 'tr-TR' })).log).toBe(tr);
  });

  it('is for admins only', async () => {
    expect((await list('', null)).statusCode).toBe(401);
    for (const role of ['student', 'teacher', 'company'] as const) {
      expect((await list('', await createUser(ctx.app, role))).statusCode).toBe(403);
    }
    // The guard answers before the query's schema: nobody but an admin learns what a valid query is.
    expect((await list('?types=admin&page=0', null)).statusCode).toBe(401);
    expect((await list('?types=admin&page=0', await createUser(ctx.app, 'student'))).statusCode).toBe(403);
  });
});
