import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { activityLogs, courses, sessions } from '../src/db/schema/index.ts';
import { createTestApp, createUser, injectAs, onPostgres, type TestContext, type TestUser } from './helpers.ts';

// NODE_ENV=production: the cache is on exactly as in a deployment (tests elsewhere run without it on PostgreSQL).
let ctx: TestContext;
let admin: TestUser;
let company: TestUser;
let student: TestUser;
let teacher: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ NODE_ENV: 'production' });
  admin = await createUser(ctx.app, 'admin');
  company = await createUser(ctx.app, 'company');
  student = await createUser(ctx.app, 'student');
  teacher = await createUser(ctx.app, 'teacher');
});
afterAll(() => ctx.close());

const titles = async (url: string, app = ctx.app) => (await app.inject({ url })).json().map((r: { title: string }) => r.title);
/** PGlite tells this process before the write returns; PostgreSQL's notice arrives a moment after commit. */
const eventually = (check: () => Promise<unknown>) => expect.poll(check, { timeout: 3000, interval: 20 });

describe('cached public reads', () => {
  it('serves the same answer from the cache, headers included', async () => {
    const first = await ctx.app.inject({ url: '/job/all' });
    expect(ctx.app.readCache.get('/job/all')).toBeDefined();
    const second = await ctx.app.inject({ url: '/job/all' });
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['x-total-count']).toBe(first.headers['x-total-count']);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
  });

  it('asks the database once when many people ask for a missing entry at the same moment', async () => {
    const driver = (ctx.app.database.pool ?? (ctx.app.db as unknown as { $client: object }).$client) as { query: () => unknown };
    const queriesFor = async (requests: number) => {
      ctx.app.readCache.invalidate();
      const spy = vi.spyOn(driver, 'query');
      const answers = await Promise.all(Array.from({ length: requests }, () => ctx.app.inject({ url: '/blog/all' })));
      const calls = spy.mock.calls.length;
      spy.mockRestore();
      expect(answers.every((a) => a.statusCode === 200 && a.body === answers[0].body)).toBe(true);
      return calls;
    };
    const one = await queriesFor(1);
    expect(one).toBeGreaterThan(0);
    expect(await queriesFor(20)).toBe(one);
  });

  it('shows a write through the API on the very next read', async () => {
    expect(await titles('/job/all')).not.toContain('Kaynakçı');
    const before = Number((await ctx.app.inject({ url: '/job/all' })).headers['x-total-count']);
    const res = await injectAs(ctx.app, company, { method: 'POST', url: '/job/add', payload: { title: 'Kaynakçı', description: 'Tam zamanlı' } });
    expect(res.statusCode).toBe(201);
    const after = await ctx.app.inject({ url: '/job/all' });
    expect(after.json().map((r: { title: string }) => r.title)).toContain('Kaynakçı');
    expect(Number(after.headers['x-total-count'])).toBe(before + 1);
  });

  it('shows a write made straight in the database (a script, another instance)', async () => {
    expect(await titles('/course/all')).not.toContain('Doğrudan eklenen kurs');
    await ctx.app.db.insert(courses).values({ title: 'Doğrudan eklenen kurs', addedByType: 'Admin' });
    if (!onPostgres) expect(await titles('/course/all')).toContain('Doğrudan eklenen kurs');
    await eventually(() => titles('/course/all')).toContain('Doğrudan eklenen kurs');
  });

  it('caches a course page for visitors only: its owner still sees the answers', async () => {
    const [{ id }] = await ctx.app.db.insert(courses).values({
      title: 'Sınavlı kurs', addedBy: teacher.id, addedByType: 'Teacher',
      test: { questions: [{ text: 'Soru', options: ['a', 'b', 'c', 'd', 'e'], correctAnswer: 2 }] },
    }).returning({ id: courses.id });
    for (let i = 0; i < 2; i++) {
      const visitor = await ctx.app.inject({ url: `/course/get/${id}` });
      expect(visitor.statusCode).toBe(200);
      expect(visitor.body).not.toContain('correctAnswer');
    }
    const owner = await injectAs(ctx.app, teacher, { url: `/course/get/${id}` });
    expect(owner.body).toContain('correctAnswer');
  });

  it('never hands the admin-only log from the cache to anyone else', async () => {
    expect((await injectAs(ctx.app, admin, { url: '/log/all' })).statusCode).toBe(200);
    expect((await injectAs(ctx.app, admin, { url: '/log/all' })).statusCode).toBe(200);
    expect((await injectAs(ctx.app, student, { url: '/log/all' })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/log/all' })).statusCode).toBe(401);
  });
});

describe('cached admin log', () => {
  const total = async () => Number((await injectAs(ctx.app, admin, { url: '/log/all' })).headers['x-total-count']);

  it('shows a write on this instance at once, and one from elsewhere within its 2 s lifetime', async () => {
    const before = await total();
    const res = await injectAs(ctx.app, company, { method: 'POST', url: '/job/add', payload: { title: 'Boyacı', description: 'Yarı zamanlı' } });
    expect(res.statusCode).toBe(201);
    expect(await total()).toBe(before + 1);
    await ctx.app.db.insert(activityLogs).values({ type: 'other', text: 'Başka bir sunucuda yazıldı' });
    await eventually(total).toBe(before + 2);
  });
});

describe('cached sessions', () => {
  it('ends a session at once on logout', async () => {
    const u = await createUser(ctx.app, 'student');
    for (let i = 0; i < 2; i++) expect((await injectAs(ctx.app, u, { url: '/auth/check-session' })).json().user).toMatchObject({ id: u.id });
    expect((await injectAs(ctx.app, u, { method: 'POST', url: '/auth/logout' })).statusCode).toBe(200);
    expect((await injectAs(ctx.app, u, { url: '/auth/check-session' })).json().user).toBeNull();
  });

  it('ends a session deleted straight in the database (a password change on another instance)', async () => {
    const u = await createUser(ctx.app, 'company');
    expect((await injectAs(ctx.app, u, { url: '/auth/check-session' })).json().user).toMatchObject({ id: u.id });
    await ctx.app.db.delete(sessions).where(eq(sessions.userId, u.id));
    await eventually(async () => (await injectAs(ctx.app, u, { url: '/auth/check-session' })).json().user).toBeNull();
  });
});

describe.skipIf(!onPostgres)('two instances on one PostgreSQL', () => {
  it('a write on one instance reaches the other one\'s cache', async () => {
    const database = await openDatabase({ databaseUrl: String(ctx.database.pool!.options.connectionString), poolSize: 2 });
    const other = await buildApp({ config: ctx.config, database, logger: false });
    await other.ready();
    try {
      await eventually(async () => other.readCache.enabled).toBe(true);
      expect(await titles('/job/all', other)).not.toContain('Tornacı');
      expect(other.readCache.get('/job/all')).toBeDefined();
      const res = await injectAs(ctx.app, company, { method: 'POST', url: '/job/add', payload: { title: 'Tornacı', description: 'Vardiyalı' } });
      expect(res.statusCode).toBe(201);
      await eventually(() => titles('/job/all', other)).toContain('Tornacı');
    } finally {
      await other.close();
      await database.close();
    }
  });
});
