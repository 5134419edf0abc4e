import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { courseClasses, courses, files } from '../../db/schema/index.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  logEntries,
  samples,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';
import { addCourse, editCourse, pdfPart, postCourse, threeQuestions } from '../../../test/course-fixtures.ts';

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

const courseCount = async () => (await ctx.app.db.select({ n: count() }).from(courses))[0].n;
const fileCount = async () => (await ctx.app.db.select({ n: count() }).from(files))[0].n;
const uploads = () => fs.readdirSync(path.join(ctx.dataDir, 'uploads'));
const get = (user: TestUser | null, id: string) => injectAs(ctx.app, user, { url: `/course/get/${id}` });

const twoClasses = [
  { title: 'Giriş', description: 'Ders videosu', videoLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  { title: 'Sensörler', description: 'PDF notları', videoLink: '', pdfFileIndex: 0 },
];

describe('POST /course/add', () => {
  it('creates a teacher course with classes, a stored PDF, the test and log entries', async () => {
    const res = await postCourse(ctx.app, teacher, { classes: twoClasses, test: threeQuestions, category: '' }, [
      pdfPart(),
    ]);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const view = (await get(teacher, id)).json();
    expect(view).toMatchObject({
      title: 'Nesnelerin İnterneti 101',
      category: 'Python',
      addedByType: 'Teacher',
      questionCount: 3,
      canEdit: true,
    });
    expect(view.classes.map((c: { title: string }) => c.title)).toEqual(['Giriş', 'Sensörler']);
    expect(view.classes[0].pdfFile).toBeNull();
    expect(view.classes[1]).toMatchObject({ pdfFileName: 'ders-notu.pdf' });
    // The PDF is public and served as a PDF.
    const pdf = await ctx.app.inject({ url: view.classes[1].pdfFile });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // The owner sees the answers.
    expect(JSON.parse(view.test).questions[2].correctAnswer).toBe(4);
    const logs = await logEntries(ctx.app, teacher.id);
    expect(logs.map((l) => [l.type, l.text])).toContainEqual([
      'teacher',
      'Zeynep Kaya adlı öğretmen "Nesnelerin İnterneti 101" kursunu ekledi',
    ]);
  });

  it('drops empty questions and questions whose options are all empty', async () => {
    const test = {
      questions: [
        ...threeQuestions.questions,
        { text: '', options: ['a', 'b', 'c', 'd', 'e'], correctAnswer: 0 },
        { text: 'Boş seçenekler', options: ['', '', '', '', ''], correctAnswer: 0 },
      ],
    };
    const id = await addCourse(ctx.app, teacher, { test });
    expect((await get(teacher, id)).json().questionCount).toBe(3);
  });

  it('marks an admin course as Admin', async () => {
    const id = await addCourse(ctx.app, admin, { title: 'Siber Güvenlik' });
    expect((await get(admin, id)).json()).toMatchObject({ addedByType: 'Admin', canEdit: true });
  });

  it.each([
    ['a visitor', null, 401],
    ['a student', 'student', 403],
  ])('refuses %s', async (_label, who, status) => {
    const before = await courseCount();
    const res = await postCourse(ctx.app, who === 'student' ? student : null, { test: threeQuestions });
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBeTruthy();
    expect(await courseCount()).toBe(before);
  });

  it.each([
    ['1 option', { questions: [{ text: 'x', options: ['a', '', '', '', ''], correctAnswer: 0 }] }],
    ['6 options', { questions: [{ text: 'x', options: ['a', 'b', 'c', 'd', 'e', 'f'], correctAnswer: 0 }] }],
    ['no correct answer chosen', { questions: [{ text: 'x', options: ['a', 'b', 'c', 'd', 'e'] }] }],
    [
      'the correct answer on a blank option',
      { questions: [{ text: 'x', options: ['a', 'b', '', '', ''], correctAnswer: 3 }] },
    ],
    ['correctAnswer 5', { questions: [{ text: 'x', options: ['a', 'b', 'c', 'd', 'e'], correctAnswer: 5 }] }],
    ['no questions list', { soru: [] }],
    ['not JSON', '{bozuk'],
  ])('refuses a test with %s and stores nothing', async (_label, test) => {
    const before = [await courseCount(), await fileCount(), uploads().length];
    const res = await postCourse(ctx.app, teacher, { test, classes: twoClasses }, [pdfPart()]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { test: expect.any(String) } });
    expect([await courseCount(), await fileCount(), uploads().length]).toEqual(before);
  });

  it('requires a title', async () => {
    const res = await postCourse(ctx.app, teacher, { title: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.title).toBe('Bu alan zorunludur');
  });

  it('refuses a script as a video link', async () => {
    const res = await postCourse(ctx.app, teacher, { classes: [{ title: 'x', videoLink: 'javascript:alert(1)' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Video bağlantısı http:// ya da https:// ile başlamalı.');
  });

  it.each([
    ['an executable named .pdf', [pdfPart(samples.exe, 'notlar.pdf')], 400],
    ['a PNG', [pdfPart(samples.png, 'notlar.pdf')], 400],
    ['a PDF over 20 MB', [pdfPart(Buffer.concat([samples.pdf, Buffer.alloc(20 * 1024 * 1024)]))], 413],
  ])('refuses %s and stores nothing', async (_label, parts, status) => {
    const before = [await courseCount(), await fileCount(), uploads().length];
    const res = await postCourse(ctx.app, teacher, { classes: twoClasses, test: threeQuestions }, parts);
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBeTruthy();
    expect([await courseCount(), await fileCount(), uploads().length]).toEqual(before);
  });

  it('refuses a pdfFileIndex that names no sent file', async () => {
    const res = await postCourse(ctx.app, teacher, { classes: [{ title: 'x', pdfFileIndex: 1 }] }, [pdfPart()]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.pdfFiles).toBe('Derse bağlanan PDF dosyası bulunamadı.');
  });
});

describe('POST /course/edit/{id}', () => {
  it('keeps an unchanged class PDF, replaces a new one, deletes removed ones and logs new classes', async () => {
    const id = await addCourse(
      ctx.app,
      teacher,
      {
        classes: [{ title: 'A', pdfFileIndex: 0 }, { title: 'B', pdfFileIndex: 1 }, { title: 'C' }],
      },
      [pdfPart(samples.pdf, 'a.pdf'), pdfPart(samples.pdf, 'b.pdf')],
    );
    const before = (await get(teacher, id)).json().classes;
    const filesBefore = uploads().length;
    const res = await editCourse(
      ctx.app,
      teacher,
      id,
      {
        title: 'Yeni başlık',
        classes: [
          { id: before[0].id, title: 'A2' },
          { id: before[2].id, title: 'C', pdfFileIndex: 0 },
          { title: 'D', videoLink: 'https://vimeo.com/76979871' },
        ],
      },
      [pdfPart(samples.pdf, 'c.pdf')],
    );
    expect(res.statusCode).toBe(200);
    const after = (await get(teacher, id)).json();
    expect(after.title).toBe('Yeni başlık');
    expect(after.classes.map((c: { title: string; pdfFileName: string | null }) => [c.title, c.pdfFileName])).toEqual([
      ['A2', 'a.pdf'],
      ['C', 'c.pdf'],
      ['D', null],
    ]);
    expect(after.classes[0].pdfFile).toBe(before[0].pdfFile);
    // b.pdf went with class B; c.pdf was added.
    expect(uploads().length).toBe(filesBefore);
    expect((await ctx.app.inject({ url: before[1].pdfFile })).statusCode).toBe(404);
    // No test part: the stored test stays.
    expect(after.questionCount).toBe(3);
    const [log] = (await logEntries(ctx.app)).filter(
      (l) => l.text === 'Zeynep Kaya adlı öğretmen "Yeni başlık" kursuna "D" dersini ekledi',
    );
    expect(log.type).toBe('teacher');
  });

  it("never takes over another course's class or its PDF through a class id", async () => {
    const foreign = await addCourse(ctx.app, otherTeacher, { classes: [{ title: 'Gizli', pdfFileIndex: 0 }] }, [
      pdfPart(),
    ]);
    const foreignClass = (await get(otherTeacher, foreign)).json().classes[0];
    const mine = await addCourse(ctx.app, teacher);
    const res = await editCourse(ctx.app, teacher, mine, { classes: [{ id: foreignClass.id, title: 'Kopya' }] });
    expect(res.statusCode).toBe(200);
    const copied = (await get(teacher, mine)).json().classes[0];
    expect(copied).toMatchObject({ title: 'Kopya', pdfFile: null });
    expect(copied.id).not.toBe(foreignClass.id);
    expect((await get(otherTeacher, foreign)).json().classes[0]).toMatchObject({
      id: foreignClass.id,
      title: 'Gizli',
      pdfFile: foreignClass.pdfFile,
    });
  });

  it('replaces the test when one is sent', async () => {
    const id = await addCourse(ctx.app, teacher);
    const test = { questions: [threeQuestions.questions[0]] };
    expect((await editCourse(ctx.app, teacher, id, { test })).statusCode).toBe(200);
    expect((await get(teacher, id)).json().questionCount).toBe(1);
  });

  it("refuses another teacher's course and changes nothing", async () => {
    const id = await addCourse(ctx.app, teacher, { title: 'Benim kursum' });
    const res = await editCourse(ctx.app, otherTeacher, id, { title: 'Çalındı' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Bu kurs size ait değil.');
    expect((await get(teacher, id)).json().title).toBe('Benim kursum');
    expect((await get(otherTeacher, id)).json().canEdit).toBe(false);
  });

  it('lets an admin edit an Admin course but not a Teacher course', async () => {
    const teacherCourse = await addCourse(ctx.app, teacher, { title: 'Öğretmen kursu' });
    const res = await editCourse(ctx.app, admin, teacherCourse, { title: 'Yönetici değiştirdi' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Yöneticiler yalnızca yönetici tarafından eklenen kursları düzenleyebilir.');
    expect((await get(admin, teacherCourse)).json()).toMatchObject({ title: 'Öğretmen kursu', canEdit: false });
    const adminCourse = await addCourse(ctx.app, admin, { title: 'Yönetici kursu' });
    expect((await editCourse(ctx.app, admin, adminCourse, { title: 'Güncellendi' })).statusCode).toBe(200);
    // A teacher cannot edit an admin's course either.
    expect((await editCourse(ctx.app, teacher, adminCourse, { title: 'x' })).statusCode).toBe(403);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await editCourse(ctx.app, teacher, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await editCourse(ctx.app, teacher, 'abc')).statusCode).toBe(404);
  });
});

describe('DELETE /course/delete/{id}', () => {
  const del = (user: TestUser | null, id: string) =>
    injectAs(ctx.app, user, { method: 'DELETE', url: `/course/delete/${id}` });

  it("refuses another teacher and a student; the owner deletes with the course's PDFs", async () => {
    const id = await addCourse(ctx.app, teacher, { classes: [{ title: 'A', pdfFileIndex: 0 }] }, [pdfPart()]);
    const pdf = (await get(teacher, id)).json().classes[0].pdfFile;
    expect((await del(otherTeacher, id)).statusCode).toBe(403);
    expect((await del(student, id)).statusCode).toBe(403);
    expect((await del(null, id)).statusCode).toBe(401);
    expect((await get(null, id)).statusCode).toBe(200);
    const filesBefore = uploads().length;
    expect((await del(teacher, id)).statusCode).toBe(200);
    expect((await get(null, id)).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: pdf })).statusCode).toBe(404);
    expect(uploads().length).toBe(filesBefore - 1);
    expect(await ctx.app.db.select().from(courseClasses).where(eq(courseClasses.courseId, id))).toEqual([]);
  });

  it("lets an admin delete a teacher's course", async () => {
    const id = await addCourse(ctx.app, teacher);
    expect((await del(admin, id)).statusCode).toBe(200);
    expect((await get(null, id)).statusCode).toBe(404);
    expect((await del(admin, id)).statusCode).toBe(404);
  });
});

describe('course lists', () => {
  it('pages /course/all in SQL with X-Total-Count and enrolled counts', async () => {
    const total = await courseCount();
    const page1 = await ctx.app.inject({ url: '/course/all?page=1&limit=5' });
    expect(page1.statusCode).toBe(200);
    expect(page1.headers['x-total-count']).toBe(String(total));
    const items = page1.json();
    expect(items).toHaveLength(5);
    expect(items[0]).toMatchObject({ enrolledCount: 0, questionCount: expect.any(Number) });
    const page2 = (await ctx.app.inject({ url: '/course/all?page=2&limit=5' })).json();
    expect(page2[0].id).not.toBe(items[0].id);
    expect(items.some((c: { id: string }) => page2.some((d: { id: string }) => d.id === c.id))).toBe(false);
    // The limit is capped at 100 and bad values fall back to the defaults.
    expect((await ctx.app.inject({ url: '/course/all?limit=1000&page=x' })).statusCode).toBe(200);
  });

  it('requires a session for /course/getCourses', async () => {
    expect((await ctx.app.inject({ url: '/course/getCourses' })).statusCode).toBe(401);
    const res = await injectAs(ctx.app, student, { url: '/course/getCourses?limit=2' });
    expect(res.json()).toHaveLength(2);
  });

  it("lists only the teacher's own courses in /course/getAddedCourses", async () => {
    const newTeacher = await createUser(ctx.app, 'teacher');
    const mine = await addCourse(ctx.app, newTeacher, { title: 'Yeni öğretmenin kursu' });
    const res = await injectAs(ctx.app, newTeacher, { url: '/course/getAddedCourses' });
    expect(res.json().map((c: { id: string }) => c.id)).toEqual([mine]);
    expect((await injectAs(ctx.app, student, { url: '/course/getAddedCourses' })).statusCode).toBe(403);
  });
});

describe('demo seeder', () => {
  it('adds courses with real lessons: text, a PDF made by the seed, a video, and a bank larger than its draw', async () => {
    const { seedDemoCourses } = await import('./seed.ts');
    await seedDemoCourses(ctx.app.db, { teacher: teacher.id, admin: admin.id }, ctx.app);
    const all = (await ctx.app.inject({ url: '/course/all?limit=100' })).json();
    const seeded = all.filter((c: { title: string }) =>
      ['IoT Uygulamalarına Giriş', 'Siber Güvenliğin Temelleri', 'Python ile Programlamaya Başlangıç'].includes(
        c.title,
      ),
    );
    expect(seeded).toHaveLength(3);
    for (const c of seeded) {
      const view = (await get(admin, c.id)).json();
      expect(view.questionCount).toBe(15);
      expect(view.exam).toMatchObject({ questionCount: 15, drawCount: 10 });
      expect(view.classes).toHaveLength(3);
      for (const lesson of view.classes) {
        // A few paragraphs of teaching text, not a one-line summary.
        expect(lesson.description.split(/\n\s*\n/).length).toBeGreaterThanOrEqual(3);
        expect(lesson.description.length).toBeGreaterThan(600);
        expect(lesson.videoLink).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
        expect(lesson.pdfFileName).toMatch(/\.pdf$/);
        const pdf = await ctx.app.inject({ url: lesson.pdfFile });
        expect(pdf.statusCode).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
    }
  });
});
