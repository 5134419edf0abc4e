import { beforeAll, describe, expect, it, vi } from 'vitest';
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jobApplications, users } from '../../db/schema/index.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import { addCourse } from '../../../test/course-fixtures.ts';
import { createUser, injectAs, logEntries, type TestUser } from '../../../test/helpers.ts';
import { appWithSmtp, mailedAfterRefusal } from '../../../test/smtp.ts';

// A real SMTP server, so a test can refuse mail; a refused mail is tried again a second later (decision 036).
const ctx = appWithSmtp({ PUBLIC_URL: 'https://beceri.example.org', MAIL_RETRY_FIRST_SECONDS: '1' });
let company: TestUser;
let admin: TestUser;
let teacher: TestUser;

beforeAll(async () => {
  company = await createUser(ctx.app, 'company', { companyName: 'Körfez Bilişim' });
  admin = await createUser(ctx.app, 'admin');
  teacher = await createUser(ctx.app, 'teacher');
});

async function addJob(user: TestUser, title = 'Tekniker') {
  const res = await injectAs(ctx.app, user, {
    method: 'POST',
    url: '/job/add',
    payload: { title, description: 'Ağ kurulumu' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}
async function apply(user: TestUser, jobId: string): Promise<string> {
  const res = await injectAs(ctx.app, user, { method: 'POST', url: `/enrollment/enroll/${jobId}` });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}
const withdraw = (user: TestUser | null, applicationId: string) =>
  injectAs(ctx.app, user, { method: 'DELETE', url: `/enrollment/${applicationId}` });
const applicationRow = async (id: string) =>
  (await ctx.app.db.select().from(jobApplications).where(eq(jobApplications.id, id)))[0];
const logTexts = async (actorId: string) => (await logEntries(ctx.app, actorId)).map((l) => `${l.type}: ${l.text}`);

describe('DELETE /enrollment/{applicationId}', () => {
  it('lets the student withdraw an application still in review: it is gone, the log says so, and they may apply again', async () => {
    const student = await createUser(ctx.app, 'student', { name: 'Ayşe', surname: 'Yılmaz' });
    const jobId = await addJob(company, 'Geri çek');
    const id = await apply(student, jobId);
    const res = await withdraw(student, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await applicationRow(id)).toBeUndefined();
    expect(await logTexts(student.id)).toContain(
      'company: Ayşe Yılmaz adlı öğrenci "Geri çek" ilanına yaptığı başvuruyu geri çekti',
    );
    expect((await injectAs(ctx.app, student, { url: '/enrollment/jobIds' })).json().jobIds).not.toContain(jobId);
    expect((await withdraw(student, id)).statusCode).toBe(404);
    await apply(student, jobId);
  });

  it("answers 409 in the caller's language once the company has moved the application on, and keeps it", async () => {
    const student = await createUser(ctx.app, 'student');
    const jobId = await addJob(company, 'Alındı');
    const id = await apply(student, jobId);
    const hire = await injectAs(ctx.app, company, {
      method: 'PUT',
      url: `/enrollment/hire/${student.id}`,
      payload: { jobId },
    });
    expect(hire.statusCode).toBe(200);
    const tr = await withdraw(student, id);
    expect(tr.statusCode).toBe(409);
    expect(tr.json()).toEqual({
      code: 'NOT_WITHDRAWABLE',
      error: 'Bu başvuru artık incelemede olmadığı için geri çekilemez.',
    });
    const en = await injectAs(ctx.app, student, { method: 'DELETE', url: `/enrollment/${id}?lang=en` });
    expect(en.statusCode).toBe(409);
    expect(en.json().error).toBe('This application is no longer in review, so it cannot be withdrawn.');
    expect((await applicationRow(id)).status).toBe('Hired');
  });

  it("is for the owning student only: 403 for another student's, 404 for none, 401/403 for others", async () => {
    const owner = await createUser(ctx.app, 'student');
    const other = await createUser(ctx.app, 'student');
    const id = await apply(owner, await addJob(company));
    expect((await withdraw(other, id)).statusCode).toBe(403);
    expect((await withdraw(null, id)).statusCode).toBe(401);
    for (const user of [company, admin, teacher]) expect((await withdraw(user, id)).statusCode).toBe(403);
    expect((await withdraw(owner, crypto.randomUUID())).statusCode).toBe(404);
    expect((await withdraw(owner, 'not-an-id')).statusCode).toBe(404);
    expect(await applicationRow(id)).toBeDefined();
  });
});

describe("'Başvurdunuz' and 'Kayıtlısınız': the student's own ids", () => {
  it("lists the jobs the student applied to, and nobody else's", async () => {
    const student = await createUser(ctx.app, 'student');
    const other = await createUser(ctx.app, 'student');
    const [a, b, c] = [await addJob(company), await addJob(company), await addJob(admin)];
    await apply(student, a);
    await apply(student, c);
    await apply(other, b);
    const res = await injectAs(ctx.app, student, { url: '/enrollment/jobIds' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.json()).toEqual({ jobIds: [c, a] });
    expect((await injectAs(ctx.app, other, { url: '/enrollment/jobIds' })).json()).toEqual({ jobIds: [b] });
    expect(
      (await injectAs(ctx.app, await createUser(ctx.app, 'student'), { url: '/enrollment/jobIds' })).json(),
    ).toEqual({ jobIds: [] });
    expect((await ctx.app.inject({ url: '/enrollment/jobIds' })).statusCode).toBe(401);
    expect((await injectAs(ctx.app, company, { url: '/enrollment/jobIds' })).statusCode).toBe(403);
    // The public cached list never carries anything about the person.
    expect((await injectAs(ctx.app, student, { url: '/job/all' })).body).not.toMatch(/applied/i);
  });

  it('lists the courses the student is enrolled in', async () => {
    const student = await createUser(ctx.app, 'student');
    const [x, y] = [await addCourse(ctx.app, teacher), await addCourse(ctx.app, teacher)];
    expect(
      (await injectAs(ctx.app, student, { method: 'POST', url: `/courseEnrollement/enroll/${y}` })).statusCode,
    ).toBe(201);
    const res = await injectAs(ctx.app, student, { url: '/courseEnrollement/courseIds' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.json()).toEqual({ courseIds: [y] });
    expect(res.json().courseIds).not.toContain(x);
    expect((await ctx.app.inject({ url: '/courseEnrollement/courseIds' })).statusCode).toBe(401);
    expect((await injectAs(ctx.app, teacher, { url: '/courseEnrollement/courseIds' })).statusCode).toBe(403);
  });

  it("carries the application's last change date on the student's list", async () => {
    const student = await createUser(ctx.app, 'student');
    const jobId = await addJob(company);
    const id = await apply(student, jobId);
    const later = new Date('2026-11-20T09:30:00Z');
    await ctx.app.db.update(jobApplications).set({ updatedAt: later }).where(eq(jobApplications.id, id));
    const [item] = (await injectAs(ctx.app, student, { url: '/enrollment/getAll' })).json();
    expect(item).toMatchObject({ id, status: 'In Review', updatedAt: later.toISOString(), job: { id: jobId } });
    expect(Date.parse(item.appliedAt)).toBeGreaterThan(later.getTime());
  });
});

describe('the mail to the company on each new application', () => {
  const mailsTo = (send: ReturnType<typeof spyOnSend>, to: string) =>
    send.mock.calls.map(([m]) => m).filter((m) => m.to === to);
  const spyOnSend = () => vi.spyOn(ctx.app.mailer, 'send');

  it.each([
    ['tr', '"Kasiyer" ilanınıza yeni başvuru', 'Deniz Kara, "Kasiyer" ilanınıza başvurdu.', 'Başvuruları incele: '],
    [
      'en',
      'New application to "Kasiyer"',
      'Deniz Kara applied to your job posting "Kasiyer".',
      'Review the applications: ',
    ],
  ] as const)(
    "goes in the company's language (%s), plain and HTML, with the hire link and nothing else the student typed",
    async (locale, subject, line, linkLabel) => {
      const send = spyOnSend();
      const firm = await createUser(ctx.app, 'company', { name: 'Selma', companyName: 'Dilli Firma' });
      await ctx.app.db.update(users).set({ locale }).where(eq(users.id, firm.id));
      const student = await createUser(ctx.app, 'student', {
        name: 'Deniz',
        surname: 'Kara',
        email: `deniz.ozel.${locale}@example.com`,
      });
      await ctx.app.db
        .update(users)
        .set({ phone: '05321234567', address: 'Gizli Sokak 5' })
        .where(eq(users.id, student.id));
      const jobId = await addJob(firm, 'Kasiyer');
      await apply(student, jobId);
      await vi.waitFor(() => expect(mailsTo(send, firm.email)).toHaveLength(1));
      const [mail] = mailsTo(send, firm.email) as MailMessage[];
      const hireUrl = `https://beceri.example.org/hire/${jobId}`;
      expect(mail.subject).toBe(subject);
      expect(mail.text.startsWith(locale === 'tr' ? 'Merhaba Selma,' : 'Hello Selma,')).toBe(true);
      expect(mail.text).toContain(line);
      expect(mail.text).toContain(`${linkLabel}${hireUrl}`);
      expect(mail.html).toContain(`lang="${locale}"`);
      expect(mail.html).toContain(`<a href="${hireUrl}"`);
      expect(mail.html).toContain('Deniz Kara');
      // Nothing else the student typed: no e-mail, phone, address, TC number.
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(
        /deniz\.ozel|05321234567|Gizli Sokak|@example\.com/,
      );
      // Nothing goes to the student about their own application.
      expect(send.mock.calls.some(([m]) => m.to === student.email)).toBe(false);
      send.mockRestore();
    },
  );

  it('escapes the job title and the name in the HTML', async () => {
    const send = spyOnSend();
    const firm = await createUser(ctx.app, 'company');
    const student = await createUser(ctx.app, 'student', { name: '<b>Ali</b>', surname: 'Veli' });
    const jobId = await addJob(firm, '<i>x</i>');
    await apply(student, jobId);
    await vi.waitFor(() => expect(mailsTo(send, firm.email)).toHaveLength(1));
    const [mail] = mailsTo(send, firm.email) as MailMessage[];
    expect(mail.html).not.toMatch(/<b>Ali|<i>x/);
    expect(mail.html).toContain('&lt;b&gt;Ali&lt;/b&gt;');
    send.mockRestore();
  });

  it("is not sent for an admin's ad; while SMTP refuses it the application stands and it arrives later", async () => {
    const send = spyOnSend();
    const firm = await createUser(ctx.app, 'company');
    const student = await createUser(ctx.app, 'student');
    const adminJob = await addJob(admin, 'Yönetici');
    await apply(student, adminJob);
    const jobId = await addJob(firm, 'Posta yok');
    const mail = await mailedAfterRefusal(ctx, { to: firm.email, template: 'new-application' }, async () => {
      expect(await applicationRow(await apply(student, jobId))).toBeDefined();
    });
    expect(mail.subject).toBe('"Posta yok" ilanınıza yeni başvuru');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0].to).toBe(firm.email);
    send.mockRestore();
  });
});
