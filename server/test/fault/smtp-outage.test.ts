import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResets } from '../../src/db/schema/index.ts';
import { withTimeouts } from '../../src/plugins/mail.ts';
import { createTestApp, createUser, type TestContext } from '../helpers.ts';
import { codeFrom, SmtpSwitch, startSmtp, type TestSmtp } from '../smtp.ts';
import { freePort } from '@beceri/testkit/processes';

let smtp: TestSmtp;
let relay: SmtpSwitch;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startSmtp();
  relay = new SmtpSwitch(await freePort(), Number(new URL(smtp.url).port));
  await relay.set('up');
  ctx = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${relay.port}`,
    MAIL_RETRY_FIRST_SECONDS: '1',
    MAIL_RETRY_MAX_SECONDS: '2',
  });
});
afterAll(async () => {
  await ctx?.close();
  await relay?.close();
  await smtp?.close();
});

let ip = 0;
const forgot = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/mail/forgot-password',
    payload: { email },
    remoteAddress: `10.50.0.${++ip}`,
  });
const verify = (email: string, otp: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/auth/verify-otp',
    payload: { email, otp },
    remoteAddress: `10.51.0.${++ip}`,
  });
const resetRows = (userId: string) => ctx.app.db.select().from(passwordResets).where(eq(passwordResets.userId, userId));
const openRows = (userId: string) =>
  ctx.app.db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.consumedAt)));

describe('SMTP down during a password reset', () => {
  it(
    'answers at once, and the code arrives once, when SMTP is back; the one the person had stops working',
    { timeout: 90_000 },
    async () => {
      const user = await createUser(ctx.app, 'student');
      expect((await forgot(user.email)).statusCode).toBe(200);
      const first = codeFrom(await smtp.next(user.email));

      await relay.set('down');
      const queued = await forgot(user.email);
      expect(queued.statusCode).toBe(200);
      await relay.set('hanging');
      const started = Date.now();
      // The answer never waits for SMTP: the mail is in the queue.
      expect((await forgot(user.email)).statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(3_000);
      // While SMTP is away, the mails wait in the queue (each written just after its answer), the code sealed.
      const waiting = async () =>
        (
          await ctx.app.queue.executor.executeSql(
            `select data::text as data from pgboss.job where name = 'mail' and state in ('created', 'retry', 'active')`,
          )
        ).rows;
      await vi.waitFor(async () => expect((await waiting()).length).toBeGreaterThanOrEqual(2));
      const rows = await waiting();
      for (const r of rows as { data: string }[]) {
        expect(r.data).not.toContain(user.email);
        expect(r.data).not.toMatch(/\b\d{6}\b/);
      }

      await relay.set('up');
      const a = codeFrom(await smtp.next(user.email, 30_000));
      const b = codeFrom(await smtp.next(user.email, 30_000));
      expect(smtp.messages.filter((m) => m.rcptTo.includes(user.email.toLowerCase()))).toHaveLength(3);
      // One code is open, the latest: the earlier ones were ended when it was made, and only it works.
      expect((await openRows(user.id)).length).toBe(1);
      const works = await Promise.all([a, b, first].map(async (code) => (await verify(user.email, code)).statusCode));
      expect(works.filter((status) => status === 200)).toHaveLength(1);
      expect((await resetRows(user.id)).length).toBe(3);
    },
  );
});

describe('mail timeouts', () => {
  it('are added to SMTP_URL without overriding ones it sets, and keep its credentials', () => {
    const url = new URL(withTimeouts('smtps://kullanici%40firma:gi%3Azli@mail.example.com:465?greetingTimeout=2000'));
    expect(url.searchParams.get('greetingTimeout')).toBe('2000');
    expect(url.searchParams.get('connectionTimeout')).toBe('5000');
    expect(url.searchParams.get('socketTimeout')).toBe('10000');
    expect(decodeURIComponent(url.username)).toBe('kullanici@firma');
    expect(decodeURIComponent(url.password)).toBe('gi:zli');
  });
});
