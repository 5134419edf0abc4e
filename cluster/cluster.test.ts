/**
 * Two real server processes behind Debian's nginx, on one PostgreSQL database and one S3-compatible store
 * (decision 018). Steps that must name an instance ("posted through A", "B's cache") talk to that
 * instance's own port, the address nginx proxies to; everything about balancing goes through nginx.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisReachable } from '@beceri/testkit/redis';
import { tcNumber } from '../server/test/tc-number.ts';
import {
  freePort,
  freshDatabase,
  startInstance,
  startMailCatcher,
  startNginx,
  startObjectStore,
  stopInstance,
  tempDir,
  until,
  type Instance,
} from './support/processes.ts';

const ADMIN = { email: 'admin@cluster.test', password: 'Yonetici-2024' };
const BUCKET = 'beceri-cluster';
const PROPAGATION_MS = 500;
const redisUrl = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = `beceri-cluster-${randomBytes(4).toString('hex')}:`;

const withRedis = await redisReachable(redisUrl);
if (!withRedis) console.warn(`SKIPPED the Redis step: nothing answers at ${redisUrl} (set CLUSTER_REDIS_URL)`);

let db: Awaited<ReturnType<typeof freshDatabase>>;
let store: Awaited<ReturnType<typeof startObjectStore>>;
let nginx: Awaited<ReturnType<typeof startNginx>>;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let env: Record<string, string>;
const instances: Record<'A' | 'B', Instance | undefined> = { A: undefined, B: undefined };
const ports = { A: 0, B: 0 };
const dataDirs: string[] = [];

function instanceEnv(name: string) {
  const dataDir = tempDir(`data-${name}`);
  dataDirs.push(dataDir);
  return { ...env, DATA_DIR: dataDir };
}

const A = () => instances.A!;
const B = () => instances.B!;

beforeAll(async () => {
  db = await freshDatabase(process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  store = await startObjectStore(BUCKET);
  ports.A = await freePort();
  ports.B = await freePort();
  nginx = await startNginx([`127.0.0.1:${ports.A}`, `127.0.0.1:${ports.B}`]);
  mail = await startMailCatcher(await freePort());
  env = {
    NODE_ENV: 'production',
    DATABASE_URL: db.url,
    DATA_KEY: randomBytes(32).toString('hex'),
    STORAGE_URL: `s3://${BUCKET}?endpoint=${encodeURIComponent(store.endpoint)}&region=us-east-1&forcePathStyle=true`,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    TRUST_PROXY: 'loopback',
    PUBLIC_URL: nginx.base,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    REDIS_URL: '',
    // The job queue (decision 036) in seconds: a refused mail is tried again after 1-2 s, the purge is scheduled every
    // minute and both instances look at the schedule every second.
    SMTP_URL: mail.url,
    MAIL_RETRY_FIRST_SECONDS: '1',
    MAIL_RETRY_MAX_SECONDS: '2',
    QUEUE_POLL_SECONDS: '0.5',
    QUEUE_CRON_CHECK_SECONDS: '1',
    PURGE_CRON: '* * * * *',
  };
  // Both at once, as a fresh deployment starts them: migrations and the admin account must not race.
  const [a, b] = await Promise.allSettled([
    startInstance('A', ports.A, instanceEnv('A')),
    startInstance('B', ports.B, instanceEnv('B')),
  ]);
  // Keep whichever started, so that afterAll stops it when the other did not.
  if (a.status === 'fulfilled') instances.A = a.value;
  if (b.status === 'fulfilled') instances.B = b.value;
  for (const r of [a, b]) if (r.status === 'rejected') throw r.reason;
}, 90_000);

afterAll(async () => {
  if (withRedis) {
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
  await Promise.all(Object.values(instances).map((i) => i && stopInstance(i)));
  await nginx?.stop();
  await mail?.stop();
  await store?.stop();
  await db?.drop();
  for (const dir of dataDirs) (await import('node:fs')).rmSync(dir, { recursive: true, force: true });
}, 60_000);

/** The session cookie of an answer, ready to send back (`__Host-sid` in production). */
function sessionCookie(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => /^(__Host-)?sid=/.test(c));
  if (!cookie) throw new Error(`no session cookie (status ${res.status})`);
  return cookie.split(';')[0];
}

async function login(base: string, email: string, password: string) {
  return fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

async function whoIs(base: string, cookie: string): Promise<string | null> {
  const res = await fetch(`${base}/auth/check-session`, { headers: { cookie } });
  expect(res.status).toBe(200);
  const { user } = (await res.json()) as { user: { email: string } | null };
  return user?.email ?? null;
}

async function jobTitles(base: string): Promise<string[]> {
  const res = await fetch(`${base}/job/all?limit=100`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { title: string }[]).map((j) => j.title);
}

/** Which instances the access log says took the requests to `path` (from line `from` on): "a" or "a,b" when retried. */
function upstreamsOf(path: string, from: number): string[] {
  return nginx
    .accessLog()
    .slice(from)
    .filter((l) => l.includes(` ${path} `))
    .map((l) => /upstream=(.+?) upstream_status=/.exec(l)![1].replaceAll(' ', ''));
}

/**
 * `readers` loops reading /job/all through nginx until stopped, counting the answers by status; a network
 * error counts as 0 (nginx must hide a dead instance completely). `onAnswer` runs after each.
 */
function readLoad(readers: number, onAnswer: () => void = () => {}) {
  const statuses = new Map<number, number>();
  let running = true;
  const loops = Array.from({ length: readers }, async () => {
    while (running) {
      const status = await fetch(`${nginx.base}/job/all?limit=100`).then(
        async (r) => {
          await r.arrayBuffer();
          return r.status;
        },
        () => 0,
      );
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      onAnswer();
    }
  });
  return {
    statuses,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe('two instances behind nginx', () => {
  it("a job posted through A is in B's cached /job/all within 500 ms", async () => {
    const admin = sessionCookie(await login(A().base, ADMIN.email, ADMIN.password));
    const title = `Küme ${randomUUID().slice(0, 5)}`;
    // B's list is read twice: the second answer comes from its cache.
    await jobTitles(B().base);
    expect(await jobTitles(B().base)).not.toContain(title);
    const posted = await fetch(`${A().base}/job/add`, {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ title, description: 'İki sunucu, bir veritabanı.' }),
    });
    expect(posted.status, await posted.clone().text()).toBe(201);
    const at = Date.now();
    await until('job on B', async () => (await jobTitles(B().base)).includes(title), {
      within: PROPAGATION_MS,
      every: 10,
    });
    expect(Date.now() - at).toBeLessThanOrEqual(PROPAGATION_MS);
    expect(await jobTitles(nginx.base)).toContain(title);
  });

  it('a session made on A works on B, and a logout on A ends it on B within 500 ms', async () => {
    const cookie = sessionCookie(await login(A().base, ADMIN.email, ADMIN.password));
    // Twice on B: the second answer comes from B's session cache, which the logout must reach.
    expect(await whoIs(B().base, cookie)).toBe(ADMIN.email);
    expect(await whoIs(B().base, cookie)).toBe(ADMIN.email);
    expect(await whoIs(nginx.base, cookie)).toBe(ADMIN.email);
    const out = await fetch(`${A().base}/auth/logout`, { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(200);
    const at = Date.now();
    await until('session ended on B', async () => (await whoIs(B().base, cookie)) === null, {
      within: PROPAGATION_MS,
      every: 10,
    });
    expect(Date.now() - at).toBeLessThanOrEqual(PROPAGATION_MS);
    expect(await whoIs(nginx.base, cookie)).toBeNull();
    expect((await fetch(`${B().base}/student/get`, { headers: { cookie } })).status).toBe(401);
  });

  it('10 failed logins spread over A and B by nginx lock the account (the 11th, right password: 429)', async () => {
    const from = nginx.accessLog().length;
    for (let i = 0; i < 10; i++) {
      const res = await login(nginx.base, ADMIN.email, `Yanlis-parola-${i}`);
      expect(res.status).toBe(401);
    }
    // nginx writes a request's log line after it has sent the answer: wait for the tenth line, not a moment.
    await until('nginx logged the 10 logins', async () => upstreamsOf('/auth/login', from).length >= 10, {
      within: 2_000,
      every: 10,
    });
    const took = upstreamsOf('/auth/login', from);
    expect(took).toHaveLength(10);
    expect(new Set(took)).toEqual(new Set([`127.0.0.1:${ports.A}`, `127.0.0.1:${ports.B}`]));
    expect((await login(nginx.base, ADMIN.email, ADMIN.password)).status).toBe(429);
    // Locked on both instances, whichever the balancer picks.
    expect((await login(A().base, ADMIN.email, ADMIN.password)).status).toBe(429);
    expect((await login(B().base, ADMIN.email, ADMIN.password)).status).toBe(429);
  });

  it('a resume uploaded through A downloads through B byte for byte, also as a Range (206)', async () => {
    // A real PDF header, then 1 MB that no compression or re-encoding would leave alone.
    const resume = Buffer.concat([Buffer.from('%PDF-1.4\n%'), randomBytes(1024 * 1024), Buffer.from('\n%%EOF\n')]);
    const email = `ogrenci-${randomUUID().slice(0, 8)}@cluster.test`;
    const password = 'Parola12!';
    const form = new FormData();
    const fields = {
      role: 'student',
      name: 'Ayşe',
      surname: 'Yılmaz',
      idNumber: tcNumber(Date.now() % 1e8),
      gender: 'female',
      dateOfBirth: '2001-04-12',
      educationLevel: 'universityStudent',
      jobSeekingStatus: 'job',
      disability: 'no',
      email,
      password,
      consent: 'true',
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('resume', new Blob([resume], { type: 'application/pdf' }), 'özgeçmiş.pdf');
    const registered = await fetch(`${A().base}/auth/register`, { method: 'POST', body: form });
    expect(registered.status, await registered.clone().text()).toBe(201);

    // B has a DATA_DIR of its own: it can only find the file in the object store.
    const cookie = sessionCookie(await login(B().base, email, password));
    const profile = (await (await fetch(`${B().base}/student/get`, { headers: { cookie } })).json()) as {
      resume: string;
    };
    expect(profile.resume).toMatch(/^\/files\//);
    const whole = await fetch(`${B().base}${profile.resume}`, { headers: { cookie } });
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(resume)).toBe(true);

    for (const base of [B().base, nginx.base]) {
      const part = await fetch(`${base}${profile.resume}`, { headers: { cookie, range: 'bytes=1000-1999' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${resume.length}`);
      expect(Buffer.from(await part.arrayBuffer()).equals(resume.subarray(1000, 2000))).toBe(true);
    }
  });

  it('killing A with SIGKILL under a read load loses no GET, B keeps serving, and a restarted A rejoins', async () => {
    let afterKill = 0;
    let killed = false;
    const load = readLoad(8, () => {
      if (killed) afterKill += 1;
    });
    const { statuses } = load;
    const from = nginx.accessLog().length;
    await until('load running', async () => (statuses.get(200) ?? 0) >= 200, { within: 10_000 });
    A().proc.kill('SIGKILL');
    killed = true;
    await A().exited;
    const killedAt = Date.now();
    // Keep reading for a second and at least 500 answers after the kill: all of them from B.
    await until('reads after the kill', async () => afterKill >= 500 && Date.now() - killedAt >= 1000, {
      within: 20_000,
    });
    await load.stop();
    expect(Object.fromEntries(statuses)).toEqual({ 200: expect.any(Number) });
    const took = upstreamsOf('/job/all?limit=100', from);
    const servedBy = new Set(took.flatMap((u) => u.split(',')));
    // Some reads met the dead A and were answered by B in the same request ("A, B" in the log).
    expect(took.some((u) => u === `127.0.0.1:${ports.A},127.0.0.1:${ports.B}`)).toBe(true);
    expect(servedBy).toContain(`127.0.0.1:${ports.A}`);
    expect(servedBy).toContain(`127.0.0.1:${ports.B}`);
    expect((await fetch(`${B().base}/health`)).status).toBe(200);

    // A comes back on its address; nginx tries it again after fail_timeout and it takes requests.
    instances.A = await startInstance('A', ports.A, instanceEnv('A2'));
    const rejoinFrom = nginx.accessLog().length;
    await until(
      'A serving through nginx again',
      async () => {
        expect((await fetch(`${nginx.base}/health`)).status).toBe(200);
        return nginx
          .accessLog()
          .slice(rejoinFrom)
          .some((l) => l.includes(`upstream=127.0.0.1:${ports.A} upstream_status=200`));
      },
      { within: 15_000, every: 100 },
    );
  });

  it.skipIf(!withRedis)(
    'a rolling restart onto REDIS_URL under a read load loses no GET, and the lock-out is then shared through Redis',
    async () => {
      const load = readLoad(4);
      env = { ...env, REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix };
      // One at a time, with the graceful shutdown (SIGTERM): the other keeps serving.
      for (const name of ['A', 'B'] as const) {
        await stopInstance(instances[name]!);
        instances[name] = await startInstance(name, ports[name], instanceEnv(`${name}-redis`));
        await until(
          `${name} back in nginx's rotation`,
          async () => {
            const from = nginx.accessLog().length;
            await fetch(`${nginx.base}/health`);
            await fetch(`${nginx.base}/health`);
            return upstreamsOf('/health', from).includes(`127.0.0.1:${ports[name]}`);
          },
          { within: 15_000, every: 200 },
        );
      }
      await load.stop();
      expect(Object.fromEntries(load.statuses)).toEqual({ 200: expect.any(Number) });

      // The counters now live in Redis: the lock-out kept in PostgreSQL no longer applies, Redis' one does.
      // Half the failures straight to A, half straight to B: neither alone reaches the limit of 10, so the
      // lock-out on both proves the shared counter (nginx's own spread is asserted in the first lock-out test,
      // and right after a restart its passive health check may still hold one instance back for fail_timeout).
      expect((await login(nginx.base, ADMIN.email, ADMIN.password)).status).toBe(200);
      for (let i = 0; i < 10; i++) {
        const target = i % 2 === 0 ? A() : B();
        expect((await login(target.base, ADMIN.email, `Yanlis-parola-${i}`)).status).toBe(401);
      }
      expect((await login(A().base, ADMIN.email, ADMIN.password)).status).toBe(429);
      expect((await login(B().base, ADMIN.email, ADMIN.password)).status).toBe(429);
      const redis = new Redis(redisUrl);
      expect((await redis.keys(`${redisPrefix}*`)).length).toBeGreaterThan(0);
      redis.disconnect();
    },
  );
});

describe('the job queue on two instances', () => {
  /** Rows of the queue's job table (pg-boss, schema `pgboss`) on the cluster's database. */
  async function jobs(name: string): Promise<{ state: string; retry_count: number; created_on: Date }[]> {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select state::text as state, retry_count, created_on from pgboss.job where name = $1 order by created_on`,
        [name],
      );
      return rows;
    } finally {
      await client.end();
    }
  }

  it('a mail queued on A while SMTP is down is delivered once, by either instance, after SMTP returns', async () => {
    const before = (await jobs('mail')).length;
    await mail.stop();
    try {
      const asked = await fetch(`${A().base}/mail/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN.email }),
      });
      expect(asked.status).toBe(200);
      // Refused (connection refused) at least twice, still waiting in the queue.
      await until(
        'the mail tried twice',
        async () => {
          const mine = (await jobs('mail')).slice(before);
          return mine.length === 1 && mine[0].state === 'retry' && mine[0].retry_count >= 2;
        },
        { within: 20_000, every: 200 },
      );
      expect(mail.to(ADMIN.email)).toHaveLength(0);
    } finally {
      await mail.start();
    }
    await until('the mail delivered', async () => mail.to(ADMIN.email).length > 0, { within: 20_000, every: 100 });
    // A few more polls of both instances: nothing sends it again.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(mail.to(ADMIN.email)).toHaveLength(1);
    expect(mail.to(ADMIN.email)[0].raw).toMatch(/Kod: \d{6}/);
    expect((await jobs('mail')).slice(before).map((j) => j.state)).toEqual(['completed']);
  });

  it('a scheduled job runs once a slot with two instances up', { timeout: 180_000 }, async () => {
    // Both instances check the schedule every second; each minute's purge is queued once and done once.
    // Each instance's clock check asks pg-boss to queue the slot's job through its send-it queue: one send-it job per
    // schedule and slot (a singleton), and one purge for each, however many instances asked. Each instance also
    // queues one when it starts (marked `atStart`), which is not the schedule's.
    const counts = async () => {
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      try {
        const { rows } = await client.query(
          `select (select count(*)::int from pgboss.job where name = 'purge' and not data ? 'atStart') as purges,
             (select count(*)::int from pgboss.job where name = '__pgboss__send-it' and data->>'name' = 'purge'
               and state = 'completed') as slots`,
        );
        return rows[0] as { purges: number; slots: number };
      } finally {
        await client.end();
      }
    };
    const start = Date.now();
    // Two slots of the schedule (not the start-up runs, which are there at once): up to two minutes.
    await until('two scheduled purges', async () => (await counts()).slots >= 2, { within: 150_000, every: 1_000 });
    await until(
      'two purges done',
      async () => (await jobs('purge')).filter((j) => j.state === 'completed').length >= 2,
      { within: 10_000, every: 500 },
    );
    expect((await jobs('purge')).filter((j) => j.state === 'failed' || j.state === 'retry')).toEqual([]);
    const settled = await until(
      'one purge per slot',
      async () => {
        const c = await counts();
        return c.slots >= 2 && c.purges === c.slots && c;
      },
      { within: 10_000, every: 200 },
    );
    expect(settled.purges).toBe(settled.slots);
    expect(Date.now() - start).toBeLessThan(150_000);
  });
});
