import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { studentProfiles, teacherProfiles, users } from '../../db/schema/index.ts';
import { insertFile } from '../files/repository.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  samples,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const login = (email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email, password },
    remoteAddress: `10.3.0.${Math.floor(Math.random() * 250)}`,
  });

describe('GET /student/get', () => {
  it('gives the student their own data with a link to their private resume, and no secrets', async () => {
    const student = await createUser(ctx.app, 'student', { name: 'Ayşe', surname: 'Yılmaz' });
    await createUser(ctx.app, 'student', { name: 'Başka' });
    const fileId = await ctx.app.db.transaction((tx) =>
      insertFile(
        tx,
        {
          kind: 'resume',
          ext: 'pdf',
          originalName: 'cv.pdf',
          mime: 'application/pdf',
          size: samples.pdf.length,
          tempPath: '/nonexistent',
        },
        'resumes/x.pdf',
        student.id,
      ),
    );
    await ctx.app.db
      .update(studentProfiles)
      .set({ resumeFileId: fileId })
      .where(eq(studentProfiles.userId, student.id));

    const res = await injectAs(ctx.app, student, { url: '/student/get' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const [{ idNumber }] = await ctx.app.db
      .select({ idNumber: studentProfiles.idNumber })
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, student.id));
    const plain = ctx.app.personalData.decrypt(idNumber, `student_profiles.id_number:${student.id}`);
    expect(res.json()).toEqual({
      id: student.id,
      name: 'Ayşe',
      surname: 'Yılmaz',
      email: student.email,
      phone: '',
      resume: `/files/${fileId}`,
      maskedIdNumber: `${plain[0]}*********${plain[10]}`,
      disability: 'no',
      disabilityConsent: false,
      emailVerified: true,
      openToWork: false,
      city: null,
    });
    expect(res.body).not.toMatch(/argon|password/i);
    expect(res.body).not.toContain(plain);
  });

  it('says null where no resume exists', async () => {
    const student = await createUser(ctx.app, 'student');
    expect((await injectAs(ctx.app, student, { url: '/student/get' })).json().resume).toBeNull();
  });

  it('answers 401 without a session and 403 to other roles', async () => {
    expect((await ctx.app.inject({ url: '/student/get' })).statusCode).toBe(401);
    for (const role of ['company', 'teacher', 'admin'] as const) {
      const res = await injectAs(ctx.app, await createUser(ctx.app, role), { url: '/student/get' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('Bu işlem için yetkiniz yok.');
    }
  });
});

describe('GET /company/get and /teacher/get', () => {
  it('gives a company its name, company name, e-mail, phone and address', async () => {
    const company = await createUser(ctx.app, 'company', { name: 'Mehmet', companyName: 'Körfez Bilişim' });
    await ctx.app.db.update(users).set({ phone: '0262 111 22 33', address: 'Kocaeli' }).where(eq(users.id, company.id));
    const res = await injectAs(ctx.app, company, { url: '/company/get' });
    expect(res.json()).toEqual({
      id: company.id,
      name: 'Mehmet',
      surname: 'Test',
      companyName: 'Körfez Bilişim',
      email: company.email,
      phone: '0262 111 22 33',
      address: 'Kocaeli',
      approval: 'approved',
      approvalReason: null,
      emailVerified: true,
    });
    expect((await injectAs(ctx.app, company, { url: '/teacher/get' })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/company/get' })).statusCode).toBe(401);
  });

  it('gives a teacher their subject and contact details', async () => {
    const teacher = await createUser(ctx.app, 'teacher', { name: 'Zeynep' });
    await ctx.app.db
      .update(teacherProfiles)
      .set({ subject: 'Siber güvenlik' })
      .where(eq(teacherProfiles.userId, teacher.id));
    const res = await injectAs(ctx.app, teacher, { url: '/teacher/get' });
    expect(res.json()).toMatchObject({
      id: teacher.id,
      name: 'Zeynep',
      email: teacher.email,
      subject: 'Siber güvenlik',
      address: '',
    });
    expect((await injectAs(ctx.app, teacher, { url: '/company/get' })).statusCode).toBe(403);
    expect((await injectAs(ctx.app, teacher, { url: '/student/get' })).statusCode).toBe(403);
  });

  it('ignores any id a caller puts in the path or query', async () => {
    const a = await createUser(ctx.app, 'teacher');
    const b = await createUser(ctx.app, 'teacher');
    const res = await injectAs(ctx.app, a, { url: `/teacher/get?id=${b.id}` });
    expect(res.json().id).toBe(a.id);
    expect((await injectAs(ctx.app, a, { url: `/teacher/get/${b.id}` })).statusCode).toBe(404);
  });
});

describe('PUT /student/update, /teacher/update and /company/update', () => {
  const change = (user: TestUser, payload: object, url = `/${user.role}/update`) =>
    injectAs(ctx.app, user, { method: 'PUT', url, payload });

  it('refuses a new password made of the account e-mail address, in both languages, and changes nothing', async () => {
    const user = await createUser(ctx.app, 'company', { email: 'deniz.yildiz@example.com' });
    const tr = await change(user, { password: 'Deniz.Yildiz-2026', currentPassword: user.password });
    expect(tr.statusCode).toBe(400);
    expect(tr.json().fields.password).toBe('Şifre e-posta adresinizin @ işaretinden önceki kısmını içeremez');
    const en = await change(user, { password: 'xyzxyzxyz', currentPassword: user.password }, '/company/update?lang=en');
    expect(en.statusCode).toBe(400);
    expect(en.json().fields.password).toBe('Password must contain at least 4 different characters');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it.each(['student', 'teacher', 'company'] as const)(
    'a %s changes the password with the current one: this session stays, the others end, the owner is told by mail',
    async (role) => {
      const send = vi.spyOn(ctx.app.mailer, 'send');
      const user = await createUser(ctx.app, role);
      const otherToken = await ctx.app.sessions.create(user.id);
      const res = await change(user, { password: 'Yeni-Sifre-2024', currentPassword: user.password });
      expect(res.statusCode).toBe(200);
      expect(res.json().success).toBe(true);
      expect((await login(user.email, user.password)).statusCode).toBe(401);
      expect((await login(user.email, 'Yeni-Sifre-2024')).statusCode).toBe(200);
      expect((await injectAs(ctx.app, user, { url: `/${role}/get` })).statusCode).toBe(200);
      expect((await ctx.app.inject({ url: `/${role}/get`, headers: { cookie: `sid=${otherToken}` } })).statusCode).toBe(
        401,
      );
      await vi.waitFor(() => expect(send.mock.calls.some(([m]) => m.to === user.email)).toBe(true));
      const mail = send.mock.calls.find(([m]) => m.to === user.email)![0];
      expect(mail.subject).toBe('Şifreniz değiştirildi');
      expect(mail.text).toContain('diğer cihazlardaki oturumlarınız kapatıldı');
      send.mockRestore();
    },
  );

  it('refuses a wrong current password with 400 and changes nothing: no password, no session, no mail', async () => {
    const send = vi.spyOn(ctx.app.mailer, 'send');
    const student = await createUser(ctx.app, 'student');
    const otherToken = await ctx.app.sessions.create(student.id);
    const res = await change(student, { password: 'Yeni-Sifre-2024', currentPassword: 'Tahmin-123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'WRONG_PASSWORD', fields: { currentPassword: 'Mevcut şifre yanlış' } });
    expect((await login(student.email, student.password)).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/student/get', headers: { cookie: `sid=${otherToken}` } })).statusCode).toBe(
      200,
    );
    expect(send.mock.calls.some(([m]) => m.to === student.email)).toBe(false);
    send.mockRestore();
  });

  it.each([
    [{ password: 'Kisa123' }, 'password', 'Şifre en az 8 karakter olmalı'],
    [{ password: 'x'.repeat(65) }, 'password', 'Şifre en fazla 64 karakter olmalı'],
    [{ password: 'qwerty123' }, 'password', 'Bu şifre çok yaygın, başka bir şifre seçin'],
    [{ password: '' }, 'password', 'Bu alan zorunludur'],
    [{ password: undefined }, 'password', 'Bu alan zorunludur'],
    [{ currentPassword: '' }, 'currentPassword', 'Bu alan zorunludur'],
    [{ currentPassword: undefined }, 'currentPassword', 'Bu alan zorunludur'],
  ])('refuses %o and keeps the old password', async (over, field, message) => {
    const student = await createUser(ctx.app, 'student');
    const res = await change(student, { password: 'Yeni-Sifre-2024', currentPassword: student.password, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect((await login(student.email, student.password)).statusCode).toBe(200);
  });

  it("is for each role's own account only", async () => {
    expect(
      (await ctx.app.inject({ method: 'PUT', url: '/student/update', payload: { password: 'x' } })).statusCode,
    ).toBe(401);
    const company = await createUser(ctx.app, 'company');
    const res = await change(
      company,
      { password: 'Yeni-Sifre-2024', currentPassword: company.password },
      '/student/update',
    );
    expect(res.statusCode).toBe(403);
    expect(
      (await change(company, { password: 'Yeni-Sifre-2024', currentPassword: company.password }, '/teacher/update'))
        .statusCode,
    ).toBe(403);
    expect((await login(company.email, company.password)).statusCode).toBe(200);
  });
});
