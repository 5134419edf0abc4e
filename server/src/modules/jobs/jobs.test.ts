import { beforeAll, describe, expect, it, vi } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { jobApplications, jobs } from '../../db/schema/index.ts';
import { seedDemoJobs } from './seed.ts';
import { createUser, injectAs, logEntries, type TestUser } from '../../../test/helpers.ts';
import { appWithSmtp, mailedAfterRefusal } from '../../../test/smtp.ts';

// A real SMTP server, so a test can refuse mail; a refused mail is tried again a second later (decision 036).
const ctx = appWithSmtp({ MAIL_RETRY_FIRST_SECONDS: '1' });
let companyA: TestUser;
let companyB: TestUser;
let student: TestUser;
let admin: TestUser;
let teacher: TestUser;

beforeAll(async () => {
  companyA = await createUser(ctx.app, 'company', { companyName: 'Körfez Bilişim' });
  companyB = await createUser(ctx.app, 'company', { companyName: 'Marmara Yazılım' });
  student = await createUser(ctx.app, 'student', { name: 'Ayşe', surname: 'Yılmaz' });
  admin = await createUser(ctx.app, 'admin');
  teacher = await createUser(ctx.app, 'teacher');
});

async function addJob(user: TestUser, title = 'Tekniker', description = 'Ağ kurulumu ve bakım') {
  const res = await injectAs(ctx.app, user, { method: 'POST', url: '/job/add', payload: { title, description } });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}
const apply = (user: TestUser | null, jobId: string) =>
  injectAs(ctx.app, user, { method: 'POST', url: `/enrollment/enroll/${jobId}` });
const hire = (user: TestUser, studentId: string, jobId: string) =>
  injectAs(ctx.app, user, { method: 'PUT', url: `/enrollment/hire/${studentId}`, payload: { jobId } });
const jobRow = async (id: string) => (await ctx.app.db.select().from(jobs).where(eq(jobs.id, id)))[0];
const applicationCount = async (jobId: string) =>
  (await ctx.app.db.select({ n: count() }).from(jobApplications).where(eq(jobApplications.jobId, jobId)))[0].n;
const logTexts = async (actorId: string) => (await logEntries(ctx.app, actorId)).map((l) => `${l.type}: ${l.text}`);

describe('posting jobs', () => {
  it('lets a company post a job that everyone then sees with the company name', async () => {
    const id = await addJob(companyA, 'Destek', 'BT destek elemanı aranıyor');
    const res = await ctx.app.inject({ url: '/job/all?limit=100' });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
    expect(res.json()).toContainEqual(
      expect.objectContaining({
        id,
        title: 'Destek',
        description: 'BT destek elemanı aranıyor',
        companyName: 'Körfez Bilişim',
        addedByType: 'Company',
      }),
    );
    const one = await ctx.app.inject({ url: `/job/getJob/${id}` });
    expect(one.json()).toMatchObject({ id, title: 'Destek', companyName: 'Körfez Bilişim' });
    expect(await logTexts(companyA.id)).toContain('company: Körfez Bilişim şirketi "Destek" iş ilanını ekledi');
  });

  it.each([
    [{ title: 'Ç'.repeat(101), description: 'x' }, 'title', 'Başlık en fazla 100 karakter olmalı'],
    [{ title: '', description: 'x' }, 'title', 'Bu alan zorunludur'],
    [{ description: 'x' }, 'title', 'Bu alan zorunludur'],
    [{ title: 'Tekniker', description: '  ' }, 'description', 'Bu alan zorunludur'],
  ])("refuses %o with docs/product.md's message and stores nothing", async (payload, field, message) => {
    const before = (await ctx.app.db.select({ n: count() }).from(jobs))[0].n;
    const res = await injectAs(ctx.app, companyA, { method: 'POST', url: '/job/add', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(res.json().error).toBe(message);
    expect((await ctx.app.db.select({ n: count() }).from(jobs))[0].n).toBe(before);
  });

  it("answers a body that is not a JSON object with the form's own message", async () => {
    for (const opts of [
      { payload: 'title=x', headers: { 'content-type': 'text/plain' } },
      { payload: JSON.stringify(['Tekniker', 'x']), headers: { 'content-type': 'application/json' } },
    ]) {
      const res = await injectAs(ctx.app, companyA, { method: 'POST', url: '/job/add', ...opts });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Bu alan zorunludur');
    }
  });

  it('accepts a title of exactly 100 Turkish characters (docs/product.md)', async () => {
    const title = 'Kıdemli Yazılım Geliştirici '.repeat(4).slice(0, 99) + 'ğ';
    expect(title).toHaveLength(100);
    const id = await addJob(companyA, title);
    expect((await jobRow(id)).title).toBe(title);
  });

  it('does not let students, teachers or visitors post or delete jobs', async () => {
    const id = await addJob(companyA);
    const payload = { title: 'Sahte', description: 'x' };
    expect((await injectAs(ctx.app, student, { method: 'POST', url: '/job/add', payload })).statusCode).toBe(403);
    expect((await injectAs(ctx.app, teacher, { method: 'POST', url: '/job/add', payload })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/job/add', payload })).statusCode).toBe(401);
    // The guard answers before the form is checked: a visitor learns nothing about what the form wants.
    expect((await ctx.app.inject({ method: 'POST', url: '/job/add', payload: {} })).statusCode).toBe(401);
    expect((await injectAs(ctx.app, student, { method: 'POST', url: '/job/add', payload: {} })).statusCode).toBe(403);
    expect((await injectAs(ctx.app, student, { method: 'DELETE', url: `/job/delete/${id}` })).statusCode).toBe(403);
    expect((await injectAs(ctx.app, student, { method: 'PUT', url: `/job/edit/${id}`, payload })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/job/delete/${id}` })).statusCode).toBe(401);
    expect(await jobRow(id)).toBeDefined();
  });

  it('lets a company edit and delete only its own jobs', async () => {
    const id = await addJob(companyA, 'Kendi');
    const payload = { title: 'Ele geçti', description: 'x' };
    const edit = await injectAs(ctx.app, companyB, { method: 'PUT', url: `/job/edit/${id}`, payload });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().code).toBe('FORBIDDEN');
    expect((await injectAs(ctx.app, companyB, { method: 'DELETE', url: `/job/delete/${id}` })).statusCode).toBe(403);
    expect((await jobRow(id)).title).toBe('Kendi');
    const own = await injectAs(ctx.app, companyA, {
      method: 'PUT',
      url: `/job/edit/${id}`,
      payload: { title: 'Yeni ad', description: 'Yeni açıklama' },
    });
    expect(own.statusCode).toBe(200);
    expect(await jobRow(id)).toMatchObject({ title: 'Yeni ad', description: 'Yeni açıklama' });
    expect((await injectAs(ctx.app, companyA, { method: 'DELETE', url: `/job/delete/${id}` })).statusCode).toBe(200);
    expect(await jobRow(id)).toBeUndefined();
    expect((await injectAs(ctx.app, companyA, { method: 'DELETE', url: `/job/delete/${id}` })).statusCode).toBe(404);
    expect((await injectAs(ctx.app, companyA, { method: 'DELETE', url: '/job/delete/../../etc' })).statusCode).toBe(
      404,
    );
  });

  it('lets the owner set, move and clear the deadline by edit, bringing an expired ad back to the lists', async () => {
    const id = await addJob(companyA, 'Son gün');
    const edit = (deadline: string | null) =>
      injectAs(ctx.app, companyA, {
        method: 'PUT',
        url: `/job/edit/${id}`,
        payload: { title: 'Son gün', description: 'Ağ kurulumu', city: 'Kocaeli', type: 'partTime', deadline },
      });
    await ctx.app.db.update(jobs).set({ deadline: '2020-01-01' }).where(eq(jobs.id, id));
    const listed = async () =>
      ((await ctx.app.inject({ url: '/job/all?limit=100' })).json() as { id: string }[]).some((j) => j.id === id);
    expect(await listed()).toBe(false);
    // Another company still cannot touch it, whatever the body.
    expect(
      (
        await injectAs(ctx.app, companyB, {
          method: 'PUT',
          url: `/job/edit/${id}`,
          payload: { title: 'Son gün', description: 'x', deadline: '2099-12-31' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await jobRow(id)).deadline).toBe('2020-01-01');
    expect((await edit('2099-12-31')).statusCode).toBe(200);
    expect(await jobRow(id)).toMatchObject({ deadline: '2099-12-31', city: 'Kocaeli', type: 'partTime' });
    expect(await listed()).toBe(true);
    expect((await edit(null)).statusCode).toBe(200);
    expect((await jobRow(id)).deadline).toBeNull();
    const past = await edit('2020-01-01');
    expect(past.statusCode).toBe(400);
    expect((await jobRow(id)).deadline).toBeNull();
  });

  it('marks a job as mine on its page for the company that posted it only', async () => {
    const id = await addJob(companyA, 'Benim');
    expect((await injectAs(ctx.app, companyA, { url: `/job/getJob/${id}` })).json().mine).toBe(true);
    for (const viewer of [companyB, student, admin, null]) {
      expect((await injectAs(ctx.app, viewer, { url: `/job/getJob/${id}` })).json().mine).toBeUndefined();
    }
  });

  it('validates an edit like an add', async () => {
    const id = await addJob(companyA, 'Sabit');
    const res = await injectAs(ctx.app, companyA, {
      method: 'PUT',
      url: `/job/edit/${id}`,
      payload: { title: 'x'.repeat(101), description: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Başlık en fazla 100 karakter olmalı');
    expect((await jobRow(id)).title).toBe('Sabit');
  });
});

describe('admin and jobs', () => {
  it('creates admin jobs shown under ORG_NAME (not "Admin") and edits only those', async () => {
    const id = await addJob(admin, 'Stajyer', 'Yönetimin ilanı');
    expect((await ctx.app.inject({ url: `/job/getJob/${id}` })).json()).toMatchObject({
      companyName: 'İzmit Bölgesi Sanayi Odası',
      addedByType: 'Admin',
    });
    const ok = await injectAs(ctx.app, admin, {
      method: 'PUT',
      url: `/job/edit/${id}`,
      payload: { title: 'Stajyer 2', description: 'Güncel' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await jobRow(id)).title).toBe('Stajyer 2');
    // A company cannot touch an admin's ad.
    expect(
      (
        await injectAs(ctx.app, companyA, {
          method: 'PUT',
          url: `/job/edit/${id}`,
          payload: { title: 'x', description: 'y' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await injectAs(ctx.app, companyA, { method: 'DELETE', url: `/job/delete/${id}` })).statusCode).toBe(403);
  });

  it("cannot edit a company's job but can delete it, with its applications", async () => {
    const id = await addJob(companyB, 'Silinecek');
    expect((await apply(student, id)).statusCode).toBe(201);
    const edit = await injectAs(ctx.app, admin, {
      method: 'PUT',
      url: `/job/edit/${id}`,
      payload: { title: 'Admin', description: 'x' },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error).toBe('Yönetici yalnızca yöneticinin eklediği ilanları düzenleyebilir.');
    expect((await jobRow(id)).title).toBe('Silinecek');
    expect((await injectAs(ctx.app, admin, { method: 'DELETE', url: `/job/delete/${id}` })).statusCode).toBe(200);
    expect(await jobRow(id)).toBeUndefined();
    expect(await applicationCount(id)).toBe(0);
  });

  it('shows the details dialog to admins and the owner only', async () => {
    const id = await addJob(companyA, 'Detay');
    expect((await apply(student, id)).statusCode).toBe(201);
    const res = await injectAs(ctx.app, admin, { url: `/job/jobDetails/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().creator).toEqual({ name: 'Körfez Bilişim', email: companyA.email });
    expect(res.json().students).toEqual([
      { name: 'Ayşe', surname: 'Yılmaz', email: student.email, status: 'In Review' },
    ]);
    expect((await injectAs(ctx.app, companyA, { url: `/job/jobDetails/${id}` })).statusCode).toBe(200);
    expect((await injectAs(ctx.app, companyB, { url: `/job/jobDetails/${id}` })).statusCode).toBe(403);
    expect((await injectAs(ctx.app, student, { url: `/job/jobDetails/${id}` })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: `/job/jobDetails/${id}` })).statusCode).toBe(401);
  });
});

describe('lists', () => {
  it('pages /job/all in SQL with X-Total-Count and caps the limit', async () => {
    const all = await ctx.app.inject({ url: '/job/all?limit=1000' });
    const total = Number(all.headers['x-total-count']);
    expect(all.json()).toHaveLength(Math.min(total, 100));
    const p1 = (await ctx.app.inject({ url: '/job/all?page=1&limit=2' })).json();
    const p2 = (await ctx.app.inject({ url: '/job/all?page=2&limit=2' })).json();
    expect(p1).toHaveLength(2);
    expect(p2.map((j: { id: string }) => j.id)).not.toContain(p1[0].id);
    expect(
      all
        .json()
        .slice(2, 4)
        .map((j: { id: string }) => j.id),
    ).toEqual(p2.map((j: { id: string }) => j.id));
    expect((await ctx.app.inject({ url: '/job/all?page=abc&limit=-5' })).statusCode).toBe(200);
  });

  it('keeps /job/get for logged-in users', async () => {
    expect((await ctx.app.inject({ url: '/job/get' })).statusCode).toBe(401);
    const res = await injectAs(ctx.app, student, { url: '/job/get?limit=5' });
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeLessThanOrEqual(5);
  });

  it('gives a company only its own jobs, newest first, with applicant counts', async () => {
    const company = await createUser(ctx.app, 'company');
    const ids = [];
    for (const t of ['Bir', 'İki', 'Üç', 'Dört']) ids.push(await addJob(company, t));
    await addJob(companyB, 'Başkası');
    expect((await apply(student, ids[3])).statusCode).toBe(201);
    const res = await injectAs(ctx.app, company, { url: '/job/getAddedJobs?limit=3' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('4');
    expect(res.json().map((j: { title: string }) => j.title)).toEqual(['Dört', 'Üç', 'İki']);
    expect(res.json()[0].applicantCount).toBe(1);
    expect(res.json()[1].applicantCount).toBe(0);
    expect((await injectAs(ctx.app, student, { url: '/job/getAddedJobs' })).statusCode).toBe(403);
    expect((await injectAs(ctx.app, admin, { url: '/job/getAddedJobs' })).statusCode).toBe(403);
  });

  it('answers 404 for a job that does not exist', async () => {
    expect((await ctx.app.inject({ url: '/job/getJob/7b1c0c5e-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/job/getJob/abc' })).statusCode).toBe(404);
  });
});

describe('applying', () => {
  it('lets a student apply once; a second application is refused clearly', async () => {
    const id = await addJob(companyA, 'Başvuru');
    const first = await apply(student, id);
    expect(first.statusCode).toBe(201);
    expect(first.json().status).toBe('In Review');
    const second = await apply(student, id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: 'Bu ilana zaten başvurdunuz.', code: 'ALREADY_APPLIED' });
    expect(await applicationCount(id)).toBe(1);
    expect(await logTexts(student.id)).toContain('company: Ayşe Yılmaz adlı öğrenci "Başvuru" ilanına başvurdu');
  });

  it('turns 20 concurrent applications into one row', async () => {
    const id = await addJob(companyA, 'Yarış');
    const other = await createUser(ctx.app, 'student');
    const results = await Promise.all(Array.from({ length: 20 }, () => apply(other, id)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await applicationCount(id)).toBe(1);
    const logs = await logEntries(ctx.app, other.id);
    expect(logs).toHaveLength(1);
  });

  it('is for students only, and only to jobs that exist', async () => {
    const id = await addJob(companyA, 'Rol');
    expect((await apply(null, id)).statusCode).toBe(401);
    expect((await apply(companyA, id)).statusCode).toBe(403);
    expect((await apply(admin, id)).statusCode).toBe(403);
    expect((await apply(student, '7b1c0c5e-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await applicationCount(id)).toBe(0);
  });

  it("shows a student their applications and each status, never another student's", async () => {
    const s = await createUser(ctx.app, 'student');
    const id = await addJob(companyB, 'Liste', 'İlan metni');
    const applied = await apply(s, id);
    const list = await injectAs(ctx.app, s, { url: '/enrollment/getAll' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: applied.json().id,
        status: 'In Review',
        job: { id, title: 'Liste', description: 'İlan metni', companyName: 'Marmara Yazılım' },
      }),
    ]);
    const byJob = await injectAs(ctx.app, s, { url: `/enrollment/getEnrollment/${id}` });
    expect(byJob.json()).toMatchObject({ status: 'In Review', jobId: id });
    const byId = await injectAs(ctx.app, s, { url: `/enrollment/getEnrollment/${applied.json().id}` });
    expect(byId.json().status).toBe('In Review');
    // Another student asking for it finds nothing.
    expect(
      (await injectAs(ctx.app, student, { url: `/enrollment/getEnrollment/${applied.json().id}` })).statusCode,
    ).toBe(404);
    expect((await injectAs(ctx.app, companyB, { url: '/enrollment/getAll' })).statusCode).toBe(403);
  });
});

describe('applicants and hiring', () => {
  it('shows applicants with a resume link to the owner only', async () => {
    const id = await addJob(companyA, 'Aday');
    await apply(student, id);
    const res = await injectAs(ctx.app, companyA, { url: `/enrollment/studentsEnrolled/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.json()).toEqual([
      expect.objectContaining({ id: student.id, name: 'Ayşe', surname: 'Yılmaz', resume: null, status: 'In Review' }),
    ]);
    expect((await injectAs(ctx.app, companyB, { url: `/enrollment/studentsEnrolled/${id}` })).statusCode).toBe(403);
    expect((await injectAs(ctx.app, student, { url: `/enrollment/studentsEnrolled/${id}` })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: `/enrollment/studentsEnrolled/${id}` })).statusCode).toBe(401);
  });

  it('hires an applicant, writes the log and e-mails the student; hiring again sends nothing more', async () => {
    const send = vi.spyOn(ctx.app.mailer, 'send');
    const id = await addJob(companyA, 'İşe alım');
    const s = await createUser(ctx.app, 'student', { name: 'Can', surname: 'Öztürk' });
    await apply(s, id);
    const res = await hire(companyA, s.id, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, status: 'Hired' });
    expect((await injectAs(ctx.app, s, { url: `/enrollment/getEnrollment/${id}` })).json().status).toBe('Hired');
    // The company's own mail about the new application goes elsewhere (student-applications.test.ts).
    const toStudent = () => send.mock.calls.filter(([m]) => m.to === s.email);
    await vi.waitFor(() => expect(toStudent()).toHaveLength(1));
    const mail = toStudent()[0][0];
    expect(mail.text).toContain('"İşe alım"');
    // Only the job title comes from another account (docs/product.md): no company or student name.
    // Greeted by first name, the company named; no surname (decision 061).
    expect(mail.text.startsWith('Merhaba Can,')).toBe(true);
    expect(mail.text).toContain('Körfez Bilişim şirketinin "İşe alım" ilanına');
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/Öztürk/);
    expect(await logTexts(companyA.id)).toContain(
      'company: Körfez Bilişim şirketi Can Öztürk adlı öğrenciyi "İşe alım" ilanı için işe aldı',
    );
    expect((await hire(companyA, s.id, id)).statusCode).toBe(200);
    expect(toStudent()).toHaveLength(1);
    send.mockRestore();
  });

  it('keeps the hire while SMTP refuses the mail, which arrives once SMTP takes it again', async () => {
    const id = await addJob(companyA, 'Posta');
    const s = await createUser(ctx.app, 'student');
    await apply(s, id);
    const mail = await mailedAfterRefusal(ctx, { to: s.email, template: 'hired' }, async () => {
      expect((await hire(companyA, s.id, id)).statusCode).toBe(200);
      const [row] = await ctx.app.db
        .select()
        .from(jobApplications)
        .where(and(eq(jobApplications.jobId, id), eq(jobApplications.studentId, s.id)));
      expect(row.status).toBe('Hired');
    });
    expect(mail.subject).toBe('Tebrikler, işe alındınız!');
  });

  it("refuses to hire on another company's job, or a student who did not apply", async () => {
    const id = await addJob(companyA, 'Kimin');
    const s = await createUser(ctx.app, 'student');
    await apply(s, id);
    const foreign = await hire(companyB, s.id, id);
    expect(foreign.statusCode).toBe(403);
    const adminJob = await addJob(admin, 'Yönetim');
    await apply(s, adminJob);
    expect((await hire(companyA, s.id, adminJob)).statusCode).toBe(403);
    const stranger = await createUser(ctx.app, 'student');
    const notApplied = await hire(companyA, stranger.id, id);
    expect(notApplied.statusCode).toBe(404);
    expect(notApplied.json().error).toBe('Bu öğrenci bu ilana başvurmamış.');
    const [row] = await ctx.app.db
      .select()
      .from(jobApplications)
      .where(and(eq(jobApplications.jobId, id), eq(jobApplications.studentId, s.id)));
    expect(row.status).toBe('In Review');
  });

  it('answers a malformed applicant id or job id with a Turkish 400, and students cannot hire', async () => {
    const id = await addJob(companyA, 'Biçim');
    const bad = await hire(companyA, '12', id);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Geçerli bir başvuru sahibi kimliği girin.');
    const noJob = await injectAs(ctx.app, companyA, {
      method: 'PUT',
      url: `/enrollment/hire/${student.id}`,
      payload: {},
    });
    expect(noJob.statusCode).toBe(400);
    expect(noJob.json().error).toBe('Geçerli bir iş ilanı seçin.');
    expect((await hire(student, student.id, id)).statusCode).toBe(403);
  });
});

describe('GET /company/get/{email}', () => {
  const card = (viewer: TestUser | null, email: string) =>
    injectAs(ctx.app, viewer, { url: `/company/get/${encodeURIComponent(email)}` });

  it('gives the card of a company behind an ad to logged-in users, whatever the case of the e-mail', async () => {
    await addJob(companyA, 'Kartlı ilan');
    const res = await card(student, companyA.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Körfez Bilişim', email: companyA.email });
    expect((await card(student, student.email)).statusCode).toBe(404);
    expect((await card(null, companyA.email)).statusCode).toBe(401);
  });

  it('tells no one else whether an address is a company: none without a public ad, nor a suspended one', async () => {
    const quiet = await createUser(ctx.app, 'company', { companyName: 'Sessiz Yazılım' });
    expect((await card(student, quiet.email)).statusCode).toBe(404);
    expect((await card(companyB, quiet.email)).statusCode).toBe(404);
    // Its own card and an admin's view stay open.
    expect((await card(quiet, quiet.email)).json()).toMatchObject({ name: 'Sessiz Yazılım' });
    expect((await card(admin, quiet.email)).statusCode).toBe(200);

    await addJob(quiet, 'Görünen ilan');
    expect((await card(student, quiet.email)).statusCode).toBe(200);
    const suspended = await injectAs(ctx.app, admin, {
      method: 'PUT',
      url: `/admin/users/${quiet.id}/suspend`,
      payload: { reason: 'Sahte ilanlar' },
    });
    expect(suspended.statusCode).toBe(200);
    expect((await card(student, quiet.email)).statusCode).toBe(404);
    expect((await card(admin, quiet.email)).statusCode).toBe(200);
  });
});

describe('demo jobs', () => {
  it("adds valid Turkish ads from the demo company and one shown under the organisation's name (ORG_NAME), never as Admin", async () => {
    const company = await createUser(ctx.app, 'company', { companyName: 'Kocaeli Yazılım A.Ş.' });
    await seedDemoJobs(ctx.app.db, { admin: admin.id, company: company.id });
    const own = await injectAs(ctx.app, company, { url: '/job/getAddedJobs' });
    expect(own.json().length).toBeGreaterThanOrEqual(3);
    expect(own.json().every((j: { companyName: string }) => j.companyName === 'Kocaeli Yazılım A.Ş.')).toBe(true);
    const all = (await ctx.app.inject({ url: '/job/all?limit=100' })).json();
    const adminAd = all.find((j: { title: string }) => j.title === 'Staj 2024');
    expect(adminAd.companyName).toBe('İzmit Bölgesi Sanayi Odası');
    const page = (await ctx.app.inject({ url: `/job/getJob/${adminAd.id}` })).json();
    expect(page.companyName).toBe('İzmit Bölgesi Sanayi Odası');
    expect(all.some((j: { companyName: string }) => j.companyName === 'Admin')).toBe(false);
  });
});
