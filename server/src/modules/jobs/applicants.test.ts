import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { APPLICATION_STATUSES, type ApplicantView, type ApplicationStatus } from '@beceri/domain';
import { certificates, examAttempts, jobApplications, users } from '../../db/schema/index.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import { addCourse } from '../../../test/course-fixtures.ts';
import { createUser, injectAs, logEntries, type TestUser } from '../../../test/helpers.ts';
import { appWithSmtp, mailedAfterRefusal } from '../../../test/smtp.ts';

// A real SMTP server, so a test can refuse mail; a refused mail is tried again a second later (decision 036).
const ctx = appWithSmtp({ PUBLIC_URL: 'https://beceri.example', MAIL_RETRY_FIRST_SECONDS: '1' });
let company: TestUser;
let otherCompany: TestUser;
let teacher: TestUser;
let admin: TestUser;

beforeAll(async () => {
  company = await createUser(ctx.app, 'company', { companyName: 'Körfez Bilişim' });
  otherCompany = await createUser(ctx.app, 'company', { companyName: 'Marmara Yazılım' });
  teacher = await createUser(ctx.app, 'teacher');
  admin = await createUser(ctx.app, 'admin');
});

async function addJob(by: TestUser = company, title = 'Tekniker') {
  const res = await injectAs(ctx.app, by, {
    method: 'POST',
    url: '/job/add',
    payload: { title, description: 'Ağ kurulumu' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}
async function apply(student: TestUser, jobId: string): Promise<string> {
  const res = await injectAs(ctx.app, student, { method: 'POST', url: `/enrollment/enroll/${jobId}` });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}
const move = (by: TestUser | null, applicationId: string, status: string, lang = '') =>
  injectAs(ctx.app, by, {
    method: 'PUT',
    url: `/enrollment/status/${applicationId}${lang ? `?lang=${lang}` : ''}`,
    payload: { status },
  });
const list = async (jobId: string, query = '') => {
  const res = await injectAs(ctx.app, company, { url: `/enrollment/studentsEnrolled/${jobId}${query}` });
  expect(res.statusCode).toBe(200);
  return { items: res.json() as ApplicantView[], total: Number(res.headers['x-total-count']), res };
};
const row = async (applicationId: string) =>
  (await ctx.app.db.select().from(jobApplications).where(eq(jobApplications.id, applicationId)))[0];
/** The database driver, whose `query` sees every statement (PGlite, or the pool on PostgreSQL). */
const driver = () =>
  (ctx.app.database.pool ?? (ctx.app.db as unknown as { $client: object }).$client) as {
    query: (q: unknown) => unknown;
  };
const logTexts = async () => (await logEntries(ctx.app, company.id)).map((l) => `${l.type}: ${l.text}`);

/** The shortest allowed path to each status from a fresh application. */
const pathTo: Record<ApplicationStatus, ApplicationStatus[]> = {
  'In Review': [],
  Shortlisted: ['Shortlisted'],
  Rejected: ['Rejected'],
  Hired: ['Hired'],
};
const allowed: Record<ApplicationStatus, ApplicationStatus[]> = {
  'In Review': ['Shortlisted', 'Rejected', 'Hired'],
  Shortlisted: ['Rejected', 'Hired'],
  Rejected: ['Shortlisted'],
  Hired: [],
};
const refusal: Record<string, { tr: string; en: string }> = {
  fromHired: {
    tr: 'İşe alınan bir adayın başvurusu artık değiştirilemez.',
    en: "A hired applicant's application can no longer be changed.",
  },
  toReview: {
    tr: 'Bir başvuru yeniden İnceleniyor durumuna alınamaz.',
    en: 'An application cannot be moved back to In review.',
  },
  rejectedHire: {
    tr: 'Reddedilen bir adayı işe almak için önce kısa listeye alın.',
    en: 'To hire a rejected applicant, shortlist them first.',
  },
};
const reasonOf = (from: ApplicationStatus, to: ApplicationStatus) =>
  from === 'Hired' ? refusal.fromHired : to === 'In Review' ? refusal.toReview : refusal.rejectedHire;

/** A fresh applicant of a fresh job, moved along the allowed path to `status`. */
async function applicationIn(status: ApplicationStatus) {
  const jobId = await addJob();
  const student = await createUser(ctx.app, 'student', { name: 'Ayşe', surname: 'Yılmaz' });
  const id = await apply(student, jobId);
  for (const step of pathTo[status]) expect((await move(company, id, step)).statusCode).toBe(200);
  return { jobId, student, id };
}

describe('status moves (docs/product.md)', () => {
  const cases = APPLICATION_STATUSES.flatMap((from) =>
    APPLICATION_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const),
  );

  it.each(cases)('%s → %s', async (from, to) => {
    const { id } = await applicationIn(from);
    const before = await row(id);
    const res = await move(company, id, to);
    if (allowed[from].includes(to)) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ ok: true, id, status: to, changed: true });
      const after = await row(id);
      expect(after.status).toBe(to);
      // updated_at is the time of the last status change: set on every move.
      expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
      expect(res.json().statusChangedAt).toBe(after.updatedAt.toISOString());
    } else {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'STATUS_MOVE_REFUSED', error: reasonOf(from, to).tr });
      const en = await move(company, id, to, 'en');
      expect(en.statusCode).toBe(409);
      expect(en.json().error).toBe(reasonOf(from, to).en);
      expect(await row(id)).toEqual(before);
    }
  });

  it('walks In Review → Shortlisted → Rejected → Shortlisted → Hired, one log line per change', async () => {
    const { id, jobId } = await applicationIn('In Review');
    const title = (await injectAs(ctx.app, company, { url: `/job/getJob/${jobId}` })).json().title;
    const stamps: number[] = [];
    for (const status of ['Shortlisted', 'Rejected', 'Shortlisted', 'Hired'] as const) {
      expect((await move(company, id, status)).statusCode).toBe(200);
      stamps.push((await row(id)).updatedAt.getTime());
    }
    expect([...stamps].sort((a, b) => a - b)).toEqual(stamps);
    expect(new Set(stamps).size).toBe(4);
    const lines = (await logTexts()).filter((l) => l.includes(`"${title}"`));
    expect(lines).toEqual(
      expect.arrayContaining([
        `company: Körfez Bilişim şirketi Ayşe Yılmaz adlı öğrenciyi "${title}" ilanı için kısa listeye aldı`,
        `company: Körfez Bilişim şirketi Ayşe Yılmaz adlı öğrencinin "${title}" ilanına başvurusunu reddetti`,
        `company: Körfez Bilişim şirketi Ayşe Yılmaz adlı öğrenciyi "${title}" ilanı için işe aldı`,
      ]),
    );
  });

  it('treats a move to the status it already has as done: 200, nothing written', async () => {
    const { id } = await applicationIn('Shortlisted');
    const before = await row(id);
    const logsBefore = (await logTexts()).length;
    const res = await move(company, id, 'Shortlisted');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Shortlisted', changed: false });
    expect(await row(id)).toEqual(before);
    expect((await logTexts()).length).toBe(logsBefore);
  });

  it("keeps docs/product.md's hire call as the move to Hired, refused for a rejected applicant", async () => {
    const shortlisted = await applicationIn('Shortlisted');
    const hire = (jobId: string, studentId: string) =>
      injectAs(ctx.app, company, { method: 'PUT', url: `/enrollment/hire/${studentId}`, payload: { jobId } });
    const res = await hire(shortlisted.jobId, shortlisted.student.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, id: shortlisted.id, status: 'Hired' });
    expect((await row(shortlisted.id)).status).toBe('Hired');
    const rejected = await applicationIn('Rejected');
    const refused = await hire(rejected.jobId, rejected.student.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(refusal.rejectedHire.tr);
    expect((await row(rejected.id)).status).toBe('Rejected');
  });

  it('settles two concurrent moves of one application one after the other', async () => {
    const { id } = await applicationIn('In Review');
    const answers = await Promise.all([move(company, id, 'Rejected'), move(company, id, 'Hired')]);
    const codes = answers.map((r) => r.statusCode).sort();
    // Whichever came first wins; the second is judged against it (Rejected → Hired and Hired → Rejected are both refused).
    expect(codes).toEqual([200, 409]);
  });
});

describe('who may move an application', () => {
  it("answers 404 for an unknown or malformed id, 403 for another company's, and refuses students, teachers, admins and visitors", async () => {
    const { id } = await applicationIn('In Review');
    expect((await move(company, crypto.randomUUID(), 'Shortlisted')).statusCode).toBe(404);
    expect((await move(company, 'abc', 'Shortlisted')).statusCode).toBe(404);
    const foreign = await move(otherCompany, id, 'Shortlisted');
    expect(foreign.statusCode).toBe(403);
    const student = await createUser(ctx.app, 'student');
    expect((await move(student, id, 'Shortlisted')).statusCode).toBe(403);
    expect((await move(teacher, id, 'Shortlisted')).statusCode).toBe(403);
    expect((await move(admin, id, 'Shortlisted')).statusCode).toBe(403);
    expect((await move(null, id, 'Shortlisted')).statusCode).toBe(401);
    expect((await row(id)).status).toBe('In Review');
  });

  it('refuses a status that does not exist with a Turkish 400', async () => {
    const { id } = await applicationIn('In Review');
    for (const status of ['Accepted', '', 'hired']) {
      const res = await move(company, id, status);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.status).toBe('Geçerli bir başvuru durumu seçin.');
    }
    expect((await move(company, id, 'Accepted', 'en')).json().error).toBe('Choose a valid application status.');
  });

  it("never lets a company move an application to an admin's ad", async () => {
    const jobId = await addJob(admin, 'Yönetim');
    const student = await createUser(ctx.app, 'student');
    const id = await apply(student, jobId);
    expect((await move(company, id, 'Shortlisted')).statusCode).toBe(403);
  });
});

describe('mails to the student', () => {
  it("sends one mail per change in the student's language, greeting by name and naming the company and job", async () => {
    const send = vi.spyOn(ctx.app.mailer, 'send');
    try {
      const jobId = await addJob(company, 'Kaynakçı');
      const tr = await createUser(ctx.app, 'student', { name: 'Zeynep', surname: 'Kaya' });
      const en = await createUser(ctx.app, 'student', { name: 'Jane', surname: 'Doe' });
      await ctx.app.db.update(users).set({ locale: 'en' }).where(eq(users.id, en.id));
      const trApp = await apply(tr, jobId);
      const enApp = await apply(en, jobId);
      const sent = (to: string) => send.mock.calls.map((c) => c[0] as MailMessage).filter((m) => m.to === to);

      for (const status of ['Shortlisted', 'Rejected', 'Shortlisted', 'Hired'] as const) {
        expect((await move(company, trApp, status)).statusCode).toBe(200);
        expect((await move(company, enApp, status)).statusCode).toBe(200);
      }
      // The company's mail about each new application goes elsewhere: only the students' mails count here.
      const toStudents = () => sent(tr.email).length + sent(en.email).length;
      await vi.waitFor(() => expect(toStudents()).toBe(8));
      const trMails = sent(tr.email);
      const enMails = sent(en.email);
      expect(trMails.map((m) => m.subject)).toEqual([
        'Başvurunuz kısa listeye alındı',
        'Başvurunuz hakkında',
        'Başvurunuz kısa listeye alındı',
        'Tebrikler, işe alındınız!',
      ]);
      expect(enMails.map((m) => m.subject)).toEqual([
        'Your application has been shortlisted',
        'About your application',
        'Your application has been shortlisted',
        'Congratulations, you have been hired!',
      ]);
      for (const [mails, hello] of [
        [trMails, 'Merhaba Zeynep,'],
        [enMails, 'Hello Jane,'],
      ] as const)
        for (const mail of mails) {
          expect(mail.text.startsWith(`${hello}\n\n`)).toBe(true);
          expect(mail.text).toContain('"Kaynakçı"');
          expect(mail.text).toContain('Körfez Bilişim');
          expect(mail.html).toContain('&quot;Kaynakçı&quot;');
          // Nothing else anyone typed: no description, no surname (decision 061).
          expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/Ağ kurulumu|Kaya|Doe/);
        }
      for (const mail of enMails)
        expect(`${mail.subject}${mail.text}`.replaceAll('Körfez Bilişim', '').replaceAll('Kaynakçı', '')).not.toMatch(
          /Başvuru|İşe|Merhaba|Tebrikler|ilan|[çğıöşüÇĞİÖŞÜ]/,
        );
      expect(enMails[0].html).toContain('<html lang="en">');

      // A refused move and a move to the same status mail nothing.
      await move(company, trApp, 'Rejected');
      await move(company, enApp, 'Hired');
      expect(toStudents()).toBe(8);
    } finally {
      send.mockRestore();
    }
  });

  it('keeps the move while SMTP refuses the mail, which arrives once SMTP takes it again', async () => {
    const { id, student } = await applicationIn('In Review');
    const mail = await mailedAfterRefusal(ctx, { to: student.email, template: 'application-shortlisted' }, async () => {
      expect((await move(company, id, 'Shortlisted')).statusCode).toBe(200);
      expect((await row(id)).status).toBe('Shortlisted');
    });
    expect(mail.subject).toBe('Başvurunuz kısa listeye alındı');
  });
});

describe('the applicant list', () => {
  it('reveals e-mail and phone only once the application is Shortlisted or Hired', async () => {
    const jobId = await addJob();
    const students = await Promise.all([1, 2, 3, 4].map(() => createUser(ctx.app, 'student')));
    await ctx.app.db.update(users).set({ phone: '05321234567' }).where(eq(users.id, students[0].id));
    await ctx.app.db.update(users).set({ phone: '05321234567' }).where(eq(users.id, students[2].id));
    const ids = [];
    for (const s of students) ids.push(await apply(s, jobId));
    await move(company, ids[1], 'Rejected');
    await move(company, ids[2], 'Shortlisted');
    await move(company, ids[3], 'Hired');
    const { items, res } = await list(jobId);
    const byId = new Map(items.map((a) => [a.applicationId, a]));
    expect(byId.get(ids[0])).toMatchObject({ status: 'In Review', email: null, phone: null });
    expect(byId.get(ids[1])).toMatchObject({ status: 'Rejected', email: null, phone: null });
    expect(byId.get(ids[2])).toMatchObject({ status: 'Shortlisted', email: students[2].email, phone: '05321234567' });
    expect(byId.get(ids[3])).toMatchObject({ status: 'Hired', email: students[3].email, phone: null });
    // Not hidden somewhere else in the answer either.
    expect(res.body).not.toContain(students[0].email);
    expect(res.body).not.toContain(students[1].email);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('carries the application, the dates, education and job seeking of each applicant', async () => {
    const { id, jobId, student } = await applicationIn('Shortlisted');
    const { items } = await list(jobId);
    const stored = await row(id);
    expect(items).toEqual([
      {
        id: student.id,
        applicationId: id,
        name: 'Ayşe',
        surname: 'Yılmaz',
        resume: null,
        resumeMime: null,
        status: 'Shortlisted',
        appliedAt: stored.createdAt.toISOString(),
        statusChangedAt: stored.updatedAt.toISOString(),
        educationLevel: 'highSchoolGraduate',
        jobSeekingStatus: 'job',
        passedCourses: [],
        // The job requires no course: nothing to meet (decision 062).
        match: { required: 0, met: 0, missing: [] },
        email: student.email,
        phone: null,
        history: [
          { from: null, to: 'In Review', changedAt: stored.createdAt.toISOString() },
          { from: 'In Review', to: 'Shortlisted', changedAt: stored.updatedAt.toISOString() },
        ],
      },
    ]);
    expect(stored.updatedAt.getTime()).toBeGreaterThan(stored.createdAt.getTime());
  });

  it('lists the courses each applicant passed with the best passing attempt, in one grouped query', async () => {
    const jobId = await addJob();
    const [ayse, can] = [await createUser(ctx.app, 'student'), await createUser(ctx.app, 'student')];
    const python = await addCourse(ctx.app, teacher, { title: 'Python 101' });
    const iot = await addCourse(ctx.app, teacher, { title: 'IoT Temelleri' });
    const web = await addCourse(ctx.app, teacher, { title: 'Web Geliştirme' });
    const attempt = (
      studentId: string,
      courseId: string,
      score: number,
      status: 'passed' | 'failed',
      minutesAgo: number,
    ) => ({
      studentId,
      courseId,
      score,
      total: 3,
      status,
      questions: [],
      day: '2026-11-26',
      submittedAt: new Date(Date.now() - minutesAgo * 60_000),
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    await ctx.app.db.insert(examAttempts).values([
      // Ayşe: Python passed twice (2/3, then 3/3) after a failure; IoT passed once; Web failed only.
      attempt(ayse.id, python, 1, 'failed', 30),
      attempt(ayse.id, python, 2, 'passed', 20),
      attempt(ayse.id, python, 3, 'passed', 10),
      attempt(ayse.id, python, 2, 'passed', 5),
      attempt(ayse.id, iot, 2, 'passed', 8),
      attempt(ayse.id, web, 1, 'failed', 3),
      // Can passed Web only; a failed attempt scored as high never counts.
      attempt(can.id, web, 2, 'passed', 4),
      attempt(can.id, python, 3, 'failed', 4),
    ]);
    // The certificates the first passes issued (the exam route writes them with the attempt).
    const certificate = (studentId: string, courseId: string, code: string) => ({
      studentId,
      courseId,
      code,
      courseTitle: '',
      score: 2,
      total: 3,
    });
    await ctx.app.db
      .insert(certificates)
      .values([
        certificate(ayse.id, python, 'PYTHONAYSE22'),
        certificate(ayse.id, iot, 'IOTAYSE2222'),
        certificate(can.id, web, 'WEBCAN22222'),
      ]);
    await apply(ayse, jobId);
    await apply(can, jobId);
    const spy = vi.spyOn(driver(), 'query');
    const { items } = await list(jobId);
    const statements = spy.mock.calls.map(([q]) => (typeof q === 'string' ? q : JSON.stringify(q)));
    spy.mockRestore();
    const byStudent = new Map(items.map((a) => [a.id, a.passedCourses]));
    expect(byStudent.get(ayse.id)).toEqual([
      { courseId: iot, title: 'IoT Temelleri', score: 2, total: 3, certificateCode: 'IOTAYSE2222' },
      { courseId: python, title: 'Python 101', score: 3, total: 3, certificateCode: 'PYTHONAYSE22' },
    ]);
    expect(byStudent.get(can.id)).toEqual([
      { courseId: web, title: 'Web Geliştirme', score: 2, total: 3, certificateCode: 'WEBCAN22222' },
    ]);
    // One statement for every applicant's courses, not one per applicant.
    expect(statements.filter((q) => q.includes('exam_attempts'))).toHaveLength(1);
  });

  it('filters by status, counts per status, and pages with X-Total-Count', async () => {
    const jobId = await addJob();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await apply(await createUser(ctx.app, 'student'), jobId));
    await move(company, ids[0], 'Shortlisted');
    await move(company, ids[1], 'Shortlisted');
    await move(company, ids[2], 'Rejected');
    await move(company, ids[3], 'Hired');
    const counts = await injectAs(ctx.app, company, { url: `/enrollment/counts/${jobId}` });
    expect(counts.statusCode).toBe(200);
    expect(counts.json()).toEqual({ total: 5, byStatus: { 'In Review': 1, Shortlisted: 2, Rejected: 1, Hired: 1 } });
    expect(counts.headers['cache-control']).toBe('private, no-store');

    const shortlisted = await list(jobId, '?status=Shortlisted');
    expect(shortlisted.total).toBe(2);
    expect(shortlisted.items.map((a) => a.applicationId)).toEqual([ids[0], ids[1]]);
    expect((await list(jobId, `?status=${encodeURIComponent('In Review')}`)).items.map((a) => a.applicationId)).toEqual(
      [ids[4]],
    );
    const paged = await list(jobId, '?limit=2&page=2');
    expect(paged.total).toBe(5);
    expect(paged.items.map((a) => a.applicationId)).toEqual([ids[2], ids[3]]);
    // An unknown status is no filter at all.
    expect((await list(jobId, '?status=Nope')).total).toBe(5);

    const empty = await addJob();
    expect((await injectAs(ctx.app, company, { url: `/enrollment/counts/${empty}` })).json()).toEqual({
      total: 0,
      byStatus: { 'In Review': 0, Shortlisted: 0, Rejected: 0, Hired: 0 },
    });
  });

  it('sorts by application date, oldest first by default or newest first, within a status filter too', async () => {
    const jobId = await addJob();
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push(await apply(await createUser(ctx.app, 'student'), jobId));
    await move(company, ids[1], 'Shortlisted');
    await move(company, ids[3], 'Shortlisted');
    const order = async (query: string) => (await list(jobId, query)).items.map((a) => a.applicationId);
    expect(await order('')).toEqual(ids);
    expect(await order('?sort=oldest')).toEqual(ids);
    expect(await order('?sort=newest')).toEqual([...ids].reverse());
    expect(await order('?status=Shortlisted&sort=newest')).toEqual([ids[3], ids[1]]);
    expect(await order('?sort=newest&limit=1&page=2')).toEqual([ids[2]]);
    // An unknown order is the default one.
    expect(await order('?sort=sideways')).toEqual(ids);
  });

  it('shows lists and counts to the owning company only', async () => {
    const { jobId } = await applicationIn('In Review');
    for (const url of [`/enrollment/studentsEnrolled/${jobId}`, `/enrollment/counts/${jobId}`]) {
      expect((await injectAs(ctx.app, otherCompany, { url })).statusCode).toBe(403);
      expect((await injectAs(ctx.app, admin, { url })).statusCode).toBe(403);
      expect((await injectAs(ctx.app, await createUser(ctx.app, 'student'), { url })).statusCode).toBe(403);
      expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    }
    expect((await injectAs(ctx.app, company, { url: `/enrollment/counts/${crypto.randomUUID()}` })).statusCode).toBe(
      404,
    );
  });
});
