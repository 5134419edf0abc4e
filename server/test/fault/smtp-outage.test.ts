import net from 'node:net';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../../src/db/schema/index.ts';
import { withTimeouts } from '../../src/plugins/mail.ts';
import { createTestApp, createUser, type TestContext } from '../helpers.ts';
import { codeFrom, startSmtp, type TestSmtp } from '../smtp.ts';
import { freePort } from '@beceri/testkit/processes';

/**
 * The app talks to a fixed port; behind it the mail server is up (piped to a real SMTP server),
 * down (nothing listens: connection refused) or hanging (accepts the connection and never greets).
 */
class SmtpSwitch {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  constructor(readonly port: number, private readonly target: number) {}

  async set(mode: 'up' | 'down' | 'hanging') {
    await this.close();
    if (mode === 'down') return;
    this.server = net.createServer((client) => {
      this.sockets.add(client);
      client.on('close', () => this.sockets.delete(client));
      client.on('error', () => {});
      if (mode === 'hanging') return;
      const upstream = net.connect(this.target, '127.0.0.1');
      this.sockets.add(upstream);
      upstream.on('error', () => client.destroy());
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async close() {
    for (const s of this.sockets) s.destroy();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

let smtp: TestSmtp;
let relay: SmtpSwitch;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startSmtp();
  relay = new SmtpSwitch(await freePort(), Number(new URL(smtp.url).port));
  await relay.set('up');
  ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${relay.port}` });
});
afterAll(async () => {
  await ctx?.close();
  await relay?.close();
  await smtp?.close();
});

let ip = 0;
const forgot = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/mail/forgot-password', payload: { email }, remoteAddress: `10.50.0.${++ip}` });
const verify = (email: string, otp: string) =>
  ctx.app.inject({ method: 'POST', url: '/auth/verify-otp', payload: { email, otp }, remoteAddress: `10.51.0.${++ip}` });
const resetRows = (userId: string) => ctx.app.db.select().from(passwordResets).where(eq(passwordResets.userId, userId));
const openRows = (userId: string) =>
  ctx.app.db.select().from(passwordResets).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.consumedAt)));

describe('SMTP down during a password reset', () => {
  it('says "E-posta gönderilemedi", keeps no new code, loses the earlier one neither, and works again once SMTP is back', { timeout: 60_000 }, async () => {
    const user = await createUser(ctx.app, 'student');
    expect((await forgot(user.email)).statusCode).toBe(200);
    const first = codeFrom(await smtp.next(user.email));
    const [firstRow] = await openRows(user.id);

    await relay.set('down');
    const refused = await forgot(user.email);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({ error: 'E-posta gönderilemedi', code: 'MAIL_FAILED' });

    await relay.set('hanging');
    const started = Date.now();
    const hung = await forgot(user.email);
    // The mailer gives up after its 5 s greeting timeout instead of holding the request.
    expect(hung.statusCode).toBe(502);
    expect(hung.json().error).toBe('E-posta gönderilemedi');
    expect(Date.now() - started).toBeLessThan(12_000);

    // Nothing usable came of the failed tries, and the code the person already has is still open.
    expect((await resetRows(user.id)).map((r) => r.id)).toEqual([firstRow.id]);
    expect((await openRows(user.id)).map((r) => r.id)).toEqual([firstRow.id]);
    expect(smtp.messages.filter((m) => m.rcptTo.includes(user.email.toLowerCase()))).toHaveLength(1);

    await relay.set('up');
    expect((await forgot(user.email)).statusCode).toBe(200);
    const second = codeFrom(await smtp.next(user.email));
    // The new code replaces the earlier one, which stops working.
    if (second !== first) expect((await verify(user.email, first)).statusCode).toBe(400);
    const ok = await verify(user.email, second);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toEqual(expect.any(String));
  });
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
