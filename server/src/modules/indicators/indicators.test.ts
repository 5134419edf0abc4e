import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageBand, AGE_BANDS, istanbulDay, type Indicators } from '@beceri/domain';
import { courseEnrollments, courses, jobApplications, jobs, studentProfiles, users } from '../../db/schema/index.ts';
import { newCertificateCode } from '../certificates/service.ts';
import { gradeAttempt, openOrCreateAttempt } from '../exams/repository.ts';
import { migrationsFolder } from '../../db/client.ts';
import {
  addStudentProfile,
  createTestApp,
  createUser,
  injectAs,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';

/**
 * Every figure of GET /admin/indicators against accounts made here (a fresh database), the
 * age bands at their boundaries, the registration range (Istanbul days, both included), a deleted account kept
 * as a former participant, and the spreadsheet's numbers.
 */

let ctx: TestContext;
let admin: TestUser;
const s: Record<number, TestUser> = {};
const course = {} as Record<'A' | 'B' | 'C', string>;

type Profile = {
  gender: 'male' | 'female';
  dob: string;
  edu: string;
  seeking: 'no' | 'job' | 'internship';
  disability: 'yes' | 'no' | 'withdrawn';
  created?: string;
};
const F = 'female';
const M = 'male';
/** Ages at 2026-06-30 (the `to` of the range) at every band boundary: 15, 16, 17, 17, 18, 24, 24, 25, 29, 29, 30, 35, 35, 36. */
const students: Record<number, Profile> = {
  1: {
    gender: F,
    dob: '2010-07-01',
    edu: 'primarySchoolGraduate',
    seeking: 'no',
    disability: 'yes',
    created: '2026-06-01T00:00:00+03:00',
  },
  2: { gender: M, dob: '2010-06-30', edu: 'middleSchoolGraduate', seeking: 'job', disability: 'no' },
  3: { gender: F, dob: '2009-06-30', edu: 'vocationalSchoolStudent', seeking: 'internship', disability: 'withdrawn' },
  4: { gender: M, dob: '2008-07-01', edu: 'highSchoolGraduate', seeking: 'job', disability: 'no' },
  5: { gender: F, dob: '2008-06-30', edu: 'associate', seeking: 'no', disability: 'yes' },
  6: { gender: M, dob: '2002-06-30', edu: 'universityStudent', seeking: 'internship', disability: 'no' },
  7: { gender: F, dob: '2001-07-01', edu: 'universityGraduate', seeking: 'job', disability: 'no' },
  8: { gender: M, dob: '2001-06-30', edu: 'highSchoolGraduate', seeking: 'job', disability: 'withdrawn' },
  9: { gender: F, dob: '1997-06-30', edu: 'universityGraduate', seeking: 'no', disability: 'no' },
  10: { gender: F, dob: '1996-07-01', edu: 'associate', seeking: 'job', disability: 'yes' },
  11: { gender: M, dob: '1996-06-30', edu: 'universityStudent', seeking: 'internship', disability: 'no' },
  12: { gender: F, dob: '1991-06-30', edu: 'highSchoolGraduate', seeking: 'job', disability: 'no' },
  13: {
    gender: M,
    dob: '1990-07-01',
    edu: 'universityGraduate',
    seeking: 'job',
    disability: 'no',
    created: '2026-06-30T23:59:59+03:00',
  },
  14: { gender: F, dob: '1990-06-30', edu: 'primarySchoolGraduate', seeking: 'no', disability: 'no' },
  // Outside June in Istanbul, by a minute and by a second.
  15: {
    gender: M,
    dob: '2000-01-01',
    edu: 'associate',
    seeking: 'job',
    disability: 'no',
    created: '2026-05-31T23:59:00+03:00',
  },
  16: {
    gender: F,
    dob: '2000-01-01',
    edu: 'associate',
    seeking: 'job',
    disability: 'no',
    created: '2026-07-01T00:00:00+03:00',
  },
  // Deletes the account later in the test: 26 at the deletion for years to come.
  17: { gender: F, dob: '2000-03-03', edu: 'universityStudent', seeking: 'job', disability: 'yes' },
};
const JUNE = 'from=2026-06-01&to=2026-06-30';

const get = async (query = '', user: TestUser | null = admin) =>
  injectAs(ctx.app, user, { method: 'GET', url: `/admin/indicators${query ? `?${query}` : ''}` });
const report = async (query = ''): Promise<Indicators> => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const byTitle = (ind: Indicators) =>
  Object.fromEntries(ind.courses.map((c) => [c.title, [c.enrolled, c.attempted, c.passed]]));

beforeAll(async () => {
  ctx = await createTestApp();
  const { app } = ctx;
  admin = await createUser(app, 'admin');
  const teacher = await createUser(app, 'teacher');
  const company = await createUser(app, 'company');
  for (const [n, p] of Object.entries(students)) {
    const user = await createUser(app, 'student', { name: `Öğrenci ${n}` });
    // Each gets the profile with the answers above instead of createUser's default one.
    await app.db.delete(studentProfiles).where(eq(studentProfiles.userId, user.id));
    await app.db
      .update(users)
      .set({ createdAt: new Date(p.created ?? '2026-06-15T12:00:00+03:00') })
      .where(eq(users.id, user.id));
    await addStudentProfile(app, user.id, {
      gender: p.gender,
      dateOfBirth: p.dob,
      educationLevel: p.edu as never,
      jobSeekingStatus: p.seeking,
      disability: p.disability === 'yes' ? 'yes' : 'no',
    });
    s[Number(n)] = user;
    if (p.disability === 'withdrawn') {
      expect(
        (await injectAs(app, s[Number(n)]!, { method: 'DELETE', url: '/me/consents/disability-data' })).statusCode,
      ).toBe(200);
    }
  }
  for (const [key, title] of [
    ['A', 'Nesnelerin İnterneti'],
    ['B', 'Siber Güvenlik'],
    ['C', 'Veri Bilimi'],
  ] as const) {
    const [row] = await app.db
      .insert(courses)
      .values({ title, addedBy: teacher.id, addedByType: 'Teacher' })
      .returning({ id: courses.id });
    course[key] = row!.id;
  }
  const enrol = (c: 'A' | 'B', ...who: number[]) =>
    app.db.insert(courseEnrollments).values(who.map((n) => ({ courseId: course[c], studentId: s[n]!.id })));
  await enrol('A', 1, 2, 5, 8, 15, 17);
  await enrol('B', 2, 3, 9);
  // Attempts as the exam route stores them: the attempt, the enrolment's attempt day and a pass's certificate.
  const drawnThree = [1, 2, 3].map((i) => ({ id: `q${i}`, order: [0, 1], correct: 0 }));
  const attempt = async (c: 'A' | 'B', n: number, passed: boolean) => {
    const studentId = s[n]!.id;
    const day = istanbulDay();
    const opened = await openOrCreateAttempt(app.db, {
      courseId: course[c],
      studentId,
      day,
      limit: 10,
      questions: drawnThree,
      minutes: null,
      passPercent: 50,
    });
    if (opened.outcome !== 'created') throw new Error(`no attempt opened: ${opened.outcome}`);
    // Every drawn question's correct option is 0: all three right pass, none right fails.
    const graded = await gradeAttempt(app.db, {
      attemptId: opened.attempt.id,
      answers: passed ? { q1: 0, q2: 0, q3: 0 } : {},
      day,
      certificateCode: newCertificateCode(),
    });
    expect(graded?.status).toBe(passed ? 'passed' : 'failed');
  };
  await attempt('A', 1, false);
  await attempt('A', 1, true);
  await attempt('A', 2, false);
  await attempt('A', 5, true);
  await attempt('A', 15, true);
  await attempt('A', 17, true);
  await attempt('B', 2, true);
  await attempt('B', 3, false);
  await attempt('B', 3, false);
  const [job1, job2] = await app.db
    .insert(jobs)
    .values([
      { title: 'Stajyer', description: 'Yazılım', addedBy: company.id, addedByType: 'Company' },
      { title: 'Teknisyen', description: 'Üretim', addedBy: company.id, addedByType: 'Company' },
    ])
    .returning({ id: jobs.id });
  await app.db.insert(jobApplications).values([
    { jobId: job1!.id, studentId: s[2]!.id, status: 'In Review' },
    { jobId: job1!.id, studentId: s[5]!.id, status: 'Hired' },
    { jobId: job2!.id, studentId: s[5]!.id, status: 'Rejected' },
    { jobId: job1!.id, studentId: s[11]!.id, status: 'Shortlisted' },
    { jobId: job1!.id, studentId: s[15]!.id, status: 'Hired' },
  ]);
});

afterAll(() => ctx?.close());

/** Every breakdown adds up to the total; the funnel narrows; the target is 80. */
function expectConsistent(ind: Indicators) {
  const { participants: p } = ind;
  expect(ind.target).toBe(80);
  for (const key of ['byGender', 'byAgeBand', 'byEducation', 'byJobSeeking', 'byDisability'] as const) {
    expect(
      Object.values(p[key]).reduce((a, b) => a + b, 0),
      key,
    ).toBe(p.total);
  }
  expect(ind.funnel.registered).toBe(p.total);
  for (const c of ind.courses) expect(c.passed <= c.attempted && c.enrolled >= 0).toBe(true);
}

const JUNE_PARTICIPANTS = {
  total: 15,
  byGender: { male: 6, female: 9 },
  byAgeBand: { '<16': 1, '16-17': 3, '18-24': 3, '25-29': 4, '30-35': 3, '>35': 1 },
  byEducation: {
    primarySchoolGraduate: 2,
    middleSchoolGraduate: 1,
    vocationalSchoolStudent: 1,
    highSchoolGraduate: 3,
    associate: 2,
    universityStudent: 3,
    universityGraduate: 3,
  },
  byJobSeeking: { no: 4, job: 8, internship: 3 },
  byDisability: { yes: 4, no: 9, unknown: 2 },
};

describe('GET /admin/indicators', () => {
  it('counts June registrations exactly: every breakdown key, the funnel, each course and the target', async () => {
    const ind = await report(JUNE);
    expect(ind.participants).toEqual(JUNE_PARTICIPANTS);
    expect(ind.funnel).toEqual({ registered: 15, enrolled: 7, passed: 4, certified: 4, applied: 3, hired: 1 });
    expect(byTitle(ind)).toEqual({
      'Nesnelerin İnterneti': [5, 4, 3],
      'Siber Güvenlik': [3, 2, 1],
      'Veri Bilimi': [0, 0, 0],
    });
    expect(ind.courses.map((c) => c.id).sort()).toEqual(Object.values(course).sort());
    expectConsistent(ind);
  });

  it('counts everyone without a range, ages as of today (Istanbul)', async () => {
    const ind = await report();
    const today = istanbulDay();
    const bands = Object.fromEntries(AGE_BANDS.map((b) => [b, 0]));
    for (const p of Object.values(students)) bands[ageBand(p.dob, today)]! += 1;
    expect(ind.participants.total).toBe(17);
    expect(ind.participants.byAgeBand).toEqual(bands);
    expect(ind.participants.byGender).toEqual({ male: 7, female: 10 });
    expect(ind.funnel).toEqual({ registered: 17, enrolled: 8, passed: 5, certified: 5, applied: 4, hired: 2 });
    expect(byTitle(ind)).toEqual({
      'Nesnelerin İnterneti': [6, 5, 4],
      'Siber Güvenlik': [3, 2, 1],
      'Veri Bilimi': [0, 0, 0],
    });
    expectConsistent(ind);
  });

  it('takes both days of the range in, as Istanbul days', async () => {
    expect((await report('from=2026-06-01&to=2026-06-01')).participants.total).toBe(1); // student 1 at 00:00
    expect((await report('from=2026-06-30&to=2026-06-30')).participants.total).toBe(1); // student 13 at 23:59:59
    expect((await report('from=2026-05-31&to=2026-05-31')).participants.total).toBe(1); // student 15
    expect((await report('from=2026-07-01')).participants.total).toBe(1); // student 16
    expect((await report('to=2026-05-31')).participants.total).toBe(1);
    expect((await report('from=2026-06-02&to=2026-06-29')).participants.total).toBe(13);
  });

  it('keeps a deleted student as a former participant: the same figures, only the course rows lose them', async () => {
    const before = await report(JUNE);
    const res = await injectAs(ctx.app, s[17]!, {
      method: 'DELETE',
      url: '/me',
      payload: { password: s[17]!.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The record keeps the registration month of the account's creation (Istanbul's calendar), June here.
    const after = await report(JUNE);
    expect(after.participants).toEqual(before.participants);
    expect(after.participants).toEqual(JUNE_PARTICIPANTS);
    expect(after.funnel).toEqual(before.funnel);
    expect(byTitle(after)).toEqual({
      'Nesnelerin İnterneti': [4, 3, 2],
      'Siber Güvenlik': [3, 2, 1],
      'Veri Bilimi': [0, 0, 0],
    });
    expectConsistent(after);
    // Counted as registered on the first day of its month: a range starting on 2 June leaves it out.
    const later = await report('from=2026-06-02&to=2026-06-30');
    expect(later.participants.total).toBe(13);
    expect(later.funnel).toEqual({ registered: 13, enrolled: 5, passed: 2, certified: 2, applied: 3, hired: 1 });
    expectConsistent(later);
    // Registered at midnight on 1 July in Istanbul (21:00 on 30 June in UTC): a July participant after deletion too.
    const july = 'from=2026-07-01&to=2026-07-31';
    expect((await report(july)).participants.total).toBe(1);
    const gone = await injectAs(ctx.app, s[16]!, {
      method: 'DELETE',
      url: '/me',
      payload: { password: s[16]!.password },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await report(july)).participants.total).toBe(1);
    expect((await report(JUNE)).participants).toEqual(JUNE_PARTICIPANTS);
  });

  it('refuses days that are not days, and a range that ends before it starts (both languages)', async () => {
    for (const q of ['from=2026-02-30', 'to=2026-6-1', 'from=yesterday', 'to=2026-13-01']) {
      const res = await get(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        error: 'Tarih YYYY-AA-GG biçiminde geçerli bir gün olmalı',
      });
    }
    const res = await get('from=2026-07-01&to=2026-06-01');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { to: 'Bitiş tarihi başlangıç tarihinden önce olamaz' },
    });
    const en = await get('from=2026-02-30&lang=en');
    expect(en.json()).toMatchObject({
      error: 'The date must be a real day written YYYY-MM-DD',
      fields: { from: 'The date must be a real day written YYYY-MM-DD' },
    });
  });

  it('is for admins only', async () => {
    expect((await get(JUNE, null)).statusCode).toBe(401);
    expect((await get(JUNE, s[2]!)).statusCode).toBe(403);
    expect((await get('from=nonsense', null)).statusCode).toBe(401);
  });
});

describe('GET /admin/indicators.xlsx', () => {
  const workbook = async (query: string) => {
    const res = await injectAs(ctx.app, admin, { method: 'GET', url: `/admin/indicators.xlsx?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return { res, book };
  };
  /** A sheet's rows below its heading, as arrays of cell values. */
  const rows = (book: ExcelJS.Workbook, name: string) => {
    const ws = book.getWorksheet(name);
    expect(ws, name).toBeDefined();
    const out: unknown[][] = [];
    ws!.eachRow((row, n) => {
      if (n > 1) out.push((row.values as unknown[]).slice(1));
    });
    return out;
  };

  it('holds the same numbers as the JSON, one sheet per table, Turkish headings', async () => {
    const ind = await report(JUNE);
    const { res, book } = await workbook(JUNE);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="beceri-gostergeler-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect(book.worksheets.map((w) => w.name)).toEqual([
      'Katılımcılar',
      'Cinsiyet',
      'Yaş grubu',
      'Eğitim',
      'İş arama durumu',
      'Engellilik',
      'Süreç',
      'Kurslar',
      'Laboratuvar ve tamamlama',
    ]);
    expect(rows(book, 'Katılımcılar').slice(0, 5)).toEqual([
      ['Katılımcı sayısı', ind.participants.total],
      ['Hedef', 80],
      ['Hedefe ulaşma', ind.participants.total / 80],
      ['Kayıt tarihi (başlangıç)', '2026-06-01'],
      ['Kayıt tarihi (bitiş)', '2026-06-30'],
    ]);
    expect(book.getWorksheet('Cinsiyet')!.getRow(1).values).toEqual([undefined, 'Grup', 'Kişi', 'Oran']);
    const counts = (name: string) => rows(book, name).map((r) => [r[0], r[1]]);
    const total = ind.participants.total;
    expect(counts('Cinsiyet')).toEqual([
      ['Erkek', 6],
      ['Kadın', 9],
      ['Toplam', total],
    ]);
    expect(counts('Yaş grubu')).toEqual([
      ...AGE_BANDS.map((b) => [b, ind.participants.byAgeBand[b]]),
      ['Toplam', total],
    ]);
    expect(counts('Eğitim').map((r) => r[1])).toEqual([...Object.values(ind.participants.byEducation), total]);
    expect(counts('İş arama durumu')).toEqual([
      ['Hayır', 4],
      ['Evet, iş arıyorum', 8],
      ['Evet, staj arıyorum', 3],
      ['Toplam', total],
    ]);
    expect(counts('Engellilik')).toEqual([
      ['Engelli', 4],
      ['Engelli değil', 9],
      ['Bilinmiyor', 2],
      ['Toplam', total],
    ]);
    expect(counts('Süreç')).toEqual([
      ['Kayıt olan', ind.funnel.registered],
      ['Kursa kaydolan', ind.funnel.enrolled],
      ['Sınavı geçen', ind.funnel.passed],
      ['Sertifika alan', ind.funnel.certified],
      ['İlana başvuran', ind.funnel.applied],
      ['İşe alınan', ind.funnel.hired],
    ]);
    expect(rows(book, 'Kurslar')).toEqual(ind.courses.map((c) => [c.title, c.enrolled, c.attempted, c.passed]));
    expect(rows(book, 'Laboratuvar ve tamamlama').slice(-2)).toEqual([
      ['Staja yerleşen kişi', ind.internships.placed],
      ['Stajı değerlendirilen kişi', ind.internships.completed],
    ]);
  });

  it('speaks English to an English caller', async () => {
    const { res, book } = await workbook(`${JUNE}&lang=en`);
    expect(res.headers['content-disposition']).toMatch(/filename="beceri-indicators-/);
    expect(book.worksheets.map((w) => w.name)).toEqual([
      'Participants',
      'Gender',
      'Age band',
      'Education',
      'Job seeking',
      'Disability',
      'Funnel',
      'Courses',
      'Lab and completion',
    ]);
    expect(rows(book, 'Gender')[0]).toEqual(['Male', 6, 6 / 15]);
  });

  it('is for admins only', async () => {
    expect((await injectAs(ctx.app, null, { method: 'GET', url: '/admin/indicators.xlsx' })).statusCode).toBe(401);
    expect((await injectAs(ctx.app, s[2]!, { method: 'GET', url: '/admin/indicators.xlsx' })).statusCode).toBe(403);
  });
});

describe('a disability answer withdrawn after a report', () => {
  it('counts as unknown at once (decrypted answers are never reused for another ciphertext)', async () => {
    expect((await report(JUNE)).participants.byDisability).toEqual({ yes: 4, no: 9, unknown: 2 });
    expect((await injectAs(ctx.app, s[5]!, { method: 'DELETE', url: '/me/consents/disability-data' })).statusCode).toBe(
      200,
    );
    expect((await report(JUNE)).participants.byDisability).toEqual({ yes: 3, no: 9, unknown: 3 });
    expectConsistent(await report(JUNE));
  });
});

describe('migration 0012', () => {
  it("gives enrolments attempted before attempt days existed their last attempt's day, and leaves the others alone", async () => {
    const app = ctx.app;
    const file = fs.readdirSync(migrationsFolder).find((f) => f.startsWith('0012_'))!;
    const update = fs
      .readFileSync(`${migrationsFolder}/${file}`, 'utf8')
      .split('\n')
      .filter((l) => !l.startsWith('--'))
      .join('\n')
      // The attempts it reads now live in exam_attempts (decision 042), with the columns it reads unchanged.
      .replaceAll('test_results', 'exam_attempts');
    const before = await app.db.select().from(courseEnrollments);
    const attempted = before.filter((e) => e.attemptDay !== null);
    expect(attempted.length).toBeGreaterThan(0);
    // As if stored before migration 0004: no attempt day on any enrolment.
    await app.db.update(courseEnrollments).set({ attemptDay: null });
    await app.db.execute(sql.raw(update));
    const after = await app.db.select().from(courseEnrollments);
    const key = (e: { courseId: string; studentId: string }) => `${e.courseId} ${e.studentId}`;
    // Every attempt of the setup was today (Istanbul): the same enrolments have a day again, and it is today.
    expect(
      after
        .filter((e) => e.attemptDay !== null)
        .map(key)
        .sort(),
    ).toEqual(attempted.map(key).sort());
    for (const e of after) if (e.attemptDay !== null) expect(e.attemptDay).toBe(istanbulDay());
  });
});
