import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  applicationStatusChanges,
  certificates,
  companyProfiles,
  consents,
  courses,
  jobApplications,
  jobs,
  talentInvitations,
  users,
} from '../../db/schema/index.ts';
import { addCourse } from '../../../test/course-fixtures.ts';
import { createUser, injectAs, type TestUser } from '../../../test/helpers.ts';
import { appWithSmtp } from '../../../test/smtp.ts';
import type { TalentPage } from '@beceri/domain';

/*
 * The talent pool (decision 063): students opt in with a province; approved, verified companies find them by course,
 * province and keyword, see no contact detail, and invite them to an open job of their own (20 a day); the student
 * accepts (an application in Kısa listede) or declines, and the company learns it by mail.
 */
describe('the talent pool', () => {
  const ctx = appWithSmtp({ PUBLIC_URL: 'https://beceri.example' });

  const settings = (student: TestUser, payload: unknown) =>
    injectAs(ctx.app, student, { method: 'PUT', url: '/student/update', payload: payload as object });
  const search = (company: TestUser, query = '') => injectAs(ctx.app, company, { url: `/talent${query}` });
  const addJob = async (company: TestUser, title = 'Ağ Teknisyeni') => {
    const res = await injectAs(ctx.app, company, {
      method: 'POST',
      url: '/job/add',
      payload: { title, description: 'Saha ve ofis', city: 'Kocaeli', type: 'fullTime' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const invite = (company: TestUser, studentId: string, jobId: string, message = 'Ekibimize bekleriz.') =>
    injectAs(ctx.app, company, {
      method: 'POST',
      url: `/talent/${studentId}/invitations`,
      payload: { jobId, message },
    });
  const answer = (student: TestUser, id: string, response: string) =>
    injectAs(ctx.app, student, { method: 'PUT', url: `/me/invitations/${id}`, payload: { response } });

  /** A published course with a word no other test's course has, and a student holding its certificate. */
  async function certified(student: TestUser, title: string) {
    const teacher = await createUser(ctx.app, 'teacher');
    const courseId = await addCourse(ctx.app, teacher, { title, description: 'Uygulamalı eğitim' });
    const code = crypto
      .randomBytes(10)
      .toString('hex')
      .toUpperCase()
      .replace(/[^A-Z2-7]/g, 'K')
      .slice(0, 16);
    await ctx.app.db
      .insert(certificates)
      .values({ code, studentId: student.id, courseId, courseTitle: title, score: 3, total: 3 });
    return { courseId, code };
  }

  async function pooledStudent(name: string, surname: string, city = 'İzmir') {
    const student = await createUser(ctx.app, 'student', { name, surname });
    await ctx.app.db.update(users).set({ phone: '05321234567' }).where(eq(users.id, student.id));
    const res = await settings(student, { openToWork: true, city });
    expect(res.statusCode, res.body).toBe(200);
    return student;
  }

  describe('PUT /student/update {openToWork, city}', () => {
    it('turns the pool on and off with the talent-pool consent, and keeps the province on the profile', async () => {
      const student = await createUser(ctx.app, 'student');
      const before = (await injectAs(ctx.app, student, { url: '/student/get' })).json();
      expect(before).toMatchObject({ openToWork: false, city: null });

      const on = await settings(student, { openToWork: true, city: 'istanbul' });
      expect(on.statusCode).toBe(200);
      expect(on.json()).toMatchObject({ ok: true, openToWork: true, city: 'İstanbul' });
      expect((await injectAs(ctx.app, student, { url: '/student/get' })).json()).toMatchObject({
        openToWork: true,
        city: 'İstanbul',
      });
      const given = await ctx.app.db
        .select()
        .from(consents)
        .where(and(eq(consents.userId, student.id), eq(consents.purpose, 'talent-pool')));
      expect(given).toEqual([expect.objectContaining({ withdrawnAt: null, textVersion: expect.any(String) })]);

      const off = await settings(student, { openToWork: false });
      expect(off.json()).toMatchObject({ openToWork: false, city: 'İstanbul' });
      const withdrawn = await ctx.app.db
        .select()
        .from(consents)
        .where(and(eq(consents.userId, student.id), eq(consents.purpose, 'talent-pool')));
      expect(withdrawn).toEqual([expect.objectContaining({ withdrawnAt: expect.any(Date) })]);
      // The province alone, and cleared.
      expect((await settings(student, { city: '' })).json()).toMatchObject({ openToWork: false, city: null });
    });

    it('refuses an unknown province or an empty body with a Turkish message naming the field, changing nothing', async () => {
      const student = await createUser(ctx.app, 'student');
      const bad = await settings(student, { openToWork: true, city: 'Atlantis' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toEqual({ city: 'İl: 81 ilden birini seçin.' });
      expect((await injectAs(ctx.app, student, { url: '/student/get' })).json()).toMatchObject({ openToWork: false });
      const notBoolean = await settings(student, { openToWork: 'evet' });
      expect(notBoolean.statusCode).toBe(400);
      expect(notBoolean.json().fields.openToWork).toBe('İş arıyorum: açık ya da kapalı olmalı.');
      expect((await settings(student, {})).statusCode).toBe(400);
    });

    it('still changes the password when the body has one (a wrong current password answers 400)', async () => {
      const student = await createUser(ctx.app, 'student');
      const res = await settings(student, { password: 'Yeni-Parola-42', currentPassword: 'Yanlis-Parola-1' });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('WRONG_PASSWORD');
    });
  });

  describe('GET /talent', () => {
    it('shows opted-in students by first name and initial, education, status, province and certificates — no contact', async () => {
      const tag = crypto.randomBytes(3).toString('hex');
      const ayse = await pooledStudent('Ayşe', 'ışık', 'İzmir');
      const { courseId, code } = await certified(ayse, `Siber Güvenlik ${tag}`);
      const hidden = await createUser(ctx.app, 'student', { name: 'Gizli', surname: 'Kişi' });
      await certified(hidden, `Siber Güvenlik ${tag} ileri`);
      const company = await createUser(ctx.app, 'company');

      const res = await search(company, `?courseId=${courseId}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const page = res.json();
      expect(page).toMatchObject({ total: 1, page: 1 });
      expect(page.items).toEqual([
        {
          studentId: ayse.id,
          displayName: 'Ayşe I.',
          educationLevel: 'highSchoolGraduate',
          jobSeekingStatus: 'job',
          city: 'İzmir',
          passedCourses: [
            { courseId, title: `Siber Güvenlik ${tag}`, certificateCode: code, issuedAt: expect.any(String) },
          ],
          invitations: [],
        },
      ]);
      expect(res.body).not.toContain(ayse.email);
      expect(res.body).not.toContain('05321234567');
      expect(res.body).not.toContain('ışık');
      expect(res.body).not.toMatch(/idNumber|email|phone/);

      // The keyword finds the course's words, Turkish letters folded; the hidden student is never listed.
      const byWord = (await search(company, `?q=${encodeURIComponent(`guvenlik ${tag}`)}`)).json();
      expect(byWord.items.map((c: { studentId: string }) => c.studentId)).toEqual([ayse.id]);
      const byCity = (await search(company, `?city=izmir&q=${tag}`)).json();
      expect(byCity.total).toBe(1);
      expect((await search(company, `?city=Ankara&q=${tag}`)).json().total).toBe(0);
      // Leaving the pool leaves the search at once.
      await settings(ayse, { openToWork: false });
      expect((await search(company, `?q=${tag}`)).json().total).toBe(0);
    });

    it('turns a keyword into the courses it names: a word of no course finds nobody, a word of every course asks for a certificate', async () => {
      const tag = crypto.randomBytes(3).toString('hex');
      const holder = await pooledStudent('Elif', 'Kaya', 'Rize');
      const uncertified = await pooledStudent('Ece', 'Kaya', 'Rize');
      const company = await createUser(ctx.app, 'company');
      const found = async (query: string) => {
        const res = await search(company, `?city=Rize&${query}`);
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as TalentPage).items.map((c) => c.studentId);
      };
      // Before the course exists its words name nothing; the course's creation is seen at once (the words' courses
      // are kept in the read cache until a course changes).
      expect(await found(`q=${encodeURIComponent(`teknolojileri ${tag}`)}`)).toEqual([]);
      const { courseId } = await certified(holder, `Ağ Teknolojileri ${tag}`);
      expect(await found(`q=${encodeURIComponent(`teknolojileri ${tag}`)}`)).toEqual([holder.id]);
      expect(await found(`q=${encodeURIComponent(`teknolojileri yok${tag}`)}`)).toEqual([]);
      // A letter every course's title or description holds narrows nothing, but a student without a certificate
      // holds no course it names.
      const texts = (await ctx.app.db.select({ search: courses.search }).from(courses)).map((c) => c.search);
      const everywhere = [...'aeiklmnrt'].find((letter) => texts.every((text) => text.includes(letter)));
      expect(everywhere).toBeDefined();
      const byLetter = await found(`q=${everywhere}`);
      expect(byLetter).toContain(holder.id);
      expect(byLetter).not.toContain(uncertified.id);
      // The course and a word together.
      expect(await found(`courseId=${courseId}&q=${everywhere}%20${tag}`)).toEqual([holder.id]);
    });

    it('pages twelve cards at a time with the total', async () => {
      const tag = crypto.randomBytes(3).toString('hex');
      const teacher = await createUser(ctx.app, 'teacher');
      const courseId = await addCourse(ctx.app, teacher, { title: `Python ${tag}`, description: 'Temel' });
      for (let i = 0; i < 14; i++) {
        const s = await pooledStudent(`Öğrenci${i}`, 'Deneme', 'Sivas');
        await ctx.app.db.insert(certificates).values({
          code: `PAGE${tag.toUpperCase().replace(/[^A-Z2-7]/g, 'Q')}${'ABCDEFGHIJKLMNOP'[i]}AAAA`,
          studentId: s.id,
          courseId,
          courseTitle: `Python ${tag}`,
          score: 3,
          total: 3,
        });
      }
      const company = await createUser(ctx.app, 'company');
      const first = (await search(company, `?courseId=${courseId}`)).json();
      const second = (await search(company, `?courseId=${courseId}&page=2`)).json();
      expect([first.total, first.items.length, second.items.length]).toEqual([14, 12, 2]);
      const past = (await search(company, `?courseId=${courseId}&page=5`)).json();
      expect([past.total, past.items.length]).toEqual([14, 0]);
    });

    it('is for approved companies with a verified address: others get 403 with a message; bad filters 400', async () => {
      const pending = await createUser(ctx.app, 'company');
      await ctx.app.db
        .update(companyProfiles)
        .set({ approval: 'pending' })
        .where(eq(companyProfiles.userId, pending.id));
      expect((await search(pending)).json()).toMatchObject({ code: 'COMPANY_NOT_APPROVED' });
      const unverified = await createUser(ctx.app, 'company');
      await ctx.app.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, unverified.id));
      expect((await search(unverified)).statusCode).toBe(403);
      expect((await search(unverified)).json().code).toBe('EMAIL_NOT_VERIFIED');
      expect((await search(await createUser(ctx.app, 'student'))).statusCode).toBe(403);
      expect((await ctx.app.inject({ url: '/talent' })).statusCode).toBe(401);
      const company = await createUser(ctx.app, 'company');
      const bad = await search(company, '?city=Atlantis');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toEqual({ city: 'İl: 81 ilden birini seçin.' });
      expect((await search(company, '?courseId=abc')).json().fields).toEqual({
        courseId: 'Kurs: geçerli bir kurs seçin.',
      });
    });
  });

  describe('POST /talent/{studentId}/invitations', () => {
    it('mails the student in her language, without the message, with a button to her invitations', async () => {
      const student = await pooledStudent('Elif', 'Kaya');
      const company = await createUser(ctx.app, 'company', { name: 'Mehmet', companyName: 'Körfez Bilişim' });
      const jobId = await addJob(company, 'Sistem Destek');
      const res = await invite(company, student.id, jobId, 'Ziyaret edin: evil.example/giris');
      expect(res.statusCode, res.body).toBe(201);
      const mail = await ctx.smtp.next(student.email);
      expect(mail.subject).toBe('Bir ilana davet edildiniz');
      expect(mail.text).toContain(
        'Körfez Bilişim şirketi sizi aday havuzunda buldu ve "Sistem Destek" ilanına davet etti.',
      );
      expect(mail.text).toContain('https://beceri.example/StudentProfile#davetlerim');
      expect(mail.text).not.toContain('evil.example');
      // The card now shows the invitation; the same student and job again is refused while it is pending.
      const card = (await search(company, `?city=İzmir`))
        .json()
        .items.find((c: { studentId: string }) => c.studentId === student.id);
      expect(card.invitations).toEqual([{ jobId, status: 'pending' }]);
      const again = await invite(company, student.id, jobId);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'ALREADY_INVITED',
        error: 'Bu öğrenciyi bu ilana zaten davet ettiniz; yanıtını bekleyin.',
      });

      const english = await pooledStudent('Jane', 'Doe');
      await ctx.app.db.update(users).set({ locale: 'en' }).where(eq(users.id, english.id));
      expect((await invite(company, english.id, jobId)).statusCode).toBe(201);
      const en = await ctx.smtp.next(english.email);
      expect(en.subject).toBe('You have been invited to a job');
      expect(en.text).toContain(
        'Körfez Bilişim found you in the talent pool and invited you to the job "Sistem Destek".',
      );
    });

    it("refuses another company's job, a closed job, a student not in the pool and an unapproved company", async () => {
      const student = await pooledStudent('Can', 'Er');
      const company = await createUser(ctx.app, 'company');
      const other = await createUser(ctx.app, 'company');
      const othersJob = await addJob(other);
      const notMine = await invite(company, student.id, othersJob);
      expect(notMine.statusCode).toBe(403);
      expect(notMine.json().fields).toEqual({ jobId: 'İlan: yalnızca kendi ilanlarınıza davet edebilirsiniz.' });
      const closed = await addJob(company, 'Kapanan');
      await ctx.app.db.update(jobs).set({ deadline: '2020-01-01' }).where(eq(jobs.id, closed));
      expect((await invite(company, student.id, closed)).json().code).toBe('JOB_CLOSED');
      const jobId = await addJob(company);
      const outside = await createUser(ctx.app, 'student');
      const notPooled = await invite(company, outside.id, jobId);
      expect(notPooled.statusCode).toBe(404);
      expect(notPooled.json().error).toBe('Bu öğrenci aday havuzunda değil.');
      expect((await invite(company, 'abc', jobId)).statusCode).toBe(404);
      const empty = await invite(company, student.id, jobId, '   ');
      expect(empty.json().fields).toEqual({ message: 'Mesaj: öğrenciye kısa bir mesaj yazın.' });
      await ctx.app.db
        .update(companyProfiles)
        .set({ approval: 'pending' })
        .where(eq(companyProfiles.userId, company.id));
      expect((await invite(company, student.id, jobId)).json().code).toBe('COMPANY_NOT_APPROVED');
      expect(
        await ctx.app.db.select().from(talentInvitations).where(eq(talentInvitations.companyId, company.id)),
      ).toEqual([]);
    });

    it('allows twenty a day per company (Europe/Istanbul); the twenty-first answers 429 in Turkish', async () => {
      const company = await createUser(ctx.app, 'company');
      const jobId = await addJob(company);
      const students: TestUser[] = [];
      for (let i = 0; i < 21; i++) students.push(await pooledStudent(`Aday${i}`, 'Limit', 'Tokat'));
      // Yesterday's (in Istanbul) do not count.
      const yesterday = new Date(Date.now() - 30 * 60 * 60 * 1000);
      await ctx.app.db.insert(talentInvitations).values(
        [0, 1, 2].map(() => ({
          companyId: company.id,
          studentId: students[20].id,
          jobId,
          message: 'dün',
          status: 'declined' as const,
          createdAt: yesterday,
        })),
      );
      for (let i = 0; i < 20; i++) expect((await invite(company, students[i].id, jobId)).statusCode).toBe(201);
      const over = await invite(company, students[20].id, jobId);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({
        code: 'INVITATION_LIMIT',
        error: 'Bugün en fazla 20 davet gönderebilirsiniz. Yarın yeniden deneyin.',
      });
      // Another company's limit is its own.
      const other = await createUser(ctx.app, 'company');
      expect((await invite(other, students[20].id, await addJob(other))).statusCode).toBe(201);
    });
  });

  describe('answering an invitation', () => {
    it('accepting makes an application in Kısa listede without a resume; the company sees the contact details', async () => {
      const student = await pooledStudent('Zeynep', 'Aydın');
      const company = await createUser(ctx.app, 'company', { name: 'Ahmet', companyName: 'Deniz Yazılım' });
      const jobId = await addJob(company, 'Web Geliştirici');
      const { id } = (await invite(company, student.id, jobId, 'Profilinizi beğendik.')).json();
      await ctx.smtp.next(student.email);

      const list = (await injectAs(ctx.app, student, { url: '/me/invitations' })).json();
      expect(list).toEqual([
        expect.objectContaining({
          id,
          jobId,
          jobTitle: 'Web Geliştirici',
          companyName: 'Deniz Yazılım',
          message: 'Profilinizi beğendik.',
          status: 'pending',
          applicationStatus: null,
        }),
      ]);
      const accepted = await answer(student, id, 'accept');
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toMatchObject({ status: 'accepted', application: { status: 'Shortlisted' } });
      const applicationId = accepted.json().application.id;
      const history = await ctx.app.db
        .select({ from: applicationStatusChanges.fromStatus, to: applicationStatusChanges.toStatus })
        .from(applicationStatusChanges)
        .where(eq(applicationStatusChanges.applicationId, applicationId));
      expect(history).toEqual([{ from: null, to: 'Shortlisted' }]);
      const applicants = await injectAs(ctx.app, company, { url: `/enrollment/studentsEnrolled/${jobId}` });
      expect(applicants.json()).toEqual([
        expect.objectContaining({ status: 'Shortlisted', email: student.email, phone: '05321234567' }),
      ]);
      const mail = await ctx.smtp.next(company.email);
      expect(mail.subject).toBe('Davetiniz kabul edildi');
      expect(mail.text).toContain('Zeynep Aydın, "Web Geliştirici" ilanına davetinizi kabul etti.');
      expect(mail.text).toContain(`https://beceri.example/hire/${jobId}`);
      expect((await injectAs(ctx.app, student, { url: '/me/invitations' })).json()[0]).toMatchObject({
        status: 'accepted',
        applicationStatus: 'Shortlisted',
        answeredAt: expect.any(String),
      });
      // Answered once only.
      const twice = await answer(student, id, 'decline');
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error).toBe('Bu davet zaten yanıtlandı.');
    });

    it('accepting moves an application still İnceleniyor to Kısa listede, in its history', async () => {
      const student = await pooledStudent('Ali', 'Demir');
      const company = await createUser(ctx.app, 'company');
      const jobId = await addJob(company);
      expect(
        (await injectAs(ctx.app, student, { method: 'POST', url: `/enrollment/enroll/${jobId}` })).statusCode,
      ).toBe(201);
      const { id } = (await invite(company, student.id, jobId)).json();
      expect((await answer(student, id, 'accept')).statusCode).toBe(200);
      const [application] = await ctx.app.db
        .select()
        .from(jobApplications)
        .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.studentId, student.id)));
      expect(application.status).toBe('Shortlisted');
      const history = await ctx.app.db
        .select({ from: applicationStatusChanges.fromStatus, to: applicationStatusChanges.toStatus })
        .from(applicationStatusChanges)
        .where(eq(applicationStatusChanges.applicationId, application.id))
        .orderBy(asc(applicationStatusChanges.id));
      expect(history).toEqual([
        { from: null, to: 'In Review' },
        { from: 'In Review', to: 'Shortlisted' },
      ]);
    });

    it('declining tells the company by first name and initial and makes no application; others cannot answer', async () => {
      const student = await pooledStudent('Deniz', 'Yılmaz');
      const company = await createUser(ctx.app, 'company', { name: 'Selin' });
      const jobId = await addJob(company);
      const { id } = (await invite(company, student.id, jobId)).json();
      const stranger = await createUser(ctx.app, 'student');
      expect((await answer(stranger, id, 'accept')).statusCode).toBe(404);
      expect((await answer(student, id, 'maybe')).json().fields).toEqual({
        response: 'Yanıt: kabul ya da ret olmalı.',
      });
      const declined = await answer(student, id, 'decline');
      expect(declined.json()).toMatchObject({ status: 'declined', application: null });
      const mail = await ctx.smtp.next(company.email);
      expect(mail.subject).toBe('Davetiniz reddedildi');
      expect(mail.text).toContain('Deniz Y., ');
      expect(mail.text).not.toContain('Yılmaz');
      expect(await ctx.app.db.select().from(jobApplications).where(eq(jobApplications.jobId, jobId))).toEqual([]);
      // Declined, the company may invite again.
      expect((await invite(company, student.id, jobId)).statusCode).toBe(201);
    });

    it('goes with the job, the company or the student', async () => {
      const student = await pooledStudent('Ece', 'Tan');
      const company = await createUser(ctx.app, 'company');
      const jobId = await addJob(company);
      await invite(company, student.id, jobId);
      expect((await injectAs(ctx.app, company, { method: 'DELETE', url: `/job/delete/${jobId}` })).statusCode).toBe(
        200,
      );
      expect(await ctx.app.db.select().from(talentInvitations).where(eq(talentInvitations.jobId, jobId))).toEqual([]);
      // Deleting the company's account deletes its invitations; deleting the student's deletes hers.
      const other = await createUser(ctx.app, 'company');
      await invite(other, student.id, await addJob(other));
      const byOther = () =>
        ctx.app.db.select().from(talentInvitations).where(eq(talentInvitations.companyId, other.id));
      expect(await byOther()).toHaveLength(1);
      const gone = await injectAs(ctx.app, other, {
        method: 'DELETE',
        url: '/me',
        payload: { password: other.password },
      });
      expect(gone.statusCode).toBe(200);
      expect(await byOther()).toEqual([]);
      const third = await createUser(ctx.app, 'company');
      await invite(third, student.id, await addJob(third));
      const mine = () => ctx.app.db.select().from(talentInvitations).where(eq(talentInvitations.studentId, student.id));
      expect(await mine()).toHaveLength(1);
      const left = await injectAs(ctx.app, student, {
        method: 'DELETE',
        url: '/me',
        payload: { password: student.password },
      });
      expect(left.statusCode).toBe(200);
      expect(await mine()).toEqual([]);
    });
  });
});
