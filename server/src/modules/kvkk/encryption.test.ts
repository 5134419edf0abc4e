import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { consents, studentProfiles, users } from '../../db/schema/index.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { DataCipher, resolveDataKey } from '../../lib/personal-data.ts';
import { checkDataKey, encryptPlainProfiles, normaliseIdNumbers } from './legacy.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  multipart,
  samples,
  uniqueIdNumber,
  type TestContext,
} from '../../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const silent = () => ctx.app.log;

function signup(over: Record<string, string> = {}) {
  const fields = {
    role: 'student',
    name: 'Ayşe',
    surname: 'Yılmaz',
    idNumber: uniqueIdNumber(),
    gender: 'female',
    dateOfBirth: '2001-04-12',
    educationLevel: 'universityStudent',
    jobSeekingStatus: 'internship',
    disability: 'no',
    email: `kvkk-${crypto.randomBytes(4).toString('hex')}@example.com`,
    password: 'Kuzey-Yildizi-7',
    consent: 'true',
    ...over,
  };
  const body = multipart(fields, [
    { field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: samples.pdf },
  ]);
  const remoteAddress = `10.9.${crypto.randomInt(250)}.${crypto.randomInt(250)}`;
  return ctx.app.inject({ method: 'POST', url: '/auth/register', remoteAddress, ...body });
}

/** Every column of the row as PostgreSQL holds it, as text. */
async function rawRow(userId: string): Promise<string> {
  const { rows } = await ctx.app.db.execute(sql`select * from student_profiles where user_id = ${userId}`);
  return JSON.stringify(rows[0]);
}

describe('TC number and disability answer at rest', () => {
  it('stores neither the TC number nor the disability answer in clear', async () => {
    const idNumber = '38472615972';
    const res = await signup({ idNumber, disability: 'yes', disabilityConsent: 'true' });
    expect(res.statusCode).toBe(201);
    const raw = await rawRow(res.json().id);
    expect(raw).not.toContain(idNumber);
    expect(raw).not.toContain('3847261');
    expect(raw).not.toMatch(/"disability":"(yes|true)"/);
    const [row] = await ctx.app.db.select().from(studentProfiles).where(eq(studentProfiles.userId, res.json().id));
    expect(row.idNumber).toMatch(/^v2\./);
    expect(row.disability).toMatch(/^v2\./);
    expect(row.idNumberHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a second student account with the same TC number (409, in Turkish) and creates nothing', async () => {
    const idNumber = uniqueIdNumber();
    expect((await signup({ idNumber })).statusCode).toBe(201);
    const before = (await ctx.app.db.select({ n: count() }).from(users))[0].n;
    const again = await signup({ idNumber: ` ${idNumber} ` });
    expect(again.statusCode).toBe(409);
    // Named under its field too, as the form shows it (decision 060).
    expect(again.json()).toEqual({
      error: 'Bu kimlik numarasıyla kayıtlı bir öğrenci hesabı zaten var.',
      code: 'ID_NUMBER_TAKEN',
      fields: { idNumber: 'Bu kimlik numarasıyla kayıtlı bir öğrenci hesabı zaten var.' },
    });
    expect((await ctx.app.db.select({ n: count() }).from(users))[0].n).toBe(before);
  });

  it('shows the owner only the masked TC number', async () => {
    const email = `maske-${crypto.randomBytes(4).toString('hex')}@example.com`;
    expect((await signup({ idNumber: '10000000146', email })).statusCode).toBe(201);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password: 'Kuzey-Yildizi-7' },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    const profile = await ctx.app.inject({ url: '/student/get', headers: { cookie } });
    expect(profile.json().maskedIdNumber).toBe('1*********6');
    expect(profile.body).not.toContain('10000000146');
  });
});

describe('consents at sign-up', () => {
  it('records the notice consent with its version, and a separate one for a disability answer of yes', async () => {
    const res = await signup({ disability: 'yes', disabilityConsent: 'true' });
    const rows = await ctx.app.db.select().from(consents).where(eq(consents.userId, res.json().id));
    expect(rows.map((r) => [r.purpose, r.textVersion, r.withdrawnAt]).sort()).toEqual([
      ['disability-data', 'kvkk-2026-11', null],
      ['kvkk-notice', 'kvkk-2026-11', null],
    ]);
    const no = await signup({ disability: 'no' });
    const noRows = await ctx.app.db.select().from(consents).where(eq(consents.userId, no.json().id));
    expect(noRows.map((r) => r.purpose)).toEqual(['kvkk-notice']);
  });

  it('asks for the explicit consent when the disability answer is yes', async () => {
    const res = await signup({ disability: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      disabilityConsent: 'Engel durumu bilginizin işlenmesi için açık rızanız gerekir',
    });
  });
});

/** A value as the first version of encryption at rest wrote it: `v1.`, AES-256-GCM of the bare text, no padding. */
function unpaddedCiphertext(plain: string, context: string): string {
  const master = resolveDataKey({ ...ctx.app.config }, () => {});
  const key = Buffer.from(
    crypto.hkdfSync('sha256', master, Buffer.alloc(0), 'beceri personal-data aes-256-gcm v1', 32),
  );
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

describe('the length of what is stored', () => {
  it('tells nothing: every disability answer and TC number is stored at one length', async () => {
    const yes = await signup({ disability: 'yes', disabilityConsent: 'true' });
    const no = await signup({ disability: 'no' });
    expect(yes.statusCode, yes.body).toBe(201);
    expect(no.statusCode, no.body).toBe(201);
    const stored = await ctx.app.db
      .select({ idNumber: studentProfiles.idNumber, disability: studentProfiles.disability })
      .from(studentProfiles)
      .where(sql`${studentProfiles.disability} is not null`);
    const lengths = new Set(stored.flatMap((row) => [row.idNumber.length, row.disability!.length]));
    expect(stored.length).toBeGreaterThanOrEqual(2);
    expect([...lengths]).toHaveLength(1);
  });

  it('re-encrypts values written before padding once at start-up: same answers, same hash', async () => {
    const student = await createUser(ctx.app, 'student');
    const [before] = await ctx.app.db.select().from(studentProfiles).where(eq(studentProfiles.userId, student.id));
    const idNumber = ctx.app.personalData.decrypt(before!.idNumber, `student_profiles.id_number:${student.id}`);
    await ctx.app.db
      .update(studentProfiles)
      .set({
        idNumber: unpaddedCiphertext(idNumber, `student_profiles.id_number:${student.id}`),
        disability: unpaddedCiphertext('yes', `student_profiles.disability:${student.id}`),
      })
      .where(eq(studentProfiles.userId, student.id));
    // The old format still opens, so nothing breaks between the deployment and the conversion.
    expect((await injectAs(ctx.app, student, { url: '/student/get' })).statusCode).toBe(200);
    expect(await encryptPlainProfiles(ctx.app.db, ctx.app.personalData, silent())).toBe(1);
    expect(await encryptPlainProfiles(ctx.app.db, ctx.app.personalData, silent())).toBe(0);
    const [after] = await ctx.app.db.select().from(studentProfiles).where(eq(studentProfiles.userId, student.id));
    expect(after!.idNumber).toMatch(/^v2\./);
    expect(after!.disability).toMatch(/^v2\./);
    expect(ctx.app.personalData.decrypt(after!.idNumber, `student_profiles.id_number:${student.id}`)).toBe(idNumber);
    expect(ctx.app.personalData.decrypt(after!.disability!, `student_profiles.disability:${student.id}`)).toBe('yes');
    expect(after!.idNumberHash).toBe(before!.idNumberHash);
  });
});

describe('rows stored before encryption', () => {
  it('are encrypted once at start-up, keep their values and get the unique hash', async () => {
    const student = await createUser(ctx.app, 'student');
    const legacy = await createUser(ctx.app, 'teacher');
    await ctx.app.db
      .execute(sql`insert into student_profiles (user_id, id_number, gender, date_of_birth, education_level, job_seeking_status, disability)
      values (${legacy.id}, '55544433340', 'male', '1999-01-01', 'associate', 'no', 'yes')`);
    expect(await encryptPlainProfiles(ctx.app.db, ctx.app.personalData, silent())).toBe(1);
    expect(await encryptPlainProfiles(ctx.app.db, ctx.app.personalData, silent())).toBe(0);
    const raw = await rawRow(legacy.id);
    expect(raw).not.toContain('55544433340');
    const [row] = await ctx.app.db.select().from(studentProfiles).where(eq(studentProfiles.userId, legacy.id));
    expect(ctx.app.personalData.decrypt(row.idNumber, `student_profiles.id_number:${legacy.id}`)).toBe('55544433340');
    expect(ctx.app.personalData.decrypt(row.disability!, `student_profiles.disability:${legacy.id}`)).toBe('yes');
    expect(row.idNumberHash).toBe(ctx.app.personalData.hashIdNumber('55544433340'));
    expect((await signup({ idNumber: '55544433340' })).statusCode).toBe(409);
    expect((await injectAs(ctx.app, student, { url: '/student/get' })).statusCode).toBe(200);
  });

  it('a start-up with another key is refused before anything is served', async () => {
    await createUser(ctx.app, 'student');
    await expect(checkDataKey(ctx.app.db, new DataCipher(crypto.randomBytes(32)))).rejects.toThrow(
      /DATA_KEY does not open/,
    );
    await expect(checkDataKey(ctx.app.db, ctx.app.personalData)).resolves.toBeUndefined();
  });
});

describe('DATA_KEY', () => {
  it('is required with DATABASE_URL and must be 32 bytes', () => {
    const base = { DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' };
    expect(() => loadConfig(base)).toThrow(ConfigError);
    expect(() => loadConfig(base)).toThrow(/DATA_KEY is required/);
    expect(() => loadConfig({ ...base, DATA_KEY: 'kısa' })).toThrow(/DATA_KEY must be 32 bytes/);
    const hex = crypto.randomBytes(32).toString('hex');
    expect(loadConfig({ ...base, DATA_KEY: hex }).dataKey?.toString('hex')).toBe(hex);
    const b64 = crypto.randomBytes(32).toString('base64');
    expect(loadConfig({ ...base, DATA_KEY: b64 }).dataKey?.toString('base64')).toBe(b64);
  });

  it('is generated once into DATA_DIR/keys on the embedded database, with a warning to back it up', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beceri-key-'));
    try {
      const warnings: string[] = [];
      const first = resolveDataKey({ dataDir }, (m) => warnings.push(m));
      const second = resolveDataKey({ dataDir }, (m) => warnings.push(m));
      expect(second.equals(first)).toBe(true);
      expect(fs.statSync(path.join(dataDir, 'keys', 'data-key')).mode & 0o777).toBe(0o600);
      expect(warnings).toHaveLength(2);
      expect(warnings[0]).toMatch(/back this file up/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('TC numbers stored before they were normalised', () => {
  it('are re-keyed as their digits at start-up; one whose digits belong to another account is left for review', async () => {
    const cipher = ctx.app.personalData;
    const first = await createUser(ctx.app, 'student');
    const [own] = await ctx.app.db.select().from(studentProfiles).where(eq(studentProfiles.userId, first.id));
    const taken = cipher.decrypt(own.idNumber, `student_profiles.id_number:${first.id}`);
    const legacy = async (written: string, oldHash: string) => {
      const user = await createUser(ctx.app, 'teacher');
      const encrypted = cipher.encrypt(written, `student_profiles.id_number:${user.id}`);
      await ctx.app.db
        .execute(sql`insert into student_profiles (user_id, id_number, id_number_hash, gender, date_of_birth, education_level, job_seeking_status)
        values (${user.id}, ${encrypted}, ${oldHash}, 'male', '1999-01-01', 'associate', 'no')`);
      return user.id;
    };
    const digits = uniqueIdNumber();
    // Written with a zero-width space and keyed the old way (only spaces ignored): a second student could sign up.
    const zeroWidth = await legacy(`${digits}\u200b`, 'a'.repeat(64));
    const arabic = [...taken].map((d) => String.fromCharCode(0x0660 + Number(d))).join('');
    const duplicate = await legacy(arabic, 'b'.repeat(64));
    const warnings: unknown[] = [];
    const log = { info: () => {}, warn: (obj: unknown) => warnings.push(obj) };

    expect(await normaliseIdNumbers(ctx.app.db, cipher, log)).toBe(1);
    const row = async (id: string) =>
      (await ctx.app.db.select().from(studentProfiles).where(eq(studentProfiles.userId, id)))[0];
    const fixed = await row(zeroWidth);
    expect(cipher.decrypt(fixed.idNumber, `student_profiles.id_number:${zeroWidth}`)).toBe(digits);
    expect(fixed.idNumberHash).toBe(cipher.hashIdNumber(digits));
    expect((await row(duplicate)).idNumberHash).toBe('b'.repeat(64));
    expect(warnings).toEqual([{ userIds: [duplicate] }]);
    expect(JSON.stringify(warnings)).not.toContain(taken);
    expect((await signup({ idNumber: digits })).statusCode).toBe(409);
    expect(await normaliseIdNumbers(ctx.app.db, cipher, { info: () => {}, warn: () => {} })).toBe(0);
  });
});
