import crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { passwordResets, resetCodeChecks } from '../../db/schema/index.ts';
import { createUser, injectAs, type TestUser } from '../../../test/helpers.ts';
import { appWithSmtp, codeFrom } from '../../../test/smtp.ts';
import { maskAddress } from '../../plugins/mail.ts';
import { sendResetCode } from './service.ts';

// A refused mail is tried again a second later (decision 036), so the outage below lasts seconds.
const ctx = appWithSmtp({ MAIL_RETRY_FIRST_SECONDS: '1' });

let ipCounter = 0;
/** Each call from its own address unless one is given: the per-IP limits are tested apart. */
const post = (url: string, payload: object, remoteAddress = `10.9.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress });

async function requestCode(user: { email: string }) {
  const res = await post('/mail/forgot-password', { email: user.email });
  expect(res.statusCode).toBe(200);
  return codeFrom(await ctx.smtp.next(user.email));
}
const verify = (email: string, otp: string) => post('/auth/verify-otp', { email, otp });
const login = (email: string, password: string) => post('/auth/login', { email, password });
const wrong = (code: string) => String(((Number(code) - 100_000 + 1) % 900_000) + 100_000);
const openCodes = (userId: string) =>
  ctx.app.db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.consumedAt)));

/** The reset-code mails to `email` still in the queue (waiting or being retried); the queue holds the address masked. */
const queuedResetMails = async (email: string) =>
  (
    await ctx.app.queue.executor.executeSql(
      `select state::text as state from pgboss.job where name = 'mail' and data->>'template' = 'reset-code'
         and data->>'to' = $1 and state in ('created', 'retry', 'active')`,
      [maskAddress(email)],
    )
  ).rows;

describe('password reset', () => {
  it('mails a code that leads to a new password; the old password and every old session stop working', async () => {
    const user = await createUser(ctx.app, 'student');
    const otherDevice = await ctx.app.sessions.create(user.id);
    const res = await post('/mail/forgot-password', { email: user.email.toUpperCase() });
    expect(res.json()).toEqual({ ok: true });
    const mail = await ctx.smtp.next(user.email);
    expect(mail.subject).toBe('Şifre sıfırlama kodunuz');
    const code = codeFrom(mail);
    expect(mail.html).toContain(code);
    expect(mail.text).toContain('10 dakika');

    const verified = await verify(user.email, code);
    expect(verified.statusCode).toBe(200);
    const { token } = verified.json();
    expect(token).toMatch(/^[\w-]{40,}$/);

    const reset = await post('/auth/reset-password', { email: user.email, password: 'Yeni-1234', token });
    expect(reset.statusCode).toBe(200);
    // The owner is told, so a reset they did not make does not go unnoticed.
    const notice = await ctx.smtp.next(user.email);
    expect(notice.subject).toBe('Şifreniz değiştirildi');
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'Yeni-1234')).json()).toMatchObject({ ok: true, role: 'student' });
    for (const cookie of [user.cookie, `sid=${otherDevice}`]) {
      const check = await ctx.app.inject({ url: '/auth/check-session', headers: { cookie } });
      expect(check.json().user).toBeNull();
    }
  });

  it('uses a code once and a reset token once', async () => {
    const user = await createUser(ctx.app, 'company');
    const code = await requestCode(user);
    const { token } = (await verify(user.email, code)).json();
    const again = await verify(user.email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'Geçersiz OTP', code: 'INVALID_OTP' });
    expect((await post('/auth/reset-password', { email: user.email, password: 'Bir-12345', token })).statusCode).toBe(
      200,
    );
    const replay = await post('/auth/reset-password', { email: user.email, password: 'Iki-12345', token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('Şifre sıfırlanamadı');
    expect((await login(user.email, 'Bir-12345')).statusCode).toBe(200);
  });

  it('stores only a hash of the code, valid for 10 minutes', async () => {
    const user = await createUser(ctx.app, 'student');
    const before = Date.now();
    const code = await requestCode(user);
    const [row] = await openCodes(user.id);
    expect(row.otpHash).not.toContain(code);
    expect(row.otpHash).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = row.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThan(9.9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000 + 1000);
  });

  it('refuses an expired code', async () => {
    const user = await createUser(ctx.app, 'student');
    const code = await requestCode(user);
    await ctx.app.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const res = await verify(user.email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Geçersiz OTP');
  });

  it('voids the code after 5 wrong tries, even for the right code after', async () => {
    const user = await createUser(ctx.app, 'student');
    const code = await requestCode(user);
    for (let i = 0; i < 5; i++) expect((await verify(user.email, wrong(code))).json().error).toBe('Geçersiz OTP');
    expect((await verify(user.email, code)).statusCode).toBe(400);
  });

  it('accepts no code of an account after 20 wrong ones checked in its day, from any address, until the next day', async () => {
    const user = await createUser(ctx.app, 'student');
    // Four codes, five wrong guesses each, every guess from an address of its own.
    for (let i = 0; i < 4; i += 1) {
      const code = await requestCode(user);
      for (let j = 0; j < 5; j += 1) expect((await verify(user.email, wrong(code))).statusCode).toBe(400);
    }
    const code = await requestCode(user);
    const refused = await verify(user.email, code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INVALID_OTP' });
    // The refusal compared nothing: the fresh code keeps all its tries for the next day.
    expect((await openCodes(user.id))[0].attempts).toBe(0);
    await ctx.app.db
      .update(resetCodeChecks)
      .set({ day: sql`${resetCodeChecks.day} - 1` })
      .where(eq(resetCodeChecks.userId, user.id));
    expect((await verify(user.email, code)).statusCode).toBe(200);
  });

  it("lets the owner past the daily cap through the mail's link, and no one with a made-up link", async () => {
    const user = await createUser(ctx.app, 'student');
    // A stranger who knows only the e-mail uses up the day's 20 checks.
    for (let i = 0; i < 4; i += 1) {
      const code = await requestCode(user);
      for (let j = 0; j < 5; j += 1) expect((await verify(user.email, wrong(code))).statusCode).toBe(400);
    }
    expect((await post('/mail/forgot-password', { email: user.email })).statusCode).toBe(200);
    const mail = await ctx.smtp.next(user.email);
    const code = codeFrom(mail);
    const link = new URL(/https?:\/\/\S+\/otp\?\S+/.exec(mail.text ?? '')![0]);
    expect(link.searchParams.get('email')).toBe(user.email);
    const reset = link.searchParams.get('reset')!;
    const withReset = (otp: string, id: string) => post('/auth/verify-otp', { email: user.email, otp, reset: id });
    expect((await verify(user.email, code)).statusCode).toBe(400);
    expect((await withReset(code, crypto.randomUUID())).statusCode).toBe(400);
    const ok = await withReset(code, reset);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toEqual(expect.any(String));
  });

  it('counts only wrong codes towards the daily cap: right ones give their check back', async () => {
    const user = await createUser(ctx.app, 'teacher');
    const code = await requestCode(user);
    expect((await verify(user.email, wrong(code))).statusCode).toBe(400);
    expect((await verify(user.email, code)).statusCode).toBe(200);
    const [row] = await ctx.app.db.select().from(resetCodeChecks).where(eq(resetCodeChecks.userId, user.id));
    expect(row.wrong).toBe(1);
  });

  it('still accepts the right code after 4 wrong tries', async () => {
    const user = await createUser(ctx.app, 'student');
    const code = await requestCode(user);
    for (let i = 0; i < 4; i++) expect((await verify(user.email, wrong(code))).statusCode).toBe(400);
    expect((await verify(user.email, code)).statusCode).toBe(200);
  });

  it('voids the earlier code when a new one is sent', async () => {
    const user = await createUser(ctx.app, 'teacher');
    const first = await requestCode(user);
    const second = await requestCode(user);
    if (first !== second) expect((await verify(user.email, first)).statusCode).toBe(400);
    expect((await verify(user.email, second)).statusCode).toBe(200);
    expect(await openCodes(user.id)).toHaveLength(1);
  });

  it('leaves one code open when a person asks for several at once', async () => {
    const user = await createUser(ctx.app, 'student');
    // Straight to the service: the route's per-account limit (5) would refuse most of them.
    const asks = Array.from({ length: 8 }, () => sendResetCode(ctx.app, { email: user.email }));
    await Promise.all(asks);
    const mails = await Promise.all(asks.map(() => ctx.smtp.next(user.email)));
    const open = await openCodes(user.id);
    expect(open).toHaveLength(1);
    // The open code is the one whose mail names it; an earlier mail's code no longer works.
    const latest = mails.find((mail) => mail.text?.includes(`reset=${open[0].id}`))!;
    const earlier = mails.find((mail) => mail !== latest && codeFrom(mail) !== codeFrom(latest))!;
    expect((await verify(user.email, codeFrom(earlier))).statusCode).toBe(400);
    expect((await verify(user.email, codeFrom(latest))).statusCode).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one and sends it nothing', async () => {
    const known = await createUser(ctx.app, 'student');
    const unknown = await post('/mail/forgot-password', { email: 'kimse-yok@example.com' });
    const knownRes = await post('/mail/forgot-password', { email: known.email });
    expect(unknown.statusCode).toBe(knownRes.statusCode);
    expect(unknown.body).toBe(knownRes.body);
    await ctx.smtp.next(known.email);
    expect(ctx.smtp.messages.some((m) => m.rcptTo.includes('kimse-yok@example.com'))).toBe(false);
    expect((await verify('kimse-yok@example.com', '123456')).json().error).toBe('Geçersiz OTP');
  });

  it("does not accept one person's token for another", async () => {
    const a = await createUser(ctx.app, 'student');
    const b = await createUser(ctx.app, 'student');
    const { token } = (await verify(a.email, await requestCode(a))).json();
    const res = await post('/auth/reset-password', { email: b.email, password: 'Ele-12345', token });
    expect(res.statusCode).toBe(400);
    expect((await login(b.email, b.password)).statusCode).toBe(200);
  });

  it('validates the e-mail and the new password with the sign-up messages', async () => {
    const bad = await post('/mail/forgot-password', { email: 'ayse@' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.email).toBe('Geçersiz e-posta adresi');
    expect((await post('/mail/forgot-password', {})).json().fields.email).toBe('Bu alan zorunludur');
    const user = await createUser(ctx.app, 'student');
    const { token } = (await verify(user.email, await requestCode(user))).json();
    const refused = async (password: string) =>
      (await post('/auth/reset-password', { email: user.email, password, token })).json().fields.password;
    expect(await refused('Kisa123')).toBe('Şifre en az 8 karakter olmalı');
    expect(await refused('x'.repeat(65))).toBe('Şifre en fazla 64 karakter olmalı');
    expect(await refused('iloveyou')).toBe('Bu şifre çok yaygın, başka bir şifre seçin');
    expect(await refused(`${user.email.split('@')[0]}-Yeni`)).toBe(
      'Şifre e-posta adresinizin @ işaretinden önceki kısmını içeremez',
    );
    expect(await refused('Beceri-Kodu-7')).toBe('Şifre platformun adını içeremez');
    // A refused password does not use the token up.
    expect(
      (await post('/auth/reset-password', { email: user.email, password: 'Kuzey-Yildizi-7', token })).statusCode,
    ).toBe(200);
  });

  it('answers at once while SMTP refuses the mail; the code is queued and arrives once SMTP takes it again', async () => {
    const user = await createUser(ctx.app, 'student');
    ctx.smtp.refuse = true;
    try {
      const res = await post('/mail/forgot-password', { email: user.email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      // The code is written just after the answer (its timing must not tell a registered address).
      await vi.waitFor(async () => expect(await openCodes(user.id)).toHaveLength(1));
      // Refused at least once before SMTP comes back.
      await vi.waitFor(
        async () => expect(await queuedResetMails(user.email)).toEqual([expect.objectContaining({ state: 'retry' })]),
        {
          timeout: 10_000,
        },
      );
    } finally {
      ctx.smtp.refuse = false;
    }
    const code = codeFrom(await ctx.smtp.next(user.email, 15_000));
    expect((await verify(user.email, code)).statusCode).toBe(200);
    expect(ctx.smtp.messages.filter((m) => m.rcptTo.includes(user.email.toLowerCase()))).toHaveLength(1);
  });

  it('throttles codes per account and per address', async () => {
    const user = await createUser(ctx.app, 'student');
    for (let i = 0; i < 5; i++)
      expect((await post('/mail/forgot-password', { email: user.email })).statusCode).toBe(200);
    const blocked = await post('/mail/forgot-password', { email: user.email });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.');

    const ip = '10.77.0.1';
    for (let i = 0; i < 30; i++) await post('/mail/forgot-password', { email: `yok${i}@example.com` }, ip);
    expect((await post('/mail/forgot-password', { email: 'yok-son@example.com' }, ip)).statusCode).toBe(429);
    expect((await post('/mail/forgot-password', { email: 'yok-son@example.com' })).statusCode).toBe(200);
  });

  it('throttles code guesses after 10 failures for an account from one address; a dead code elsewhere answers 400', async () => {
    const user = await createUser(ctx.app, 'student');
    await requestCode(user);
    const ip = '10.78.0.1';
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await post('/auth/verify-otp', { email: user.email, otp: '000000' }, ip)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    const elsewhere = await verify(user.email, '000000');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ error: 'Geçersiz OTP', code: 'INVALID_OTP' });
  });

  it('checks no more than 5 of 15 parallel wrong guesses, and the code is dead after them', async () => {
    const user = await createUser(ctx.app, 'student');
    const code = await requestCode(user);
    const [row] = await openCodes(user.id);
    const guesses = await Promise.all(Array.from({ length: 15 }, () => verify(user.email, wrong(code))));
    expect(guesses.map((g) => g.statusCode)).toEqual(Array(15).fill(400));
    const [after] = await ctx.app.db.select().from(passwordResets).where(eq(passwordResets.id, row.id));
    expect(after.attempts).toBe(5);
    expect(after.consumedAt).not.toBeNull();
    expect((await verify(user.email, code)).statusCode).toBe(400);
  });
});

describe('password reset and sessions', () => {
  it('leaves a logged-in person logged out after a reset, including the device that asked', async () => {
    const user: TestUser = await createUser(ctx.app, 'student');
    const { token } = (await verify(user.email, await requestCode(user))).json();
    const res = await injectAs(ctx.app, user, {
      method: 'POST',
      url: '/auth/reset-password',
      payload: { email: user.email, password: 'Tamam-123', token },
    });
    expect(res.statusCode).toBe(200);
    expect((await injectAs(ctx.app, user, { url: '/auth/check' })).json().loggedIn).toBe(false);
  });
});
