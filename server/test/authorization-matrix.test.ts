import crypto from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  companyProfiles,
  contactMessages,
  files,
  jobAlerts,
  placements,
  studentProfiles,
} from '../src/db/schema/index.ts';
import { hashToken } from '../src/plugins/sessions.ts';
import { insertFile } from '../src/modules/files/repository.ts';
import * as resets from '../src/modules/password-reset/repository.ts';
import { addCourse, pdfPart, threeQuestions } from './course-fixtures.ts';
import { registeredRoutes as registered } from './route-recorder.ts';
import { addLabSession } from './lab-session-fixtures.ts';
import { codeFor } from '../src/modules/attendance/service.ts';
import { signUnsubscribe } from '../src/modules/job-alerts/token.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  multipart,
  samples,
  storeTestFile,
  takeExam,
  uniqueIdNumber,
  type TestContext,
  type TestUser,
} from './helpers.ts';

/**
 * Every API endpoint × every kind of caller, against the real app.
 * A route the app registers without a row here fails the test, and so does a row for a route that is gone.
 */

// Every route the app registers, seen through Fastify's onRoute hook on the instance buildApp creates.
vi.mock('fastify', async (importOriginal) => (await import('./route-recorder.ts')).recordingFastify(importOriginal));

const COLUMNS = ['visitor', 'student', 'teacher', 'company', 'admin', 'other'] as const;
type Column = (typeof COLUMNS)[number];
type Role = Exclude<Column, 'visitor' | 'other'>;
/** Expected status per column; `null` = the column does not apply (no owner to be "other" than). */
type Statuses = [number, number, number, number, number, number | null];

interface Cell {
  column: Column | 'missing';
  actor: TestUser | null;
  /** The real id, or a random one for the "missing" cell. */
  id(real: string): string;
}
interface Row {
  method: string;
  path: string;
  /** Several rows may cover one route (a resume and an image behind `/files/:id`). */
  variant?: string;
  expected: Statuses;
  /** Who "other" is: a second user of the owning role. */
  other?: Role;
  /** The caller who would be allowed, asking for a row that does not exist, and the status it gets. */
  missing?: [Role, number];
  /** Builds the request for one cell (fresh rows where a success would consume them). */
  build?: (c: Cell) => Promise<Partial<InjectOptions>> | Partial<InjectOptions>;
  /** The cell gets a new session of its user (login and logout end the session they are sent with). */
  freshSession?: boolean;
  /** The answer describes the API: it names fields such as `idNumber` or `correctAnswer`, never their values. */
  describesApi?: true;
}

let ctx: TestContext;
const u = {} as Record<Role | 'student2' | 'teacher2' | 'company2' | 'resetUser' | 'loginUser', TestUser>;
const fx = {} as {
  job: string;
  adminJob: string;
  application: string;
  course: string;
  adminCourse: string;
  draft: string;
  blog: string;
  resume: string;
  image: string;
  coursePdf: string;
  certificate: string;
  lesson: string;
  labSession: string;
  placement: string;
  endedPlacement: string;
};

const uuid = () => crypto.randomUUID();
let ipCounter = 0;
/** Each request from its own address, so per-IP limits never decide a cell. */
const nextIp = () => {
  ipCounter += 1;
  return `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

async function ok<T>(res: { statusCode: number; body: string; json(): T }, what: string): Promise<T> {
  if (res.statusCode >= 300) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
  return res.json();
}
const newJob = async (by: TestUser = u.company) =>
  (
    await ok<{ id: string }>(
      await injectAs(ctx.app, by, {
        method: 'POST',
        url: '/job/add',
        payload: { title: 'Stajyer', description: 'Yazılım' },
      }),
      'job add',
    )
  ).id;
/** A new job of the company with the student's application to it; returns the application's id. */
const newApplication = async () =>
  (
    await ok<{ id: string }>(
      await injectAs(ctx.app, u.student, { method: 'POST', url: `/enrollment/enroll/${await newJob()}` }),
      'apply',
    )
  ).id;
const newCourse = (by: TestUser = u.teacher) => addCourse(ctx.app, by);
/**
 * An internship placement of the company's with the student (decision 065): a hire on a new internship job; with
 * `ended`, its last day yesterday, so the evaluation and the feedback are open.
 */
const newPlacement = async (ended: boolean) => {
  const job = (
    await ok<{ id: string }>(
      await injectAs(ctx.app, u.company, {
        method: 'POST',
        url: '/job/add',
        payload: { title: 'Stajyer', description: 'Yaz stajı', type: 'internship' },
      }),
      'internship add',
    )
  ).id;
  await ok(await injectAs(ctx.app, u.student, { method: 'POST', url: `/enrollment/enroll/${job}` }), 'apply');
  await ok(
    await injectAs(ctx.app, u.company, {
      method: 'PUT',
      url: `/enrollment/hire/${u.student.id}`,
      payload: { jobId: job },
    }),
    'hire',
  );
  const [row] = await ctx.app.db.select({ id: placements.id }).from(placements).where(eq(placements.jobId, job));
  if (ended)
    await ctx.app.db
      .update(placements)
      .set({ startsOn: '2026-01-05', endsOn: '2026-02-05', mentorName: 'Deniz' })
      .where(eq(placements.id, row!.id));
  return row!.id;
};
/** A lab session of the teacher's course, in a room of its own so no two cells' sessions clash. */
const newSession = async () =>
  (
    await ok<{ sessions: { id: string }[] }>(
      await injectAs(ctx.app, u.teacher, {
        method: 'POST',
        url: `/course/${fx.course}/sessions`,
        payload: sessionBody(),
      }),
      'plan a session',
    )
  ).sessions[0].id;
const sessionBody = () => ({
  startsAt: '2030-03-04T09:00:00+03:00',
  endsAt: '2030-03-04T11:00:00+03:00',
  room: `Oda ${uuid().slice(0, 8)}`,
});
/** The path of a new calendar feed of the student's. */
const newFeed = async () =>
  new URL(
    (
      await ok<{ url: string }>(
        await injectAs(ctx.app, u.student, { method: 'POST', url: '/me/calendar-token' }),
        'feed token',
      )
    ).url,
  ).pathname;

/** A new saved search of the student's, the only one (a student keeps at most five; every cell makes one). */
const newAlert = async () => {
  await ctx.app.db.delete(jobAlerts).where(eq(jobAlerts.studentId, u.student.id));
  return (
    await ok<{ id: string }>(
      await injectAs(ctx.app, u.student, { method: 'POST', url: '/me/job-alerts', payload: { q: uuid().slice(0, 8) } }),
      'save a search',
    )
  ).id;
};
/** The unsubscribe address of a digest of that search, as the mail carries it; a forged one for the "missing" cell. */
const unsubscribeUrl = async (c: Cell) => {
  const alertId = await newAlert();
  const token =
    c.column === 'missing'
      ? signUnsubscribe(crypto.randomBytes(32), { studentId: u.student.id, alertIds: [alertId] })
      : signUnsubscribe(ctx.app.personalData.jobAlertKey, { studentId: u.student.id, alertIds: [alertId] });
  return `/job-alerts/unsubscribe?token=${token}`;
};

/** A draft of the teacher's started in the studio, ready to publish (a title, a description, a category, a lesson). */
const newDraft = async (by: TestUser = u.teacher) =>
  (
    await ok<{ id: string }>(
      await injectAs(ctx.app, by, {
        method: 'POST',
        url: '/course/draft',
        payload: { title: 'Taslak kurs', description: 'Yarım', category: 'IoT', classes: [{ title: 'Giriş' }] },
      }),
      'draft',
    )
  ).id;
/** The student's open attempt at a course, opened when there is none. */
const openAttempt = async (courseId: string) =>
  ok<{ attemptId: string; questions: { id: string }[] }>(
    await injectAs(ctx.app, u.student, { method: 'POST', url: `/exam/${courseId}/attempts` }),
    'open attempt',
  );
const newBlog = async (images: Buffer[] = []) => {
  const body = multipart(
    { title: 'Duyuru', description: 'Kısa', details: 'Uzun' },
    images.map((data) => ({ field: 'images', filename: 'resim.png', contentType: 'image/png', data })),
  );
  return (
    await ok<{ id: string }>(
      await injectAs(ctx.app, u.admin, { method: 'POST', url: '/blog/add', ...body }),
      'blog add',
    )
  ).id;
};
const bankBody = () => ({
  questions: threeQuestions.questions,
  settings: { drawCount: 2, shuffle: true, timeLimitMinutes: 20, passPercent: 60 },
});
const importBody = () =>
  multipart({}, [
    {
      field: 'file',
      filename: 'sorular.csv',
      contentType: 'text/csv',
      data: Buffer.from('soru,seçenek1,seçenek2,doğru\nİki artı iki?,4,5,1\n'),
    },
  ]);
const courseBody = () => multipart({ title: 'Yeni başlık', description: 'Yeni açıklama', classes: '[]' });
const studentSignup = () =>
  multipart(
    {
      role: 'student',
      name: 'Deniz',
      surname: 'Kara',
      idNumber: uniqueIdNumber(),
      gender: 'male',
      dateOfBirth: '2000-01-01',
      educationLevel: 'highSchoolGraduate',
      jobSeekingStatus: 'job',
      disability: 'no',
      consent: 'true',
      email: `matrix-${uuid()}@example.com`,
      password: 'Parola12!',
    },
    [{ field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: samples.pdf }],
  );

/** A reset code (for verify-otp) or a reset token (for reset-password) made the way the service makes them. */
async function openReset(withToken: boolean): Promise<{ otp: string; token: string }> {
  const id = uuid();
  const otp = '123456';
  await resets.insertReset(ctx.app.db, {
    id,
    userId: u.resetUser.id,
    otpHash: hashToken(`${id}:${otp}`),
    expiresAt: new Date(Date.now() + 600_000),
  });
  const token = crypto.randomBytes(32).toString('base64url');
  if (withToken) await resets.issueToken(ctx.app.db, id, hashToken(token), new Date(Date.now() + 600_000));
  return { otp, token };
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// The matrix. Columns: visitor, student, teacher, company, admin, other owner.
// 401 no session · 403 wrong role or not the owner · 404 missing (or deliberately invisible) · 2xx allowed.
// ─────────────────────────────────────────────────────────────────────────────────────────────
const ANY = [200, 200, 200, 200, 200, null] as Statuses;
/** A closed cohort (opening one would change the sign-up window other rows rely on). */
const cohortBody = () => ({
  name: `Dönem ${uuid().slice(0, 8)}`,
  startsOn: '2026-01-01',
  endsOn: '2026-06-30',
  birthDateFrom: '1989-01-01',
  birthDateTo: '2008-01-01',
  status: 'closed',
});
const LOGGED_IN = [401, 200, 200, 200, 200, null] as Statuses;

/** A fresh contact message for each cell (a delete consumes it). */
async function contactMessage(): Promise<string> {
  const [row] = await ctx.app.db
    .insert(contactMessages)
    .values({ name: 'Ayşe', email: 'ayse@example.org', message: 'Kurs ne zaman başlıyor?' })
    .returning({ id: contactMessages.id });
  return row.id;
}
const ADMIN_ONLY = [401, 403, 403, 403, 200, null] as Statuses;
const STUDENT_ONLY = [401, 200, 403, 403, 403, null] as Statuses;

const rows: Row[] = [
  // Platform
  { method: 'GET', path: '/health', expected: ANY },
  { method: 'GET', path: '/config/public', expected: ANY },
  // Discovery and the API's own documentation: public.
  { method: 'GET', path: '/robots.txt', expected: ANY },
  { method: 'GET', path: '/sitemap.xml', expected: ANY },
  { method: 'GET', path: '/jobs.atom', expected: ANY },
  { method: 'GET', path: '/haberler.atom', expected: ANY },
  { method: 'GET', path: '/og/:lang/:name', expected: ANY, build: () => ({ url: '/og/tr/jobs.png' }) },
  {
    method: 'GET',
    path: '/og/:lang/:kind/:id',
    expected: ANY,
    missing: ['student', 404],
    build: (c) => ({ url: `/og/en/job/${c.id(fx.job)}.png` }),
  },
  { method: 'GET', path: '/api/openapi.json', expected: ANY, describesApi: true },

  // Accounts and sessions
  // A sign-up signs the new person in and ends the session the browser had (decision 060), as a login does.
  {
    method: 'POST',
    path: '/auth/register',
    expected: [201, 201, 201, 201, 201, null],
    freshSession: true,
    build: () => studentSignup(),
  },
  {
    method: 'POST',
    path: '/auth/login',
    expected: ANY,
    freshSession: true,
    build: () => ({ payload: { email: u.loginUser.email, password: u.loginUser.password } }),
  },
  { method: 'POST', path: '/auth/logout', expected: ANY, freshSession: true },
  { method: 'GET', path: '/auth/check-session', expected: ANY },
  { method: 'GET', path: '/auth/check', expected: ANY },
  {
    method: 'POST',
    path: '/mail/forgot-password',
    expected: ANY,
    // Not resetUser: the code is written after the answer, and would end the one the next rows open for it.
    build: () => ({ payload: { email: u.loginUser.email } }),
  },
  {
    method: 'POST',
    path: '/auth/verify-otp',
    expected: ANY,
    build: async () => ({ payload: { email: u.resetUser.email, otp: (await openReset(false)).otp } }),
  },
  {
    method: 'POST',
    path: '/auth/reset-password',
    expected: ANY,
    build: async () => ({
      payload: { email: u.resetUser.email, password: 'Yeni1234', token: (await openReset(true)).token },
    }),
  },
  {
    method: 'POST',
    path: '/mail/contact',
    expected: [201, 201, 201, 201, 201, null],
    build: () => ({ payload: { name: 'Ali', phone: '0262 000 00 00', message: 'Merhaba' } }),
  },

  // Profiles: each role reads only its own, the id comes from the session
  { method: 'GET', path: '/student/get', expected: STUDENT_ONLY },
  {
    method: 'PUT',
    path: '/student/update',
    expected: STUDENT_ONLY,
    build: () => ({ payload: { password: 'Parola1!', currentPassword: 'Parola1!' } }),
  },
  // Replacing the resume is asked without a file (400 = let through to the form's check): a real replacement would
  // delete the resume the file rows below read; accounts/resume.test.ts replaces for real.
  {
    method: 'PUT',
    path: '/student/resume',
    expected: [401, 400, 403, 403, 403, null],
    build: () => multipart({ note: 'x' }),
  },
  // The language switch of any logged-in person (docs/product.md).
  { method: 'PUT', path: '/me/locale', expected: LOGGED_IN, build: () => ({ payload: { locale: 'en' } }) },
  // Personal data (KVKK): each person's own, the id always from the session. Deletion is asked with a wrong
  // password here (400 = let through to the password check); kvkk/account.test.ts deletes for real.
  { method: 'GET', path: '/me/export', expected: LOGGED_IN },
  {
    method: 'DELETE',
    path: '/me',
    expected: [401, 400, 400, 400, 400, null],
    build: () => ({ payload: { password: 'Yanlis123' } }),
  },
  { method: 'DELETE', path: '/me/consents/disability-data', expected: STUDENT_ONLY },
  // Two-factor sign-in: the second step needs the pending login's cookie (none here: 401 for everyone); each
  // person's own factors; an admin's reset. mfa/mfa.test.ts goes through them for real.
  {
    method: 'POST',
    path: '/auth/mfa',
    expected: [401, 401, 401, 401, 401, null],
    build: () => ({ payload: { code: '123456' } }),
  },
  { method: 'POST', path: '/auth/passkey/options', expected: [401, 401, 401, 401, 401, null] },
  {
    method: 'POST',
    path: '/auth/passkey',
    expected: [401, 401, 401, 401, 401, null],
    build: () => ({ payload: { response: { id: 'abc', rawId: 'abc', type: 'public-key' } } }),
  },
  { method: 'GET', path: '/me/mfa', expected: LOGGED_IN },
  { method: 'POST', path: '/me/mfa/totp', expected: LOGGED_IN },
  // A wrong code: let through to the check (400), set-up started or not.
  {
    method: 'POST',
    path: '/me/mfa/totp/confirm',
    expected: [401, 400, 400, 400, 400, null],
    build: () => ({ payload: { code: '000000' } }),
  },
  { method: 'POST', path: '/me/mfa/recovery-codes', expected: [401, 400, 400, 400, 400, null] },
  {
    method: 'DELETE',
    path: '/me/mfa',
    expected: [401, 400, 400, 400, 400, null],
    build: () => ({ payload: { password: 'Yanlis123' } }),
  },
  { method: 'POST', path: '/me/mfa/passkeys/options', expected: LOGGED_IN },
  {
    method: 'POST',
    path: '/me/mfa/passkeys',
    expected: [401, 400, 400, 400, 400, null],
    build: () => ({ payload: { response: { id: 'abc', rawId: 'abc', type: 'public-key' } } }),
  },
  // Only one's own passkeys: any other id is not found.
  {
    method: 'DELETE',
    path: '/me/mfa/passkeys/:id',
    expected: [401, 404, 404, 404, 404, null],
    build: () => ({ url: `/me/mfa/passkeys/${uuid()}` }),
  },
  { method: 'GET', path: '/teacher/get', expected: [401, 403, 200, 403, 403, null] },
  {
    method: 'PUT',
    path: '/teacher/update',
    expected: [401, 403, 200, 403, 403, null],
    build: () => ({ payload: { password: 'Parola1!', currentPassword: 'Parola1!' } }),
  },
  { method: 'GET', path: '/company/get', expected: [401, 403, 403, 200, 403, null] },
  {
    method: 'PUT',
    path: '/company/update',
    expected: [401, 403, 403, 200, 403, null],
    build: () => ({ payload: { password: 'Parola1!', currentPassword: 'Parola1!' } }),
  },
  {
    method: 'GET',
    path: '/company/get/:email',
    expected: LOGGED_IN,
    missing: ['student', 404],
    build: (c) => ({
      url: `/company/get/${c.column === 'missing' ? 'yok@example.com' : encodeURIComponent(u.company.email)}`,
    }),
  },

  // Admin screens
  { method: 'GET', path: '/admin/users', expected: ADMIN_ONLY },
  {
    method: 'POST',
    path: '/admin/users',
    expected: [401, 403, 403, 403, 201, null],
    build: () => ({
      payload: {
        name: 'Zeynep',
        surname: 'Kaya',
        email: `t-${uuid()}@example.com`,
        password: 'Ders-2024',
        subject: 'Python',
      },
    }),
  },
  { method: 'GET', path: '/admin/dashboard', expected: ADMIN_ONLY },
  { method: 'GET', path: '/admin/messages', expected: ADMIN_ONLY },
  {
    method: 'PUT',
    path: '/admin/messages/:id/read',
    expected: ADMIN_ONLY,
    missing: ['admin', 404],
    build: async (c) => ({ url: `/admin/messages/${c.id(await contactMessage())}/read`, payload: { read: true } }),
  },
  {
    method: 'POST',
    path: '/admin/messages/:id/reply',
    expected: ADMIN_ONLY,
    missing: ['admin', 404],
    build: async (c) => ({
      url: `/admin/messages/${c.id(await contactMessage())}/reply`,
      payload: { text: 'Kurs pazartesi başlıyor.' },
    }),
  },
  {
    method: 'DELETE',
    path: '/admin/messages/:id',
    expected: ADMIN_ONLY,
    missing: ['admin', 404],
    build: async (c) => ({ url: `/admin/messages/${c.id(await contactMessage())}` }),
  },
  { method: 'GET', path: '/admin/outbox', expected: ADMIN_ONLY },
  // A bearer token, not a session, opens it (test/metrics.test.ts); without METRICS_TOKEN it does not exist.
  { method: 'GET', path: '/metrics', expected: [404, 404, 404, 404, 404, null] },
  {
    method: 'POST',
    path: '/admin/outbox/:id/retry',
    expected: ADMIN_ONLY,
    missing: ['admin', 404],
    // A failed mail of its own for each cell (a retry puts it back in the queue).
    build: async (c) => {
      const id = uuid();
      await ctx.app.queue.executor.executeSql(
        `insert into pgboss.job (id, name, data, state, retry_limit, completed_on)
         values ($1, 'mail', $2, 'failed', 0, now())`,
        [id, { template: 'welcome', to: 'a***e@e***.com', sealed: 'v2.x' }],
      );
      return { url: `/admin/outbox/${c.id(id)}/retry` };
    },
  },
  // Trust and operations: each admin success acts on a fresh account or job.
  {
    method: 'GET',
    path: '/auth/verify-email',
    expected: [303, 303, 303, 303, 303, null],
    build: () => ({ url: '/auth/verify-email?token=bilinmeyen' }),
  },
  { method: 'POST', path: '/auth/resend-verification', expected: LOGGED_IN },
  {
    method: 'PUT',
    path: '/admin/users/:id/suspend',
    expected: ADMIN_ONLY,
    missing: ['admin', 404],
    build: async (c) => ({
      url: `/admin/users/${c.id((await createUser(ctx.app, 'student')).id)}/suspend`,
      payload: { reason: 'Sahte hesap' },
    }),
  },
  {
    method: 'PUT',
    path: '/admin/users/:id/reactivate',
    expected: ADMIN_ONLY,
    missing: ['admin', 404],
    build: async (c) => ({ url: `/admin/users/${c.id((await createUser(ctx.app, 'student')).id)}/reactivate` }),
  },
  {
    method: 'DELETE',
    path: '/admin/users/:id/mfa',
    expected: ADMIN_ONLY,
    missing: ['admin', 404],
    build: async (c) => ({ url: `/admin/users/${c.id((await createUser(ctx.app, 'teacher')).id)}/mfa` }),
  },
  {
    method: 'PUT',
    path: '/admin/jobs/:id/unpublish',
    expected: ADMIN_ONLY,
    missing: ['admin', 404],
    build: async (c) => ({
      url: `/admin/jobs/${c.id(await newJob())}/unpublish`,
      payload: { reason: 'Yanıltıcı ilan' },
    }),
  },
  {
    method: 'PUT',
    path: '/admin/jobs/:id/republish',
    expected: ADMIN_ONLY,
    missing: ['admin', 404],
    build: async (c) => ({ url: `/admin/jobs/${c.id(await newJob())}/republish` }),
  },
  { method: 'GET', path: '/admin/companies', expected: ADMIN_ONLY },
  {
    method: 'PUT',
    path: '/admin/companies/:id/approve',
    expected: ADMIN_ONLY,
    missing: ['admin', 404],
    build: async (c) => ({ url: `/admin/companies/${c.id((await createUser(ctx.app, 'company')).id)}/approve` }),
  },
  {
    method: 'PUT',
    path: '/admin/companies/:id/reject',
    expected: ADMIN_ONLY,
    missing: ['admin', 404],
    build: async (c) => ({
      url: `/admin/companies/${c.id((await createUser(ctx.app, 'company')).id)}/reject`,
      payload: { reason: 'Belgeler eksik' },
    }),
  },
  { method: 'GET', path: '/log/all', expected: ADMIN_ONLY },
  // Programme indicators.
  {
    method: 'GET',
    path: '/admin/indicators',
    expected: ADMIN_ONLY,
    build: () => ({ url: '/admin/indicators?from=2026-01-01&to=2026-12-31' }),
  },
  { method: 'GET', path: '/admin/indicators.xlsx', expected: ADMIN_ONLY },

  // Cohorts (decision 053): admins only; the open one is public.
  { method: 'GET', path: '/programme', expected: ANY },
  { method: 'GET', path: '/admin/cohorts', expected: ADMIN_ONLY },
  {
    method: 'POST',
    path: '/admin/cohorts',
    expected: [401, 403, 403, 403, 201, null],
    build: () => ({ payload: cohortBody() }),
  },
  {
    method: 'PUT',
    path: '/admin/cohorts/:id',
    expected: ADMIN_ONLY,
    missing: ['admin', 404],
    build: async (c) => {
      const made = await injectAs(ctx.app, u.admin, { method: 'POST', url: '/admin/cohorts', payload: cohortBody() });
      return { url: `/admin/cohorts/${c.id(made.json<{ id: string }>().id)}`, payload: cohortBody() };
    },
  },

  // Internship placements (decision 065): the hiring company and the student, each their own side; admins list.
  { method: 'GET', path: '/placements', expected: [401, 200, 403, 200, 403, null] },
  {
    method: 'PUT',
    path: '/placements/:id',
    other: 'company',
    expected: [401, 403, 403, 200, 403, 403],
    missing: ['company', 404],
    build: (c) => ({
      url: `/placements/${c.id(fx.placement)}`,
      payload: { startsOn: '2030-07-01', endsOn: '2030-08-30', mentorName: 'Deniz Aksoy' },
    }),
  },
  {
    method: 'PUT',
    path: '/placements/:id/evaluation',
    other: 'company',
    expected: [401, 403, 403, 200, 403, 403],
    missing: ['company', 404],
    build: (c) => ({
      url: `/placements/${c.id(fx.endedPlacement)}/evaluation`,
      payload: { attendance: 5, technical: 4, teamwork: 4, comment: 'İyi' },
    }),
  },
  {
    method: 'PUT',
    path: '/placements/:id/feedback',
    other: 'student',
    expected: [401, 200, 403, 403, 403, 403],
    missing: ['student', 404],
    build: (c) => ({ url: `/placements/${c.id(fx.endedPlacement)}/feedback`, payload: { rating: 5 } }),
  },
  { method: 'GET', path: '/admin/placements', expected: ADMIN_ONLY },

  // About us: one page, id 1
  { method: 'GET', path: '/aboutus', expected: ANY },
  {
    method: 'POST',
    path: '/aboutus/edit/:id',
    expected: ADMIN_ONLY,
    missing: ['admin', 404],
    build: (c) => ({
      url: `/aboutus/edit/${c.column === 'missing' ? '2' : '1'}`,
      ...multipart({ mainText: 'Hakkımızda', cards: '[]' }),
    }),
  },

  // News
  { method: 'GET', path: '/blog/all', expected: ANY },
  {
    method: 'GET',
    path: '/blog/get/:id',
    expected: ANY,
    missing: ['student', 404],
    build: (c) => ({ url: `/blog/get/${c.id(fx.blog)}` }),
  },
  {
    method: 'POST',
    path: '/blog/add',
    expected: [401, 403, 403, 403, 201, null],
    build: () => multipart({ title: 'Haber' }),
  },
  {
    method: 'POST',
    path: '/blog/edit/:id',
    expected: ADMIN_ONLY,
    missing: ['admin', 404],
    build: (c) => ({ url: `/blog/edit/${c.id(fx.blog)}`, ...multipart({ title: 'Haber (düzeltildi)' }) }),
  },
  {
    method: 'DELETE',
    path: '/blog/delete/:id',
    expected: ADMIN_ONLY,
    missing: ['admin', 404],
    build: async (c) => ({ url: `/blog/delete/${c.id(await newBlog())}` }),
  },

  // Files: images and course PDFs are public; a resume is invisible (404, not 403) to anyone who may not read it
  {
    method: 'GET',
    path: '/files/:id',
    variant: 'news image',
    expected: ANY,
    missing: ['admin', 404],
    build: (c) => ({ url: `/files/${c.id(fx.image)}` }),
  },
  {
    method: 'GET',
    path: '/files/:id',
    variant: 'course PDF',
    expected: ANY,
    build: () => ({ url: `/files/${fx.coursePdf}` }),
  },
  {
    method: 'GET',
    path: '/files/:id',
    variant: 'resume; other = another student',
    other: 'student',
    expected: [404, 200, 404, 200, 200, 404],
    build: () => ({ url: `/files/${fx.resume}` }),
  },
  {
    method: 'GET',
    path: '/files/:id',
    variant: 'resume; other = a company not applied to',
    other: 'company',
    expected: [404, 200, 404, 200, 200, 404],
    build: () => ({ url: `/files/${fx.resume}` }),
  },

  // Jobs
  { method: 'GET', path: '/job/all', expected: ANY },
  // 'Bana uygun ilanlar' is a student's own list (decision 062).
  {
    method: 'GET',
    path: '/job/all',
    variant: '?eligible=1',
    expected: [401, 200, 403, 403, 403, null],
    build: () => ({ url: '/job/all?eligible=1' }),
  },
  { method: 'GET', path: '/job/get', expected: LOGGED_IN },
  {
    method: 'GET',
    path: '/job/get',
    variant: '?eligible=1',
    expected: [401, 200, 403, 403, 403, null],
    build: () => ({ url: '/job/get?eligible=1' }),
  },
  {
    method: 'GET',
    path: '/job/getJob/:id',
    expected: ANY,
    missing: ['student', 404],
    build: (c) => ({ url: `/job/getJob/${c.id(fx.job)}` }),
  },
  { method: 'GET', path: '/job/getAddedJobs', expected: [401, 403, 403, 200, 403, null] },
  {
    method: 'GET',
    path: '/job/jobDetails/:id',
    other: 'company',
    expected: [401, 403, 403, 200, 200, 403],
    missing: ['admin', 404],
    build: (c) => ({ url: `/job/jobDetails/${c.id(fx.job)}` }),
  },
  {
    method: 'POST',
    path: '/job/add',
    expected: [401, 403, 403, 201, 201, null],
    build: () => ({ payload: { title: 'Garson', description: 'Servis' } }),
  },
  {
    method: 'PUT',
    path: '/job/edit/:id',
    variant: "a company's ad (admins edit only Admin ads)",
    other: 'company',
    expected: [401, 403, 403, 200, 403, 403],
    missing: ['company', 404],
    build: (c) => ({ url: `/job/edit/${c.id(fx.job)}`, payload: { title: 'Stajyer', description: 'Güncel' } }),
  },
  {
    method: 'PUT',
    path: '/job/edit/:id',
    variant: "an admin's ad",
    expected: [401, 403, 403, 403, 200, null],
    missing: ['admin', 404],
    build: (c) => ({ url: `/job/edit/${c.id(fx.adminJob)}`, payload: { title: 'Aşçı', description: 'Güncel' } }),
  },
  {
    method: 'DELETE',
    path: '/job/delete/:id',
    other: 'company',
    expected: [401, 403, 403, 200, 200, 403],
    missing: ['admin', 404],
    build: async (c) => ({ url: `/job/delete/${c.id(await newJob())}` }),
  },
  {
    method: 'POST',
    path: '/enrollment/enroll/:jobId',
    expected: [401, 201, 403, 403, 403, null],
    missing: ['student', 404],
    build: async (c) => ({ url: `/enrollment/enroll/${c.id(await newJob())}` }),
  },
  { method: 'GET', path: '/enrollment/getAll', expected: STUDENT_ONLY },
  {
    // Looked up among the caller's own applications: another student's is not found, its status never shown.
    method: 'GET',
    path: '/enrollment/getEnrollment/:id',
    other: 'student',
    expected: [401, 200, 403, 403, 403, 404],
    missing: ['student', 404],
    build: (c) => ({ url: `/enrollment/getEnrollment/${c.id(fx.application)}` }),
  },
  {
    method: 'GET',
    path: '/enrollment/studentsEnrolled/:jobId',
    other: 'company',
    expected: [401, 403, 403, 200, 403, 403],
    missing: ['company', 404],
    build: (c) => ({ url: `/enrollment/studentsEnrolled/${c.id(fx.job)}` }),
  },
  // The applicant pipeline: only the company that owns the job sees or moves its applications.
  {
    method: 'GET',
    path: '/enrollment/counts/:jobId',
    other: 'company',
    expected: [401, 403, 403, 200, 403, 403],
    missing: ['company', 404],
    build: (c) => ({ url: `/enrollment/counts/${c.id(fx.job)}` }),
  },
  {
    // A fresh application per cell, so that one cell's move never decides the next one's answer.
    method: 'PUT',
    path: '/enrollment/status/:applicationId',
    other: 'company',
    expected: [401, 403, 403, 200, 403, 403],
    missing: ['company', 404],
    build: async (c) => ({
      url: `/enrollment/status/${c.id(await newApplication())}`,
      payload: { status: 'Shortlisted' },
    }),
  },
  {
    // "missing": a student who never applied to the job.
    method: 'PUT',
    path: '/enrollment/hire/:studentId',
    other: 'company',
    expected: [401, 403, 403, 200, 403, 403],
    missing: ['company', 404],
    build: (c) => ({ url: `/enrollment/hire/${c.id(u.student.id)}`, payload: { jobId: fx.job } }),
  },
  // The talent pool (decision 063): approved, verified companies search and invite (an unapproved company: the test
  // below); students read and answer their own invitations. The matrix's student is in the pool (beforeAll).
  { method: 'GET', path: '/talent', expected: [401, 403, 403, 200, 403, null] },
  {
    // A fresh job per cell: the other company cannot invite to it; "missing": a student who does not exist.
    method: 'POST',
    path: '/talent/:studentId/invitations',
    other: 'company',
    expected: [401, 403, 403, 201, 403, 403],
    missing: ['company', 404],
    build: async (c) => ({
      url: `/talent/${c.id(u.student.id)}/invitations`,
      payload: { jobId: await newJob(), message: 'Merhaba' },
    }),
  },
  { method: 'GET', path: '/me/invitations', expected: STUDENT_ONLY },
  {
    // A fresh invitation per cell; another student's is invisible to her (404).
    method: 'PUT',
    path: '/me/invitations/:id',
    other: 'student',
    expected: [401, 200, 403, 403, 403, 404],
    missing: ['student', 404],
    build: async (c) => {
      const invited = await ok<{ id: string }>(
        await injectAs(ctx.app, u.company, {
          method: 'POST',
          url: `/talent/${u.student.id}/invitations`,
          payload: { jobId: await newJob(), message: 'Merhaba' },
        }),
        'invite',
      );
      return { url: `/me/invitations/${c.id(invited.id)}`, payload: { response: 'decline' } };
    },
  },
  // The student's side of applying: own ids for 'Başvurdunuz', withdrawing an application in review.
  { method: 'GET', path: '/enrollment/jobIds', expected: STUDENT_ONLY },
  {
    method: 'DELETE',
    path: '/enrollment/:applicationId',
    other: 'student',
    expected: [401, 200, 403, 403, 403, 403],
    missing: ['student', 404],
    build: async (c) => {
      const jobId = await newJob();
      const applied = await ok<{ id: string }>(
        await injectAs(ctx.app, u.student, { method: 'POST', url: `/enrollment/enroll/${jobId}` }),
        'apply',
      );
      return { url: `/enrollment/${c.id(applied.id)}` };
    },
  },

  // Courses
  { method: 'GET', path: '/course/all', expected: ANY },
  { method: 'GET', path: '/course/getCourses', expected: LOGGED_IN },
  { method: 'GET', path: '/course/getAddedCourses', expected: [401, 403, 200, 403, 200, null] },
  {
    method: 'GET',
    path: '/course/get/:id',
    expected: ANY,
    missing: ['student', 404],
    build: (c) => ({ url: `/course/get/${c.id(fx.course)}` }),
  },
  {
    method: 'GET',
    path: '/course/courseDetails/:id',
    other: 'teacher',
    expected: [401, 403, 200, 403, 200, 403],
    missing: ['admin', 404],
    build: (c) => ({ url: `/course/courseDetails/${c.id(fx.course)}` }),
  },
  // Teacher results: the owning teacher and admins.
  {
    method: 'GET',
    path: '/course/:id/results',
    other: 'teacher',
    expected: [401, 403, 200, 403, 200, 403],
    missing: ['admin', 404],
    build: (c) => ({ url: `/course/${c.id(fx.course)}/results` }),
  },
  {
    method: 'POST',
    path: '/course/add',
    expected: [401, 403, 201, 403, 201, null],
    build: () =>
      multipart({ title: 'Python 101', description: 'Giriş', classes: '[]', test: JSON.stringify(threeQuestions) }),
  },
  {
    method: 'POST',
    path: '/course/edit/:id',
    variant: "a teacher's course (admins edit only Admin courses)",
    other: 'teacher',
    expected: [401, 403, 200, 403, 403, 403],
    missing: ['teacher', 404],
    build: (c) => ({ url: `/course/edit/${c.id(fx.course)}`, ...courseBody() }),
  },
  {
    method: 'POST',
    path: '/course/edit/:id',
    variant: "an admin's course",
    expected: [401, 403, 403, 403, 200, null],
    missing: ['admin', 404],
    build: (c) => ({ url: `/course/edit/${c.id(fx.adminCourse)}`, ...courseBody() }),
  },
  // The studio (decision 051): a teacher never sees another teacher's drafts (404), nor do students and visitors.
  {
    method: 'POST',
    path: '/course/draft',
    expected: [401, 403, 201, 403, 201, null],
    build: () => ({ payload: { title: 'Yeni taslak' } }),
  },
  {
    method: 'PUT',
    path: '/course/draft/:id',
    variant: "a teacher's draft (admins edit only Admin courses)",
    other: 'teacher',
    expected: [401, 403, 200, 403, 403, 404],
    missing: ['teacher', 404],
    build: (c) => ({ url: `/course/draft/${c.id(fx.draft)}`, payload: { title: 'Taslak kurs', description: 'Yarım' } }),
  },
  {
    method: 'POST',
    path: '/course/publish/:id',
    variant: "a fresh draft of a teacher's each time",
    other: 'teacher',
    expected: [401, 403, 200, 403, 403, 404],
    missing: ['teacher', 404],
    build: async (c) => ({ url: `/course/publish/${c.id(await newDraft())}` }),
  },
  {
    method: 'GET',
    path: '/course/get/:id',
    variant: "a teacher's draft",
    other: 'teacher',
    expected: [404, 404, 200, 404, 200, 404],
    missing: ['teacher', 404],
    build: (c) => ({ url: `/course/get/${c.id(fx.draft)}` }),
  },
  {
    method: 'GET',
    path: '/course/courseDetails/:id',
    variant: "a teacher's draft",
    other: 'teacher',
    expected: [401, 403, 200, 403, 200, 404],
    missing: ['admin', 404],
    build: (c) => ({ url: `/course/courseDetails/${c.id(fx.draft)}` }),
  },
  {
    method: 'GET',
    path: '/course/:id/results',
    variant: "a teacher's draft",
    other: 'teacher',
    expected: [401, 403, 200, 403, 200, 404],
    missing: ['admin', 404],
    build: (c) => ({ url: `/course/${c.id(fx.draft)}/results` }),
  },
  {
    method: 'POST',
    path: '/course/edit/:id',
    variant: "a teacher's draft",
    other: 'teacher',
    expected: [401, 403, 200, 403, 403, 404],
    missing: ['teacher', 404],
    build: (c) => ({ url: `/course/edit/${c.id(fx.draft)}`, ...courseBody() }),
  },
  {
    method: 'DELETE',
    path: '/course/delete/:id',
    variant: "a fresh draft of a teacher's each time",
    other: 'teacher',
    expected: [401, 403, 200, 403, 200, 404],
    missing: ['admin', 404],
    build: async (c) => ({ url: `/course/delete/${c.id(await newDraft())}` }),
  },
  {
    method: 'POST',
    path: '/courseEnrollement/enroll/:courseId',
    variant: "a teacher's draft",
    expected: [401, 404, 403, 403, 403, null],
    missing: ['student', 404],
    build: (c) => ({ url: `/courseEnrollement/enroll/${c.id(fx.draft)}` }),
  },
  {
    method: 'GET',
    path: '/courseEnrollement/enrolledCount/:courseId',
    variant: "a teacher's draft",
    other: 'teacher',
    expected: [404, 404, 200, 404, 200, 404],
    missing: ['student', 404],
    build: (c) => ({ url: `/courseEnrollement/enrolledCount/${c.id(fx.draft)}` }),
  },
  {
    method: 'GET',
    path: '/test/:examId',
    variant: "a teacher's draft",
    other: 'teacher',
    expected: [404, 404, 200, 404, 200, 404],
    missing: ['student', 404],
    build: (c) => ({ url: `/test/${c.id(fx.draft)}` }),
  },
  {
    method: 'GET',
    path: '/course/:id/exam-stats',
    variant: "a teacher's draft",
    other: 'teacher',
    expected: [401, 403, 200, 403, 200, 404],
    missing: ['teacher', 404],
    build: (c) => ({ url: `/course/${c.id(fx.draft)}/exam-stats` }),
  },
  {
    method: 'DELETE',
    path: '/course/delete/:id',
    other: 'teacher',
    expected: [401, 403, 200, 403, 200, 403],
    missing: ['admin', 404],
    build: async (c) => ({ url: `/course/delete/${c.id(await newCourse())}` }),
  },
  {
    method: 'POST',
    path: '/courseEnrollement/enroll/:courseId',
    expected: [401, 201, 403, 403, 403, null],
    missing: ['student', 404],
    build: async (c) => ({ url: `/courseEnrollement/enroll/${c.id(await newCourse())}` }),
  },
  { method: 'GET', path: '/courseEnrollement/getAll', expected: STUDENT_ONLY },
  { method: 'GET', path: '/courseEnrollement/courseIds', expected: STUDENT_ONLY },
  {
    // A lesson of a course the student is enrolled in; "other" is a student who is not (decision 050).
    method: 'PUT',
    path: '/me/lessons/:classId/done',
    other: 'student',
    expected: [401, 200, 403, 403, 403, 403],
    missing: ['student', 404],
    build: (c) => ({ url: `/me/lessons/${c.id(fx.lesson)}/done` }),
  },
  {
    method: 'DELETE',
    path: '/me/lessons/:classId/done',
    other: 'student',
    expected: [401, 200, 403, 403, 403, 403],
    missing: ['student', 404],
    build: (c) => ({ url: `/me/lessons/${c.id(fx.lesson)}/done` }),
  },
  { method: 'GET', path: '/me/progress', expected: STUDENT_ONLY },
  {
    method: 'GET',
    path: '/courseEnrollement/enrolledCount/:courseId',
    expected: ANY,
    missing: ['student', 404],
    build: (c) => ({ url: `/courseEnrollement/enrolledCount/${c.id(fx.course)}` }),
  },
  {
    method: 'GET',
    path: '/test/:examId',
    expected: ANY,
    missing: ['student', 404],
    build: (c) => ({ url: `/test/${c.id(fx.course)}` }),
  },
  {
    // "other": a student who is not enrolled in the course. The student has an attempt open (docs/product.md).
    method: 'POST',
    path: '/test/add',
    other: 'student',
    expected: [401, 200, 403, 403, 403, 403],
    missing: ['student', 404],
    build: async (c) => {
      if (c.column === 'student') await openAttempt(fx.course);
      return { payload: { courseId: c.id(fx.course), answers: [0, 1, 4] } };
    },
  },
  {
    // A fresh course each time, so the student's cell opens a new attempt (201); "other" is not enrolled.
    method: 'POST',
    path: '/exam/:courseId/attempts',
    other: 'student',
    expected: [401, 201, 403, 403, 403, 403],
    missing: ['student', 404],
    build: async (c) => {
      const id = await newCourse();
      await ok(await injectAs(ctx.app, u.student, { method: 'POST', url: `/courseEnrollement/enroll/${id}` }), 'enrol');
      return { url: `/exam/${c.id(id)}/attempts` };
    },
  },
  {
    // The student's open attempt; "other" is another student.
    method: 'PUT',
    path: '/exam/attempts/:attemptId/answers/:questionId',
    other: 'student',
    expected: [401, 204, 403, 403, 403, 403],
    missing: ['student', 404],
    build: async (c) => {
      const a = await openAttempt(fx.course);
      return { url: `/exam/attempts/${c.id(a.attemptId)}/answers/${a.questions[0].id}`, payload: { option: 0 } };
    },
  },
  {
    method: 'POST',
    path: '/exam/attempts/:attemptId/submit',
    other: 'student',
    expected: [401, 200, 403, 403, 403, 403],
    missing: ['student', 404],
    build: async (c) => ({ url: `/exam/attempts/${c.id((await openAttempt(fx.course)).attemptId)}/submit` }),
  },
  {
    // Item statistics: the course's teacher and admins; "other" is another teacher.
    method: 'GET',
    path: '/course/:id/exam-stats',
    other: 'teacher',
    expected: [401, 403, 200, 403, 200, 403],
    missing: ['teacher', 404],
    build: (c) => ({ url: `/course/${c.id(fx.course)}/exam-stats` }),
  },
  // The question-bank editor: reading as /course/courseDetails, changing as /course/edit.
  {
    method: 'GET',
    path: '/course/:id/questions',
    other: 'teacher',
    expected: [401, 403, 200, 403, 200, 403],
    missing: ['teacher', 404],
    build: (c) => ({ url: `/course/${c.id(fx.course)}/questions` }),
  },
  {
    method: 'GET',
    path: '/course/:id/questions',
    variant: "a teacher's draft",
    other: 'teacher',
    expected: [401, 403, 200, 403, 200, 404],
    missing: ['teacher', 404],
    build: (c) => ({ url: `/course/${c.id(fx.draft)}/questions` }),
  },
  {
    method: 'PUT',
    path: '/course/:id/questions',
    variant: "a teacher's course (admins edit only Admin courses)",
    other: 'teacher',
    expected: [401, 403, 200, 403, 403, 403],
    missing: ['teacher', 404],
    build: async (c) => ({ url: `/course/${c.id(await newCourse())}/questions`, payload: bankBody() }),
  },
  {
    method: 'PUT',
    path: '/course/:id/questions',
    variant: "an admin's course",
    expected: [401, 403, 403, 403, 200, null],
    missing: ['admin', 404],
    build: async (c) => ({ url: `/course/${c.id(await newCourse(u.admin))}/questions`, payload: bankBody() }),
  },
  {
    method: 'POST',
    path: '/course/:id/questions/import',
    other: 'teacher',
    expected: [401, 403, 200, 403, 403, 403],
    missing: ['teacher', 404],
    build: async (c) => ({ url: `/course/${c.id(await newCourse())}/questions/import`, ...importBody() }),
  },
  { method: 'GET', path: '/question-bank/template.csv', expected: [401, 403, 200, 403, 200, null] },
  { method: 'GET', path: '/question-bank/template.xlsx', expected: [401, 403, 200, 403, 200, null] },
  {
    method: 'PUT',
    path: '/admin/students/:id/extra-time',
    expected: ADMIN_ONLY,
    missing: ['admin', 404],
    build: (c) => ({ url: `/admin/students/${c.id(u.student2.id)}/extra-time`, payload: { extraTimePercent: 25 } }),
  },

  // Certificates: the list and the PDF are the student's (and the PDF the admins'); anyone verifies.
  { method: 'GET', path: '/certificates', expected: STUDENT_ONLY },
  {
    method: 'GET',
    path: '/certificates/:code/pdf',
    other: 'student',
    expected: [401, 200, 403, 403, 200, 403],
    missing: ['student', 404],
    build: (c) => ({ url: `/certificates/${c.id(fx.certificate)}/pdf` }),
  },
  {
    method: 'GET',
    path: '/certificates/verify/:code',
    expected: ANY,
    missing: ['student', 404],
    build: (c) => ({ url: `/certificates/verify/${c.id(fx.certificate)}` }),
  },

  // Attendance (decision 055): the session's teacher (teacher_id) and admins; "other" is another teacher.
  ...['GET /sessions/:id/attendance', 'GET /sessions/:id/check-in-code', 'GET /sessions/:id/sheet.pdf'].map(
    (route): Row => {
      const [method, path] = route.split(' ');
      return {
        method,
        path,
        other: 'teacher',
        expected: [401, 403, 200, 403, 200, 403],
        missing: ['teacher', 404],
        build: (c) => ({ url: path.replace(':id', c.id(fx.labSession)) }),
      };
    },
  ),
  {
    method: 'PUT',
    path: '/sessions/:id/attendance',
    other: 'teacher',
    expected: [401, 403, 200, 403, 200, 403],
    missing: ['teacher', 404],
    build: (c) => ({
      url: `/sessions/${c.id(fx.labSession)}/attendance`,
      payload: { marks: [{ studentId: u.student.id, status: 'present' }] },
    }),
  },
  {
    // An enrolled student with the lab screen's code; a mark already there is answered again.
    method: 'POST',
    path: '/attendance/check-in',
    expected: [401, 200, 403, 403, 403, null],
    build: () => ({
      payload: { code: codeFor(ctx.app.personalData.checkInKey, fx.labSession, Math.floor(Date.now() / 30_000)) },
    }),
  },
  { method: 'GET', path: '/me/attendance', expected: STUDENT_ONLY },
  {
    method: 'GET',
    path: '/course/:id/attendance',
    other: 'teacher',
    expected: [401, 403, 200, 403, 200, 403],
    missing: ['teacher', 404],
    build: (c) => ({ url: `/course/${c.id(fx.course)}/attendance` }),
  },
  { method: 'GET', path: '/admin/attendance.xlsx', expected: ADMIN_ONLY },
  // Lab sessions and the timetable (decision 054): planning is the course owner's and the admins'; students read their
  // enrolled courses'; companies have no timetable. The feed is read with its address alone.
  {
    method: 'GET',
    path: '/sessions',
    expected: [401, 200, 200, 403, 200, null],
    build: () => ({ url: '/sessions?from=2030-03-01&to=2030-03-07' }),
  },
  {
    method: 'GET',
    path: '/course/:id/sessions',
    other: 'teacher',
    expected: [401, 200, 200, 403, 200, 403],
    missing: ['teacher', 404],
    build: (c) => ({ url: `/course/${c.id(fx.course)}/sessions` }),
  },
  {
    method: 'POST',
    path: '/course/:id/sessions',
    other: 'teacher',
    expected: [401, 403, 201, 403, 201, 403],
    missing: ['teacher', 404],
    build: (c) => ({ url: `/course/${c.id(fx.course)}/sessions`, payload: sessionBody() }),
  },
  {
    method: 'PUT',
    path: '/sessions/:id',
    other: 'teacher',
    expected: [401, 403, 200, 403, 200, 403],
    missing: ['teacher', 404],
    build: async (c) => ({ url: `/sessions/${c.id(await newSession())}`, payload: { ...sessionBody(), capacity: 20 } }),
  },
  {
    method: 'DELETE',
    path: '/sessions/:id',
    other: 'teacher',
    expected: [401, 403, 200, 403, 200, 403],
    missing: ['teacher', 404],
    build: async (c) => ({ url: `/sessions/${c.id(await newSession())}` }),
  },
  { method: 'GET', path: '/me/calendar-token', expected: [401, 200, 200, 403, 200, null] },
  { method: 'POST', path: '/me/calendar-token', expected: [401, 201, 201, 403, 201, null] },
  { method: 'DELETE', path: '/me/calendar-token', expected: [401, 200, 200, 403, 200, null] },
  // Saved job searches (decision 064): a student's own; "other" is another student.
  { method: 'GET', path: '/me/job-alerts', expected: STUDENT_ONLY },
  {
    method: 'POST',
    path: '/me/job-alerts',
    expected: [401, 201, 403, 403, 403, null],
    build: () => ({ payload: { q: uuid().slice(0, 8), city: 'İzmir', type: 'internship' } }),
  },
  {
    method: 'DELETE',
    path: '/me/job-alerts/:id',
    other: 'student',
    expected: [401, 200, 403, 403, 403, 404],
    missing: ['student', 404],
    build: async (c) => ({ url: `/me/job-alerts/${c.id(await newAlert())}` }),
  },
  // The digest's unsubscribe: no login, the signed token decides; a token not signed with our key is not found.
  {
    method: 'GET',
    path: '/job-alerts/unsubscribe',
    expected: ANY,
    missing: ['student', 404],
    build: async (c) => ({ url: await unsubscribeUrl(c) }),
  },
  {
    method: 'POST',
    path: '/job-alerts/unsubscribe',
    expected: ANY,
    missing: ['student', 404],
    build: async (c) => ({
      url: await unsubscribeUrl(c),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    }),
  },
  {
    method: 'GET',
    path: '/calendar/:token.ics',
    expected: ANY,
    missing: ['student', 404],
    build: async (c) => ({ url: c.column === 'missing' ? `/calendar/${c.id('')}.ics` : await newFeed() }),
  },
];

const key = (method: string, path: string) => `${method} ${path}`;
/** Column names and values that must never reach a client. */
const SECRETS = /password_?hash|token_?hash|otp_?hash|storage_?key|\$argon2|"idNumber"/i;
/** Not API endpoints: the built SPA (absent in tests) and its fallback. */
/** The pages, the web app's files and the API viewer's own files (Swagger UI under /api/docs). */
const notApi = (url: string) => url === '/' || url === '/*' || url.startsWith('/api/docs');

beforeAll(async () => {
  ctx = await createTestApp();
  const roles: Role[] = ['student', 'teacher', 'company', 'admin'];
  for (const r of roles) u[r] = await createUser(ctx.app, r);
  u.student2 = await createUser(ctx.app, 'student');
  u.teacher2 = await createUser(ctx.app, 'teacher');
  u.company2 = await createUser(ctx.app, 'company');
  u.resetUser = await createUser(ctx.app, 'student');
  u.loginUser = await createUser(ctx.app, 'company');

  // The student's resume, stored the way registration stores it.
  const { upload, key: storageKey } = await storeTestFile(ctx.app, 'resume', 'cv.pdf', samples.pdf);
  fx.resume = await ctx.app.db.transaction((tx) => insertFile(tx, upload, storageKey, u.student.id));
  await ctx.app.db
    .update(studentProfiles)
    .set({ resumeFileId: fx.resume })
    .where(eq(studentProfiles.userId, u.student.id));

  fx.job = await newJob();
  fx.adminJob = await newJob(u.admin);
  await ok(
    await injectAs(ctx.app, u.student, { method: 'PUT', url: '/student/update', payload: { openToWork: true } }),
    'talent pool',
  );
  fx.application = (
    await ok<{ id: string }>(
      await injectAs(ctx.app, u.student, { method: 'POST', url: `/enrollment/enroll/${fx.job}` }),
      'apply',
    )
  ).id;
  fx.placement = await newPlacement(false);
  fx.endedPlacement = await newPlacement(true);
  fx.course = await newCourse();
  fx.adminCourse = await newCourse(u.admin);
  fx.draft = await newDraft();
  await ok(
    await injectAs(ctx.app, u.student, { method: 'POST', url: `/courseEnrollement/enroll/${fx.course}` }),
    'enrol',
  );
  await ok(await takeExam(ctx.app, u.student, fx.course, [0, 1, 4]), 'pass');
  fx.certificate = (
    await ok<{ code: string }[]>(await injectAs(ctx.app, u.student, { url: '/certificates' }), 'certificates')
  )[0].code;
  const pdfCourse = await addCourse(
    ctx.app,
    u.teacher,
    { classes: [{ title: 'Ders', description: '', videoLink: '', pdfFileIndex: 0 }] },
    [pdfPart()],
  );
  const [pdf] = await ctx.app.db.select({ id: files.id }).from(files).where(eq(files.kind, 'course_pdf'));
  fx.coursePdf = pdf.id;
  expect(pdfCourse).toBeTruthy();
  const lessonCourse = await addCourse(ctx.app, u.teacher, {
    classes: [{ title: 'Ders 1', description: 'Giriş', videoLink: '' }],
  });
  await ok(
    await injectAs(ctx.app, u.student, { method: 'POST', url: `/courseEnrollement/enroll/${lessonCourse}` }),
    'enrol',
  );
  fx.lesson = (
    await ok<{ classes: { id: string }[] }>(
      await injectAs(ctx.app, u.student, { url: `/course/get/${lessonCourse}` }),
      'course',
    )
  ).classes[0].id;
  fx.labSession = await addLabSession(ctx.app, { courseId: fx.course, teacherId: u.teacher.id, startMinutes: -5 });
  fx.blog = await newBlog();
  // Its own post: the edit row above keeps no images of the post it edits.
  const withImage = await newBlog([samples.png]);
  const blog = await ok<{ images: string[] }>(await ctx.app.inject({ url: `/blog/get/${withImage}` }), 'blog get');
  fx.image = blog.images[0].replace('/files/', '');
});
afterAll(() => ctx?.close());

describe('authorization matrix', () => {
  it('has a row for every route the app registers, and no row for a route that does not exist', () => {
    const routes = new Set(
      registered.filter((r) => r.method !== 'HEAD' && !notApi(r.url)).map((r) => key(r.method, r.url)),
    );
    const covered = new Set(rows.map((r) => key(r.method, r.path)));
    expect(routes.size).toBeGreaterThan(40);
    expect(
      [...routes].filter((r) => !covered.has(r)),
      'routes without a row in the matrix',
    ).toEqual([]);
    expect(
      [...covered].filter((r) => !routes.has(r)),
      'rows for routes the app does not have',
    ).toEqual([]);
    // "other" is filled in exactly where the row names who the other owner is.
    expect(
      rows.filter((r) => (r.other === undefined) !== (r.expected[5] === null)).map((r) => key(r.method, r.path)),
    ).toEqual([]);
  });

  it('refuses the talent pool to a company not (yet) approved, with its code', async () => {
    const pending = await createUser(ctx.app, 'company');
    await ctx.app.db.update(companyProfiles).set({ approval: 'pending' }).where(eq(companyProfiles.userId, pending.id));
    const search = await injectAs(ctx.app, pending, { url: '/talent' });
    expect([search.statusCode, search.json().code]).toEqual([403, 'COMPANY_NOT_APPROVED']);
    const invite = await injectAs(ctx.app, pending, {
      method: 'POST',
      url: `/talent/${u.student.id}/invitations`,
      payload: { jobId: fx.job, message: 'Merhaba' },
    });
    expect([invite.statusCode, invite.json().code]).toEqual([403, 'COMPANY_NOT_APPROVED']);
  });

  const actorOf = (column: Column, row: Row): TestUser | null => {
    if (column === 'visitor') return null;
    if (column === 'other') return u[`${row.other!}2` as 'student2' | 'teacher2' | 'company2'];
    return u[column];
  };

  async function run(row: Row, column: Column | 'missing', actor: TestUser | null): Promise<number> {
    const cell: Cell = { column, actor, id: (real) => (column === 'missing' ? uuid() : real) };
    let user = actor;
    if (actor && row.freshSession) {
      user = { ...actor, cookie: `sid=${await ctx.app.sessions.create(actor.id)}` };
    }
    const extra = row.build ? await row.build(cell) : {};
    const res = await injectAs(ctx.app, user, {
      method: row.method as InjectOptions['method'],
      url: row.path,
      remoteAddress: nextIp(),
      ...extra,
    });
    if (res.statusCode >= 500)
      throw new Error(`${key(row.method, row.path)} as ${column}: ${res.statusCode} ${res.body}`);
    if (
      res.statusCode < 300 &&
      String(res.headers['content-type']).startsWith('application/json') &&
      !row.describesApi
    ) {
      // What a logged-in person is answered says how it may be cached (their own data: private, no-store).
      if (user)
        expect(res.headers['cache-control'], `${key(row.method, row.path)} as ${column}: Cache-Control`).toBeTruthy();
      // No answer leaks what only the server may know, whoever asks.
      expect(res.body, `${key(row.method, row.path)} as ${column}: a secret in the answer`).not.toMatch(SECRETS);
      // Correct answers go to the course's owner and admins only (docs/security.md).
      if (!['teacher', 'admin'].includes(column))
        expect(res.body, `${key(row.method, row.path)} as ${column}: correct answers`).not.toMatch(/correctAnswer/);
    }
    if (res.statusCode >= 400) {
      // docs/security.md's error shape, a Turkish message for the user and a machine code.
      const body = res.json();
      expect(typeof body.error, `${key(row.method, row.path)} as ${column}: error body`).toBe('string');
      expect(typeof body.code).toBe('string');
    }
    return res.statusCode;
  }

  /**
   * Cold: whatever the cache holds. Warm: every GET is first asked by each caller it lets through, most
   * privileged first, so each cacheable answer is cached before the cells run (the cache serves a hit only
   * after the route's own checks; a rule that forgot one would show here as a 200 where a 401/403 is due).
   */
  const warmOrder: Column[] = ['admin', 'teacher', 'company', 'student', 'other', 'visitor'];
  async function warmUp(row: Row) {
    for (const column of warmOrder) {
      const i = COLUMNS.indexOf(column);
      const status = row.expected[i];
      if (status !== null && status < 300) await run(row, column, actorOf(column, row));
    }
  }

  describe.each(['cold', 'warm'] as const)('%s cache', (mode) => {
    // Only reads are cached: writes run once, cold (a second round would only meet their rate limits).
    const asked = rows.filter((r) => mode === 'cold' || r.method === 'GET');
    it.each(asked.map((r) => [`${key(r.method, r.path)}${r.variant ? ` (${r.variant})` : ''}`, r] as const))(
      '%s',
      async (_name, row) => {
        if (mode === 'warm') await warmUp(row);
        const got: Record<string, number | null> = {};
        const want: Record<string, number | null> = {};
        for (const [i, column] of COLUMNS.entries()) {
          want[column] = row.expected[i];
          got[column] = row.expected[i] === null ? null : await run(row, column, actorOf(column, row));
        }
        if (row.missing) {
          const [role, status] = row.missing;
          want.missing = status;
          got.missing = await run(row, 'missing', u[role]);
        }
        expect(got).toEqual(want);
      },
    );
  });
});
