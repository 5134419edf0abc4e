import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { hashToken } from '../../plugins/sessions.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  onPostgres,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';

const DAY = 24 * 60 * 60 * 1000;
const whoIs = async (app: FastifyInstance, cookie: string) =>
  (await app.inject({ url: '/auth/check-session', headers: { cookie } })).json().user as { id: string } | null;

describe('session lifetime', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  /** Moves a session back in time: created `ageDays` ago, last used a minute ago, sliding expiry still ahead. */
  async function age(user: TestUser, ageDays: number) {
    const token = user.cookie.split('=')[1];
    await ctx.app.db
      .update(sessions)
      .set({
        createdAt: new Date(Date.now() - ageDays * DAY),
        lastSeenAt: new Date(Date.now() - 2 * 60 * 60 * 1000),
        expiresAt: new Date(Date.now() + 5 * DAY),
      })
      .where(eq(sessions.tokenHash, hashToken(token)));
  }

  it('ends a session 30 days after the login, however often it was used', async () => {
    const user = await createUser(ctx.app, 'student');
    await age(user, 30.01);
    expect(await whoIs(ctx.app, user.cookie)).toBeNull();
    expect((await injectAs(ctx.app, user, { url: '/student/get' })).statusCode).toBe(401);
  });

  it('keeps a 29-day-old session in use, but never lets the sliding expiry pass day 30', async () => {
    const user = await createUser(ctx.app, 'student');
    await age(user, 29);
    expect(await whoIs(ctx.app, user.cookie)).toMatchObject({ id: user.id });
    const [row] = await ctx.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(user.cookie.split('=')[1])));
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(row.createdAt.getTime() + 30 * DAY);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThan(1.1 * DAY);
  });

  it('still ends a session unused for 7 days', async () => {
    const user = await createUser(ctx.app, 'teacher');
    await ctx.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect(await whoIs(ctx.app, user.cookie)).toBeNull();
  });
});

describe('the session cookie over HTTPS', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ COOKIE_SECURE: 'true' });
  });
  afterAll(() => ctx.close());

  it('is __Host-sid: Secure, path /, no Domain; the unprefixed name is not read', async () => {
    const user = await createUser(ctx.app, 'company');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-sid=[\w-]{43};/);
    expect(cookie).toContain('Path=/;');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).not.toMatch(/Domain=/i);
    const token = cookie.slice('__Host-sid='.length, cookie.indexOf(';'));
    expect(await whoIs(ctx.app, `__Host-sid=${token}`)).toMatchObject({ id: user.id });
    expect(await whoIs(ctx.app, `sid=${token}`)).toBeNull();

    const out = await ctx.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie: `__Host-sid=${token}` },
    });
    expect(String(out.headers['set-cookie'])).toMatch(/^__Host-sid=;/);
    expect(await whoIs(ctx.app, `__Host-sid=${token}`)).toBeNull();
  });
});

// NODE_ENV=production: both instances cache sessions and listen for PostgreSQL's notices, as deployed.
describe.skipIf(!onPostgres)('two instances on one PostgreSQL', () => {
  let ctx: TestContext;
  let other: FastifyInstance;
  let closeOther: () => Promise<void>;
  beforeAll(async () => {
    ctx = await createTestApp({ NODE_ENV: 'production', COOKIE_SECURE: 'false' });
    const database = await openDatabase({
      databaseUrl: String(ctx.database.pool!.options.connectionString),
      poolSize: 2,
    });
    other = await buildApp({ config: ctx.config, database, logger: false });
    await other.ready();
    closeOther = async () => {
      await other.close();
      await database.close();
    };
    for (let i = 0; i < 250 && !(other.readCache.enabled && ctx.app.readCache.enabled); i++)
      await new Promise((r) => setTimeout(r, 20));
  });
  afterAll(async () => {
    await closeOther();
    await ctx.close();
  });

  /** Milliseconds until the other instance refuses the cookie (it had the session cached). */
  async function refusedAfter(cookie: string, revoke: () => Promise<unknown>): Promise<number> {
    for (let i = 0; i < 2; i++) expect(await whoIs(other, cookie)).not.toBeNull();
    const start = performance.now();
    await revoke();
    await expect.poll(() => whoIs(other, cookie), { timeout: 1000, interval: 10 }).toBeNull();
    return performance.now() - start;
  }

  it('a password change on one instance ends the other sessions on the other instance within 500 ms', async () => {
    const user = await createUser(ctx.app, 'student');
    const phone = `sid=${await ctx.app.sessions.create(user.id)}`;
    const ms = await refusedAfter(phone, () =>
      injectAs(ctx.app, user, {
        method: 'PUT',
        url: '/student/update',
        payload: { password: 'Yeni-Sifre-2024', currentPassword: user.password },
      }),
    );
    expect(ms).toBeLessThan(500);
    expect(await whoIs(other, user.cookie)).toMatchObject({ id: user.id });
  });

  // A suspension on one instance ends every session of the account on the other within 500 ms.
  it("a suspension on one instance ends the account's sessions on the other instance within 500 ms", async () => {
    const admin = await createUser(ctx.app, 'admin');
    const user = await createUser(ctx.app, 'company');
    const phone = `sid=${await ctx.app.sessions.create(user.id)}`;
    const ms = await refusedAfter(phone, () =>
      injectAs(ctx.app, admin, {
        method: 'PUT',
        url: `/admin/users/${user.id}/suspend`,
        payload: { reason: 'Sahte hesap' },
      }),
    );
    expect(ms).toBeLessThan(500);
    expect(await whoIs(other, user.cookie)).toBeNull();
    const login = await other.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.json().code).toBe('ACCOUNT_SUSPENDED');
  });

  it('a session deleted in the database (an operator, a script) ends on every instance within 500 ms', async () => {
    const user = await createUser(ctx.app, 'company');
    const ms = await refusedAfter(user.cookie, () =>
      ctx.app.db.execute(sql`delete from sessions where user_id = ${user.id}`),
    );
    expect(ms).toBeLessThan(500);
    expect(await whoIs(ctx.app, user.cookie)).toBeNull();
  });
});
