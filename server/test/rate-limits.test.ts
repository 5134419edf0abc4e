import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serverMessages, translate } from '@beceri/domain';
import { createTestApp, createUser, multipart, samples, type TestContext } from './helpers.ts';
import { appWithSmtp, codeFrom } from './smtp.ts';
import { tcNumber } from './tc-number.ts';

/** Docs/product.md's limits count failures, per account+address and per address. */

const mailing = appWithSmtp();

/** A password both the old (at most 8) and the new (8–64, not common) rules accept. */
const PASSWORD = 'Kx7mQ2vz';
const NEW_PASSWORD = 'Tz4wLp9r';
/** A wrong password that passes validation under both rules. */
const wrong = (i: number) => `Hata${i}xx`;

type Inject = Awaited<ReturnType<TestContext['app']['inject']>>;
const post = (from: string, url: string, payload: object) =>
  mailing.app.inject({ method: 'POST', url, payload, remoteAddress: from });
const login = (from: string, email: string, password: string) => post(from, '/auth/login', { email, password });

function expectRateLimited(res: Inject) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ error: translate(serverMessages.rateLimited, 'tr'), code: 'RATE_LIMITED' });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

function signUpStudent(from: string, email: string, seed: number) {
  return mailing.app.inject({
    method: 'POST',
    url: '/auth/register',
    remoteAddress: from,
    ...multipart(
      {
        role: 'student',
        name: 'Deniz',
        surname: 'Kara',
        idNumber: tcNumber(seed),
        gender: 'female',
        dateOfBirth: '2001-04-12',
        educationLevel: 'universityStudent',
        jobSeekingStatus: 'job',
        disability: 'no',
        consent: 'true',
        email,
        password: PASSWORD,
      },
      [{ field: 'resume', filename: 'ozgecmis.pdf', contentType: 'application/pdf', data: samples.pdf }],
    ),
  });
}

const signUpCompany = (from: string, email: string) =>
  mailing.app.inject({
    method: 'POST',
    url: '/auth/register',
    remoteAddress: from,
    ...multipart({
      role: 'company',
      name: 'Ece',
      surname: 'Demir',
      companyName: 'Körfez Bilişim',
      email,
      password: PASSWORD,
      consent: 'true',
    }),
  });

describe('the lab: a class of 21 behind one address', () => {
  // About 80 argon2 hashes: seconds alone, much longer on a busy machine.
  it(
    'signs up 21 students and logs each in twice, while an attacker there gets 429 at the 11th wrong password of one account',
    { timeout: 180_000 },
    async () => {
      const lab = '10.21.0.1';
      const emails = Array.from(
        { length: 21 },
        (_, i) => `sinif-${i}-${crypto.randomBytes(3).toString('hex')}@example.com`,
      );
      for (const [i, email] of emails.entries())
        expect((await signUpStudent(lab, email, 7000 + i)).statusCode, email).toBe(201);
      for (let round = 0; round < 2; round++) {
        for (const email of emails) expect((await login(lab, email, PASSWORD)).statusCode, email).toBe(200);
      }

      const [victim, neighbour] = emails;
      for (let i = 0; i < 10; i++) expect((await login(lab, victim, wrong(i))).statusCode).toBe(401);
      expectRateLimited(await login(lab, victim, wrong(10)));
      expectRateLimited(await login(lab, victim, PASSWORD));
      // The rest of the class goes on; the owner elsewhere is not locked out.
      expect((await login(lab, neighbour, PASSWORD)).statusCode).toBe(200);
      expect((await login('10.21.0.2', victim, PASSWORD)).statusCode).toBe(200);
    },
  );

  it(
    'still lets in, from an address that used up its 100 failures, the students who signed in there before',
    { timeout: 180_000 },
    async () => {
      const lab = '10.22.0.1';
      const [regular, newcomer] = ['duzenli', 'yeni'].map(
        (who) => `${who}-${crypto.randomBytes(3).toString('hex')}@example.com`,
      );
      expect((await signUpStudent('10.22.0.2', regular, 7100)).statusCode).toBe(201);
      expect((await signUpStudent('10.22.0.3', newcomer, 7101)).statusCode).toBe(201);
      expect((await login(lab, regular, PASSWORD)).statusCode).toBe(200);
      // A classmate (or a credential-stuffing run) uses up the address with made-up e-mails.
      for (let i = 0; i < 100; i++)
        expect(
          (await login(lab, `uydurma-${i}-${crypto.randomBytes(2).toString('hex')}@example.com`, wrong(i))).statusCode,
        ).toBe(401);
      expectRateLimited(await login(lab, `uydurma-son@example.com`, wrong(0)));
      expectRateLimited(await login(lab, newcomer, PASSWORD));
      expect((await login(lab, regular, PASSWORD)).statusCode).toBe(200);
      // The known account is still held to its own ten failures there.
      for (let i = 0; i < 10; i++) expect((await login(lab, regular, wrong(i))).statusCode).toBe(401);
      expectRateLimited(await login(lab, regular, PASSWORD));
    },
  );

  it(
    'refuses the 61st sign-up from one address within the hour, and no other address',
    { timeout: 180_000 },
    async () => {
      const office = '10.60.0.1';
      for (let i = 0; i < 60; i++)
        expect(
          (await signUpCompany(office, `firma-${i}-${crypto.randomBytes(3).toString('hex')}@example.com`)).statusCode,
        ).toBe(201);
      expectRateLimited(await signUpCompany(office, `firma-son-${crypto.randomBytes(3).toString('hex')}@example.com`));
      expect(
        (await signUpCompany('10.60.0.2', `firma-baska-${crypto.randomBytes(3).toString('hex')}@example.com`))
          .statusCode,
      ).toBe(201);
    },
  );
});

describe('failures count, successes never', () => {
  it('counts parallel wrong passwords on arrival: of 25 at once, 10 are checked and 15 answer 429', async () => {
    const user = await createUser(mailing.app, 'student');
    const results = await Promise.all(Array.from({ length: 25 }, (_, i) => login('10.25.0.1', user.email, wrong(i))));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('refuses an address after 100 failed code checks, whatever the accounts, and only that address', async () => {
    const addr = '10.100.0.1';
    for (let i = 0; i < 100; i++) {
      expect((await post(addr, '/auth/verify-otp', { email: `yok${i}@example.com`, otp: '123456' })).statusCode).toBe(
        400,
      );
    }
    expectRateLimited(await post(addr, '/auth/verify-otp', { email: 'yok-son@example.com', otp: '123456' }));
    expect(
      (await post('10.100.0.2', '/auth/verify-otp', { email: 'yok-son@example.com', otp: '123456' })).statusCode,
    ).toBe(400);
  });

  it('does not count refused attempts: hammering a locked account leaves the address its 100 failures', async () => {
    const addr = '10.101.0.1';
    const guess = (email: string) => post(addr, '/auth/verify-otp', { email, otp: '123456' });
    for (let i = 0; i < 10; i++) expect((await guess('kilitli@example.com')).statusCode).toBe(400);
    for (let i = 0; i < 95; i++) expect((await guess('kilitli@example.com')).statusCode).toBe(429);
    for (let i = 0; i < 90; i++) expect((await guess(`baska${i}@example.com`)).statusCode).toBe(400);
    expectRateLimited(await guess('baska-son@example.com'));
  });

  it('answers a dead code and a dead reset token 400, not 429, from an address that has not failed', async () => {
    const user = await createUser(mailing.app, 'student');
    await post('10.16.0.1', '/mail/forgot-password', { email: user.email });
    await mailing.smtp.next(user.email);
    for (let i = 0; i < 15; i++)
      expect((await post(`10.16.1.${i}`, '/auth/verify-otp', { email: user.email, otp: '000000' })).statusCode).toBe(
        400,
      );
    const code = await post('10.16.2.1', '/auth/verify-otp', { email: user.email, otp: '000000' });
    expect(code.statusCode).toBe(400);
    expect(code.json()).toMatchObject({ error: 'Geçersiz OTP', code: 'INVALID_OTP' });
    for (let i = 0; i < 10; i++) {
      const res = await post(`10.16.3.${i}`, '/auth/reset-password', {
        email: user.email,
        password: NEW_PASSWORD,
        token: 'x'.repeat(43),
      });
      expect(res.statusCode).toBe(400);
    }
    const reset = await post('10.16.4.1', '/auth/reset-password', {
      email: user.email,
      password: NEW_PASSWORD,
      token: 'x'.repeat(43),
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({ error: 'Şifre sıfırlanamadı', code: 'RESET_FAILED' });
  });

  it('lets a locked-out owner reset the password by mail and log in again where the lock was', async () => {
    const user = await createUser(mailing.app, 'student');
    const lab = '10.31.0.1';
    for (let i = 0; i < 10; i++) await login(lab, user.email, wrong(i));
    expectRateLimited(await login(lab, user.email, user.password));

    // The owner asks for a code at the lab and finishes on the phone.
    expect((await post(lab, '/mail/forgot-password', { email: user.email })).statusCode).toBe(200);
    const code = codeFrom(await mailing.smtp.next(user.email));
    const phone = '10.31.9.9';
    const verified = await post(phone, '/auth/verify-otp', { email: user.email, otp: code });
    expect(verified.statusCode).toBe(200);
    const reset = await post(phone, '/auth/reset-password', {
      email: user.email,
      password: NEW_PASSWORD,
      token: verified.json().token,
    });
    expect(reset.statusCode).toBe(200);

    const back = await login(lab, user.email, NEW_PASSWORD);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ ok: true, role: 'student' });
    // A fresh count starts: the next 10 failures lock again.
    for (let i = 0; i < 10; i++) expect((await login(lab, user.email, wrong(i + 50))).statusCode).toBe(401);
    expectRateLimited(await login(lab, user.email, NEW_PASSWORD));
  });
});

describe('TRUST_PROXY', () => {
  it('believes X-Forwarded-For only from the proxies it names', async () => {
    const behindProxy = await createTestApp({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16' });
    try {
      const user = await createUser(behindProxy.app, 'student');
      const via = (proxy: string, client: string, password: string) =>
        behindProxy.app.inject({
          method: 'POST',
          url: '/auth/login',
          remoteAddress: proxy,
          headers: { 'x-forwarded-for': client },
          payload: { email: user.email, password },
        });
      for (let i = 0; i < 10; i++) expect((await via('10.0.0.2', '198.51.100.7', wrong(1))).statusCode).toBe(401);
      expectRateLimited(await via('10.1.2.3', '198.51.100.7', user.password));
      // Another client behind the same proxies is not the attacker.
      expect((await via('10.0.0.2', '198.51.100.8', user.password)).statusCode).toBe(200);
      // A client talking to the app directly cannot pick its address with the header.
      for (let i = 0; i < 10; i++) expect((await via('203.0.113.9', `192.0.2.${i}`, wrong(1))).statusCode).toBe(401);
      expectRateLimited(await via('203.0.113.9', '192.0.2.99', user.password));
    } finally {
      await behindProxy.close();
    }
  });
});
