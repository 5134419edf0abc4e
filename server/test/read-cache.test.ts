import http from 'node:http';
import type { AddressInfo } from 'node:net';
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

describe('hits answered before Fastify', () => {
  /** A server that offers each request to the cache's fast path only: 599 means it left the request to Fastify. */
  let fastOnly: http.Server;
  let fastBase = '';
  let appBase = '';
  beforeAll(async () => {
    fastOnly = http.createServer((req, res) => {
      if (!ctx.app.readCacheFastPath(req, res)) res.writeHead(599).end();
    });
    await new Promise<void>((resolve) => fastOnly.listen(0, '127.0.0.1', resolve));
    fastBase = `http://127.0.0.1:${(fastOnly.address() as AddressInfo).port}`;
    appBase = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => new Promise<void>((resolve) => fastOnly.close(() => resolve())));

  const fast = (url: string, user?: TestUser | null, headers: Record<string, string> = {}) =>
    fetch(fastBase + url, { headers: { ...headers, ...(user ? { cookie: user.cookie } : {}) } });
  /** Through the real server, so through Fastify when the fast path declines. */
  const real = (url: string, user?: TestUser | null) => fetch(appBase + url, { headers: user ? { cookie: user.cookie } : {} });
  // Date, Connection and Keep-Alive belong to the server and the moment, not to the answer.
  const headersOf = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)));

  it('gives a hit exactly the status, headers and body Fastify gave the first time', async () => {
    ctx.app.readCache.invalidate();
    expect((await fast('/job/all')).status).toBe(599);
    const first = await real('/job/all');
    const second = await fast('/job/all');
    expect(second.status).toBe(200);
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('leaves page navigations to the SPA and a dropped entry to the database', async () => {
    await real('/blog/all');
    expect((await fast('/blog/all')).status).toBe(200);
    expect((await fast('/blog/all', null, { accept: 'text/html' })).status).toBe(599);
    const res = await injectAs(ctx.app, company, { method: 'POST', url: '/job/add', payload: { title: 'Aşçı', description: 'Mutfak' } });
    expect(res.statusCode).toBe(201);
    expect((await fast('/blog/all')).status).toBe(599);
  });

  it('gives the visitors\' course page to visitors only, never to its owner or an unknown cookie', async () => {
    const [{ id }] = await ctx.app.db.insert(courses).values({
      title: 'Hızlı yol kursu', addedBy: teacher.id, addedByType: 'Teacher',
      test: { questions: [{ text: 'Soru', options: ['a', 'b', 'c', 'd', 'e'], correctAnswer: 3 }] },
    }).returning({ id: courses.id });
    expect((await real(`/course/get/${id}`)).status).toBe(200);
    await real('/auth/check-session', teacher);
    const visitor = await fast(`/course/get/${id}`);
    expect(visitor.status).toBe(200);
    expect(await visitor.text()).not.toContain('correctAnswer');
    expect((await fast(`/course/get/${id}`, teacher)).status).toBe(599);
    expect((await fast(`/course/get/${id}`, null, { cookie: `${ctx.app.sessions.cookieName}=bilinmeyen-oturum` })).status).toBe(599);
    expect(await (await real(`/course/get/${id}`, teacher)).text()).toContain('correctAnswer');
  });

  it('gives the admin log only to an admin whose session it knows', async () => {
    expect((await real('/log/all', admin)).status).toBe(200);
    expect((await fast('/log/all', admin)).status).toBe(200);
    await real('/auth/check-session', student);
    expect((await fast('/log/all', student)).status).toBe(599);
    expect((await fast('/log/all')).status).toBe(599);
    expect((await real('/log/all', student)).status).toBe(403);
    expect((await real('/log/all')).status).toBe(401);
  });

  it('gives each person only their own session answer, and none once they log out', async () => {
    const ali = await createUser(ctx.app, 'student', { name: 'Ali' });
    const veli = await createUser(ctx.app, 'student', { name: 'Veli' });
    expect((await (await real('/auth/check-session', ali)).json()).user.name).toBe('Ali');
    expect((await (await fast('/auth/check-session', ali)).json()).user.name).toBe('Ali');
    await real('/auth/check-session', veli);
    expect((await (await fast('/auth/check-session', veli)).json()).user.name).toBe('Veli');
    expect((await (await real('/auth/check-session')).json()).user).toBeNull();
    expect((await (await fast('/auth/check-session')).json()).user).toBeNull();
    expect((await injectAs(ctx.app, ali, { method: 'POST', url: '/auth/logout' })).statusCode).toBe(200);
    expect((await fast('/auth/check-session', ali)).status).toBe(599);
    expect((await (await real('/auth/check-session', ali)).json()).user).toBeNull();
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
