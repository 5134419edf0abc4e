import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { courseEnrollments, courses } from '../../db/schema/index.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  logEntries,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';
import { addCourse, editCourse, pdfPart, threeQuestions } from '../../../test/course-fixtures.ts';

// The studio (decision 051): drafts saved as the teacher types, seen by nobody else, published on purpose.

let ctx: TestContext;
let teacher: TestUser;
let otherTeacher: TestUser;
let admin: TestUser;
let student: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  teacher = await createUser(ctx.app, 'teacher', { name: 'Zeynep', surname: 'Kaya' });
  otherTeacher = await createUser(ctx.app, 'teacher');
  admin = await createUser(ctx.app, 'admin');
  student = await createUser(ctx.app, 'student');
});
afterAll(() => ctx.close());

const startDraft = (user: TestUser, payload: unknown = {}) =>
  injectAs(ctx.app, user, { method: 'POST', url: '/course/draft', payload: payload as object });
const saveDraft = (user: TestUser | null, id: string, payload: unknown) =>
  injectAs(ctx.app, user, { method: 'PUT', url: `/course/draft/${id}`, payload: payload as object });
const publish = (user: TestUser | null, id: string) =>
  injectAs(ctx.app, user, { method: 'POST', url: `/course/publish/${id}` });
const titles = (res: { json(): { title: string }[] }) => res.json().map((c) => c.title);

describe('drafts', () => {
  it('starts a draft with an empty title, saves it as typed and keeps the lessons by id', async () => {
    const started = await startDraft(teacher);
    expect(started.statusCode).toBe(201);
    const { id, classIds } = started.json();
    expect(classIds).toEqual([]);

    const first = await saveDraft(teacher, id, {
      title: 'Ağ Temelleri',
      description: '',
      category: 'Ağ Teknolojileri',
      classes: [{ title: 'OSI modeli' }, { title: 'IP adresleri', videoLink: 'https://vimeo.com/76979871' }],
    });
    expect(first.statusCode).toBe(200);
    const saved = first.json();
    expect(saved.classIds).toHaveLength(2);

    // The next save sends the ids back: the lessons keep them, a new one gets its own.
    const second = await saveDraft(teacher, id, {
      title: 'Ağ Temelleri',
      description: 'Kablolar ve adresler',
      category: 'Ağ Teknolojileri',
      classes: [
        { id: saved.classIds[1], title: 'IP adresleri' },
        { id: saved.classIds[0], title: 'OSI modeli' },
        { title: 'Alt ağlar' },
      ],
      test: threeQuestions,
    });
    expect(second.json().classIds.slice(0, 2)).toEqual([saved.classIds[1], saved.classIds[0]]);

    const view = (await injectAs(ctx.app, teacher, { url: `/course/get/${id}` })).json();
    expect(view).toMatchObject({
      status: 'draft',
      title: 'Ağ Temelleri',
      description: 'Kablolar ve adresler',
      category: 'Ağ Teknolojileri',
      questionCount: 3,
      canEdit: true,
    });
    expect(view.classes.map((c: { title: string }) => c.title)).toEqual(['IP adresleri', 'OSI modeli', 'Alt ağlar']);
  });

  it('is invisible to students, visitors and other teachers on every read path, and shown marked to admins', async () => {
    const id = (await startDraft(teacher, { title: 'Gizli Taslak', description: 'Henüz değil' })).json().id;
    const published = await addCourse(ctx.app, teacher, { title: 'Açık Kurs' });

    for (const viewer of [null, student, otherTeacher]) {
      expect((await injectAs(ctx.app, viewer, { url: `/course/get/${id}` })).statusCode).toBe(404);
      expect((await injectAs(ctx.app, viewer, { url: `/test/${id}` })).statusCode).toBe(404);
      expect((await injectAs(ctx.app, viewer, { url: `/courseEnrollement/enrolledCount/${id}` })).statusCode).toBe(404);
    }
    const publicList = await ctx.app.inject({ url: '/course/all?limit=100' });
    expect(titles(publicList)).toContain('Açık Kurs');
    expect(titles(publicList)).not.toContain('Gizli Taslak');
    expect(titles(await ctx.app.inject({ url: '/course/all?q=gizli' }))).toEqual([]);
    for (const viewer of [student, otherTeacher]) {
      const list = await injectAs(ctx.app, viewer, { url: '/course/getCourses?limit=100' });
      expect(titles(list)).not.toContain('Gizli Taslak');
    }
    // The sitemap and the server-rendered course page know nothing of it.
    expect((await ctx.app.inject({ url: '/sitemap.xml' })).body).not.toContain(id);
    expect((await ctx.app.inject({ url: '/sitemap.xml' })).body).toContain(published);
    const page = await ctx.app.inject({ url: `/courseInfoPage/${id}`, headers: { accept: 'text/html' } });
    expect(page.body).not.toContain('Gizli Taslak');

    // A student cannot enrol in it.
    const enrol = await injectAs(ctx.app, student, { method: 'POST', url: `/courseEnrollement/enroll/${id}` });
    expect(enrol.statusCode).toBe(404);
    expect(enrol.json().error).toBe('Kurs bulunamadı');
    const enrolments = await ctx.app.db.$count(courseEnrollments, eq(courseEnrollments.courseId, id));
    expect(enrolments).toBe(0);

    // Another teacher can neither save, edit, publish nor delete it: not found, and nothing changes.
    expect((await saveDraft(otherTeacher, id, { title: 'Benim' })).statusCode).toBe(404);
    expect((await editCourse(ctx.app, otherTeacher, id, { title: 'Benim' })).statusCode).toBe(404);
    expect((await publish(otherTeacher, id)).statusCode).toBe(404);
    expect((await injectAs(ctx.app, otherTeacher, { method: 'DELETE', url: `/course/delete/${id}` })).statusCode).toBe(
      404,
    );
    const [row] = await ctx.app.db.select().from(courses).where(eq(courses.id, id));
    expect(row).toMatchObject({ title: 'Gizli Taslak', status: 'draft' });

    // Admins see it in their list, marked; the author in their own list.
    const adminList = (await injectAs(ctx.app, admin, { url: '/course/getCourses?limit=100' })).json();
    expect(adminList.find((c: { id: string }) => c.id === id)).toMatchObject({ status: 'draft' });
    expect(adminList.find((c: { id: string }) => c.id === published)).toMatchObject({ status: 'published' });
    const own = (await injectAs(ctx.app, teacher, { url: '/course/getAddedCourses?limit=100' })).json();
    expect(own.find((c: { id: string }) => c.id === id)).toMatchObject({ status: 'draft', title: 'Gizli Taslak' });
    expect((await injectAs(ctx.app, admin, { url: `/course/get/${id}` })).json()).toMatchObject({ status: 'draft' });
  });

  it('refuses a bad draft with a clear message and changes nothing', async () => {
    const id = (await startDraft(teacher, { title: 'Sağlam' })).json().id;
    const badLink = await saveDraft(teacher, id, { title: 'Bozuk', classes: [{ title: 'Bir', videoLink: 'ftp://x' }] });
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json().error).toBe('Video bağlantısı http:// ya da https:// ile başlamalı.');
    const badTest = await saveDraft(teacher, id, {
      title: 'Bozuk',
      test: { questions: [{ text: 'Soru', options: ['a'], correctAnswer: 0 }] },
    });
    expect(badTest.statusCode).toBe(400);
    const english = await injectAs(ctx.app, teacher, {
      method: 'PUT',
      url: `/course/draft/${id}`,
      payload: { title: 'x'.repeat(5000) },
      headers: { 'accept-language': 'en' },
    });
    expect(english.statusCode).toBe(400);
    const pdfIndex = await saveDraft(teacher, id, { title: 'Bozuk', classes: [{ title: 'Bir', pdfFileIndex: 0 }] });
    expect(pdfIndex.statusCode).toBe(400);
    const [row] = await ctx.app.db.select().from(courses).where(eq(courses.id, id));
    expect(row.title).toBe('Sağlam');
  });

  it('publishes only a draft with a title, a description and a lesson, naming what is missing', async () => {
    const id = (await startDraft(teacher)).json().id;
    const empty = await publish(teacher, id);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Yayınlamak için kursa bir ad verin.');
    expect(Object.keys(empty.json().fields)).toEqual(['title', 'description', 'category', 'classes']);
    // A draft has no category until its author chooses one: none is made up for it.
    expect((await injectAs(ctx.app, teacher, { url: `/course/get/${id}` })).json().category).toBe('');
    await saveDraft(teacher, id, { title: 'Python ile Otomasyon', description: 'Betikler' });
    const noCategory = await publish(teacher, id);
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().fields).toEqual({ category: 'Listeden bir kategori seçin', classes: expect.any(String) });
    await saveDraft(teacher, id, { title: 'Python ile Otomasyon', description: 'Betikler', category: 'Python' });
    const noLesson = await publish(teacher, id);
    expect(noLesson.statusCode).toBe(400);
    expect(noLesson.json().error).toBe('Yayınlamak için en az bir ders ekleyin.');
    const inEnglish = await injectAs(ctx.app, teacher, {
      method: 'POST',
      url: `/course/publish/${id}`,
      headers: { 'accept-language': 'en' },
    });
    expect(inEnglish.json().error).toBe('Add at least one lesson to publish the course.');
    expect((await ctx.app.inject({ url: `/course/get/${id}` })).statusCode).toBe(404);

    await saveDraft(teacher, id, {
      title: 'Python ile Otomasyon',
      description: 'Betikler',
      classes: [{ title: 'Dosyalar' }],
    });
    // The final content with its PDF goes through the edit form, as the studio's 'Yayınla' sends it.
    const edited = await editCourse(
      ctx.app,
      teacher,
      id,
      {
        title: 'Python ile Otomasyon',
        description: 'Betikler',
        category: 'Python',
        classes: [{ title: 'Dosyalar', pdfFileIndex: 0 }],
        test: threeQuestions,
      },
      [pdfPart()],
    );
    expect(edited.statusCode).toBe(200);
    const done = await publish(teacher, id);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ok: true, id, status: 'published' });

    const view = (await ctx.app.inject({ url: `/course/get/${id}` })).json();
    expect(view).toMatchObject({ status: 'published', title: 'Python ile Otomasyon', questionCount: 3 });
    expect(view.classes[0].pdfFileName).toBe('ders-notu.pdf');
    expect(titles(await ctx.app.inject({ url: '/course/all?limit=100' }))).toContain('Python ile Otomasyon');
    const enrol = await injectAs(ctx.app, student, { method: 'POST', url: `/courseEnrollement/enroll/${id}` });
    expect(enrol.statusCode).toBe(201);
    const logged = await logEntries(ctx.app, teacher.id);
    expect(logged.filter((r) => r.event === 'course.added' && r.params.courseId === id)).toHaveLength(1);

    // Published, it is no draft any more: the autosave is refused, a second publish changes nothing.
    const late = await saveDraft(teacher, id, { title: 'Geç kalan kayıt' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('Bu kurs yayında: değişiklikler taslak olarak kaydedilmez, Güncelle ile kaydedin.');
    expect((await publish(teacher, id)).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/course/get/${id}` })).json().title).toBe('Python ile Otomasyon');
  });

  it('keeps POST /course/add publishing at once', async () => {
    const id = await addCourse(ctx.app, teacher, { title: 'Hemen Yayında' });
    expect((await ctx.app.inject({ url: `/course/get/${id}` })).json()).toMatchObject({ status: 'published' });
  });

  it("lists as 'Eski Kurslar' only published courses nobody enrolled in for 180 days", async () => {
    const teacher3 = await createUser(ctx.app, 'teacher');
    const old = await addCourse(ctx.app, teacher3, { title: 'Eski Kurs' });
    const oldButJoined = await addCourse(ctx.app, teacher3, { title: 'Eski ama yeni kayıtlı' });
    await addCourse(ctx.app, teacher3, { title: 'Yeni Kurs' });
    const draft = (await startDraft(teacher3, { title: 'Eski taslak' })).json().id;
    const longAgo = sql`now() - interval '200 days'`;
    for (const id of [old, oldButJoined, draft]) {
      await ctx.app.db
        .update(courses)
        .set({ createdAt: longAgo, publishedAt: id === draft ? null : longAgo })
        .where(eq(courses.id, id));
    }
    await injectAs(ctx.app, student, { method: 'POST', url: `/courseEnrollement/enroll/${oldButJoined}` });
    await injectAs(ctx.app, student, { method: 'POST', url: `/courseEnrollement/enroll/${old}` });
    await ctx.app.db
      .update(courseEnrollments)
      .set({ createdAt: sql`now() - interval '190 days'` })
      .where(eq(courseEnrollments.courseId, old));

    const ended = await injectAs(ctx.app, teacher3, { url: '/course/getAddedCourses?ended=true' });
    expect(ended.headers['x-total-count']).toBe('1');
    expect(ended.json()).toEqual([
      expect.objectContaining({ id: old, title: 'Eski Kurs', enrolledCount: 1, lastEnrolledAt: expect.any(String) }),
    ]);
    const all = await injectAs(ctx.app, teacher3, { url: '/course/getAddedCourses' });
    expect(all.headers['x-total-count']).toBe('4');
  });
});
