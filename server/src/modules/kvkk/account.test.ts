import { totpCode } from '../../lib/totp.ts';
import { insertPasskey } from '../mfa/repository.ts';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { logText } from '@beceri/domain/log-events';
import {
  activityLogs,
  consents,
  courses,
  files,
  formerParticipants,
  passwordResets,
  studentProfiles,
  users,
} from '../../db/schema/index.ts';
import { addCourse, pdfPart, threeQuestions } from '../../../test/course-fixtures.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  takeExam,
  logEntries,
  multipart,
  samples,
  uniqueIdNumber,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const PASSWORD = 'Kuzey-Yildizi-7';

/** A student signed up through the API (resume, disability answer with its consent), logged in. */
async function signedUpStudent(name = 'Elif', surname = 'Çınar'): Promise<TestUser & { idNumber: string }> {
  const email = `silinecek-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const idNumber = uniqueIdNumber();
  const body = multipart(
    {
      role: 'student',
      name,
      surname,
      idNumber,
      gender: 'female',
      dateOfBirth: '2000-03-15',
      educationLevel: 'universityStudent',
      jobSeekingStatus: 'job',
      disability: 'yes',
      disabilityConsent: 'true',
      email,
      password: PASSWORD,
      consent: 'true',
    },
    [{ field: 'resume', filename: 'özgeçmiş.pdf', contentType: 'application/pdf', data: samples.pdf }],
  );
  const remoteAddress = `10.8.${crypto.randomInt(250)}.${crypto.randomInt(250)}`;
  const res = await ctx.app.inject({ method: 'POST', url: '/auth/register', remoteAddress, ...body });
  expect(res.statusCode).toBe(201);
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/auth/login',
    remoteAddress,
    payload: { email, password: PASSWORD },
  });
  const cookie = String(login.headers['set-cookie']).split(';')[0];
  return { id: res.json().id, email, password: PASSWORD, role: 'student', name, cookie, idNumber };
}

/** A student who enrolled, passed the exam, applied and was hired; a teacher with a course; a company with a job. */
async function wholeProgramme(tag = crypto.randomBytes(3).toString('hex')) {
  const teacher = await createUser(ctx.app, 'teacher', { name: `Kerem${tag}`, surname: 'Aydın', password: PASSWORD });
  const courseId = await addCourse(
    ctx.app,
    teacher,
    { title: 'Silme Kursu', classes: [{ title: 'Giriş', description: '', videoLink: '', pdfFileIndex: 0 }] },
    [pdfPart()],
  );
  const company = await createUser(ctx.app, 'company', { companyName: `Silinen Bilişim ${tag}`, password: PASSWORD });
  const job = await injectAs(ctx.app, company, {
    method: 'POST',
    url: '/job/add',
    payload: { title: 'Stajyer', description: 'Yaz stajı', type: 'internship' },
  });
  expect(job.statusCode).toBe(201);
  const jobId = job.json().id as string;
  const student = await signedUpStudent(`Elif${tag}`, `Çınar${tag}`);
  expect(
    (await injectAs(ctx.app, student, { method: 'POST', url: `/courseEnrollement/enroll/${courseId}` })).statusCode,
  ).toBeLessThan(300);
  // A lab session the teacher taught an hour ago, the student marked present in it (decisions 054, 055), and the
  // student's calendar feed. With the lab attended, the exam's pass below issues the certificate.
  const hour = 60 * 60 * 1000;
  const planned = await injectAs(ctx.app, teacher, {
    method: 'POST',
    url: `/course/${courseId}/sessions`,
    payload: {
      startsAt: new Date(Date.now() - 2 * hour).toISOString(),
      endsAt: new Date(Date.now() - hour).toISOString(),
      room: `Silme ${tag}`,
    },
  });
  expect(planned.statusCode).toBe(201);
  const sessionId = (planned.json() as { sessions: { id: string }[] }).sessions[0]!.id;
  const marked = await injectAs(ctx.app, teacher, {
    method: 'PUT',
    url: `/sessions/${sessionId}/attendance`,
    payload: { marks: [{ studentId: student.id, status: 'present' }] },
  });
  expect(marked.statusCode, marked.body).toBe(200);
  expect((await injectAs(ctx.app, student, { method: 'POST', url: '/me/calendar-token' })).statusCode).toBe(201);
  // A saved job search (decision 064).
  expect(
    (await injectAs(ctx.app, student, { method: 'POST', url: '/me/job-alerts', payload: { q: 'stajyer' } })).statusCode,
  ).toBe(201);
  // A finished lesson (the learning path): its row refers to the student.
  const lesson = (await injectAs(ctx.app, student, { url: `/course/get/${courseId}` })).json().classes[0].id as string;
  expect((await injectAs(ctx.app, student, { method: 'PUT', url: `/me/lessons/${lesson}/done` })).statusCode).toBe(200);
  const answers = threeQuestions.questions.map((q) => q.correctAnswer);
  expect((await takeExam(ctx.app, student, courseId, answers)).statusCode).toBe(200);
  expect((await injectAs(ctx.app, student, { method: 'POST', url: `/enrollment/enroll/${jobId}` })).statusCode).toBe(
    201,
  );
  expect(
    (await injectAs(ctx.app, company, { method: 'PUT', url: `/enrollment/hire/${student.id}`, payload: { jobId } }))
      .statusCode,
  ).toBe(200);
  expect(
    (await ctx.app.inject({ method: 'POST', url: '/mail/forgot-password', payload: { email: student.email } }))
      .statusCode,
  ).toBe(200);
  // The code is written just after the answer.
  await vi.waitFor(async () =>
    expect(
      await ctx.app.db.select().from(passwordResets).where(eq(passwordResets.userId, student.id)),
    ).not.toHaveLength(0),
  );
  // A wrong guess of the code (codes are 100000–999999): the day's count of wrong codes refers to the student.
  expect(
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/auth/verify-otp',
        payload: { email: student.email, otp: '000000' },
      })
    ).statusCode,
  ).toBe(400);
  // Two-step verification: the student's app (with recovery codes and a login waiting for its second step), a
  // passkey of the teacher's.
  const started = await injectAs(ctx.app, student, { method: 'POST', url: '/me/mfa/totp' });
  const { secret } = started.json<{ secret: string }>();
  expect(
    (
      await injectAs(ctx.app, student, {
        method: 'POST',
        url: '/me/mfa/totp/confirm',
        payload: { code: totpCode(secret) },
      })
    ).statusCode,
  ).toBe(200);
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email: student.email, password: PASSWORD },
  });
  expect(login.json()).toMatchObject({ mfaRequired: true });
  // One wrong code for that login: the day's count of wrong codes (the daily cap).
  const pendingCookie = /(?:__Host-)?mfa=[^;]+/.exec(String(login.headers['set-cookie']))![0];
  const wrongCode = String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
  expect(
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/auth/mfa',
        headers: { cookie: pendingCookie },
        payload: { code: wrongCode },
      })
    ).statusCode,
  ).toBe(401);
  // The talent pool (decision 063): the student joins it with a province, the company invites her to a second job.
  const pool = await injectAs(ctx.app, student, {
    method: 'PUT',
    url: '/student/update',
    payload: { openToWork: true, city: 'izmir' },
  });
  expect(pool.json()).toMatchObject({ openToWork: true, city: 'İzmir' });
  const second = await injectAs(ctx.app, company, {
    method: 'POST',
    url: '/job/add',
    payload: { title: 'Destek', description: 'Yardım masası' },
  });
  const invited = await injectAs(ctx.app, company, {
    method: 'POST',
    url: `/talent/${student.id}/invitations`,
    payload: { jobId: second.json().id, message: 'Merhaba, ilanımıza bekleriz.' },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  await insertPasskey(ctx.app.db, {
    userId: teacher.id,
    credentialId: `cred-${tag}`,
    publicKey: 'pQECAyYgASFYIA',
    name: 'Dizüstü',
  });
  return { teacher, company, student, courseId, jobId, tag };
}

async function exportOf(user: TestUser) {
  const res = await injectAs(ctx.app, user, { url: '/me/export' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['content-disposition']).toMatch(
    /^attachment; filename="beceri-verilerim-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  const entries = unzipSync(new Uint8Array(res.rawPayload));
  return { entries, data: JSON.parse(strFromU8(entries['data.json'])) };
}

const deleteMe = (user: TestUser, password: string) =>
  injectAs(ctx.app, user, { method: 'DELETE', url: '/me', payload: { password } });

/** Where each table that refers to a person shows up in data.json. */
const exportKeyOf: Record<string, string> = {
  student_profiles: 'profile',
  teacher_profiles: 'profile',
  company_profiles: 'profile',
  consents: 'consents',
  sessions: 'sessions',
  password_resets: 'passwordResets',
  reset_code_checks: 'resetCodeChecks',
  course_enrollments: 'enrollments',
  lesson_progress: 'lessons',
  exam_attempts: 'attempts',
  job_applications: 'applications',
  certificates: 'certificates',
  attendance: 'attendance',
  courses: 'courses',
  jobs: 'jobs',
  activity_logs: 'activity',
  files: 'files',
  mfa_totp: 'twoStepVerification',
  mfa_passkeys: 'twoStepVerification',
  mfa_recovery_codes: 'twoStepVerification',
  mfa_challenges: 'twoStepVerification',
  mfa_code_checks: 'twoStepVerification',
  lab_sessions: 'labSessions',
  calendar_tokens: 'calendarFeed',
  placements: 'placements',
  talent_invitations: 'invitations',
  job_alerts: 'jobAlerts',
};

/** Every column with a foreign key to users, plus files.owner_id (an owner without a foreign key). */
async function userReferences(): Promise<{ table: string; column: string }[]> {
  const { rows } = await ctx.app.db.execute<{ table: string; column: string }>(sql`
    select kcu.table_name as "table", kcu.column_name as "column"
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
    join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
    where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'users' and tc.table_schema = 'public'
    order by 1, 2`);
  return [...rows, { table: 'files', column: 'owner_id' }];
}

const referencing = async (table: string, column: string, id: string) =>
  Number(
    (
      await ctx.app.db.execute<{ n: string }>(
        sql`select count(*) as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`,
      )
    ).rows[0].n,
  );

describe('GET /me/export', () => {
  it("gives a ZIP with data.json (the plain TC number for its owner only) and the person's own files", async () => {
    const { student } = await wholeProgramme();
    const { entries, data } = await exportOf(student);
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining([
        'exportedAt',
        'user',
        'profile',
        'consents',
        'enrollments',
        'attempts',
        'certificates',
        'applications',
        'files',
      ]),
    );
    expect(data.user).toMatchObject({ id: student.id, email: student.email, name: student.name, role: 'student' });
    expect(JSON.stringify(data.user)).not.toMatch(/password|argon/i);
    expect(data.profile).toMatchObject({
      idNumber: student.idNumber,
      disability: 'yes',
      gender: 'female',
      dateOfBirth: '2000-03-15',
    });
    expect(data.consents.map((c: { purpose: string }) => c.purpose).sort()).toEqual([
      'disability-data',
      'kvkk-notice',
      'talent-pool',
    ]);
    expect(data.profile).toMatchObject({ city: 'İzmir', openToWorkSince: expect.any(String) });
    expect(data.invitations).toEqual([
      expect.objectContaining({ as: 'student', jobTitle: 'Destek', message: 'Merhaba, ilanımıza bekleriz.' }),
    ]);
    expect(data.enrollments).toEqual([expect.objectContaining({ courseTitle: 'Silme Kursu' })]);
    expect(data.lessons).toEqual([expect.objectContaining({ courseTitle: 'Silme Kursu', classTitle: 'Giriş' })]);
    expect(data.attempts).toEqual([expect.objectContaining({ score: 3, total: 3, status: 'passed' })]);
    expect(data.applications).toEqual([expect.objectContaining({ jobTitle: 'Stajyer', status: 'Hired' })]);
    // The hire on an internship job made a placement (decision 065).
    expect(data.placements).toEqual([
      expect.objectContaining({ as: 'student', jobTitle: 'Stajyer', evaluation: null, feedback: null }),
    ]);
    expect(data.certificates).toEqual([
      expect.objectContaining({
        courseTitle: 'Silme Kursu',
        score: 3,
        total: 3,
        code: expect.stringMatching(/^[A-Z2-7]{16}$/),
      }),
    ]);
    expect(data.files).toEqual([
      expect.objectContaining({
        kind: 'resume',
        originalName: expect.stringMatching(/^Elif\S* Çınar\S* Özgeçmiş\.pdf$/),
      }),
    ]);
    expect(Buffer.from(entries[data.files[0].path]).equals(samples.pdf)).toBe(true);
    expect(JSON.stringify(data)).not.toMatch(/storageKey|tokenHash|otpHash|idNumberHash/);
  });

  it('is sent while it is written, and lists a resume whose stored object is gone without breaking the ZIP', async () => {
    const { student } = await wholeProgramme();
    const res = await injectAs(ctx.app, student, { url: '/me/export' });
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['transfer-encoding']).toBe('chunked');
    const [{ storageKey }] = await ctx.app.db
      .select({ storageKey: files.storageKey })
      .from(files)
      .where(eq(files.ownerId, student.id));
    await ctx.app.storage.remove(storageKey);
    const { entries, data } = await exportOf(student);
    expect(data.files).toEqual([expect.objectContaining({ kind: 'resume', missing: true })]);
    expect(Object.keys(entries)).toEqual(['data.json']);
  });

  it('is only for a logged-in person', async () => {
    expect((await ctx.app.inject({ url: '/me/export' })).statusCode).toBe(401);
  });
});

describe('DELETE /me', () => {
  it('with a wrong password answers 400 and changes nothing', async () => {
    const student = await signedUpStudent();
    const res = await deleteMe(student, 'Yanlis123');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Şifre yanlış.',
      code: 'WRONG_PASSWORD',
      fields: { password: 'Şifre yanlış.' },
    });
    expect((await injectAs(ctx.app, student, { url: '/student/get' })).statusCode).toBe(200);
    expect((await deleteMe(student, '')).json().fields).toEqual({ password: 'Bu alan zorunludur' });
  });

  it('every table that refers to a person is in the export and holds nothing of them after deletion', async () => {
    const { teacher, company, student, courseId, tag } = await wholeProgramme();
    const people = [student, teacher, company];
    const refs = await userReferences();
    const unmapped = refs.filter((r) => !exportKeyOf[r.table]);
    expect(unmapped, 'these tables refer to users: add them to GET /me/export and DELETE /me').toEqual([]);

    const exports = new Map<string, Record<string, unknown>>();
    for (const p of people) exports.set(p.id, (await exportOf(p)).data);
    // The teacher's course document is public content: listed with its address, not copied.
    expect(exports.get(teacher.id)!.files).toEqual([
      expect.objectContaining({ kind: 'course_pdf', url: expect.stringMatching(/\/files\/[0-9a-f-]{36}$/) }),
    ]);
    for (const { table, column } of refs) {
      const holders = [];
      for (const p of people) if ((await referencing(table, column, p.id)) > 0) holders.push(p);
      expect(holders.length, `no test person has rows in ${table}.${column}`).toBeGreaterThan(0);
      for (const p of holders) {
        const value = exports.get(p.id)![exportKeyOf[table]];
        expect(
          Array.isArray(value) ? value.length : value,
          `${table} missing from the export of a ${p.role}`,
        ).toBeTruthy();
      }
    }

    const resume = (await ctx.app.db.select().from(files).where(eq(files.ownerId, student.id)))[0];
    const resumePath = path.join(ctx.dataDir, 'uploads', resume.storageKey);
    expect(fs.existsSync(resumePath)).toBe(true);
    for (const p of people) {
      const res = await deleteMe(p, PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'])).toMatch(/sid=;/);
    }
    for (const { table, column } of refs) {
      for (const p of people)
        expect(await referencing(table, column, p.id), `${table}.${column} after deletion`).toBe(0);
    }
    for (const p of people) expect(await ctx.app.db.select().from(users).where(eq(users.id, p.id))).toEqual([]);
    expect(fs.existsSync(resumePath)).toBe(false);
    expect(await ctx.app.db.select().from(files).where(eq(files.id, resume.id))).toEqual([]);

    // Sessions end at once: the old cookie is refused.
    expect((await injectAs(ctx.app, student, { url: '/student/get' })).statusCode).toBe(401);
    // The course stays for its students, taken over by the programme.
    const [course] = await ctx.app.db.select().from(courses).where(eq(courses.id, courseId));
    expect(course).toMatchObject({ addedBy: null, addedByType: 'Admin' });
    // The log keeps the events, not the names: neither in what it stores nor in what it shows.
    const entries = await logEntries(ctx.app);
    expect(JSON.stringify(entries)).not.toContain(tag);
    const log = entries.map((r) => r.text).join('\n');
    expect(log).toContain('Silinmiş kullanıcı adlı öğrenci "Silme Kursu" kursuna kaydoldu');
    expect(log).toContain('Silinmiş kullanıcı şirketi');
    expect(log).toContain(`Silinmiş kullanıcı şirketi Silinmiş kullanıcı adlı öğrenciyi "Stajyer" ilanı için işe aldı`);
    expect(log).toContain('Silinmiş kullanıcı adlı öğretmen "Silme Kursu" kursunu ekledi');
    const english = entries.map((r) => logText(r, 'en')).join('\n');
    expect(english).toContain('Company Deleted user hired student Deleted user for the job "Stajyer"');
  });

  it("takes only the deleted person's names out of the log: the others' stay", async () => {
    const { company, student, tag } = await wholeProgramme();
    expect((await deleteMe(student, PASSWORD)).statusCode).toBe(200);
    const hire = (await logEntries(ctx.app, company.id)).find((e) => e.event === 'application.moved')!;
    expect(hire.params).toMatchObject({ companyName: `Silinen Bilişim ${tag}`, studentName: null });
    expect(hire.text).toBe(
      `Silinen Bilişim ${tag} şirketi Silinmiş kullanıcı adlı öğrenciyi "Stajyer" ilanı için işe aldı`,
    );
    expect(hire.subjectId).toBeNull();
    // An entry left as written before event codes loses the phrase that names them, as deletion always did.
    const legacy = `Yönetici, Elif${tag} Çınar${tag} adlı öğrencinin hesabını askıya aldı`;
    const other = await signedUpStudent(`Ece${tag}`, 'Tan');
    const [kept, scrubbed] = await ctx.app.db
      .insert(activityLogs)
      .values([
        { type: 'other', text: legacy },
        { type: 'other', text: `Ece${tag} Tan adlı öğrenci kayıt oldu` },
      ])
      .returning({ id: activityLogs.id });
    expect((await deleteMe(other, PASSWORD)).statusCode).toBe(200);
    const textOf = new Map((await logEntries(ctx.app)).map((e) => [e.id, e.text]));
    expect(textOf.get(scrubbed.id)).toBe('Silinmiş kullanıcı adlı öğrenci kayıt oldu');
    expect(textOf.get(kept.id)).toBe(legacy);
  });

  it('leaves an anonymous participant record with the furthest funnel stage', async () => {
    const { student } = await wholeProgramme();
    const before = await ctx.app.db.select().from(formerParticipants);
    expect((await deleteMe(student, PASSWORD)).statusCode).toBe(200);
    const after = await ctx.app.db.select().from(formerParticipants);
    const added = after.filter((r) => !before.some((b) => b.id === r.id));
    expect(added).toHaveLength(1);
    const { id: _id, ...record } = added[0];
    const now = new Date().toISOString().slice(0, 7);
    expect(record).toEqual({
      gender: 'female',
      ageBand: expect.stringMatching(/^(18-24|25-29)$/),
      educationLevel: 'universityStudent',
      jobSeekingStatus: 'job',
      disability: true,
      furthestStage: 'hired',
      // The lab attended, the pass issued the certificate.
      certified: true,
      registrationMonth: now,
      // No cohort open at sign-up (decision 055: the record keeps the student's cohort).
      cohortId: null,
      // The hire on an internship job made a placement, kept under this record (decision 065).
      internship: true,
    });
    expect(JSON.stringify(record)).not.toContain(student.id);
  });

  it('refuses to delete the last admin account', async () => {
    await ctx.app.db.delete(users).where(eq(users.role, 'admin'));
    const admin = await createUser(ctx.app, 'admin', { password: PASSWORD });
    const res = await deleteMe(admin, PASSWORD);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Son yönetici hesabı silinemez.', code: 'LAST_ADMIN' });
    await createUser(ctx.app, 'admin');
    expect((await deleteMe(admin, PASSWORD)).statusCode).toBe(200);
  });
});

describe('withdrawing the disability-data consent', () => {
  it('erases the stored answer and records the withdrawal', async () => {
    const student = await signedUpStudent();
    expect((await injectAs(ctx.app, student, { url: '/student/get' })).json()).toMatchObject({
      disability: 'yes',
      disabilityConsent: true,
    });
    const res = await injectAs(ctx.app, student, { method: 'DELETE', url: '/me/consents/disability-data' });
    expect(res.statusCode).toBe(200);
    const [profile] = await ctx.app.db.select().from(studentProfiles).where(eq(studentProfiles.userId, student.id));
    expect(profile.disability).toBeNull();
    const rows = await ctx.app.db.select().from(consents).where(eq(consents.userId, student.id));
    expect(rows.find((r) => r.purpose === 'disability-data')?.withdrawnAt).toBeInstanceOf(Date);
    expect(rows.find((r) => r.purpose === 'kvkk-notice')?.withdrawnAt).toBeNull();
    expect((await injectAs(ctx.app, student, { url: '/student/get' })).json()).toMatchObject({
      disability: null,
      disabilityConsent: false,
    });
  });

  it('is for students', async () => {
    const company = await createUser(ctx.app, 'company');
    expect(
      (await injectAs(ctx.app, company, { method: 'DELETE', url: '/me/consents/disability-data' })).statusCode,
    ).toBe(403);
  });
});
