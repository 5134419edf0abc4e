import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { redisReachable } from '@beceri/testkit/redis';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createTestApp, createUser, onPostgres, type TestContext } from './helpers.ts';

/** Every instance shares the counters, in PostgreSQL or in Redis, and a restart keeps them. */

const wrong = (i: number) => `Hata${i}xx`;
const login = (app: FastifyInstance, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/auth/login', remoteAddress: '10.44.0.1', payload: { email, password } });

/** 5 failures on each of two instances lock the account there on both. */
async function expectSharedLock(a: FastifyInstance, b: FastifyInstance, email: string, password: string) {
  for (let i = 0; i < 5; i++) expect((await login(a, email, wrong(i))).statusCode).toBe(401);
  for (let i = 5; i < 10; i++) expect((await login(b, email, wrong(i))).statusCode).toBe(401);
  expect((await login(a, email, password)).statusCode).toBe(429);
  expect((await login(b, email, password)).statusCode).toBe(429);
}

describe.skipIf(!onPostgres)('rate limits on PostgreSQL', () => {
  const opened: { app: FastifyInstance; database: Database }[] = [];
  let ctx: TestContext;
  afterAll(async () => {
    for (const o of opened) {
      await o.app.close();
      await o.database.close();
    }
    await ctx?.close();
  });

  /** One more instance of the app on the same database, as a second server would run it. */
  async function anotherInstance(): Promise<FastifyInstance> {
    const database = await openDatabase({ databaseUrl: ctx.database.pool!.options.connectionString, poolSize: 3 });
    const app = await buildApp({ config: ctx.config, database, logger: false });
    await app.ready();
    opened.push({ app, database });
    return app;
  }

  it('shares the counters between two instances and keeps them across a restart, storing no e-mail', async () => {
    ctx = await createTestApp();
    expect(ctx.app.rateLimits.kind).toBe('postgres');
    const user = await createUser(ctx.app, 'student');
    const second = await anotherInstance();
    await expectSharedLock(ctx.app, second, user.email, user.password);

    const rows = await ctx.app.db.execute<{ key: string; points: number }>(sql`select key, points from rate_limits`);
    expect(rows.rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows.rows)).not.toContain(user.email);
    expect(JSON.stringify(rows.rows)).not.toContain('10.44.0.1');

    const stopped = opened.pop()!;
    await stopped.app.close();
    await stopped.database.close();
    const restarted = await anotherInstance();
    expect((await login(restarted, user.email, user.password)).statusCode).toBe(429);
  });
});

describe('rate limits with REDIS_URL set and Redis away', () => {
  it('starts, serves and still counts failures, in the process meanwhile', async () => {
    const started = Date.now();
    const ctx = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      expect(Date.now() - started).toBeLessThan(10_000);
      const user = await createUser(ctx.app, 'student');
      expect((await login(ctx.app, user.email, user.password)).statusCode).toBe(200);
      for (let i = 0; i < 10; i++) expect((await login(ctx.app, user.email, wrong(i))).statusCode).toBe(401);
      expect((await login(ctx.app, user.email, user.password)).statusCode).toBe(429);
    } finally {
      await ctx.close();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const withRedis = await redisReachable(redisUrl);
if (!withRedis) console.warn(`SKIPPED rate limits on Redis: nothing answers at ${redisUrl} (set TEST_REDIS_URL)`);

describe.skipIf(!withRedis)('rate limits on Redis', () => {
  const prefix = `beceri-test-${crypto.randomBytes(4).toString('hex')}:`;
  const redis = new Redis(redisUrl);
  const contexts: TestContext[] = [];
  const keys = () => redis.keys(`${prefix}*`);
  afterAll(async () => {
    for (const c of contexts) await c.close();
    const left = await keys();
    if (left.length > 0) await redis.del(...left);
    await redis.quit();
  });

  const instance = async () => {
    const c = await createTestApp({ REDIS_URL: redisUrl, REDIS_PREFIX: prefix });
    contexts.push(c);
    return c.app;
  };

  it('shares the counters between two instances under its own namespace, and a restart keeps them', async () => {
    const [a, b] = [await instance(), await instance()];
    expect(a.rateLimits.kind).toBe('redis');
    // Each instance has its own embedded database here: the same account exists in both.
    const email = `paylasilan-${crypto.randomBytes(3).toString('hex')}@example.com`;
    const user = await createUser(a, 'student', { email });
    await createUser(b, 'student', { email, password: user.password });
    await expectSharedLock(a, b, email, user.password);

    const stored = await keys();
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((k) => k.startsWith(`${prefix}rl:`))).toBe(true);
    expect(stored.join(' ')).not.toContain(email);

    const restarted = await instance();
    await createUser(restarted, 'student', { email, password: user.password });
    expect((await login(restarted, email, user.password)).statusCode).toBe(429);
  });
});
