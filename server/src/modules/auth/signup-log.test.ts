import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { serializeError, serializeRequest } from '../../lib/log-errors.ts';
import { createTestApp, multipart, samples, type TestContext } from '../../../test/helpers.ts';

const TC = '98765432150';
const BIRTH = '1999-03-17';

/** A test app whose log lines reach `append` as text. */
function appLoggingTo(append: (text: string) => void): Promise<TestContext> {
  const stream = new PassThrough();
  stream.on('data', (chunk) => append(String(chunk)));
  return createTestApp({}, { logStream: stream });
}

describe('the log of a failing sign-up', () => {
  let ctx: TestContext;
  let log = '';
  beforeAll(async () => {
    ctx = await appLoggingTo((text) => (log += text));
  });
  afterAll(() => ctx.close());

  const register = (
    fields: Record<string, string>,
    files = [{ field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: samples.pdf }],
  ) => ctx.app.inject({ method: 'POST', url: '/auth/register', ...multipart(fields, files) });

  it('names the database error by code and constraint, and holds no TC number, birth date or e-mail', async () => {
    // Every new student profile now breaks a rule, so the sign-up's insert fails inside the database.
    await ctx.app.db.execute(
      sql.raw('alter table student_profiles add constraint test_refuses_all check (false) not valid'),
    );
    const email = 'kimlik.sizintisi@example.com';
    const res = await register({
      role: 'student',
      name: 'Zehra',
      surname: 'Aksoy',
      idNumber: TC,
      gender: 'female',
      dateOfBirth: BIRTH,
      educationLevel: 'highSchoolGraduate',
      jobSeekingStatus: 'job',
      disability: 'yes',
      disabilityConsent: 'true',
      email,
      password: 'Kuzey-Yildizi-7',
      consent: 'true',
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: expect.any(String), code: 'INTERNAL' });
    await expect.poll(() => log).toContain('request failed');
    const failure = log.split('\n').find((line) => line.includes('request failed'))!;
    expect(JSON.parse(failure).err).toMatchObject({
      type: 'DatabaseError',
      code: '23514',
      constraint: 'test_refuses_all',
    });
    expect(log).not.toContain(TC);
    expect(log).not.toContain(BIRTH);
    expect(log).not.toContain(email);
    expect(log).not.toContain('Zehra');
  });

  it('names the mail template of a sign-up, never the address', async () => {
    const email = 'posta.kutusu@example.com';
    const res = await register(
      {
        role: 'company',
        name: 'Ali',
        surname: 'Kaya',
        companyName: 'Kaya Makine',
        email,
        password: 'Kuzey-Yildizi-7',
        consent: 'true',
      },
      [],
    );
    expect(res.statusCode).toBe(201);
    await expect.poll(() => log).toContain('"template":"company-welcome"');
    expect(log).not.toContain(email);
  });
});

describe('request lines', () => {
  let ctx: TestContext;
  let log = '';
  beforeAll(async () => {
    ctx = await appLoggingTo((text) => (log += text));
  });
  afterAll(() => ctx.close());

  it('mask an e-mail address in the path', async () => {
    await ctx.app.inject({ url: '/company/get/ayse.yilmaz@example.com' });
    await ctx.app.inject({ url: '/company/get/mehmet.demir%40example.com' });
    await expect.poll(() => log.split('/company/get/[e-posta]').length).toBeGreaterThanOrEqual(3);
    expect(log).not.toMatch(/ayse\.yilmaz|mehmet\.demir/);
  });
});

describe('serializeError', () => {
  it('keeps no parameter of a query that failed without a SQLSTATE (a lost connection)', () => {
    const err = new DrizzleQueryError(
      'insert into student_profiles values ($1, $2)',
      [TC, BIRTH],
      new Error('Connection terminated unexpectedly'),
    );
    const out = serializeError(err);
    expect(out).toMatchObject({ type: 'DatabaseError', cause: 'Error' });
    expect(JSON.stringify(out)).not.toMatch(new RegExp(`${TC}|${BIRTH}|insert into`));
  });

  it('masks e-mail addresses and 11-digit numbers in any other error', () => {
    const out = serializeError(
      new Error(`Can't send mail - all recipients were rejected: 550 <ayse@example.com> ${TC}`),
    );
    expect(out.message).toBe("Can't send mail - all recipients were rejected: 550 <[e-posta]> [numara]");
    expect(out.stack).not.toContain('ayse@example.com');
  });
});

describe('the request log', () => {
  let ctx: TestContext;
  let log = '';
  beforeAll(async () => {
    ctx = await appLoggingTo((text) => (log += text));
  });
  afterAll(() => ctx.close());

  it('never holds a calendar feed’s token, which is its address', () => {
    const token = 'JbWVxsmKplZyi8ntkkZm4FgUwZyyR7ZOaFFhapl4H3k';
    const logged = serializeRequest({ method: 'GET', url: `/calendar/${token}.ics?x=1` });
    expect(logged.url).toBe('/calendar/[gizli].ics?x=1');
    expect(JSON.stringify(logged)).not.toContain(token);
  });

  it('never holds an e-mail verification token', async () => {
    const token = 'Zq8xVerifyToken_4f1c9a7e2b';
    await ctx.app.inject({ url: `/auth/verify-email?token=${token}&lang=tr` });
    await expect.poll(() => log).toContain('/auth/verify-email');
    expect(log).not.toContain(token);
    expect(log).toContain('/auth/verify-email?token=[gizli]&lang=tr');
  });

  it('never holds one whose name is percent-encoded or spelt in capitals either', async () => {
    const token = 'Yk3wEncodedToken_9d2e7c1b5a';
    await ctx.app.inject({ url: `/auth/verify-email?%74oken=${token}` });
    await ctx.app.inject({ url: `/auth/verify-email?lang=en&TOKEN=${token}x` });
    await expect.poll(() => log).toContain('TOKEN=[gizli]');
    expect(log).not.toContain(token);
    expect(log).toContain('/auth/verify-email?%74oken=[gizli]');
  });
});
