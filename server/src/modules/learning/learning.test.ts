import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CourseProgress, CourseView } from '@beceri/domain';
import { lessonProgress } from '../../db/schema/index.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  takeExam,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';
import { addCourse, editCourse, threeQuestions } from '../../../test/course-fixtures.ts';

/** The learning path (decision 050): lessons marked done, progress per course, 'where was I'. */

let ctx: TestContext;
let teacher: TestUser;
let student: TestUser;
let outsider: TestUser;
let courseId: string;
let lessons: { id: string; title: string }[];

const threeLessons = [
  { title: 'Nesnelerin İnterneti nedir?', description: 'Kavramlar', videoLink: '' },
  { title: 'Sensör okuma', description: 'Raspberry Pi', videoLink: '' },
  { title: 'MQTT', description: 'Yayınla/abone ol', videoLink: '' },
];

const done = (user: TestUser | null, classId: string) =>
  injectAs(ctx.app, user, { method: 'PUT', url: `/me/lessons/${classId}/done` });
const progress = async (user: TestUser = student): Promise<CourseProgress[]> => {
  const res = await injectAs(ctx.app, user, { url: '/me/progress' });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const view = async (user: TestUser, id = courseId): Promise<CourseView> =>
  (await injectAs(ctx.app, user, { url: `/course/get/${id}` })).json();

beforeAll(async () => {
  ctx = await createTestApp();
  teacher = await createUser(ctx.app, 'teacher');
  student = await createUser(ctx.app, 'student', { name: 'Ayşe', surname: 'Yılmaz' });
  outsider = await createUser(ctx.app, 'student');
  courseId = await addCourse(ctx.app, teacher, { title: 'IoT 101', classes: threeLessons });
  expect(
    (await injectAs(ctx.app, student, { method: 'POST', url: `/courseEnrollement/enroll/${courseId}` })).statusCode,
  ).toBe(201);
  lessons = (await view(student)).classes.map((c) => ({ id: c.id, title: c.title }));
});
afterAll(() => ctx?.close());

describe('PUT /me/lessons/{classId}/done and GET /me/progress', () => {
  it('starts at the first lesson, counts lessons as they are finished and offers the next one', async () => {
    expect(await progress()).toEqual([
      {
        courseId,
        title: 'IoT 101',
        lessonsDone: 0,
        lessonsTotal: 3,
        nextClassId: lessons[0].id,
        nextClassTitle: 'Nesnelerin İnterneti nedir?',
        lastClassId: null,
        lastDoneAt: null,
        examPassed: false,
      },
    ]);
    expect((await view(student)).doneClassIds).toEqual([]);

    const first = await done(student, lessons[0].id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ lessonsDone: 1, nextClassId: lessons[1].id, lastClassId: lessons[0].id });
    const second = await done(student, lessons[1].id);
    expect(second.json()).toMatchObject({ lessonsDone: 2, nextClassId: lessons[2].id, nextClassTitle: 'MQTT' });

    // Coming back later: the progress and the course page say where the student was.
    const [p] = await progress();
    expect(p).toMatchObject({
      lessonsDone: 2,
      lessonsTotal: 3,
      nextClassId: lessons[2].id,
      lastClassId: lessons[1].id,
    });
    expect(Date.parse(p.lastDoneAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await view(student)).doneClassIds).toEqual([lessons[0].id, lessons[1].id]);

    const last = await done(student, lessons[2].id);
    expect(last.json()).toMatchObject({ lessonsDone: 3, nextClassId: null, nextClassTitle: null });
  });

  it('is idempotent: a lesson marked twice counts once and keeps the first time', async () => {
    const [before] = await ctx.app.db.select().from(lessonProgress).where(eq(lessonProgress.classId, lessons[0].id));
    const again = await done(student, lessons[0].id);
    expect(again.statusCode).toBe(200);
    expect(again.json().lessonsDone).toBe(3);
    const rows = await ctx.app.db.select().from(lessonProgress).where(eq(lessonProgress.classId, lessons[0].id));
    expect(rows).toHaveLength(1);
    expect(rows[0].doneAt).toEqual(before.doneAt);
  });

  it('takes back a mark set by mistake: the lesson is next again, and taking it back twice changes nothing', async () => {
    const undo = () => injectAs(ctx.app, student, { method: 'DELETE', url: `/me/lessons/${lessons[1].id}/done` });
    const res = await undo();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ lessonsDone: 2, nextClassId: lessons[1].id, nextClassTitle: 'Sensör okuma' });
    expect((await view(student)).doneClassIds).toEqual([lessons[0].id, lessons[2].id]);
    expect((await undo()).json()).toMatchObject({ lessonsDone: 2 });
    // Another student's marks are not theirs to take back.
    const other = await injectAs(ctx.app, outsider, { method: 'DELETE', url: `/me/lessons/${lessons[0].id}/done` });
    expect(other.statusCode).toBe(403);
    expect((await view(student)).doneClassIds).toEqual([lessons[0].id, lessons[2].id]);
    expect((await done(student, lessons[1].id)).json()).toMatchObject({ lessonsDone: 3 });
  });

  it('refuses a lesson of a course the student is not enrolled in, and changes nothing', async () => {
    const res = await done(outsider, lessons[0].id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'Dersleri tamamlamak için önce bu kursa kaydolmalısınız.' });
    const en = await injectAs(ctx.app, outsider, {
      method: 'PUT',
      url: `/me/lessons/${lessons[0].id}/done`,
      headers: { 'accept-language': 'en' },
    });
    expect(en.json().error).toBe('Enrol in this course before finishing its lessons.');
    expect(await ctx.app.db.select().from(lessonProgress).where(eq(lessonProgress.studentId, outsider.id))).toEqual([]);
    expect(await progress(outsider)).toEqual([]);
    expect((await view(outsider)).doneClassIds).toBeUndefined();
  });

  it('answers 404 for a lesson that does not exist or an id that cannot be one', async () => {
    for (const id of [randomUUID(), 'ders-1']) {
      const res = await done(student, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Ders bulunamadı.' });
    }
  });

  it('is for students only', async () => {
    expect((await done(null, lessons[0].id)).statusCode).toBe(401);
    expect((await done(teacher, lessons[0].id)).statusCode).toBe(403);
    expect((await injectAs(ctx.app, teacher, { url: '/me/progress' })).statusCode).toBe(403);
  });

  it('tells when the exam is passed', async () => {
    const res = await takeExam(
      ctx.app,
      student,
      courseId,
      threeQuestions.questions.map((q) => q.correctAnswer),
    );
    expect(res.statusCode).toBe(200);
    expect((await progress())[0].examPassed).toBe(true);
  });

  it('keeps progress when the course is edited, and drops the progress of a lesson deleted from it', async () => {
    const other = await addCourse(ctx.app, teacher, { title: 'Siber 101', classes: threeLessons });
    const reader = await createUser(ctx.app, 'student');
    await injectAs(ctx.app, reader, { method: 'POST', url: `/courseEnrollement/enroll/${other}` });
    const [a, b, c] = (await view(reader, other)).classes;
    await done(reader, a.id);
    await done(reader, b.id);
    // The teacher renames the first lesson, moves the third to the top and removes the second.
    const edited = await editCourse(ctx.app, teacher, other, {
      title: 'Siber 101',
      classes: [
        { id: c.id, title: c.title, description: c.description, videoLink: '' },
        { id: a.id, title: 'Yeni ad', description: a.description, videoLink: '' },
      ],
    });
    expect(edited.statusCode).toBe(200);
    const after = await view(reader, other);
    expect(after.classes.map((x) => [x.id, x.title])).toEqual([
      [c.id, 'MQTT'],
      [a.id, 'Yeni ad'],
    ]);
    expect(after.doneClassIds).toEqual([a.id]);
    const p = (await progress(reader)).find((x) => x.courseId === other)!;
    expect(p).toMatchObject({ lessonsDone: 1, lessonsTotal: 2, nextClassId: c.id, lastClassId: a.id });
    expect(await ctx.app.db.select().from(lessonProgress).where(eq(lessonProgress.classId, b.id))).toEqual([]);
  });

  it('pages the progress like the enrolled courses, newest enrolment first', async () => {
    const reader = await createUser(ctx.app, 'student');
    const ids: string[] = [];
    for (const title of ['Birinci', 'İkinci', 'Üçüncü']) {
      const id = await addCourse(ctx.app, teacher, { title, classes: threeLessons.slice(0, 1) });
      await injectAs(ctx.app, reader, { method: 'POST', url: `/courseEnrollement/enroll/${id}` });
      ids.push(id);
    }
    const res = await injectAs(ctx.app, reader, { url: '/me/progress?limit=2&page=1' });
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().map((p: CourseProgress) => p.title)).toEqual(['Üçüncü', 'İkinci']);
    const page2 = await injectAs(ctx.app, reader, { url: '/me/progress?limit=2&page=2' });
    expect(page2.json().map((p: CourseProgress) => p.courseId)).toEqual([ids[0]]);
  });
});
