import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_COHORT, type CohortView, type Indicators } from '@beceri/domain';
import {
  attendance,
  certificates,
  cohorts,
  courseEnrollments,
  courses,
  examAttempts,
  formerParticipants,
  labSessions,
  studentProfiles,
} from '../../db/schema/index.ts';
import { newCertificateCode } from '../certificates/service.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  logEntries,
  multipart,
  samples,
  uniqueIdNumber,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';
import { cohortsRepository, seedFirstCohort } from './repository.ts';
import { cohortsDeps, createCohort } from './service.ts';

/** Cohorts (decision 053): the admin's API, the one open cohort, sign-up, the home page's facts and the indicators. */

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx.app, 'admin');
});
afterAll(() => ctx.close());

const body = (over: Record<string, unknown> = {}) => ({
  name: 'Bahar Dönemi',
  nameEn: 'Spring cohort',
  startsOn: '2026-03-01',
  endsOn: '2026-03-31',
  targetParticipants: 40,
  birthDateFrom: '1990-01-01',
  birthDateTo: '2008-01-01',
  facts: { duration: 'Mart 2026’da bir ay sürer.', lab: '21 kişilik laboratuvar.' },
  factsEn: { duration: 'One month in March 2026.' },
  status: 'closed',
  ...over,
});
const create = (over: Record<string, unknown> = {}, who: TestUser | null = admin, lang = 'tr') =>
  injectAs(ctx.app, who, {
    method: 'POST',
    url: '/admin/cohorts',
    payload: body(over),
    headers: { 'accept-language': lang },
  });
const edit = (id: string, over: Record<string, unknown> = {}, lang = 'tr') =>
  injectAs(ctx.app, admin, {
    method: 'PUT',
    url: `/admin/cohorts/${id}`,
    payload: body(over),
    headers: { 'accept-language': lang },
  });
const list = async () => {
  const res = await injectAs(ctx.app, admin, { method: 'GET', url: '/admin/cohorts?limit=100' });
  expect(res.statusCode, res.body).toBe(200);
  return { items: res.json<CohortView[]>(), total: Number(res.headers['x-total-count']) };
};
const openOnes = async () =>
  (await ctx.app.db.select().from(cohorts).where(eq(cohorts.status, 'open'))).map((c) => c.name);
const programme = async (lang = 'tr') =>
  (await ctx.app.inject({ method: 'GET', url: '/programme', headers: { 'accept-language': lang } })).json<{
    cohort: { name: string; facts: Record<string, string>; factsEn: Record<string, string> } | null;
  }>().cohort;

describe('admins add and edit cohorts', () => {
  it('refuses visitors and other roles, and says nothing about the form to them', async () => {
    expect((await create({}, null)).statusCode).toBe(401);
    for (const role of ['student', 'teacher', 'company'] as const) {
      const who = await createUser(ctx.app, role);
      expect((await create({}, who)).statusCode).toBe(403);
      expect((await injectAs(ctx.app, who, { method: 'GET', url: '/admin/cohorts' })).statusCode).toBe(403);
    }
    expect((await list()).total).toBe(0);
  });

  it('says what is wrong in Turkish (English in the English locale) and stores nothing', async () => {
    const res = await create({ name: ' ', endsOn: '2026-02-01', birthDateTo: '1980-01-01', targetParticipants: 0 });
    expect(res.statusCode).toBe(400);
    const fields = res.json<{ fields: Record<string, string> }>().fields;
    expect(fields.name).toBe('Bu alan zorunludur');
    expect(fields.endsOn).toBe('Bitiş tarihi başlangıç tarihinden önce olamaz');
    expect(fields.birthDateTo).toBe('Doğum tarihi aralığının sonu başından sonra olmalı');
    expect(fields.targetParticipants).toBe('Hedef katılımcı sayısı 1 ile 100000 arasında bir tam sayı olmalı');
    const en = await create({ startsOn: '2026-02-30', facts: { lab: 'x'.repeat(301) } }, admin, 'en');
    expect(en.statusCode).toBe(400);
    const enFields = en.json<{ fields: Record<string, string> }>().fields;
    expect(enFields.startsOn).toMatch(/date/i);
    expect(enFields['facts.lab']).toMatch(/300/);
    // Not JSON at all: a 400 too, never a 500.
    const junk = await injectAs(ctx.app, admin, {
      method: 'POST',
      url: '/admin/cohorts',
      payload: '[1,2]',
      headers: { 'content-type': 'application/json' },
    });
    expect(junk.statusCode).toBe(400);
    expect((await list()).total).toBe(0);
  });

  it('keeps at most one open: opening one closes the one before, in the log too', async () => {
    const first = await create({ name: 'Güz Dönemi', status: 'open' });
    expect(first.statusCode, first.body).toBe(201);
    const firstId = first.json<{ id: string }>().id;
    expect(await openOnes()).toEqual(['Güz Dönemi']);

    const second = await create({ name: 'Bahar Dönemi', status: 'open' });
    expect(second.statusCode, second.body).toBe(201);
    const secondId = second.json<{ id: string }>().id;
    expect(await openOnes()).toEqual(['Bahar Dönemi']);

    // Re-opening the first closes the second.
    expect((await edit(firstId, { name: 'Güz Dönemi', status: 'open', targetParticipants: 60 })).statusCode).toBe(200);
    expect(await openOnes()).toEqual(['Güz Dönemi']);
    const { items, total } = await list();
    expect(total).toBe(2);
    const byId = new Map(items.map((c) => [c.id, c]));
    expect(byId.get(firstId)).toMatchObject({ status: 'open', targetParticipants: 60, participants: 0 });
    expect(byId.get(secondId)).toMatchObject({ status: 'closed', nameEn: 'Spring cohort' });

    const texts = (await logEntries(ctx.app, admin.id)).map((e) => e.text);
    expect(texts).toContain('Yönetici "Güz Dönemi" dönemini ekledi');
    expect(texts).toContain('Yönetici "Bahar Dönemi" dönemini açtı; "Güz Dönemi" dönemi kapandı');
    expect(texts).toContain('Yönetici "Güz Dönemi" dönemini açtı; "Bahar Dönemi" dönemi kapandı');
    expect(texts).toContain('Yönetici "Güz Dönemi" dönemini güncelledi');

    // Closing it leaves none open.
    expect((await edit(firstId, { name: 'Güz Dönemi', status: 'closed' })).statusCode).toBe(200);
    expect(await openOnes()).toEqual([]);
    expect(await programme()).toBeNull();
  });

  it('answers 404 for a cohort that does not exist, and changes nothing', async () => {
    expect((await edit('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await edit('not-an-id');
    expect(bad.statusCode).toBe(404);
    expect(bad.json<{ error: string }>().error).toBe('Dönem bulunamadı');
  });

  it('a cohort opened by someone else at the same moment is a clear 409, and nothing of this one is kept', async () => {
    const before = await list();
    const racing = {
      ...cohortsDeps(ctx.app),
      cohorts: {
        ...cohortsRepository,
        // Another admin's open cohort commits between this one's close and insert.
        closeOpen: async (tx: Parameters<typeof cohortsRepository.closeOpen>[0], except?: string) => {
          const closed = await cohortsRepository.closeOpen(tx, except);
          await tx.insert(cohorts).values({
            name: 'Yarışan',
            startsOn: '2026-01-01',
            endsOn: '2026-02-01',
            birthDateFrom: '1990-01-01',
            birthDateTo: '2008-01-01',
            status: 'open',
          });
          await tx.insert(cohorts).values({
            name: 'Yarışan 2',
            startsOn: '2026-01-01',
            endsOn: '2026-02-01',
            birthDateFrom: '1990-01-01',
            birthDateTo: '2008-01-01',
            status: 'open',
          });
          return closed;
        },
      },
    };
    const err = await createCohort(racing, admin.id, {
      name: 'Kaybeden',
      nameEn: '',
      startsOn: '2026-05-01',
      endsOn: '2026-06-01',
      targetParticipants: 80,
      birthDateFrom: '1990-01-01',
      birthDateTo: '2008-01-01',
      facts: {},
      factsEn: {},
      status: 'open',
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({ statusCode: 409, code: 'COHORT_OPEN_CONFLICT' });
    expect((await list()).total).toBe(before.total);
  });
});

describe('the open cohort outside the admin screens', () => {
  it("the home page's facts: both languages from GET /programme, a change seen at once", async () => {
    const res = await create({ name: 'Yaz Dönemi', status: 'open' });
    const id = res.json<{ id: string }>().id;
    const shown = await programme();
    expect(shown).toMatchObject({
      name: 'Yaz Dönemi',
      facts: { duration: 'Mart 2026’da bir ay sürer.', lab: '21 kişilik laboratuvar.' },
      factsEn: { duration: 'One month in March 2026.' },
    });
    // The same answer whatever the reader's language (the page chooses).
    expect(await programme('en')).toEqual(shown);
    await edit(id, { name: 'Yaz Dönemi', status: 'open', facts: { duration: 'Haziran boyunca.' } });
    expect((await programme())?.facts).toEqual({ duration: 'Haziran boyunca.' });
  });

  it('sign-up joins the open cohort and takes its birth window; the public config says the window', async () => {
    const res = await create({
      name: 'Dar Pencere',
      status: 'open',
      birthDateFrom: '2000-01-01',
      birthDateTo: '2005-12-31',
    });
    const cohortId = res.json<{ id: string }>().id;
    const config = await ctx.app.inject({ method: 'GET', url: '/config/public' });
    expect(config.json<{ birthWindow: unknown }>().birthWindow).toEqual({ from: '2000-01-01', to: '2005-12-31' });

    const signup = (dateOfBirth: string, lang = 'tr') => {
      const form = multipart(
        {
          role: 'student',
          name: 'Ece',
          surname: 'Demir',
          idNumber: uniqueIdNumber(),
          gender: 'female',
          dateOfBirth,
          educationLevel: 'universityStudent',
          jobSeekingStatus: 'job',
          disability: 'no',
          email: `ece${Math.random().toString(36).slice(2, 8)}@example.com`,
          password: 'Parola12!',
          consent: 'true',
        },
        [{ field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: samples.pdf }],
      );
      return ctx.app.inject({
        method: 'POST',
        url: '/auth/register',
        remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        payload: form.payload,
        headers: { ...form.headers, 'accept-language': lang },
      });
    };
    const early = await signup('1995-06-01');
    expect(early.statusCode).toBe(400);
    expect(early.json<{ fields: Record<string, string> }>().fields.dateOfBirth).toBe(
      "Doğum tarihi 1 Ocak 2000'den sonra olmalı",
    );
    const late = await signup('2006-01-01', 'en');
    expect(late.json<{ fields: Record<string, string> }>().fields.dateOfBirth).toBe(
      'Date of birth must be before 31 December 2005',
    );
    const ok = await signup('2001-04-12');
    expect(ok.statusCode, ok.body).toBe(201);
    const [profile] = await ctx.app.db
      .select({ cohortId: studentProfiles.cohortId })
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, ok.json<{ id: string }>().id));
    expect(profile!.cohortId).toBe(cohortId);
    expect((await list()).items.find((c) => c.id === cohortId)?.participants).toBe(1);

    // None open: no cohort, and the constants' window (1 Jan 1989 – 1 Jan 2008).
    await edit(cohortId, {
      name: 'Dar Pencere',
      status: 'closed',
      birthDateFrom: '2000-01-01',
      birthDateTo: '2005-12-31',
    });
    const config2 = await ctx.app.inject({ method: 'GET', url: '/config/public' });
    expect(config2.json<{ birthWindow: unknown }>().birthWindow).toEqual({ from: '1989-01-01', to: '2008-01-01' });
    const none = await signup('1995-06-01');
    expect(none.statusCode, none.body).toBe(201);
    const [unassigned] = await ctx.app.db
      .select({ cohortId: studentProfiles.cohortId })
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, none.json<{ id: string }>().id));
    expect(unassigned!.cohortId).toBeNull();
  });
});

describe('the first cohort, seeded at start-up', () => {
  it('is made once, even by two instances at once, and takes in every student without a cohort', async () => {
    const other = await createTestApp();
    try {
      const student = await createUser(other.app, 'student');
      const window = { from: '1991-02-03', to: '2009-04-05' };
      const ids = await Promise.all([seedFirstCohort(other.app.db, window), seedFirstCohort(other.app.db, window)]);
      expect(ids.filter(Boolean)).toHaveLength(1);
      expect(await seedFirstCohort(other.app.db, { from: '1980-01-01', to: '1990-01-01' })).toBeUndefined();
      const all = await other.app.db.select().from(cohorts);
      expect(all).toHaveLength(1);
      expect(all[0]).toMatchObject({
        name: FIRST_COHORT.name,
        startsOn: '2023-10-01',
        endsOn: '2024-09-30',
        targetParticipants: 80,
        birthDateFrom: '1991-02-03',
        birthDateTo: '2009-04-05',
        status: 'open',
        facts: FIRST_COHORT.facts,
        factsEn: FIRST_COHORT.factsEn,
      });
      const [profile] = await other.app.db
        .select({ cohortId: studentProfiles.cohortId })
        .from(studentProfiles)
        .where(eq(studentProfiles.userId, student.id));
      expect(profile!.cohortId).toBe(all[0]!.id);
    } finally {
      await other.close();
    }
  });
});

describe('indicators by cohort, with lab hours and completion', () => {
  it('counts the cohort’s current and former participants, its target, its sessions’ hours and completions', async () => {
    const other = await createTestApp();
    const app = other.app;
    const adminB = await createUser(app, 'admin');
    const teacher = await createUser(app, 'teacher');
    const mk = async (name: string, startsOn: string, endsOn: string, target: number, status: 'open' | 'closed') => {
      const [row] = await app.db
        .insert(cohorts)
        .values({
          name,
          startsOn,
          endsOn,
          targetParticipants: target,
          birthDateFrom: '1990-01-01',
          birthDateTo: '2008-01-01',
          status,
        })
        .returning({ id: cohorts.id });
      return row!.id;
    };
    const X = await mk('Mart', '2026-03-01', '2026-03-31', 40, 'closed');
    const Y = await mk('Nisan', '2026-04-01', '2026-04-30', 25, 'open');
    const [a, b, c] = [
      await createUser(app, 'student'),
      await createUser(app, 'student'),
      await createUser(app, 'student'),
    ];
    await app.db.update(studentProfiles).set({ cohortId: X }).where(eq(studentProfiles.userId, a.id));
    await app.db.update(studentProfiles).set({ cohortId: X }).where(eq(studentProfiles.userId, b.id));
    await app.db.update(studentProfiles).set({ cohortId: Y }).where(eq(studentProfiles.userId, c.id));
    const [former] = await app.db
      .insert(formerParticipants)
      .values({
        gender: 'male',
        ageBand: '18-24',
        educationLevel: 'associate',
        jobSeekingStatus: 'job',
        disability: false,
        furthestStage: 'enrolled',
        registrationMonth: '2026-03',
        cohortId: X,
      })
      .returning({ id: formerParticipants.id });

    const [c1, c2] = await app.db
      .insert(courses)
      .values([
        { title: 'IoT Atölyesi', addedBy: teacher.id, addedByType: 'Teacher' },
        { title: 'Uzaktan Teori', addedBy: teacher.id, addedByType: 'Teacher' },
      ])
      .returning({ id: courses.id });
    const session = async (startsAt: string, endsAt: string) => {
      const [row] = await app.db
        .insert(labSessions)
        .values({
          courseId: c1!.id,
          courseTitle: 'IoT Atölyesi',
          teacherId: teacher.id,
          startsAt: new Date(startsAt),
          endsAt: new Date(endsAt),
        })
        .returning({ id: labSessions.id });
      return row!.id;
    };
    // 2.5 h in March; 1.75 h on the cohort's last Istanbul day; 1.5 h just after midnight on 1 April in Istanbul
    // (still 31 March in UTC); 2 h starting on 28 February.
    const s1 = await session('2026-03-02T09:00:00+03:00', '2026-03-02T11:30:00+03:00');
    await session('2026-03-31T22:00:00+03:00', '2026-03-31T23:45:00+03:00');
    const s3 = await session('2026-04-01T00:30:00+03:00', '2026-04-01T02:00:00+03:00');
    await session('2026-02-28T23:00:00+03:00', '2026-03-01T01:00:00+03:00');
    await app.db.insert(attendance).values([
      { sessionId: s1, studentId: a.id, status: 'present' },
      { sessionId: s1, studentId: b.id, status: 'late' },
      { sessionId: s1, studentId: c.id, status: 'present' },
      { sessionId: s1, studentId: null, formerParticipantId: former!.id, status: 'present' },
      { sessionId: s3, studentId: a.id, status: 'absent' },
      { sessionId: s3, studentId: b.id, status: 'present' },
    ]);
    await app.db.insert(courseEnrollments).values([
      { courseId: c1!.id, studentId: a.id },
      { courseId: c2!.id, studentId: a.id },
      { courseId: c1!.id, studentId: b.id },
      { courseId: c1!.id, studentId: c.id },
    ]);
    await app.db.insert(certificates).values({
      code: newCertificateCode(),
      studentId: a.id,
      courseId: c1!.id,
      courseTitle: 'IoT Atölyesi',
      score: 3,
      total: 3,
    });

    // a passed and holds the certificate; b passed too, and the certificate waits for attendance (decision 055).
    const passed = (studentId: string) => ({
      courseId: c1!.id,
      studentId,
      questions: [],
      day: '2026-03-02',
      submittedAt: new Date('2026-03-02T12:00:00+03:00'),
      score: 3,
      total: 3,
      status: 'passed' as const,
    });
    await app.db.insert(examAttempts).values([passed(a.id), passed(b.id)]);

    const report = async (query: string) => {
      const res = await injectAs(app, adminB, { method: 'GET', url: `/admin/indicators${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Indicators>();
    };
    const x = await report(`?cohort=${X}`);
    expect(x.participants.total).toBe(3);
    expect(x.funnel.registered).toBe(3);
    expect(x.target).toBe(40);
    expect(x.cohort).toEqual({ id: X, name: 'Mart', nameEn: '' });
    // Attended: the marks of its participants in its own sessions (the attendance workbook's totals): b's hour and a
    // half on 1 April counts for April's scope, not March's.
    expect(x.hours).toEqual({ planned: 4.25, delivered: 2.5, attended: 7.5 });
    expect(x.completion).toEqual({ eligible: 2, completed: 1 });
    // Passing and holding a certificate part once attendance gates it: two passed, one certified.
    expect(x.funnel).toMatchObject({ enrolled: 3, passed: 2, certified: 1 });

    const y = await report(`?cohort=${Y}`);
    expect(y.participants.total).toBe(1);
    expect(y.target).toBe(25);
    expect(y.hours).toEqual({ planned: 1.5, delivered: 1.5, attended: 0 });
    expect(y.completion).toEqual({ eligible: 1, completed: 0 });

    // Without a cohort: everyone, the open cohort's target.
    const all = await report('');
    expect(all.participants.total).toBe(4);
    expect(all.target).toBe(25);
    expect(all.cohort).toBeNull();
    expect(all.hours).toEqual({ planned: 7.75, delivered: 4, attended: 11.5 });
    expect(all.completion).toEqual({ eligible: 3, completed: 1 });

    // None open: 80.
    await app.db.update(cohorts).set({ status: 'closed' });
    expect((await report('')).target).toBe(80);

    // An unknown cohort is a 404, a malformed one a 400 in the caller's language.
    const missing = await injectAs(app, adminB, {
      method: 'GET',
      url: '/admin/indicators?cohort=00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    const bad = await injectAs(app, adminB, { method: 'GET', url: '/admin/indicators?cohort=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Dönem geçerli bir kimlik olmalı');

    // The workbook says the cohort and the hours.
    const xlsx = await injectAs(app, adminB, { method: 'GET', url: `/admin/indicators.xlsx?cohort=${X}` });
    expect(xlsx.statusCode).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.getWorksheet('Laboratuvar ve tamamlama')!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    expect(rows).toContainEqual(['Planlanan saat', 4.25]);
    expect(rows).toContainEqual(['Katılınan saat (kişi × saat)', 7.5]);
    expect(rows).toContainEqual(['Sertifikayla tamamlanan', 1]);
    const summary: unknown[][] = [];
    book.getWorksheet('Katılımcılar')!.eachRow((r) => summary.push((r.values as unknown[]).slice(1)));
    expect(summary).toContainEqual(['Dönem', 'Mart']);
    expect(summary).toContainEqual(['Hedef', 40]);

    // The auditors' attendance workbook of each cohort totals the same hours as its indicators.
    for (const [id, figures] of [
      [X, x.hours],
      [Y, y.hours],
    ] as const) {
      const res = await injectAs(app, adminB, { method: 'GET', url: `/admin/attendance.xlsx?cohort=${id}` });
      expect(res.statusCode).toBe(200);
      const audit = new ExcelJS.Workbook();
      await audit.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const totals = (audit.getWorksheet('Toplamlar')!.getRow(2).values as unknown[]).slice(1);
      expect(totals).toEqual([figures.planned, figures.delivered, figures.attended]);
    }
    await other.close();
  });
});
