import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mfaRecoveryCodes, mfaTotp } from '../../db/schema/index.ts';
import { totpCode, TOTP_STEP_SECONDS } from '../../lib/totp.ts';
import { appWithSmtp, type TestSmtp } from '../../../test/smtp.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  logEntries,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';

const s = appWithSmtp();
let ipCounter = 0;
/** Each scenario from its own address, so the per-address failure counters of one never decide another's. */
const nextIp = () => `10.66.0.${++ipCounter}`;

type Res = Awaited<ReturnType<FastifyInstance['inject']>>;
const cookieOf = (res: Res, name: string) => res.cookies.find((c) => c.name === name);

/** Sets up the app for the user; answers the secret and the recovery codes. */
async function setUpTotp(app: FastifyInstance, user: TestUser) {
  const start = await injectAs(app, user, { method: 'POST', url: '/me/mfa/totp' });
  expect(start.statusCode).toBe(200);
  const { secret, otpauthUrl } = start.json<{ secret: string; otpauthUrl: string }>();
  expect(new URL(otpauthUrl).searchParams.get('secret')).toBe(secret);
  const confirm = await injectAs(app, user, {
    method: 'POST',
    url: '/me/mfa/totp/confirm',
    payload: { code: totpCode(secret) },
  });
  expect(confirm.statusCode).toBe(200);
  return { secret, recoveryCodes: confirm.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

async function passwordStep(app: FastifyInstance, user: TestUser, ip: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/login',
    remoteAddress: ip,
    payload: { email: user.email, password: user.password },
  });
  return { res, pending: cookieOf(res, 'mfa')?.value };
}

const secondStep = (app: FastifyInstance, pending: string | undefined, code: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/auth/mfa',
    remoteAddress: ip,
    headers: pending ? { cookie: `mfa=${pending}` } : {},
    payload: { code },
  });

/** A code of the next 30-second step: the current one was spent by the set-up. */
const nextCode = (secret: string) => totpCode(secret, Date.now() + TOTP_STEP_SECONDS * 1000);

async function mailTo(smtp: TestSmtp, email: string, subject: RegExp) {
  const mail = await smtp.next(email);
  expect(mail.subject).toMatch(subject);
  return mail;
}

describe('two-factor sign-in', () => {
  it('sets up an authenticator app: secret sealed at rest, 10 recovery codes stored hashed, the owner mailed', async () => {
    const user = await createUser(s.app, 'teacher');
    const { secret, recoveryCodes } = await setUpTotp(s.app, user);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const [row] = await s.app.db.select().from(mfaTotp).where(eq(mfaTotp.userId, user.id));
    expect(row.confirmedAt).not.toBeNull();
    expect(row.secretSealed).not.toContain(secret);
    const stored = await s.app.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const code of recoveryCodes) expect(stored.map((r) => r.codeHash).join()).not.toContain(code);
    await mailTo(s.smtp, user.email, /doğrulama uygulaması eklendi/);

    const status = await injectAs(s.app, user, { method: 'GET', url: '/me/mfa' });
    expect(status.json()).toMatchObject({ enabled: true, totp: true, required: false, recoveryCodesLeft: 10 });
    // A second set-up while one is on is refused.
    expect((await injectAs(s.app, user, { method: 'POST', url: '/me/mfa/totp' })).statusCode).toBe(409);
  });

  it('refuses a wrong first code and changes nothing', async () => {
    const user = await createUser(s.app, 'student');
    await injectAs(s.app, user, { method: 'POST', url: '/me/mfa/totp' });
    const res = await injectAs(s.app, user, {
      method: 'POST',
      url: '/me/mfa/totp/confirm',
      payload: { code: '000000' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.code).toBeTruthy();
    expect((await injectAs(s.app, user, { method: 'GET', url: '/me/mfa' })).json().enabled).toBe(false);
  });

  it('asks for the second factor after the password; the session starts only after it', async () => {
    const user = await createUser(s.app, 'company');
    const { secret } = await setUpTotp(s.app, user);
    const ip = nextIp();
    const { res, pending } = await passwordStep(s.app, user, ip);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: false, mfaRequired: true, methods: { totp: true, passkey: false } });
    expect(cookieOf(res, s.app.sessions.cookieName)).toBeUndefined();
    expect(pending).toBeTruthy();
    // The pending cookie is no session.
    const check = await s.app.inject({ method: 'GET', url: '/auth/check', headers: { cookie: `mfa=${pending}` } });
    expect(check.json()).toEqual({ loggedIn: false, role: null });

    const wrong = await secondStep(s.app, pending, '000000', ip);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('MFA_CODE_INVALID');

    const code = nextCode(secret);
    const right = await secondStep(s.app, pending, code, ip);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ ok: true, role: 'company', id: user.id });
    const session = cookieOf(right, s.app.sessions.cookieName)!;
    const me = await s.app.inject({
      method: 'GET',
      url: '/auth/check',
      headers: { cookie: `${session.name}=${session.value}` },
    });
    expect(me.json()).toEqual({ loggedIn: true, role: 'company' });

    // The pending step is spent, and the same code is not good twice.
    expect((await secondStep(s.app, pending, code, ip)).json().code).toBe('MFA_PENDING_EXPIRED');
    const again = await passwordStep(s.app, user, ip);
    expect((await secondStep(s.app, again.pending, code, ip)).json().code).toBe('MFA_CODE_INVALID');
  });

  it('takes each recovery code once', async () => {
    const user = await createUser(s.app, 'student');
    const { recoveryCodes } = await setUpTotp(s.app, user);
    const ip = nextIp();
    const first = await passwordStep(s.app, user, ip);
    // As typed: upper case and spaces around the dashes are fine.
    const used = await secondStep(s.app, first.pending, ` ${recoveryCodes[3].toUpperCase()} `, ip);
    expect(used.statusCode).toBe(200);
    expect(used.json().recoveryCodesLeft).toBe(9);
    const second = await passwordStep(s.app, user, ip);
    expect((await secondStep(s.app, second.pending, recoveryCodes[3], ip)).statusCode).toBe(401);
    expect((await secondStep(s.app, second.pending, recoveryCodes[4], ip)).statusCode).toBe(200);
  });

  it("counts wrong codes with the password's failures: a pending step ends after 5, the account locks at 10", async () => {
    const user = await createUser(s.app, 'teacher');
    const { secret } = await setUpTotp(s.app, user);
    const ip = nextIp();
    const first = await passwordStep(s.app, user, ip);
    for (let i = 0; i < 5; i++) expect((await secondStep(s.app, first.pending, '000000', ip)).statusCode).toBe(401);
    // After five wrong codes this pending login is over, even with the right code.
    expect((await secondStep(s.app, first.pending, nextCode(secret), ip)).json().code).toBe('MFA_PENDING_EXPIRED');
    const second = await passwordStep(s.app, user, ip);
    expect(second.res.statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await secondStep(s.app, second.pending, '000000', ip)).statusCode).toBe(401);
    // Ten wrong codes of this account from this address: even the right password is refused there now.
    const locked = await passwordStep(s.app, user, ip);
    expect(locked.res.statusCode).toBe(429);
    expect(locked.res.headers['retry-after']).toBeTruthy();
    // Another address is not locked out of the account.
    expect((await passwordStep(s.app, user, nextIp())).res.json().mfaRequired).toBe(true);
  });

  it('checks at most 20 wrong app codes of an account a day from all addresses; then a recovery code still signs in', async () => {
    const user = await createUser(s.app, 'teacher');
    const { secret, recoveryCodes } = await setUpTotp(s.app, user);
    await mailTo(s.smtp, user.email, /doğrulama uygulaması eklendi/);
    // Someone with the password guesses from four addresses, five wrong codes a login (each address stays under the
    // login limits).
    for (let a = 0; a < 4; a++) {
      const ip = nextIp();
      const { pending } = await passwordStep(s.app, user, ip);
      for (let i = 0; i < 5; i++) expect((await secondStep(s.app, pending, '000000', ip)).statusCode).toBe(401);
    }
    const ip = nextIp();
    const { pending } = await passwordStep(s.app, user, ip);
    const capped = await secondStep(s.app, pending, '000000', ip);
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
    expect(capped.json()).toMatchObject({
      code: 'MFA_DAILY_CODE_CAP',
      error:
        'Bugün bu hesap için çok fazla yanlış kod girildi. Kurtarma kodlarınızdan biriyle ya da geçiş anahtarınızla girin; uygulamadaki kodlar yarın yeniden kabul edilir.',
    });
    expect((await secondStep(s.app, pending, nextCode(secret), ip)).statusCode).toBe(429);
    // The owner learns that someone has the password.
    await mailTo(s.smtp, user.email, /çok sayıda yanlış kod/);
    const signedIn = await secondStep(s.app, pending, recoveryCodes[0], ip);
    expect(signedIn.statusCode).toBe(200);
    expect(cookieOf(signedIn, 'sid')).toBeDefined();
  });

  it('renews the recovery codes only with the password, at most 10 tries in 15 minutes; the owner is mailed', async () => {
    const user = await createUser(s.app, 'student');
    const { recoveryCodes } = await setUpTotp(s.app, user);
    await mailTo(s.smtp, user.email, /eklendi/);
    const renew = (payload: object) =>
      injectAs(s.app, user, { method: 'POST', url: '/me/mfa/recovery-codes', payload });
    // A session alone is not enough.
    expect((await renew({})).statusCode).toBe(400);
    const wrong = await renew({ password: 'Yanlis-123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ password: 'Şifre yanlış.' });
    const fresh = await renew({ password: user.password });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['cache-control']).toBe('no-store');
    const codes = fresh.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(codes).not.toContain(recoveryCodes[0]);
    await mailTo(s.smtp, user.email, /kurtarma kodları/);
    // The old codes stopped working, the new ones sign in.
    const ip = nextIp();
    const login = await passwordStep(s.app, user, ip);
    expect((await secondStep(s.app, login.pending, recoveryCodes[0], ip)).statusCode).toBe(401);
    expect((await secondStep(s.app, login.pending, codes[0], ip)).statusCode).toBe(200);
    // Guessing the password through a stolen session is limited like the profile's password change: three requests
    // so far, seven more in the window.
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push((await renew({ password: `Yanlis-${i}` })).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 400, 400, 400, 429]);
    const refused = await renew({ password: user.password });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('turns the second factor off only with the password; the owner is mailed', async () => {
    const user = await createUser(s.app, 'student');
    await setUpTotp(s.app, user);
    await mailTo(s.smtp, user.email, /eklendi/);
    const wrong = await injectAs(s.app, user, {
      method: 'DELETE',
      url: '/me/mfa',
      payload: { password: 'Yanlis-123' },
    });
    expect(wrong.statusCode).toBe(400);
    expect((await injectAs(s.app, user, { method: 'GET', url: '/me/mfa' })).json().enabled).toBe(true);
    const off = await injectAs(s.app, user, { method: 'DELETE', url: '/me/mfa', payload: { password: user.password } });
    expect(off.statusCode).toBe(200);
    await mailTo(s.smtp, user.email, /kapatıldı/);
    const status = (await injectAs(s.app, user, { method: 'GET', url: '/me/mfa' })).json();
    expect(status).toMatchObject({ enabled: false, totp: false, recoveryCodesLeft: 0 });
    const login = await passwordStep(s.app, user, nextIp());
    expect(login.res.json()).toMatchObject({ ok: true, id: user.id });
  });

  it("lets an admin reset a person's factors: logged by event, the person mailed, the next login has one step", async () => {
    const admin = await createUser(s.app, 'admin');
    const user = await createUser(s.app, 'teacher', { name: 'Selin', surname: 'Ak' });
    await setUpTotp(s.app, user);
    await mailTo(s.smtp, user.email, /eklendi/);
    const reset = await injectAs(s.app, admin, { method: 'DELETE', url: `/admin/users/${user.id}/mfa` });
    expect(reset.statusCode).toBe(200);
    const entries = await logEntries(s.app, admin.id);
    const entry = entries.find((e) => e.event === 'account.mfaReset');
    expect(entry?.params).toMatchObject({ role: 'teacher', userId: user.id, userName: 'Selin Ak' });
    expect(entry?.text).toBe('Yönetici, Selin Ak adlı öğretmenin iki adımlı doğrulamasını sıfırladı');
    await mailTo(s.smtp, user.email, /sıfırlandı/);
    expect((await passwordStep(s.app, user, nextIp())).res.json()).toMatchObject({ ok: true });
    // Nobody else may.
    const teacher = await createUser(s.app, 'teacher');
    expect((await injectAs(s.app, teacher, { method: 'DELETE', url: `/admin/users/${user.id}/mfa` })).statusCode).toBe(
      403,
    );
  });

  it('offers passkey options bound to the address the app is reached at', async () => {
    const user = await createUser(s.app, 'student');
    const res = await injectAs(s.app, user, {
      method: 'POST',
      url: '/me/mfa/passkeys/options',
      headers: { host: 'localhost:5173' },
    });
    expect(res.statusCode).toBe(200);
    const options = res.json();
    expect(options.rp).toEqual({ name: 'Beceri', id: 'localhost' });
    expect(options.user.name).toBe(user.email);
    expect(options.challenge).toMatch(/^[\w-]{20,}$/);
    // A made-up credential is refused and stores nothing.
    const bogus = await injectAs(s.app, user, {
      method: 'POST',
      url: '/me/mfa/passkeys',
      headers: { host: 'localhost:5173' },
      payload: { response: { id: 'abc', rawId: 'abc', type: 'public-key', response: {} } },
    });
    expect(bogus.statusCode).toBe(400);
    expect((await injectAs(s.app, user, { method: 'GET', url: '/me/mfa' })).json().passkeys).toEqual([]);
  });
});

describe('MFA_REQUIRED_ROLES=admin', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ MFA_REQUIRED_ROLES: 'admin' });
  });
  afterAll(() => ctx.close());

  it('keeps an admin without a second factor out of everything but its set-up', async () => {
    const admin = await createUser(ctx.app, 'admin');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: admin.email, password: admin.password },
    });
    expect(login.json()).toMatchObject({ ok: true, role: 'admin', mfaSetupRequired: true });
    for (const [method, url] of [
      ['GET', '/admin/users'],
      ['GET', '/log/all'],
      ['GET', '/job/all'],
      ['POST', '/admin/users'],
    ] as const) {
      const res = await injectAs(ctx.app, admin, { method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe('MFA_SETUP_REQUIRED');
    }
    expect((await injectAs(ctx.app, admin, { method: 'GET', url: '/auth/check-session' })).statusCode).toBe(200);
    expect((await injectAs(ctx.app, admin, { method: 'GET', url: '/me/mfa' })).json()).toMatchObject({
      required: true,
      enabled: false,
    });
    // Other roles are not held.
    const teacher = await createUser(ctx.app, 'teacher');
    expect((await injectAs(ctx.app, teacher, { method: 'GET', url: '/teacher/get' })).statusCode).toBe(200);

    await setUpTotp(ctx.app, admin);
    expect((await injectAs(ctx.app, admin, { method: 'GET', url: '/admin/users' })).statusCode).toBe(200);
  });
});
