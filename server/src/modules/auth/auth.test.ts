import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { files, studentProfiles, users } from '../../db/schema/index.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  logEntries,
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

const student = (over: Record<string, string> = {}) => ({
  role: 'student',
  name: 'Ayşe',
  surname: 'Yılmaz',
  idNumber: uniqueIdNumber(),
  gender: 'female',
  dateOfBirth: '2001-04-12',
  educationLevel: 'universityStudent',
  jobSeekingStatus: 'internship',
  disability: 'no',
  email: `ayse${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: 'Parola12!',
  consent: 'true',
  ...over,
});
const resume = (data = samples.pdf, filename = 'özgeçmiş.pdf') => [
  { field: 'resume', filename, contentType: 'application/pdf', data },
];

async function register(fields: Record<string, string>, fileParts = resume()) {
  const body = multipart(fields, fileParts);
  // Each registration from its own address: the per-IP limit is tested apart.
  const remoteAddress = `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  return ctx.app.inject({ method: 'POST', url: '/auth/register', remoteAddress, ...body });
}

const uploadsDir = () => path.join(ctx.dataDir, 'uploads');
const userCount = async () => (await ctx.app.db.select({ n: count() }).from(users))[0].n;

describe('POST /auth/register', () => {
  it('creates a student with a private resume, a consent record and a log entry', async () => {
    const fields = student();
    const res = await register(fields);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const [profile] = await ctx.app.db.select().from(studentProfiles).where(eq(studentProfiles.userId, id));
    expect(profile.jobSeekingStatus).toBe('internship');
    const [file] = await ctx.app.db.select().from(files).where(eq(files.id, profile.resumeFileId!));
    expect(file).toMatchObject({
      kind: 'resume',
      mime: 'application/pdf',
      originalName: 'Ayşe Yılmaz Özgeçmiş.pdf',
      ownerId: id,
    });
    expect(fs.existsSync(path.join(uploadsDir(), file.storageKey))).toBe(true);
    const logs = await logEntries(ctx.app, id);
    expect(logs[0].text).toBe('Ayşe Yılmaz adlı öğrenci kayıt oldu');
    // The resume is private: a visitor cannot fetch it.
    expect((await ctx.app.inject({ url: `/files/${file.id}` })).statusCode).toBe(404);
  });

  it('creates a company without a resume', async () => {
    const res = await register(
      {
        role: 'company',
        name: 'Mehmet',
        surname: 'Demir',
        companyName: 'Körfez Bilişim',
        email: 'ik@korfez.example',
        password: 'Kartal-2024',
        consent: 'true',
      },
      [],
    );
    expect(res.statusCode).toBe(201);
  });

  it.each([
    [{ name: '' }, 'name', 'Bu alan zorunludur'],
    [{ name: 'Abdurrahmanovich' }, 'name', 'En fazla 15 karakter olmalı'],
    [{ surname: 'Abdurrahmanoğlu1' }, 'surname', 'En fazla 15 karakter olmalı'],
    [{ dateOfBirth: '1988-12-31' }, 'dateOfBirth', "Doğum tarihi 1 Ocak 1989'dan sonra olmalı"],
    [{ dateOfBirth: '2008-01-02' }, 'dateOfBirth', "Doğum tarihi 1 Ocak 2008'den önce olmalı"],
    [{ email: 'not-an-email' }, 'email', 'Geçersiz e-posta adresi'],
    [{ password: 'Kisa123' }, 'password', 'Şifre en az 8 karakter olmalı'],
    [{ password: ' ' }, 'password', 'Şifre en az 8 karakter olmalı'],
    [{ password: 'x'.repeat(65) }, 'password', 'Şifre en fazla 64 karakter olmalı'],
    [{ password: '123456789' }, 'password', 'Bu şifre çok yaygın, başka bir şifre seçin'],
    [{ password: 'Parola12' }, 'password', 'Bu şifre çok yaygın, başka bir şifre seçin'],
    [{ password: 'PASSWORD1' }, 'password', 'Bu şifre çok yaygın, başka bir şifre seçin'],
    [{ password: '        ' }, 'password', 'Şifre en az 4 farklı karakter içermeli'],
    [{ password: 'xyzxyzxyzx' }, 'password', 'Şifre en az 4 farklı karakter içermeli'],
    [{ password: 'beceri123' }, 'password', 'Şifre platformun adını içeremez'],
    [{ password: 'BECERİ-2026!' }, 'password', 'Şifre platformun adını içeremez'],
    [
      { email: 'kartal.gozu@example.com', password: 'Kartal.Gozu-99' },
      'password',
      'Şifre e-posta adresinizin @ işaretinden önceki kısmını içeremez',
    ],
    [{ gender: 'other' }, 'gender', 'Bu alan zorunludur'],
    [{ consent: 'false' }, 'consent', 'Bu alan zorunludur'],
    [{ role: 'teacher' }, 'role', 'Rolünüzü seçin'],
  ])('refuses %o with the field message and writes nothing', async (over, field, message) => {
    const before = await userCount();
    const res = await register(student(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await userCount()).toBe(before);
  });

  it('accepts both ends of the birth date window', async () => {
    expect((await register(student({ dateOfBirth: '1989-01-01' }))).statusCode).toBe(201);
    expect((await register(student({ dateOfBirth: '2008-01-01' }))).statusCode).toBe(201);
  });

  it('signs a student up without a resume (asked before the first application instead)', async () => {
    const res = await register(student(), []);
    expect(res.statusCode).toBe(201);
    const [profile] = await ctx.app.db.select().from(studentProfiles).where(eq(studentProfiles.userId, res.json().id));
    expect(profile.resumeFileId).toBeNull();
  });

  it('signs the new person in: the answer keeps {ok, id} and its cookie opens a session', async () => {
    const fields = student({ name: 'Zeynep' });
    const res = await register(fields, []);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true, id: expect.any(String) });
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const check = await ctx.app.inject({ url: '/auth/check-session', cookies: { sid: cookie!.value } });
    expect(check.json().user).toMatchObject({ id: res.json().id, role: 'student', name: 'Zeynep' });
    // The same for a company.
    const company = await register(
      {
        role: 'company',
        name: 'Mehmet',
        surname: 'Demir',
        companyName: 'Oturum Bilişim',
        email: `ik${Math.random().toString(36).slice(2, 8)}@oturum.example`,
        password: 'Kartal-2024',
        consent: 'true',
      },
      [],
    );
    const companyCookie = company.cookies.find((c) => c.name === 'sid')!;
    const companyCheck = await ctx.app.inject({ url: '/auth/check-session', cookies: { sid: companyCookie.value } });
    expect(companyCheck.json().user).toMatchObject({ id: company.json().id, role: 'company' });
  });

  it('ends the session the browser had before, as a login does', async () => {
    const before = await register(student(), []);
    const sid = before.cookies.find((c) => c.name === 'sid')!.value;
    const body = multipart(student(), []);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/register',
      remoteAddress: '10.2.0.1',
      cookies: { sid },
      ...body,
    });
    expect(res.statusCode).toBe(201);
    expect(res.cookies.find((c) => c.name === 'sid')!.value).not.toBe(sid);
    expect((await ctx.app.inject({ url: '/auth/check-session', cookies: { sid } })).json().user).toBeNull();
  });

  it('sets no cookie and creates no session when it refuses', async () => {
    const res = await register(student({ name: '' }), []);
    expect(res.statusCode).toBe(400);
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('names every wrong field in one answer, a common password and a registered e-mail included', async () => {
    const taken = student({ email: 'bir-tur@example.com' });
    expect((await register(taken, [])).statusCode).toBe(201);
    const before = await userCount();
    const res = await register(
      student({
        name: '',
        dateOfBirth: '1970-05-05',
        email: 'BIR-TUR@example.com',
        password: 'password1',
        idNumber: taken.idNumber,
        consent: 'false',
      }),
      [],
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      error: 'Bu alan zorunludur',
      fields: {
        name: 'Bu alan zorunludur',
        dateOfBirth: "Doğum tarihi 1 Ocak 1989'dan sonra olmalı",
        email: 'Kayıt başarısız! Bu e-posta adresiyle kayıtlı bir kullanıcı zaten var.',
        password: 'Bu şifre çok yaygın, başka bir şifre seçin',
        idNumber: 'Bu kimlik numarasıyla kayıtlı bir öğrenci hesabı zaten var.',
        consent: 'Bu alan zorunludur',
      },
    });
    expect(await userCount()).toBe(before);
  });

  it('asks for the disability consent beside the other problems, not after them', async () => {
    const res = await register(student({ name: '', disability: 'yes' }), []);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['disabilityConsent', 'name']);
  });

  it('answers 409 with the SPEC message for an e-mail that exists, whatever its case', async () => {
    const fields = student({ email: 'Tekrar@Example.com' });
    expect((await register(fields)).statusCode).toBe(201);
    const again = await register({ ...fields, email: 'tekrar@example.COM' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      error: 'Kayıt başarısız! Bu e-posta adresiyle kayıtlı bir kullanıcı zaten var.',
      fields: { email: 'Kayıt başarısız! Bu e-posta adresiyle kayıtlı bir kullanıcı zaten var.' },
    });
  });

  it('refuses a disguised or empty resume and an oversized one, leaving no user and no file', async () => {
    const before = await userCount();
    const filesBefore = fs.readdirSync(uploadsDir()).length;
    const exe = await register(student(), resume(samples.exe, 'cv.pdf'));
    expect(exe.statusCode).toBe(400);
    expect(exe.json().error).toBe('Dosya türü desteklenmiyor.');
    const empty = await register(student(), resume(Buffer.alloc(0), 'cv.pdf'));
    expect(empty.statusCode).toBe(400);
    const big = Buffer.concat([samples.pdf, Buffer.alloc(5 * 1024 * 1024)]);
    const large = await register(student(), resume(big));
    expect(large.statusCode).toBe(413);
    expect(large.json().error).toBe('Dosya çok büyük.');
    expect(await userCount()).toBe(before);
    expect(fs.readdirSync(uploadsDir()).length).toBe(filesBefore);
  });

  it('names a resume after its owner, even one called ../../etc/passwd.pdf', async () => {
    const res = await register(student(), resume(samples.pdf, '../../etc/passwd.pdf'));
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.app.db
      .select({ name: files.originalName, key: files.storageKey })
      .from(files)
      .innerJoin(studentProfiles, eq(studentProfiles.resumeFileId, files.id))
      .where(eq(studentProfiles.userId, res.json().id));
    expect(row.name).toBe('Ayşe Yılmaz Özgeçmiş.pdf');
    expect(row.key).toMatch(/^[a-f0-9]{32}\.pdf$/);
  });
});

describe('the TC number at sign-up', () => {
  it('is refused when it is not a valid number, with a message on the field, and no account is made', async () => {
    const before = await userCount();
    for (const idNumber of ['abc', '1', '12345678901', '01234567890', '10000000146x']) {
      const res = await register(student({ idNumber }));
      expect(res.statusCode, idNumber).toBe(400);
      expect(res.json().fields.idNumber, idNumber).toBe(
        'Kimlik numarası geçerli değil: 11 hanesini kimlik kartınızdaki gibi yazın',
      );
    }
    expect(await userCount()).toBe(before);
  });

  it('is one person however it is written: spaces, a zero-width character or Arabic digits make no second student', async () => {
    const idNumber = uniqueIdNumber();
    expect((await register(student({ idNumber: idNumber.replace(/(\d{3})/g, '$1 ') }))).statusCode).toBe(201);
    const arabic = [...idNumber].map((d) => String.fromCharCode(0x0660 + Number(d))).join('');
    for (const written of [idNumber, `${idNumber}\u200b`, `\u200e${idNumber}`, arabic]) {
      const again = await register(student({ idNumber: written }));
      expect(again.statusCode, JSON.stringify(written)).toBe(409);
      expect(again.json().code).toBe('ID_NUMBER_TAKEN');
    }
  });

  it('is stored as its eleven digits', async () => {
    const idNumber = uniqueIdNumber();
    const res = await register(student({ idNumber: ` ${idNumber.slice(0, 5)}-${idNumber.slice(5)} ` }));
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.app.db.select().from(studentProfiles).where(eq(studentProfiles.userId, res.json().id));
    expect(ctx.app.personalData.decrypt(row.idNumber, `student_profiles.id_number:${res.json().id}`)).toBe(idNumber);
  });
});

describe('login, session and logout', () => {
  it('logs in with the right password, sets a safe cookie and reports the role', async () => {
    const u = await createUser(ctx.app, 'company');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: u.email.toUpperCase(), password: u.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, role: 'company', id: u.id });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    // The cookie lives as long as the session may (30 days); the server ends an unused one after 7.
    expect(cookie).toContain('Max-Age=2592000');
    // Only the hash of the token is stored.
    const token = cookie.slice(4, 47);
    const stored = await ctx.app.db.execute(sql`select count(*)::int as n from sessions where token_hash = ${token}`);
    expect((stored.rows[0] as { n: number }).n).toBe(0);
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const u = await createUser(ctx.app, 'student');
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: u.email, password: 'yanlis1' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'yok@example.com', password: 'yanlis1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error).toBe('Geçersiz e-posta ve şifre');
    expect(unknown.json()).toEqual(wrong.json());
  });

  it.each([
    [{ email: '', password: 'x' }, 'E-posta adresi gerekli'],
    [{ email: 'abc', password: 'x' }, 'Geçersiz e-posta adresi'],
    [{ email: 'a@b.co', password: '' }, 'Şifre gerekli'],
    [{ email: 'a@b.co', password: 'x'.repeat(65) }, 'Şifre en fazla 64 karakter olmalı'],
  ])('validates %o', async (payload, message) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/auth/login', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('reports the session, and logout ends it for good', async () => {
    const u = await createUser(ctx.app, 'teacher');
    const check = await injectAs(ctx.app, u, { url: '/auth/check-session' });
    expect(check.json().user).toMatchObject({ id: u.id, role: 'teacher', email: u.email });
    expect((await injectAs(ctx.app, u, { url: '/auth/check' })).json()).toEqual({ loggedIn: true, role: 'teacher' });
    const out = await injectAs(ctx.app, u, { method: 'POST', url: '/auth/logout' });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/sid=;/);
    expect((await injectAs(ctx.app, u, { url: '/auth/check-session' })).json().user).toBeNull();
    expect((await ctx.app.inject({ url: '/auth/check' })).json()).toEqual({ loggedIn: false, role: null });
  });

  it('does not keep a session cookie from before the login', async () => {
    const u = await createUser(ctx.app, 'student');
    const before = u.cookie;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { cookie: before },
      payload: { email: u.email, password: u.password },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).not.toContain(before);
    const old = await ctx.app.inject({ url: '/auth/check-session', headers: { cookie: before } });
    expect(old.json().user).toBeNull();
  });

  it('after 10 failures for an account from one address, refuses even the right password there, not elsewhere', async () => {
    const victim = await createUser(ctx.app, 'student');
    const other = await createUser(ctx.app, 'student');
    const from = (remoteAddress: string, email: string, password: string) =>
      ctx.app.inject({ method: 'POST', url: '/auth/login', remoteAddress, payload: { email, password } });
    const tries = [];
    for (let i = 0; i < 10; i++) tries.push(await from('10.0.0.1', victim.email, 'yanlis'));
    expect(tries.every((r) => r.statusCode === 401)).toBe(true);
    const blocked = await from('10.0.0.1', victim.email, victim.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The owner elsewhere and another account at the same address are not locked out.
    expect((await from('10.0.1.1', victim.email, victim.password)).statusCode).toBe(200);
    expect((await from('10.0.0.1', other.email, other.password)).statusCode).toBe(200);
  });

  it('refuses a cross-site write that carries the cookie', async () => {
    const u = await createUser(ctx.app, 'student');
    const res = await injectAs(ctx.app, u, {
      method: 'POST',
      url: '/auth/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect((await injectAs(ctx.app, u, { url: '/auth/check-session' })).json().user).not.toBeNull();
  });
});

describe('health', () => {
  it('answers 200 while the database is reachable', async () => {
    const res = await ctx.app.inject({ url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });
});
