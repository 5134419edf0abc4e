import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { istanbulDay, type Indicators, type Placement } from '@beceri/domain';
import { cohorts, formerParticipants, placements, studentProfiles, users } from '../../db/schema/index.ts';
import { createTestApp, createUser, injectAs, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { placementFeedbackReminderMail } from '../../mail/placements.ts';
import { sendReminders } from './service.ts';

/** Internship placements (decision 065): made by a hire, scheduled, evaluated, rated, listed, reminded, kept. */

let ctx: TestContext;
let company: TestUser;
let otherCompany: TestUser;
let admin: TestUser;
let teacher: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://beceri.example' });
  company = await createUser(ctx.app, 'company', { companyName: 'Körfez Bilişim' });
  otherCompany = await createUser(ctx.app, 'company', { companyName: 'Marmara Yazılım' });
  admin = await createUser(ctx.app, 'admin');
  teacher = await createUser(ctx.app, 'teacher');
});
afterAll(() => ctx.close());

/** Istanbul's day `n` days from today. */
const dayFromToday = (n: number) => istanbulDay(new Date(Date.now() + n * 86_400_000));

async function addJob(type: string, by: TestUser = company, title = 'Yazılım Stajyeri') {
  const res = await injectAs(ctx.app, by, {
    method: 'POST',
    url: '/job/add',
    payload: { title, description: 'Staj', type },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
async function hired(student: TestUser, type = 'internship', by: TestUser = company) {
  const jobId = await addJob(type, by);
  expect((await injectAs(ctx.app, student, { method: 'POST', url: `/enrollment/enroll/${jobId}` })).statusCode).toBe(
    201,
  );
  const hire = await injectAs(ctx.app, by, {
    method: 'PUT',
    url: `/enrollment/hire/${student.id}`,
    payload: { jobId },
  });
  expect(hire.statusCode, hire.body).toBe(200);
  return jobId;
}
const own = async (who: TestUser) => {
  const res = await injectAs(ctx.app, who, { url: '/placements' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Placement[]>();
};
const schedule = (who: TestUser | null, id: string, payload: object, lang = 'tr') =>
  injectAs(ctx.app, who, { method: 'PUT', url: `/placements/${id}`, payload, headers: { 'accept-language': lang } });
const evaluate = (who: TestUser | null, id: string, payload: object) =>
  injectAs(ctx.app, who, { method: 'PUT', url: `/placements/${id}/evaluation`, payload });
const feedback = (who: TestUser | null, id: string, payload: object) =>
  injectAs(ctx.app, who, { method: 'PUT', url: `/placements/${id}/feedback`, payload });
const adminList = async (query = '') => {
  const res = await injectAs(ctx.app, admin, { url: `/admin/placements${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return { items: res.json<Placement[]>(), total: Number(res.headers['x-total-count']) };
};
const past = { startsOn: dayFromToday(-40), endsOn: dayFromToday(-1), mentorName: 'Deniz Aksoy' };
const scores = { attendance: 5, technical: 4, teamwork: 3, comment: 'Özenli ve meraklı.' };

describe('a hire on an internship job', () => {
  it('makes one placement, shown to the company and the student; a hire on another job makes none', async () => {
    const student = await createUser(ctx.app, 'student', { name: 'Elif', surname: 'Çınar' });
    const jobId = await hired(student);
    // Hiring again changes nothing.
    await injectAs(ctx.app, company, { method: 'PUT', url: `/enrollment/hire/${student.id}`, payload: { jobId } });
    await hired(student, 'fullTime');
    const mine = await own(student);
    expect(mine).toEqual([
      expect.objectContaining({
        jobId,
        jobTitle: 'Yazılım Stajyeri',
        companyName: 'Körfez Bilişim',
        studentName: 'Elif Çınar',
        state: 'planning',
        startsOn: null,
        evaluation: null,
        feedback: null,
      }),
    ]);
    expect((await own(company)).map((p) => p.id)).toContain(mine[0]!.id);
    expect((await own(otherCompany)).map((p) => p.id)).not.toContain(mine[0]!.id);
  });
});

describe('the company schedules, evaluates; the student rates', () => {
  it('sets dates and mentor; refuses an end not after the start, naming the field, in either language', async () => {
    const student = await createUser(ctx.app, 'student');
    await hired(student);
    const [p] = await own(student);
    const same = await schedule(company, p!.id, { startsOn: '2026-12-01', endsOn: '2026-12-01', mentorName: 'Ayşe' });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toEqual({ endsOn: 'Bitiş tarihi başlangıç tarihinden sonra olmalı' });
    const en = await schedule(company, p!.id, { startsOn: '2026-12-05', endsOn: '2026-12-01', mentorName: 'A' }, 'en');
    expect(en.json().fields).toEqual({ endsOn: 'The end date must be after the start date' });
    const bad = await schedule(company, p!.id, { startsOn: '2026-02-30', endsOn: '2026-12-01', mentorName: ' ' });
    expect(Object.keys(bad.json().fields).sort()).toEqual(['mentorName', 'startsOn']);
    expect((await own(student))[0]!.startsOn).toBeNull();

    const ok = await schedule(company, p!.id, {
      startsOn: dayFromToday(10),
      endsOn: dayFromToday(40),
      mentorName: 'Deniz Aksoy',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ startsOn: dayFromToday(10), mentorName: 'Deniz Aksoy', state: 'upcoming' });
    expect((await own(student))[0]).toMatchObject({ endsOn: dayFromToday(40), mentorName: 'Deniz Aksoy' });
  });

  it('answers 401, 403 and 404 to everyone but the hiring company, and changes nothing', async () => {
    const student = await createUser(ctx.app, 'student');
    await hired(student);
    const [p] = await own(student);
    expect((await schedule(null, p!.id, past)).statusCode).toBe(401);
    expect((await schedule(otherCompany, p!.id, past)).statusCode).toBe(403);
    expect((await schedule(student, p!.id, past)).statusCode).toBe(403);
    expect((await schedule(admin, p!.id, past)).statusCode).toBe(403);
    const missing = await schedule(company, '00000000-0000-4000-8000-000000000000', past);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Staj kaydı bulunamadı.');
    expect((await schedule(company, 'yok', past)).statusCode).toBe(404);
    expect((await own(student))[0]!.startsOn).toBeNull();
  });

  it('opens the evaluation and the feedback on the last day; the company never sees the feedback', async () => {
    const student = await createUser(ctx.app, 'student');
    await hired(student);
    const [p] = await own(student);
    // No dates yet, then the last day still to come: 409.
    expect((await evaluate(company, p!.id, scores)).json().code).toBe('PLACEMENT_NOT_ENDED');
    await schedule(company, p!.id, { startsOn: dayFromToday(-5), endsOn: dayFromToday(1), mentorName: 'Deniz' });
    expect((await evaluate(company, p!.id, scores)).statusCode).toBe(409);
    expect((await feedback(student, p!.id, { rating: 5 })).statusCode).toBe(409);
    // The last day is today: open.
    await schedule(company, p!.id, { startsOn: dayFromToday(-5), endsOn: dayFromToday(0), mentorName: 'Deniz' });
    const bad = await evaluate(company, p!.id, { attendance: 6, technical: 0, teamwork: 2.5 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['attendance', 'teamwork', 'technical']);
    expect((await evaluate(otherCompany, p!.id, scores)).statusCode).toBe(403);
    expect((await evaluate(student, p!.id, scores)).statusCode).toBe(403);
    const done = await evaluate(company, p!.id, scores);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ state: 'completed', evaluation: { ...scores } });

    const otherStudent = await createUser(ctx.app, 'student');
    expect((await feedback(otherStudent, p!.id, { rating: 4 })).statusCode).toBe(403);
    expect((await feedback(company, p!.id, { rating: 4 })).statusCode).toBe(403);
    expect((await feedback(student, p!.id, { rating: 0 })).json().fields).toEqual({
      rating: 'Değerlendirme 1 ile 5 arasında bir tam sayı olmalı',
    });
    const rated = await feedback(student, p!.id, { rating: 4, comment: 'Çok şey öğrendim.' });
    expect(rated.statusCode, rated.body).toBe(200);
    const mine = (await own(student))[0]!;
    expect(mine.feedback).toMatchObject({ rating: 4, comment: 'Çok şey öğrendim.' });
    expect(mine.evaluation).toMatchObject(scores);
    const theirs = (await own(company)).find((x) => x.id === p!.id)!;
    expect(theirs.evaluation).toMatchObject(scores);
    expect(theirs.feedback).toBeNull();
    // An evaluated placement keeps its dates.
    const moved = await schedule(company, p!.id, past);
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('PLACEMENT_EVALUATED');
  });
});

describe('admins list every placement', () => {
  it('pages in SQL and filters by state and cohort; others get 401/403', async () => {
    const [cohort] = await ctx.app.db
      .insert(cohorts)
      .values({
        name: 'Staj Dönemi',
        startsOn: '2026-01-01',
        endsOn: '2026-12-31',
        birthDateFrom: '1980-01-01',
        birthDateTo: '2010-01-01',
      })
      .returning();
    const inCohort = await createUser(ctx.app, 'student');
    await ctx.app.db
      .update(studentProfiles)
      .set({ cohortId: cohort!.id })
      .where(eq(studentProfiles.userId, inCohort.id));
    await hired(inCohort);
    const [p] = await own(inCohort);
    await schedule(company, p!.id, past);
    const ofCohort = await adminList(`?cohort=${cohort!.id}`);
    expect(ofCohort.items.map((x) => x.id)).toEqual([p!.id]);
    expect(ofCohort.total).toBe(1);
    expect((await adminList(`?cohort=${cohort!.id}&state=completed`)).items).toEqual([]);
    expect((await adminList(`?cohort=${cohort!.id}&state=ended`)).items.map((x) => x.id)).toEqual([p!.id]);
    // The cohort's workbook gains the internships.
    const xlsx = await injectAs(ctx.app, admin, { url: `/admin/attendance.xlsx?cohort=${cohort!.id}` });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Stajlar')!;
    expect(sheet.getRow(1).values).toContain('Mentor');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).values).toEqual(
      expect.arrayContaining(['Yazılım Stajyeri', 'Körfez Bilişim', 'Deniz Aksoy', 'Değerlendirme bekleniyor']),
    );
    const all = await adminList('?limit=1');
    expect(all.items).toHaveLength(1);
    expect(all.total).toBeGreaterThan(1);
    expect((await injectAs(ctx.app, admin, { url: '/admin/placements?state=later' })).statusCode).toBe(400);
    for (const who of [company, inCohort, teacher])
      expect((await injectAs(ctx.app, who, { url: '/admin/placements' })).statusCode).toBe(403);
    expect((await injectAs(ctx.app, null, { url: '/admin/placements' })).statusCode).toBe(401);
    expect((await injectAs(ctx.app, teacher, { url: '/placements' })).statusCode).toBe(403);
  });
});

describe('the reminders', () => {
  it('mail the company days before the last day and the student on it, each once, in their language', async () => {
    // Reminders owed by the other tests' placements go first.
    await sendReminders(ctx.app);
    const count = async (template: string) => {
      const { rows } = await ctx.app.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job where name = 'mail' and data->>'template' = ${template}`,
      );
      return Number(rows[0]!.n);
    };
    const sent = async () => ({
      company: await count('placement-evaluation-reminder'),
      student: await count('placement-feedback-reminder'),
    });
    const student = await createUser(ctx.app, 'student');
    await ctx.app.db.update(users).set({ locale: 'en' }).where(eq(users.id, student.id));
    await hired(student);
    const [p] = await own(student);
    await schedule(company, p!.id, { startsOn: dayFromToday(-20), endsOn: dayFromToday(2), mentorName: 'Deniz' });
    const start = await sent();
    expect(await sendReminders(ctx.app)).toEqual({ company: 1, student: 0 });
    expect(await sent()).toEqual({ company: start.company + 1, student: start.student });
    // On the last day: the student's; the company's is not sent again, and a second run sends nothing.
    const lastDay = new Date(Date.now() + 2 * 86_400_000);
    expect(await sendReminders(ctx.app, lastDay)).toEqual({ company: 0, student: 1 });
    expect(await sendReminders(ctx.app, lastDay)).toEqual({ company: 0, student: 0 });
    expect(await sent()).toEqual({ company: start.company + 1, student: start.student + 1 });
    // Delivered (the outbox of DATA_DIR without SMTP) in the student's language.
    await vi.waitFor(
      () => {
        const dir = path.join(ctx.dataDir, 'outbox');
        const mails = fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
        expect(mails.some((m) => m.includes('Rate my internship'))).toBe(true);
      },
      { timeout: 10_000, interval: 200 },
    );
    // A new last day owes them again; an evaluated placement owes the company nothing.
    await schedule(company, p!.id, { startsOn: dayFromToday(-20), endsOn: dayFromToday(0), mentorName: 'Deniz' });
    await evaluate(company, p!.id, scores);
    expect(await sendReminders(ctx.app)).toEqual({ company: 0, student: 1 });
  });

  it('names the company and the day in Turkish', () => {
    const mail = placementFeedbackReminderMail(
      {
        jobTitle: 'Yazılım Stajyeri',
        endsOn: '2026-12-05',
        companyName: 'Körfez Bilişim',
        name: 'Elif',
        publicUrl: 'https://b.example',
      },
      'tr',
    );
    expect(mail.subject).toBe('Stajınız nasıl geçti? Yazılım Stajyeri');
    expect(mail.text).toContain('Körfez Bilişim şirketindeki "Yazılım Stajyeri" stajınızın son günü: 5 Aralık 2026.');
    expect(mail.text).toContain('https://b.example/StudentProfile#internship');
  });
});

describe('the programme’s figures and the deletion of accounts', () => {
  it('count placed and completed interns; a deleted student stays counted under the anonymous record', async () => {
    const indicators = async () =>
      (await injectAs(ctx.app, admin, { url: '/admin/indicators' })).json<Indicators>().internships;
    const before = await indicators();
    const student = await createUser(ctx.app, 'student');
    await hired(student);
    const [p] = await own(student);
    expect(await indicators()).toEqual({ placed: before.placed + 1, completed: before.completed });
    await schedule(company, p!.id, past);
    await evaluate(company, p!.id, scores);
    await feedback(student, p!.id, { rating: 5, comment: 'Harika' });
    expect(await indicators()).toEqual({ placed: before.placed + 1, completed: before.completed + 1 });

    expect(
      (await injectAs(ctx.app, student, { method: 'DELETE', url: '/me', payload: { password: student.password } }))
        .statusCode,
    ).toBe(200);
    expect(await indicators()).toEqual({ placed: before.placed + 1, completed: before.completed + 1 });
    const row = (await ctx.app.db.select().from(placements).where(eq(placements.id, p!.id)))[0]!;
    expect(row).toMatchObject({
      studentId: null,
      evalTechnical: 4,
      feedbackRating: 5,
      evalComment: null,
      feedbackComment: null,
    });
    const former = (
      await ctx.app.db.select().from(formerParticipants).where(eq(formerParticipants.id, row.formerParticipantId!))
    )[0]!;
    expect(former.internship).toBe(true);
    expect((await adminList()).items.find((x) => x.id === p!.id)).toMatchObject({ studentId: null, studentName: null });

    // A deleted company: the placement stays with its name and title, without the mentor it named.
    const leaving = await createUser(ctx.app, 'company', { companyName: 'Kapanan Şirket' });
    const another = await createUser(ctx.app, 'student');
    await hired(another, 'internship', leaving);
    const [q] = await own(another);
    await schedule(leaving, q!.id, past);
    expect(
      (await injectAs(ctx.app, leaving, { method: 'DELETE', url: '/me', payload: { password: leaving.password } }))
        .statusCode,
    ).toBe(200);
    expect((await own(another))[0]).toMatchObject({
      id: q!.id,
      companyId: null,
      companyName: 'Kapanan Şirket',
      jobId: null,
      mentorName: null,
      jobTitle: 'Yazılım Stajyeri',
    });
    expect(await indicators()).toEqual({ placed: before.placed + 2, completed: before.completed + 1 });
  });
});
