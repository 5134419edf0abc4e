import http from 'node:http';
import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import type { CacheRule } from '../src/plugins/read-cache/index.ts';
import { notifiedTables } from '../src/plugins/read-cache/topics.ts';
import { openDatabase } from '../src/db/client.ts';
import { activityLogs, courses, jobs, sessions } from '../src/db/schema/index.ts';
import { addCourse } from './course-fixtures.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  onPostgres,
  takeExam,
  type TestContext,
  type TestUser,
} from './helpers.ts';

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

const titles = async (url: string, app = ctx.app) =>
  (await app.inject({ url })).json().map((r: { title: string }) => r.title);
/** PGlite tells this process before the write returns; PostgreSQL's notice arrives a moment after commit. */
const eventually = (check: () => Promise<unknown>) => expect.poll(check, { timeout: 3000, interval: 20 });
const driver = () =>
  (ctx.app.database.pool ?? (ctx.app.db as unknown as { $client: object }).$client) as { query: () => unknown };
/** Waits until this instance has heard of a write made straight in the database since `ticket`. */
const noticed = (ticket: number) => eventually(async () => ctx.app.readCache.ticket()).toBeGreaterThan(ticket);
/**
 * How many statements reading `table` reached the database while `work` ran. Only those: the queue's scheduled work
 * (expired attempts graded every minute, pg-boss's own upkeep) may use the pool at any moment.
 */
async function queriesDuring(table: string, work: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(driver(), 'query');
  try {
    await work();
    const text = (arg: unknown) =>
      typeof arg === 'string' ? arg : ((arg as { text?: string } | undefined)?.text ?? '');
    return spy.mock.calls.filter((call) => text((call as unknown[])[0]).includes(`"${table}"`)).length;
  } finally {
    spy.mockRestore();
  }
}

describe('cached public reads', () => {
  it('serves the same answer from the cache, headers included', async () => {
    const first = await ctx.app.inject({ url: '/job/all' });
    const queries = await queriesDuring('jobs', () => ctx.app.inject({ url: '/job/all' }));
    const second = await ctx.app.inject({ url: '/job/all' });
    expect(queries).toBe(0);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['x-total-count']).toBe(first.headers['x-total-count']);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
  });

  it('keys an answer by its validated input: unknown query keys and spellings of a number are one entry', async () => {
    await ctx.app.inject({ url: '/job/all?page=1&limit=24' });
    const entries = ctx.app.readCache.size;
    const variants = [
      '/job/all',
      '/job/all?v=1',
      '/job/all?nocache=8e1f',
      '/job/all?page=01&limit=024&x=y',
      '/job/all?limit=24&page=1',
    ];
    const queries = await queriesDuring('jobs', () => Promise.all(variants.map((url) => ctx.app.inject({ url }))));
    expect(queries).toBe(0);
    expect(ctx.app.readCache.size).toBe(entries);
    expect(await queriesDuring('jobs', () => ctx.app.inject({ url: '/job/all?page=2' }))).toBeGreaterThan(0);
  });

  it('asks the database once when many people ask for a missing entry at the same moment', async () => {
    const queriesFor = async (requests: number) => {
      ctx.app.readCache.invalidate();
      let answers: { statusCode: number; body: string }[] = [];
      const calls = await queriesDuring('blogs', async () => {
        answers = await Promise.all(Array.from({ length: requests }, () => ctx.app.inject({ url: '/blog/all' })));
      });
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
    const res = await injectAs(ctx.app, company, {
      method: 'POST',
      url: '/job/add',
      payload: { title: 'Kaynakçı', description: 'Tam zamanlı' },
    });
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
    const ticket = ctx.app.readCache.ticket();
    const [{ id }] = await ctx.app.db
      .insert(courses)
      .values({
        title: 'Sınavlı kurs',
        addedBy: teacher.id,
        addedByType: 'Teacher',
        test: { questions: [{ id: randomUUID(), text: 'Soru', options: ['a', 'b', 'c', 'd', 'e'], correctAnswer: 2 }] },
      })
      .returning({ id: courses.id });
    await noticed(ticket);
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

describe('invalidation by topic', () => {
  const lists = ['/course/all', '/job/all', '/blog/all'];
  const tables: Record<string, string> = {
    '/course/all': 'courses',
    '/job/all': 'jobs',
    '/blog/all': 'blogs',
    '/log/all': 'activity_logs',
  };
  /** The cached answers among these URLs that a request could still be served without the database. */
  const cached = async (urls: string[], user: TestUser | null = null) => {
    const hits: string[] = [];
    for (const url of urls)
      if ((await queriesDuring(tables[url]!, () => injectAs(ctx.app, user, { url }))) === 0) hits.push(url);
    return hits;
  };

  it('keeps course, job and news lists through exam submissions and applications, and drops the log', async () => {
    const courseId = await addCourse(ctx.app, teacher);
    const learner = await createUser(ctx.app, 'student');
    expect(
      (await injectAs(ctx.app, learner, { method: 'POST', url: `/courseEnrollement/enroll/${courseId}` })).statusCode,
    ).toBe(201);
    const job = await injectAs(ctx.app, company, {
      method: 'POST',
      url: '/job/add',
      payload: { title: 'Elektrikçi', description: 'Bakım' },
    });
    // Until the notices of the writes above have arrived (PostgreSQL: a moment after each commit).
    await eventually(async () => {
      for (const url of lists) await ctx.app.inject({ url });
      return cached(lists);
    }).toEqual(lists);
    await injectAs(ctx.app, admin, { url: '/log/all' });

    const exam = await takeExam(ctx.app, learner, courseId, [0, 1, 4]);
    expect(exam.json()).toMatchObject({ score: 3, status: 'passed' });
    const applied = await injectAs(ctx.app, learner, { method: 'POST', url: `/enrollment/enroll/${job.json().id}` });
    expect(applied.statusCode).toBe(201);
    expect(await cached(lists)).toEqual(lists);
    expect(await cached(['/log/all'], admin)).toEqual([]);
  });

  it('drops what a write changed and nothing else', async () => {
    for (const url of lists) await ctx.app.inject({ url });
    const beforeWrite = ctx.app.readCache.ticket();
    const res = await injectAs(ctx.app, company, {
      method: 'POST',
      url: '/job/add',
      payload: { title: 'Kaportacı', description: 'Oto' },
    });
    expect(res.statusCode).toBe(201);
    expect(await cached(lists)).toEqual(['/course/all', '/blog/all']);
    // PostgreSQL's notice of the same write arrives a moment after the instance's own drop, and drops the jobs'
    // entries once more: wait for both.
    if (onPostgres) await noticed(beforeWrite + 1);
    expect(await titles('/job/all')).toContain('Kaportacı');
    await ctx.app.inject({ url: '/job/all' });
    const created = await injectAs(ctx.app, admin, {
      method: 'POST',
      url: '/admin/users',
      payload: {
        name: 'Nur',
        surname: 'Kaya',
        email: `nur${Date.now()}@example.com`,
        password: 'Kx9!mQ2#',
        subject: 'Ağlar',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(await cached(lists)).toEqual(lists);
  });

  it('never stores a read that began before a write to its topic, and still stores one of another topic', async () => {
    for (const url of lists) await ctx.app.inject({ url });
    ctx.app.readCache.invalidate();
    // Hold the two list reads in the database until the job is written.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const d = driver();
    const query = d.query.bind(d) as (...args: unknown[]) => unknown;
    const spy = vi.spyOn(d, 'query').mockImplementation(((...args: unknown[]) => {
      const text = String((args[0] as { text?: string })?.text ?? args[0]);
      return /^select/i.test(text) && /from "(jobs|blogs)"/.test(text)
        ? gate.then(() => query(...args))
        : query(...args);
    }) as never);
    try {
      const readJobs = ctx.app.inject({ url: '/job/all' });
      const readNews = ctx.app.inject({ url: '/blog/all' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      await ctx.app.db.insert(jobs).values({ title: 'Gece bekçi', description: 'Vardiya', addedByType: 'Admin' });
      // An API write drops the topic after its commit, as the notice does for a write from elsewhere.
      ctx.app.readCache.invalidate(['jobs']);
      release();
      expect((await readJobs).statusCode).toBe(200);
      expect((await readNews).statusCode).toBe(200);
    } finally {
      spy.mockRestore();
    }
    expect(await cached(['/job/all', '/blog/all'])).toEqual(['/blog/all']);
    expect(await titles('/job/all')).toContain('Gece bekçi');
  });
});

describe('caching declared on the route', () => {
  /** A second app on the same database, with a route of the test's own added before it starts. */
  async function appWith(add: (app: FastifyInstance) => void, config: Partial<Config> = {}) {
    const app = await buildApp({ config: { ...ctx.config, ...config }, database: ctx.database, logger: false });
    try {
      add(app);
      await app.ready();
    } catch (err) {
      await app.close();
      throw err;
    }
    return app;
  }

  it('refuses to start with a rule that could hand a guarded answer to others', async () => {
    const guarded = (cache: CacheRule) => (app: FastifyInstance) =>
      app.get('/deneme', { preHandler: app.authorize('student'), config: { cache } }, async () => ({ ok: true }));
    await expect(appWith(guarded({ topics: ['jobs'], public: true }))).rejects.toThrow(/cannot be cached for everyone/);
    await expect(appWith(guarded({ topics: ['jobs'], visitorsOnly: true }))).rejects.toThrow(
      /cannot be cached for everyone/,
    );
    await expect(appWith(guarded({ topics: ['jobs'], roles: ['company'] }))).rejects.toThrow(/roles the route refuses/);
    await expect(appWith(guarded({ topics: ['jobs'] }))).rejects.toThrow(/exactly one audience/);
    await expect(appWith(guarded({ topics: ['jobs'], roles: ['student'], public: true }))).rejects.toThrow(
      /exactly one audience/,
    );
  });

  it("looks a cached answer up only after the route's own checks, in whatever hook they run", async () => {
    const app = await appWith((a) => {
      const cache: CacheRule = { topics: ['jobs'], roles: ['student'] };
      a.get('/deneme/on-isleyici', { preHandler: a.authorize('student'), config: { cache } }, async () => ({
        gizli: true,
      }));
      a.get('/deneme/dogrulama-oncesi', { preValidation: a.authorize('student'), config: { cache } }, async () => ({
        gizli: true,
      }));
    });
    try {
      for (const url of ['/deneme/on-isleyici', '/deneme/dogrulama-oncesi']) {
        expect((await injectAs(app, student, { url })).statusCode).toBe(200);
        expect((await injectAs(app, student, { url })).statusCode).toBe(200);
        expect((await app.inject({ url })).statusCode).toBe(401);
        expect((await injectAs(app, company, { url })).statusCode).toBe(403);
      }
    } finally {
      await app.close();
    }
  });

  it('FAST_PATH=0 sends every request through Fastify', async () => {
    const fastifyRequests = async (fastPath: boolean) => {
      let seen = 0;
      const app = await appWith((a) => a.addHook('onRequest', async () => void seen++), { fastPath });
      try {
        const base = await app.listen({ port: 0, host: '127.0.0.1' });
        for (let i = 0; i < 3; i++) expect((await fetch(`${base}/blog/all`)).status).toBe(200);
        return seen;
      } finally {
        await app.close();
      }
    };
    expect(await fastifyRequests(true)).toBe(1);
    expect(await fastifyRequests(false)).toBe(3);
  });

  it('drops, for a write on this instance, the topics the database triggers announce to the others', async () => {
    const { rows } = await ctx.app.db.execute<{ def: string }>(sql`
      select pg_get_triggerdef(t.oid) as def from pg_trigger t
      where not t.tgisinternal and pg_get_triggerdef(t.oid) like '%beceri_cache_notify%'`);
    const fromTriggers = Object.fromEntries(
      rows.map(({ def }) => {
        const m = /AFTER (.+) ON (?:public\.)?(\w+) .*beceri_cache_notify\('(\w+)'\)/.exec(def)!;
        // 'update of course_id, student_id': the app never moves an enrolment, it only counts attempts on it.
        const ops = m[1]
          .toLowerCase()
          .split(' or ')
          .filter((op) => !op.startsWith('update of '));
        return [m[2], { topic: m[3], ops: ops.sort() }];
      }),
    );
    const declared = Object.fromEntries(
      Object.entries(notifiedTables).map(([table, t]) => [table, { topic: t.topic, ops: [...t.ops].sort() }]),
    );
    expect(declared).toEqual(fromTriggers);
  });
});

describe('bounded in bytes', () => {
  it('keeps one entry and little memory when anyone asks for 100 long job posts under 300 made-up queries', async () => {
    const long = 'Kıdemli yazılım geliştirici arıyoruz; İzmit, ğüşıöç. '.repeat(400).slice(0, 20_000);
    const ticket = ctx.app.readCache.ticket();
    await ctx.app.db.insert(jobs).values(
      Array.from({ length: 100 }, (_, i) => ({
        title: `İlan ${i}`,
        description: long,
        addedBy: company.id,
        addedByType: 'Company' as const,
      })),
    );
    // The insert's notice has dropped the job lists (PostgreSQL delivers it a moment after the commit).
    await noticed(ticket);
    const first = await ctx.app.inject({ url: '/job/all?limit=100' });
    // Cards get the start of each description, not 100 × 20,000 characters.
    expect(first.json()).toHaveLength(100);
    expect(first.rawPayload.length).toBeLessThan(100 * 1024);
    const entries = ctx.app.readCache.size;
    const rssBefore = process.memoryUsage().rss;
    for (let v = 1; v <= 300; v++) {
      const res = await ctx.app.inject({ url: `/job/all?limit=100&v=${v}&nocache=${v}` });
      expect(res.statusCode).toBe(200);
    }
    expect(ctx.app.readCache.size).toBe(entries);
    expect(ctx.app.readCache.bytes).toBeLessThan(2 * 1024 * 1024);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(150 * 1024 * 1024);
  });
});

describe('cached admin log', () => {
  const total = async () => Number((await injectAs(ctx.app, admin, { url: '/log/all' })).headers['x-total-count']);

  it('shows a write on this instance at once, and one from elsewhere within its 2 s lifetime', async () => {
    const before = await total();
    const res = await injectAs(ctx.app, company, {
      method: 'POST',
      url: '/job/add',
      payload: { title: 'Boyacı', description: 'Yarı zamanlı' },
    });
    expect(res.statusCode).toBe(201);
    expect(await total()).toBe(before + 1);
    await ctx.app.db.insert(activityLogs).values({ type: 'other', text: 'Başka bir sunucuda yazıldı' });
    await eventually(total).toBe(before + 2);
  });
});

describe('cached sessions', () => {
  it('ends a session at once on logout', async () => {
    const u = await createUser(ctx.app, 'student');
    for (let i = 0; i < 2; i++)
      expect((await injectAs(ctx.app, u, { url: '/auth/check-session' })).json().user).toMatchObject({ id: u.id });
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
  const real = (url: string, user?: TestUser | null, headers: Record<string, string> = {}) =>
    fetch(appBase + url, { headers: { ...headers, ...(user ? { cookie: user.cookie } : {}) } });
  // Date, Connection and Keep-Alive belong to the server and the moment, not to the answer.
  /** A GET whose body is kept as sent (fetch would decode it). */
  const rawGet = (base: string, url: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(base + url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  it('gives a hit exactly the status, headers and body Fastify gave the first time', async () => {
    ctx.app.readCache.invalidate();
    expect((await fast('/job/all')).status).toBe(599);
    const identity = { 'accept-encoding': 'identity' };
    const first = await rawGet(appBase, '/job/all', identity);
    const second = await rawGet(fastBase, '/job/all', identity);
    expect(second.status).toBe(200);
    const perConnection = ['date', 'connection', 'keep-alive'];
    const headers = (res: { headers: http.IncomingHttpHeaders }) =>
      Object.fromEntries(Object.entries(res.headers).filter(([n]) => !perConnection.includes(n)));
    expect(headers(second)).toEqual(headers(first));
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('leaves page navigations to the SPA and a dropped entry to the database', async () => {
    await real('/blog/all');
    await real('/job/all');
    expect((await fast('/blog/all')).status).toBe(200);
    expect((await fast('/blog/all', null, { accept: 'text/html' })).status).toBe(599);
    const res = await injectAs(ctx.app, company, {
      method: 'POST',
      url: '/job/add',
      payload: { title: 'Aşçı', description: 'Mutfak' },
    });
    expect(res.statusCode).toBe(201);
    expect((await fast('/job/all')).status).toBe(599);
    expect((await fast('/blog/all')).status).toBe(200);
  });

  it('answers any spelling of a query it has seen, and sends brotli or gzip to clients that accept it', async () => {
    const body = await (await real('/job/all?limit=100')).text();
    expect(body.length).toBeGreaterThan(1024);
    await real('/job/all?limit=100&utm_source=bulten');
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip;q=1, br;q=0', 'gzip'],
      ['br;q=0, gzip;q=0', null],
      ['', null],
    ] as const) {
      const res = await rawGet(fastBase, '/job/all?limit=100&utm_source=bulten', { 'accept-encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding ?? undefined);
      expect(res.headers.vary).toBe('accept-encoding');
      const decoded =
        encoding === 'br'
          ? zlib.brotliDecompressSync(res.body)
          : encoding === 'gzip'
            ? zlib.gunzipSync(res.body)
            : res.body;
      expect(decoded.toString()).toBe(body);
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
    }
    const viaFastify = await injectAs(ctx.app, null, {
      url: '/job/all?limit=100',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(viaFastify.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(viaFastify.rawPayload).toString()).toBe(body);
  });

  it("gives the visitors' course page to visitors only, never to its owner or an unknown cookie", async () => {
    const ticket = ctx.app.readCache.ticket();
    const [{ id }] = await ctx.app.db
      .insert(courses)
      .values({
        title: 'Hızlı yol kursu',
        addedBy: teacher.id,
        addedByType: 'Teacher',
        test: { questions: [{ id: randomUUID(), text: 'Soru', options: ['a', 'b', 'c', 'd', 'e'], correctAnswer: 3 }] },
      })
      .returning({ id: courses.id });
    await noticed(ticket);
    expect((await real(`/course/get/${id}`)).status).toBe(200);
    await real('/auth/check-session', teacher);
    const visitor = await fast(`/course/get/${id}`);
    expect(visitor.status).toBe(200);
    expect(await visitor.text()).not.toContain('correctAnswer');
    expect((await fast(`/course/get/${id}`, teacher)).status).toBe(599);
    expect(
      (await fast(`/course/get/${id}`, null, { cookie: `${ctx.app.sessions.cookieName}=bilinmeyen-oturum` })).status,
    ).toBe(599);
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

  it('keeps the admin log once per language and gives each reader their own (decision 044)', async () => {
    await ctx.app.activity.write({
      event: 'job.unpublished',
      params: { jobId: crypto.randomUUID(), jobTitle: 'Dil testi' },
      actorId: admin.id,
    });
    ctx.app.readCache.invalidate(['logs']); // written outside a request: nothing else drops the cached page at once
    const first = async (res: Response) => ((await res.json()) as { log: string }[])[0].log;
    const inEnglish = { 'accept-language': 'en-GB,en;q=0.9' };
    expect(await first(await real('/log/all', admin))).toBe('Yönetici "Dil testi" iş ilanını yayından kaldırdı');
    expect((await fast('/log/all', admin, inEnglish)).status).toBe(599);
    expect(await first(await real('/log/all', admin, inEnglish))).toBe(
      'An administrator took down the job "Dil testi"',
    );
    expect(await first(await fast('/log/all', admin, inEnglish))).toBe(
      'An administrator took down the job "Dil testi"',
    );
    expect(await first(await fast('/log/all', admin))).toBe('Yönetici "Dil testi" iş ilanını yayından kaldırdı');
    // The lang cookie outranks Accept-Language, as on Fastify's path.
    const cookie = `${admin.cookie}; lang=tr`;
    expect(await first(await fast('/log/all', null, { ...inEnglish, cookie }))).toBe(
      'Yönetici "Dil testi" iş ilanını yayından kaldırdı',
    );
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
  it("a write on one instance reaches the other one's cache", async () => {
    const database = await openDatabase({
      databaseUrl: String(ctx.database.pool!.options.connectionString),
      poolSize: 2,
    });
    const other = await buildApp({ config: ctx.config, database, logger: false });
    await other.ready();
    try {
      await eventually(async () => other.readCache.enabled).toBe(true);
      expect(await titles('/job/all', other)).not.toContain('Tornacı');
      expect(other.readCache.size).toBeGreaterThan(0);
      const res = await injectAs(ctx.app, company, {
        method: 'POST',
        url: '/job/add',
        payload: { title: 'Tornacı', description: 'Vardiyalı' },
      });
      expect(res.statusCode).toBe(201);
      await eventually(() => titles('/job/all', other)).toContain('Tornacı');
    } finally {
      await other.close();
      await database.close();
    }
  });
});
