import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { JobAlertView } from '@beceri/domain';
import { certificates, jobAlerts, jobs, users } from '../../db/schema/index.ts';
import { addCourse } from '../../../test/course-fixtures.ts';
import { createUser, injectAs, type TestUser } from '../../../test/helpers.ts';
import { appWithSmtp, type ReceivedMail } from '../../../test/smtp.ts';
import { jobAlertsDeps, sendDigests } from './service.ts';
import { signUnsubscribe } from './token.ts';

/*
 * Saved job searches and their daily digest (decision 064), through HTTP and a real SMTP server on the test database
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL). The digest runs with a fixed clock: jobs and windows are placed on
 * days of 2030 and the run is told the time, as the 08:00 schedule would.
 */

const ctx = appWithSmtp({ PUBLIC_URL: 'https://beceri.example', QUEUE_POLL_SECONDS: '0.5' });
const PUBLIC = 'https://beceri.example';

const save = (student: TestUser, payload: object, lang = '') =>
  injectAs(ctx.app, student, { method: 'POST', url: `/me/job-alerts${lang}`, payload });
const listOf = async (student: TestUser) =>
  (await injectAs(ctx.app, student, { url: '/me/job-alerts' })).json() as JobAlertView[];
const header = (mail: ReceivedMail, name: string) => mail.headers.find((h) => h.key === name.toLowerCase())?.value;
/** 08:00 in Istanbul (05:00 UTC) on a day of March 2030, plus `hours`. */
const at = (day: number, hours = 0) => new Date(Date.UTC(2030, 2, day, 5) + hours * 3600_000);

async function addJob(company: TestUser, payload: object, createdAt: Date): Promise<string> {
  const res = await injectAs(ctx.app, company, {
    method: 'POST',
    url: '/job/add',
    payload: { description: 'Ayrıntılar görüşmede', ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  await ctx.app.db.update(jobs).set({ createdAt }).where(eq(jobs.id, id));
  return id;
}
/** The student's alerts' windows start at `from` (as if saved then). */
const windowsFrom = (student: TestUser, from: Date) =>
  ctx.app.db.update(jobAlerts).set({ coveredUntil: from, createdAt: from }).where(eq(jobAlerts.studentId, student.id));
const digest = (now: Date) => sendDigests(jobAlertsDeps(ctx.app), now);

describe('saving searches: /me/job-alerts', () => {
  it('saves a search with the job list’s filters, lists the own ones and refuses the sixth in Turkish', async () => {
    const student = await createUser(ctx.app, 'student');
    const first = await save(student, { q: '  Yazılım\u0000 ', city: 'izmir', type: 'internship' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ q: 'Yazılım', city: 'İzmir', type: 'internship' });
    // Empty and null are "no filter", as on /jobs.
    expect((await save(student, { q: '', city: null })).json()).toMatchObject({ q: null, city: null, type: null });
    // The same search twice is one search.
    const again = await save(student, { q: 'Yazılım', city: 'İzmir', type: 'internship' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'JOB_ALERT_EXISTS', error: 'Bu aramayı zaten kaydettiniz.' });
    for (const q of ['ağ', 'python', 'destek']) expect((await save(student, { q })).statusCode).toBe(201);
    const sixth = await save(student, { q: 'muhasebe' });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toEqual({
      code: 'JOB_ALERT_LIMIT',
      error: 'En fazla 5 iş ilanı aramasını kaydedebilirsiniz. Yenisini kaydetmek için profilinizden birini silin.',
    });
    expect((await save(student, { q: 'muhasebe' }, '?lang=en')).json().error).toBe(
      'You can save at most 5 job searches. To save a new one, delete one on your profile.',
    );
    const mine = await listOf(student);
    expect(mine.map((a) => a.q)).toEqual(['Yazılım', null, 'ağ', 'python', 'destek']);
    // Deleting one makes room again.
    expect(
      (await injectAs(ctx.app, student, { method: 'DELETE', url: `/me/job-alerts/${mine[1]!.id}` })).statusCode,
    ).toBe(200);
    expect((await save(student, { q: 'muhasebe' })).statusCode).toBe(201);
  });

  it('refuses filters the job search refuses, naming the field, and saves nothing', async () => {
    const student = await createUser(ctx.app, 'student');
    const city = await save(student, { city: 'Atlantis' });
    expect(city.statusCode).toBe(400);
    expect(city.json().fields).toHaveProperty('city');
    const type = await save(student, { type: 'freelance' });
    expect(type.statusCode).toBe(400);
    expect(type.json().fields).toHaveProperty('type');
    expect(await listOf(student)).toEqual([]);
  });

  it('is a student’s own: others get 401 or 403, another student’s alert is not found and stays', async () => {
    const [owner, other, company] = [
      await createUser(ctx.app, 'student'),
      await createUser(ctx.app, 'student'),
      await createUser(ctx.app, 'company'),
    ];
    const id = (await save(owner, { q: 'python' })).json().id as string;
    expect((await ctx.app.inject({ method: 'POST', url: '/me/job-alerts', payload: {} })).statusCode).toBe(401);
    expect((await save(company, { q: 'python' })).statusCode).toBe(403);
    expect(await listOf(other)).toEqual([]);
    const stolen = await injectAs(ctx.app, other, { method: 'DELETE', url: `/me/job-alerts/${id}` });
    expect(stolen.statusCode).toBe(404);
    expect((await listOf(owner)).map((a) => a.id)).toEqual([id]);
    expect((await injectAs(ctx.app, owner, { method: 'DELETE', url: `/me/job-alerts/${id}` })).statusCode).toBe(200);
    expect((await injectAs(ctx.app, owner, { method: 'DELETE', url: `/me/job-alerts/${id}` })).statusCode).toBe(404);
  });
});

describe('the daily digest', () => {
  it('is scheduled at 08:00 Europe/Istanbul through the queue', async () => {
    const { rows } = await ctx.app.queue.executor.executeSql(
      `select cron, timezone from pgboss.schedule where name = 'job-alert-digest'`,
    );
    expect(rows).toEqual([{ cron: '0 8 * * *', timezone: 'Europe/Istanbul' }]);
  });

  it('mails the new matching jobs once each, with the missing courses, nothing when nothing is new, and starts the next day after the last', async () => {
    const teacher = await createUser(ctx.app, 'teacher');
    const company = await createUser(ctx.app, 'company', { companyName: 'Körfez Bilişim' });
    const student = await createUser(ctx.app, 'student', { name: 'Ayşe' });
    const python = await addCourse(ctx.app, teacher, { title: 'Python 101' });
    const network = await addCourse(ctx.app, teacher, { title: 'Ağ Temelleri' });
    await ctx.app.db.insert(certificates).values({
      studentId: student.id,
      courseId: python,
      code: `PY${crypto
        .randomBytes(6)
        .toString('hex')
        .toUpperCase()
        .replace(/[^A-Z2-7]/g, 'Q')}`,
      courseTitle: '',
      score: 3,
      total: 3,
    });
    const words = crypto.randomBytes(3).toString('hex');
    expect((await save(student, { q: `zeytin${words}` })).statusCode).toBe(201);
    expect((await save(student, { q: `kekik${words}`, city: 'İzmir' })).statusCode).toBe(201);
    await windowsFrom(student, at(1));

    const before = await addJob(company, { title: `Zeytin${words} eski` }, at(1, -1));
    const both = await addJob(
      company,
      { title: `Zeytin${words} kekik${words} Geliştirici`, city: 'İzmir', requiredCourseIds: [python, network] },
      at(1, 2),
    );
    const met = await addJob(company, { title: `Zeytin${words} Stajyer`, requiredCourseIds: [python] }, at(1, 3));
    const free = await addJob(company, { title: `Kekik${words} Destek`, city: 'İzmir' }, at(1, 4));
    const elsewhere = await addJob(company, { title: `Kekik${words} Ankara`, city: 'Ankara' }, at(1, 5));
    // Published after the run's moment: tomorrow's.
    const late = await addJob(company, { title: `Zeytin${words} Geç` }, at(2, 1));

    expect(await digest(at(2))).toBeGreaterThanOrEqual(1);
    const mail = await ctx.smtp.next(student.email);
    expect(mail.subject).toBe('Kayıtlı aramalarınıza uyan 3 yeni iş ilanı var');
    const text = mail.text ?? '';
    expect(text.startsWith('Merhaba Ayşe,')).toBe(true);
    for (const id of [both, met, free]) expect(text.split(`${PUBLIC}/jobinfopage/${id}`)).toHaveLength(2);
    for (const id of [before, elsewhere, late]) expect(text).not.toContain(id);
    expect(text).toContain('İstenen 2 kursun 1 tanesi eksik:');
    expect(text).toContain(`Eksik kurs: Ağ Temelleri: ${PUBLIC}/courseInfoPage/${network}`);
    expect(text).toContain('Bu ilanın istediği kursların hepsini tamamladınız.');
    expect(text).toContain('Bu ilan belirli bir kurs istemiyor.');
    expect(mail.html).toContain(`href="${PUBLIC}/courseInfoPage/${network}"`);
    // RFC 8058: the one-click address, the same as the body's page link.
    const listUnsubscribe = header(mail, 'List-Unsubscribe') ?? '';
    expect(listUnsubscribe).toMatch(/^<https:\/\/beceri\.example\/job-alerts\/unsubscribe\?token=[\w-]+>$/);
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).toContain(`href="${listUnsubscribe.slice(1, -1)}"`);

    // The same day again: nothing new, nothing sent.
    const count = () => ctx.smtp.messages.filter((m) => m.rcptTo.includes(student.email)).length;
    await digest(at(2, 0.5));
    // The next day starts after the previous digest: only the job published since.
    await digest(at(3));
    const next = await ctx.smtp.next(student.email);
    expect(next.subject).toBe('Kayıtlı aramanıza uyan yeni bir iş ilanı var');
    expect(next.text).toContain(`${PUBLIC}/jobinfopage/${late}`);
    for (const id of [both, met, free]) expect(next.text).not.toContain(id);
    await digest(at(4));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(count()).toBe(2);
  });

  it('writes in the student’s language and leaves out suspended students and jobs taken down', async () => {
    const company = await createUser(ctx.app, 'company');
    const [english, suspended] = [await createUser(ctx.app, 'student'), await createUser(ctx.app, 'student')];
    await ctx.app.db.update(users).set({ locale: 'en' }).where(eq(users.id, english.id));
    const words = crypto.randomBytes(3).toString('hex');
    for (const s of [english, suspended]) {
      expect((await save(s, { q: `lavanta${words}` })).statusCode).toBe(201);
      await windowsFrom(s, at(10));
    }
    const shown = await addJob(company, { title: `Lavanta${words} Teknisyen` }, at(10, 1));
    const hidden = await addJob(company, { title: `Lavanta${words} Gizli` }, at(10, 2));
    await ctx.app.db.update(jobs).set({ unpublishedAt: new Date() }).where(eq(jobs.id, hidden));
    await ctx.app.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    await digest(at(11));
    const mail = await ctx.smtp.next(english.email);
    expect(mail.subject).toBe('A new job matches your saved search');
    expect(mail.text).toContain('This job does not ask for particular courses.');
    expect(mail.text).toContain(shown);
    expect(mail.text).not.toContain(hidden);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(ctx.smtp.messages.some((m) => m.rcptTo.includes(suspended.email))).toBe(false);
  });
});

describe('unsubscribing without logging in', () => {
  async function mailedStudent() {
    const company = await createUser(ctx.app, 'company');
    const student = await createUser(ctx.app, 'student');
    const words = crypto.randomBytes(3).toString('hex');
    const a = (await save(student, { q: `incir${words}` })).json().id as string;
    const b = (await save(student, { q: `nane${words}` })).json().id as string;
    await windowsFrom(student, at(20));
    await addJob(company, { title: `İncir${words} Uzmanı` }, at(20, 1));
    await digest(at(21));
    const mail = await ctx.smtp.next(student.email);
    const url = new URL((header(mail, 'List-Unsubscribe') ?? '').slice(1, -1));
    return { student, alerts: [a, b], path: `${url.pathname}${url.search}`, token: url.searchParams.get('token')! };
  }

  it('shows the alerts on GET and removes nothing; the one-click POST removes the mail’s alerts, and again is harmless', async () => {
    const { student, alerts, path } = await mailedStudent();
    const later = (await save(student, { q: 'sonradan' })).json().id as string;
    const view = await ctx.app.inject({ url: path });
    expect(view.statusCode).toBe(200);
    expect(view.json().alerts).toHaveLength(2);
    expect(await listOf(student)).toHaveLength(3);

    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toEqual({ ok: true, removed: 2 });
    // The alert saved after the mail is not the mail's.
    expect((await listOf(student)).map((a) => a.id)).toEqual([later]);
    expect(alerts).not.toContain(later);
    const again = await ctx.app.inject({ method: 'POST', url: path, payload: {} });
    expect(again.json()).toEqual({ ok: true, removed: 0 });
    expect((await ctx.app.inject({ url: path })).json()).toEqual({ alerts: [] });
  });

  it('refuses a token that is not ours or was changed, and a token never reaches another person’s alerts', async () => {
    const { student, token } = await mailedStudent();
    const victim = await createUser(ctx.app, 'student');
    const victimAlert = (await save(victim, { q: 'kurban' })).json().id as string;
    const forged = signUnsubscribe(crypto.randomBytes(32), { studentId: victim.id, alertIds: [victimAlert] });
    // Another id spliced into a real token: its signature no longer fits.
    const raw = Buffer.from(token, 'base64url');
    Buffer.from(victim.id.replaceAll('-', ''), 'hex').copy(raw, 0);
    for (const bad of [forged, raw.toString('base64url'), 'abc', `${token}x`]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await ctx.app.inject({ method, url: `/job-alerts/unsubscribe?token=${bad}` });
        expect(res.statusCode, `${method} ${bad}`).toBe(404);
        expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN' });
        expect(res.json().error).toContain('bağlantısı geçersiz');
      }
    }
    // Even a token we signed removes only alerts of the student it names.
    const crossed = signUnsubscribe(ctx.app.personalData.jobAlertKey, {
      studentId: student.id,
      alertIds: [victimAlert],
    });
    expect((await ctx.app.inject({ method: 'POST', url: `/job-alerts/unsubscribe?token=${crossed}` })).json()).toEqual({
      ok: true,
      removed: 0,
    });
    expect(
      await ctx.app.db
        .select()
        .from(jobAlerts)
        .where(inArray(jobAlerts.id, [victimAlert])),
    ).toHaveLength(1);
    expect((await ctx.app.inject({ url: '/job-alerts/unsubscribe' })).statusCode).toBe(400);
  });
});
