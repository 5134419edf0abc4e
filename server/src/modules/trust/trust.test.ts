import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobApplications, studentProfiles, users } from '../../db/schema/index.ts';
import { insertFile } from '../files/repository.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  logEntries,
  multipart,
  samples,
  storeTestFile,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx.app, 'admin');
});
afterAll(() => ctx.close());

const login = (u: TestUser, lang = 'tr') =>
  ctx.app.inject({
    method: 'POST',
    url: '/auth/login',
    headers: { 'accept-language': lang },
    payload: { email: u.email, password: u.password },
  });
const postJob = async (by: TestUser, title = 'Yazılım Stajyeri') =>
  (
    await injectAs(ctx.app, by, {
      method: 'POST',
      url: '/job/add',
      payload: { title, description: 'Python bilen stajyer' },
    })
  ).json().id as string;
const publicIds = async () =>
  (await ctx.app.inject({ url: '/job/all?limit=100' })).json().map((j: { id: string }) => j.id);
const lastLog = async () => (await logEntries(ctx.app, admin.id)).map((l) => l.text).at(-1);

describe('suspension', () => {
  it('ends the sessions, refuses the login with ACCOUNT_SUSPENDED after the password, hides the jobs; reactivation undoes it', async () => {
    const company = await createUser(ctx.app, 'company', { companyName: 'Körfez Yazılım' });
    const job = await postJob(company);
    expect(await publicIds()).toContain(job);

    const res = await injectAs(ctx.app, admin, {
      method: 'PUT',
      url: `/admin/users/${company.id}/suspend`,
      payload: { reason: 'Sahte ilanlar' },
    });
    expect(res.statusCode).toBe(200);
    expect((await injectAs(ctx.app, company, { url: '/company/get' })).statusCode).toBe(401);
    expect(await lastLog()).toBe('Yönetici, Körfez Yazılım şirketinin hesabını askıya aldı');

    const refused = await login(company);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      error: 'Hesabınız askıya alındı. Ayrıntılar için platform yöneticisiyle iletişime geçin.',
    });
    expect((await login(company, 'en')).json().error).toBe(
      'Your account has been suspended. Please contact the platform administrator for details.',
    );
    // Without the password nothing tells the account is suspended.
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: company.email, password: 'Yanlis-123' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');

    expect(await publicIds()).not.toContain(job);
    expect((await ctx.app.inject({ url: `/job/getJob/${job}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/sitemap.xml' })).body).not.toContain(job);
    const student = await createUser(ctx.app, 'student');
    expect((await injectAs(ctx.app, student, { method: 'POST', url: `/enrollment/enroll/${job}` })).statusCode).toBe(
      404,
    );
    // Admins still see it, and the data stays.
    expect((await injectAs(ctx.app, admin, { url: `/job/getJob/${job}` })).statusCode).toBe(200);
    const list = (await injectAs(ctx.app, admin, { url: '/admin/users?role=company&limit=100' })).json();
    expect(list.find((r: { id: string }) => r.id === company.id)).toMatchObject({
      suspendedReason: 'Sahte ilanlar',
      suspendedAt: expect.any(String),
    });

    expect(
      (await injectAs(ctx.app, admin, { method: 'PUT', url: `/admin/users/${company.id}/reactivate` })).statusCode,
    ).toBe(200);
    expect(await lastLog()).toBe('Yönetici, Körfez Yazılım şirketinin hesabını yeniden etkinleştirdi');
    expect((await login(company)).statusCode).toBe(200);
    expect(await publicIds()).toContain(job);
  });

  it('names a person in the log line, refuses an admin suspending themself, wants a reason, 404 for nobody', async () => {
    const student = await createUser(ctx.app, 'student', { name: 'Ayşe', surname: 'Yılmaz' });
    await injectAs(ctx.app, admin, {
      method: 'PUT',
      url: `/admin/users/${student.id}/suspend`,
      payload: { reason: 'Kötüye kullanım' },
    });
    expect(await lastLog()).toBe('Yönetici, Ayşe Yılmaz adlı öğrencinin hesabını askıya aldı');

    const self = await injectAs(ctx.app, admin, {
      method: 'PUT',
      url: `/admin/users/${admin.id}/suspend`,
      payload: { reason: 'Deneme' },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe('Kendi hesabınızı askıya alamazsınız.');
    const [me] = await ctx.app.db.select().from(users).where(eq(users.id, admin.id));
    expect(me.suspendedAt).toBeNull();

    const other = await createUser(ctx.app, 'teacher');
    const empty = await injectAs(ctx.app, admin, {
      method: 'PUT',
      url: `/admin/users/${other.id}/suspend`,
      payload: { reason: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.reason).toBe('Bu alan zorunludur');
    const missing = await injectAs(ctx.app, admin, {
      method: 'PUT',
      url: `/admin/users/${crypto.randomUUID()}/suspend`,
      payload: { reason: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('unpublishing a job', () => {
  it('takes the job out of public lists, mails the company the reason, shows it the state; the admin republishes', async () => {
    const company = await createUser(ctx.app, 'company', { companyName: 'Marmara Lojistik' });
    const job = await postJob(company, 'Depo Sorumlusu');
    await ctx.app.db.update(users).set({ locale: 'en' }).where(eq(users.id, company.id));
    const send = vi.spyOn(ctx.app.mailer, 'send');
    const res = await injectAs(ctx.app, admin, {
      method: 'PUT',
      url: `/admin/jobs/${job}/unpublish`,
      payload: { reason: 'Ücret bilgisi yanıltıcı' },
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    const mail = send.mock.calls.at(-1)![0];
    expect(mail).toMatchObject({
      to: company.email,
      template: 'job-unpublished',
      subject: 'Your job posting has been taken down',
    });
    expect(mail.text).toContain('"Depo Sorumlusu"');
    expect(mail.text).toContain('Reason: Ücret bilgisi yanıltıcı');
    send.mockRestore();
    expect(await lastLog()).toBe('Yönetici "Depo Sorumlusu" iş ilanını yayından kaldırdı');

    expect(await publicIds()).not.toContain(job);
    expect((await ctx.app.inject({ url: `/job/getJob/${job}` })).statusCode).toBe(404);
    // The company still finds it, with the state and the reason.
    expect((await injectAs(ctx.app, company, { url: `/job/getJob/${job}` })).statusCode).toBe(200);
    const own = (await injectAs(ctx.app, company, { url: '/job/getAddedJobs' })).json();
    expect(own[0]).toMatchObject({
      id: job,
      unpublishedReason: 'Ücret bilgisi yanıltıcı',
      unpublishedAt: expect.any(String),
    });
    // The company's own edit does not put it back.
    await injectAs(ctx.app, company, {
      method: 'PUT',
      url: `/job/edit/${job}`,
      payload: { title: 'Depo Sorumlusu', description: 'Düzeltildi' },
    });
    expect(await publicIds()).not.toContain(job);
    // Admins' list keeps it with the state.
    const adminList = (await injectAs(ctx.app, admin, { url: '/job/get?limit=100' })).json();
    expect(adminList.find((j: { id: string }) => j.id === job).unpublishedAt).toEqual(expect.any(String));

    expect((await injectAs(ctx.app, admin, { method: 'PUT', url: `/admin/jobs/${job}/republish` })).statusCode).toBe(
      200,
    );
    expect(await lastLog()).toBe('Yönetici "Depo Sorumlusu" iş ilanını yeniden yayına aldı');
    expect(await publicIds()).toContain(job);
    expect((await injectAs(ctx.app, company, { url: '/job/getAddedJobs' })).json()[0]).toMatchObject({
      unpublishedAt: null,
      unpublishedReason: null,
    });
  });
});

describe('COMPANY_APPROVAL=required', () => {
  let strict: TestContext;
  let strictAdmin: TestUser;
  beforeAll(async () => {
    strict = await createTestApp({ COMPANY_APPROVAL: 'required' });
    strictAdmin = await createUser(strict.app, 'admin');
  });
  afterAll(() => strict.close());

  const signUpCompany = async (companyName: string) => {
    const email = `${crypto.randomUUID()}@firma.example`;
    const body = multipart({
      role: 'company',
      name: 'Ali',
      surname: 'Demir',
      companyName,
      email,
      password: 'Parola12!',
      consent: 'true',
    });
    const res = await strict.app.inject({ method: 'POST', url: '/auth/register', ...body });
    expect(res.statusCode).toBe(201);
    // The address counts as verified here: these tests are about approval (verification has its own below).
    await strict.app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, res.json().id));
    const login = await strict.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password: 'Parola12!' },
    });
    return {
      id: res.json().id as string,
      email,
      password: 'Parola12!',
      role: 'company' as const,
      name: 'Ali',
      cookie: String(login.headers['set-cookie']).split(';')[0],
    };
  };

  it('keeps a new company pending: its jobs hidden, its applicants closed, until an admin approves it', async () => {
    const company = await signUpCompany('Gebze Makina');
    expect((await injectAs(strict.app, company, { url: '/company/get' })).json()).toMatchObject({
      approval: 'pending',
      approvalReason: null,
    });
    const job = (
      await injectAs(strict.app, company, {
        method: 'POST',
        url: '/job/add',
        payload: { title: 'Tornacı', description: 'CNC' },
      })
    ).json().id;
    expect(
      (await strict.app.inject({ url: '/job/all?limit=100' })).json().map((j: { id: string }) => j.id),
    ).not.toContain(job);
    // A student who finds the job by a link cannot see or apply to it.
    const student = await createUser(strict.app, 'student');
    expect((await injectAs(strict.app, student, { method: 'POST', url: `/enrollment/enroll/${job}` })).statusCode).toBe(
      404,
    );

    const pending = await injectAs(strict.app, strictAdmin, { url: '/admin/companies?state=pending' });
    expect(pending.json().map((c: { id: string }) => c.id)).toContain(company.id);
    expect(pending.json().find((c: { id: string }) => c.id === company.id)).toMatchObject({
      companyName: 'Gebze Makina',
      approval: 'pending',
    });

    const send = vi.spyOn(strict.app.mailer, 'send');
    expect(
      (await injectAs(strict.app, strictAdmin, { method: 'PUT', url: `/admin/companies/${company.id}/approve` }))
        .statusCode,
    ).toBe(200);
    await vi.waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        expect.objectContaining({ to: company.email, template: 'company-approved' }),
        expect.anything(),
      ),
    );
    send.mockRestore();
    expect((await strict.app.inject({ url: '/job/all?limit=100' })).json().map((j: { id: string }) => j.id)).toContain(
      job,
    );
    // Later jobs publish at once.
    const later = (
      await injectAs(strict.app, company, {
        method: 'POST',
        url: '/job/add',
        payload: { title: 'Kaynakçı', description: 'Gazaltı' },
      })
    ).json().id;
    expect((await strict.app.inject({ url: '/job/all?limit=100' })).json().map((j: { id: string }) => j.id)).toContain(
      later,
    );
    expect(
      (await injectAs(strict.app, strictAdmin, { url: '/admin/companies?state=approved&limit=100' }))
        .json()
        .map((c: { id: string }) => c.id),
    ).toContain(company.id);
  });

  it('refuses a pending or rejected company the applicant list, job details and resumes with COMPANY_NOT_APPROVED', async () => {
    const company = await signUpCompany('Dilovası Kimya');
    // An application made while the job was public (the company approved, then rejected).
    await injectAs(strict.app, strictAdmin, { method: 'PUT', url: `/admin/companies/${company.id}/approve` });
    const job = (
      await injectAs(strict.app, company, {
        method: 'POST',
        url: '/job/add',
        payload: { title: 'Laborant', description: 'Kimya' },
      })
    ).json().id;
    const student = await createUser(strict.app, 'student');
    const { upload, key } = await storeTestFile(strict.app, 'resume', 'cv.pdf', samples.pdf);
    const resume = await strict.app.db.transaction((tx) => insertFile(tx, upload, key, student.id));
    await strict.app.db
      .update(studentProfiles)
      .set({ resumeFileId: resume })
      .where(eq(studentProfiles.userId, student.id));
    expect((await injectAs(strict.app, student, { method: 'POST', url: `/enrollment/enroll/${job}` })).statusCode).toBe(
      201,
    );
    expect((await injectAs(strict.app, company, { url: `/files/${resume}` })).statusCode).toBe(200);

    const send = vi.spyOn(strict.app.mailer, 'send');
    const rejected = await injectAs(strict.app, strictAdmin, {
      method: 'PUT',
      url: `/admin/companies/${company.id}/reject`,
      payload: { reason: 'Vergi levhası eksik' },
    });
    expect(rejected.statusCode).toBe(200);
    await vi.waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        expect.objectContaining({
          to: company.email,
          template: 'company-rejected',
          text: expect.stringContaining('Gerekçe: Vergi levhası eksik'),
        }),
        expect.anything(),
      ),
    );
    send.mockRestore();
    expect((await injectAs(strict.app, company, { url: '/company/get' })).json()).toMatchObject({
      approval: 'rejected',
      approvalReason: 'Vergi levhası eksik',
    });

    // Nor does it move the applicant (the student would be mailed, and its log and export would name them).
    const [application] = await strict.app.db
      .select({ id: jobApplications.id, status: jobApplications.status })
      .from(jobApplications)
      .where(eq(jobApplications.jobId, job));
    const moves = [
      { method: 'PUT' as const, url: `/enrollment/status/${application.id}`, payload: { status: 'Shortlisted' } },
      { method: 'PUT' as const, url: `/enrollment/hire/${student.id}`, payload: { jobId: job } },
    ];
    for (const move of moves) {
      const res = await injectAs(strict.app, company, move);
      expect(res.statusCode, move.url).toBe(403);
      expect(res.json()).toMatchObject({ code: 'COMPANY_NOT_APPROVED' });
    }
    const [after] = await strict.app.db
      .select({ status: jobApplications.status })
      .from(jobApplications)
      .where(eq(jobApplications.id, application.id));
    expect(after.status).toBe(application.status);
    expect((await logEntries(strict.app, company.id)).map((l) => l.text).join('\n')).not.toContain(student.name);

    for (const url of [`/enrollment/studentsEnrolled/${job}`, `/job/jobDetails/${job}`, `/files/${resume}`]) {
      const res = await injectAs(strict.app, company, { url });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'COMPANY_NOT_APPROVED',
        error: 'Şirketiniz onaylanana kadar adayların kişisel bilgilerini ve özgeçmişlerini göremezsiniz.',
      });
    }
    expect(
      (await strict.app.inject({ url: '/job/all?limit=100' })).json().map((j: { id: string }) => j.id),
    ).not.toContain(job);
    const rows = (await injectAs(strict.app, strictAdmin, { url: '/admin/companies?state=rejected' })).json();
    expect(rows.find((c: { id: string }) => c.id === company.id)).toMatchObject({
      approval: 'rejected',
      approvalReason: 'Vergi levhası eksik',
    });
  });

  it('approves accounts made by admins or scripts, and refuses to vet anything but a company', async () => {
    const made = await createUser(strict.app, 'company');
    expect((await injectAs(strict.app, made, { url: '/company/get' })).json().approval).toBe('approved');
    const teacher = await createUser(strict.app, 'teacher');
    expect(
      (await injectAs(strict.app, strictAdmin, { method: 'PUT', url: `/admin/companies/${teacher.id}/approve` }))
        .statusCode,
    ).toBe(404);
  });
});

describe('e-mail verification', () => {
  const signUp = async (role: 'company', app = ctx.app) => {
    const email = `${crypto.randomUUID()}@firma.example`;
    const send = vi.spyOn(app.mailer, 'send');
    const body = multipart({
      role,
      name: 'Ali',
      surname: 'Demir',
      companyName: 'Körfez Kimya',
      email,
      password: 'Parola12!',
      consent: 'true',
    });
    const res = await app.inject({ method: 'POST', url: '/auth/register', ...body });
    expect(res.statusCode).toBe(201);
    await vi.waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        expect.objectContaining({ to: email, template: 'company-welcome' }),
        expect.anything(),
      ),
    );
    const mail = send.mock.calls.find(([m]) => m.to === email)![0];
    send.mockRestore();
    const link = /https?:\/\/\S+\/auth\/verify-email\?token=[\w%-]+/.exec(mail.text)![0];
    const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { email, password: 'Parola12!' } });
    const user: TestUser = {
      id: res.json().id,
      email,
      password: 'Parola12!',
      role: 'company',
      name: 'Ali',
      cookie: String(login.headers['set-cookie']).split(';')[0],
    };
    return { user, link: new URL(link), mail };
  };

  it('mails a one-time link at sign-up that verifies the address once, then says it was used', async () => {
    const { user, link, mail } = await signUp('company');
    expect(mail.text).toContain('48 saat');
    expect((await injectAs(ctx.app, user, { url: '/company/get' })).json().emailVerified).toBe(false);
    // Opened by a browser (a navigation asks for HTML): still the API's redirect, not the web app's page.
    const first = await ctx.app.inject({
      url: link.pathname + link.search,
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/email-verified?result=verified');
    expect((await injectAs(ctx.app, user, { url: '/company/get' })).json().emailVerified).toBe(true);
    const again = await ctx.app.inject({ url: link.pathname + link.search });
    expect(again.headers.location).toBe('/email-verified?result=invalid');
    // Only the hash is stored.
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row.emailVerificationHash).toBeNull();
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('answers expired after 48 hours; a resent link works and replaces the old one', async () => {
    const { user, link } = await signUp('company');
    await ctx.app.db
      .update(users)
      .set({ emailVerificationExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    expect((await ctx.app.inject({ url: link.pathname + link.search })).headers.location).toBe(
      '/email-verified?result=expired',
    );

    const send = vi.spyOn(ctx.app.mailer, 'send');
    const resent = await injectAs(ctx.app, user, { method: 'POST', url: '/auth/resend-verification' });
    expect(resent.json()).toEqual({ ok: true, alreadyVerified: false });
    await vi.waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        expect.objectContaining({ to: user.email, template: 'email-verification' }),
        expect.anything(),
      ),
    );
    const fresh = new URL(
      /https?:\/\/\S+\/auth\/verify-email\?token=[\w%-]+/.exec(send.mock.calls.at(-1)![0].text)![0],
    );
    send.mockRestore();
    expect((await ctx.app.inject({ url: link.pathname + link.search })).headers.location).toBe(
      '/email-verified?result=invalid',
    );
    expect((await ctx.app.inject({ url: fresh.pathname + fresh.search })).headers.location).toBe(
      '/email-verified?result=verified',
    );
    expect((await injectAs(ctx.app, user, { method: 'POST', url: '/auth/resend-verification' })).json()).toEqual({
      ok: true,
      alreadyVerified: true,
    });
  });

  it('limits resending per account', async () => {
    const { user } = await signUp('company');
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await injectAs(ctx.app, user, {
            method: 'POST',
            url: '/auth/resend-verification',
            remoteAddress: `10.9.0.${i + 1}`,
          })
        ).statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("keeps an unverified company from applicants' data with EMAIL_NOT_VERIFIED; accounts made by operators are verified", async () => {
    const { user, link } = await signUp('company');
    const job = (
      await injectAs(ctx.app, user, {
        method: 'POST',
        url: '/job/add',
        payload: { title: 'Kimyager', description: 'Lab' },
      })
    ).json().id;
    // An unverified company's job is public, and students (verified or not) may apply.
    expect(await publicIds()).toContain(job);
    const refused = await injectAs(ctx.app, user, { url: `/enrollment/studentsEnrolled/${job}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      error: expect.stringContaining('E-posta adresinizi doğrulayana kadar'),
    });
    await ctx.app.inject({ url: link.pathname + link.search });
    expect((await injectAs(ctx.app, user, { url: `/enrollment/studentsEnrolled/${job}` })).statusCode).toBe(200);
    const made = await createUser(ctx.app, 'company');
    expect((await injectAs(ctx.app, made, { url: '/company/get' })).json().emailVerified).toBe(true);
  });
});
