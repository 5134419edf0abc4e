import { describe, expect, it } from 'vitest';
import {
  courseMessages,
  DEFAULT_EXAM_SETTINGS,
  type CourseClassInput,
  type Question,
  type SessionUser,
} from '@beceri/domain';
import type { Tx } from '../../db/client.ts';
import type { Course } from '../../db/schema/index.ts';
import type { LogWrite } from '../../plugins/activity.ts';
import type { CheckedUpload } from '../../plugins/storage.ts';
import { keyOf, quietLog, tracedDb } from '../../../test/fakes.ts';
import { uuid } from '../../../test/people.ts';
import type { CourseForm } from './form.ts';
import {
  addCourse,
  courseDetails,
  courseResults,
  courseView,
  deleteCourse,
  editableCourse,
  editCourse,
  enrol,
  type CoursesDeps,
} from './service.ts';

/*
 * The courses' rules alone, on in-memory rows (docs/product.md, Courses): who may edit, delete and read results, what
 * an add and an edit store, which PDFs go and when, what is logged and in which transaction, what students see of
 * the test, and that a refused change writes nothing. HTTP, multipart, SQL and storage are tested in courses.test.ts.
 */

const person = (n: number, role: SessionUser['role'], name: string): SessionUser => ({
  id: uuid(n),
  role,
  name,
  email: `${name.toLowerCase()}@example.com`,
  locale: 'tr',
});
const teacher = person(1, 'teacher', 'Zeynep');
const otherTeacher = person(2, 'teacher', 'Murat');
const admin = person(3, 'admin', 'Ayşe');
const otherAdmin = person(4, 'admin', 'Hakan');
const student = person(5, 'student', 'Ali');
const [teacherCourseId, adminCourseId, orphanCourseId, nowhere] = [uuid(20), uuid(21), uuid(22), uuid(99)];
const [class1, class2, class3] = [uuid(30), uuid(31), uuid(32)];
const [pdf1, pdf2, pdf3] = [uuid(40), uuid(41), uuid(42)];
const question: Question = {
  id: uuid(50),
  text: 'Python’da liste nasıl yazılır?',
  options: ['()', '[]', '{}'],
  correctAnswer: 1,
};

type ClassRow = Awaited<ReturnType<CoursesDeps['courses']['listClasses']>>[number];

function world() {
  const course = (id: string, title: string, addedBy: string | null, addedByType: Course['addedByType']): Course => ({
    id,
    title,
    description: '',
    category: 'IoT',
    search: '',
    test: { questions: [question] },
    examDrawCount: null,
    examShuffle: true,
    examTimeLimitMinutes: null,
    examPassPercent: 50,
    minAttendancePercent: null,
    status: 'published',
    publishedAt: new Date(0),
    addedBy,
    addedByType,
    createdAt: new Date('2026-11-01T09:00:00Z'),
    updatedAt: new Date('2026-11-01T09:00:00Z'),
  });
  const courses = new Map<string, Course>(
    [
      course(teacherCourseId, 'Python 101', teacher.id, 'Teacher'),
      course(adminCourseId, 'Ağ Temelleri', otherAdmin.id, 'Admin'),
      // Its admin's account is gone: the course stays, nobody's.
      course(orphanCourseId, 'Eski Kurs', null, 'Admin'),
    ].map((c): [string, Course] => [c.id, c]),
  );
  const classRow = (id: string, title: string, pdfFileId: string | null): ClassRow => ({
    id,
    title,
    description: '',
    videoLink: 'https://youtu.be/abc',
    pdfFileId,
    pdfFile: pdfFileId && `/files/${pdfFileId}`,
    pdfFileName: null,
  });
  const classes = new Map<string, ClassRow[]>([
    [teacherCourseId, [classRow(class1, 'Bir', pdf1), classRow(class2, 'İki', pdf2), classRow(class3, 'Üç', pdf3)]],
  ]);
  const enrolments = new Set<string>([`${teacherCourseId}/${uuid(6)}`]);
  const people = new Map([
    [teacher.id, { name: 'Zeynep', surname: 'Kaya', email: 'zeynep@okul.example' }],
    [student.id, { name: 'Ali', surname: 'Yılmaz', email: 'ali@example.com' }],
  ]);

  /** Each transaction is a handle of its own, so that a write can be traced to the one it was made in. */
  const { db, inTx } = tracedDb();
  /** Every write, with the transaction it was made in. */
  const writes: { what: string; tx: Tx }[] = [];
  const logged: { entry: LogWrite; tx: Tx | undefined }[] = [];
  const insertedFiles: string[] = [];
  const deletedFiles: string[] = [];
  /** Keys removed from storage, and whether a transaction was still open then. */
  const removed: { key: string; inTx: boolean }[] = [];
  let nextId = 60;

  const deps: CoursesDeps = {
    db,
    courses: {
      listCourses: async () => ({ items: [], total: 0 }),
      findCourse: async (_db, id) => {
        const c = courses.get(id);
        return c && { ...c };
      },
      listClasses: async (_db, courseId) => (classes.get(courseId) ?? []).map((c) => ({ ...c })),
      countEnrolled: async (_db, courseId) => [...enrolments].filter((e) => e.startsWith(`${courseId}/`)).length,
      isEnrolled: async (_db, courseId, studentId) => enrolments.has(`${courseId}/${studentId}`),
      doneClassIds: async () => [],
      insertCourse: async (tx, c) => {
        writes.push({ what: 'course', tx });
        const id = uuid(nextId++);
        courses.set(id, {
          ...course(id, c.title, c.addedBy, c.addedByType),
          description: c.description,
          category: c.category,
          test: { questions: c.questions },
          examDrawCount: c.exam.drawCount,
          examShuffle: c.exam.shuffle,
          examTimeLimitMinutes: c.exam.timeLimitMinutes,
          examPassPercent: c.exam.passPercent,
        });
        return id;
      },
      // As the SQL does: what is not sent is kept.
      updateCourse: async (tx, id, change) => {
        writes.push({ what: 'course', tx });
        const c = courses.get(id)!;
        courses.set(id, {
          ...c,
          title: change.title,
          description: change.description,
          category: change.category ?? c.category,
          test: change.questions ? { questions: change.questions } : c.test,
        });
      },
      replaceClasses: async (tx, courseId, list) => {
        writes.push({ what: 'classes', tx });
        const rows = list.map((c) => classRow(c.id ?? uuid(nextId++), c.title, c.pdfFileId));
        classes.set(courseId, rows);
        return rows.map((r) => r.id);
      },
      publishCourse: async (tx, id) => {
        writes.push({ what: 'publish', tx });
        courses.set(id, { ...courses.get(id)!, status: 'published', publishedAt: new Date() });
      },
      deleteCourse: async (tx, id) => {
        writes.push({ what: 'delete', tx });
        courses.delete(id);
        classes.delete(id);
      },
      personName: async (_db, id) => people.get(id) ?? { name: '', surname: '', email: '' },
      enrol: async (tx, courseId, studentId) => {
        const key = `${courseId}/${studentId}`;
        if (enrolments.has(key)) return false;
        writes.push({ what: 'enrolment', tx });
        enrolments.add(key);
        return true;
      },
      listEnrolledCourses: async () => ({ rows: [], total: 0 }),
      listCourseStudents: async () => ({ rows: [], total: 0 }),
      enrolledCourseIds: async () => [],
      listCourseResults: async () => ({ rows: [], total: 0 }),
      listOwnCourses: async () => ({ rows: [], total: 0 }),
    },
    files: {
      // A file row per upload, named after it, so that a class can be traced to its PDF.
      insertFile: async (_tx, upload) => {
        const id = `file-of-${upload.tempPath}`;
        insertedFiles.push(id);
        return id;
      },
      deleteFiles: async (_tx, ids) => {
        deletedFiles.push(...ids);
        return ids.map(keyOf);
      },
    },
    storage: {
      putFile: async () => {},
      remove: async (key: string) => void removed.push({ key, inTx: inTx() }),
    } as unknown as CoursesDeps['storage'],
    activity: { write: async (entry, tx) => void logged.push({ entry, tx }) },
    log: quietLog,
  };
  return { deps, courses, classes, enrolments, writes, logged, insertedFiles, deletedFiles, removed };
}

const upload = (i: number) => ({ ext: 'pdf', mime: 'application/pdf', tempPath: `upload-${i}` }) as CheckedUpload;
const lesson = (title: string, more: Partial<CourseClassInput> = {}): CourseClassInput => ({
  title,
  description: '',
  videoLink: 'https://youtu.be/abc',
  ...more,
});
const form = (more: Partial<CourseForm> = {}): CourseForm => ({
  title: 'Python 101',
  description: 'Temeller',
  classes: [],
  pdfs: [],
  ...more,
});

const nothingWritten = (w: ReturnType<typeof world>) => {
  expect(w.writes).toEqual([]);
  expect(w.logged).toEqual([]);
  expect(w.deletedFiles).toEqual([]);
  expect(w.removed).toEqual([]);
};

describe('adding a course', () => {
  it('is the teacher’s, in Python with the default exam when none is sent, logged by name in its transaction', async () => {
    const w = world();
    const id = await addCourse(w.deps, teacher, form({ questions: [{ ...question, id: undefined }] }));
    expect(w.courses.get(id)).toMatchObject({
      addedBy: teacher.id,
      addedByType: 'Teacher',
      category: 'Python',
      examPassPercent: DEFAULT_EXAM_SETTINGS.passPercent,
      test: { questions: [{ id: expect.any(String), text: question.text, correctAnswer: 1 }] },
    });
    expect(w.logged).toEqual([
      {
        entry: {
          event: 'course.added',
          params: {
            by: 'teacher',
            teacherId: teacher.id,
            teacherName: 'Zeynep Kaya',
            courseId: id,
            courseTitle: 'Python 101',
          },
          actorId: teacher.id,
        },
        tx: w.writes[0]!.tx,
      },
    ]);
  });

  it('is the programme’s when an admin adds it: addedByType Admin, logged without a name', async () => {
    const w = world();
    const id = await addCourse(w.deps, admin, form({ category: 'Veri Bilimi' }));
    expect(w.courses.get(id)).toMatchObject({ addedBy: admin.id, addedByType: 'Admin', category: 'Veri Bilimi' });
    expect(w.logged.map((l) => l.entry.params)).toEqual([{ by: 'admin', courseId: id, courseTitle: 'Python 101' }]);
  });

  it('stores only the PDFs a class points at, each class with its own', async () => {
    const w = world();
    const classes = [lesson('A', { pdfFileIndex: 2 }), lesson('B'), lesson('C', { pdfFileIndex: 0 })];
    const id = await addCourse(w.deps, teacher, form({ classes, pdfs: [upload(0), upload(1), upload(2)] }));
    expect(w.insertedFiles.sort()).toEqual(['file-of-upload-0', 'file-of-upload-2']);
    expect(w.classes.get(id)!.map((c) => [c.title, c.pdfFileId])).toEqual([
      ['A', 'file-of-upload-2'],
      ['B', null],
      ['C', 'file-of-upload-0'],
    ]);
  });
});

describe('who may edit a course', () => {
  it('a teacher only their own; an admin only those an admin added (any admin), 404 before either', async () => {
    const w = world();
    await expect(editableCourse(w.deps, teacher, teacherCourseId)).resolves.toMatchObject({ id: teacherCourseId });
    await expect(editableCourse(w.deps, admin, adminCourseId)).resolves.toMatchObject({ id: adminCourseId });
    const refused = async (user: SessionUser, id: string) => editableCourse(w.deps, user, id).catch((e) => e);
    expect(await refused(otherTeacher, teacherCourseId)).toMatchObject({
      statusCode: 403,
      message: courseMessages.notOwner,
    });
    expect(await refused(teacher, adminCourseId)).toMatchObject({ statusCode: 403, message: courseMessages.notOwner });
    expect(await refused(admin, teacherCourseId)).toMatchObject({
      statusCode: 403,
      message: courseMessages.adminEditOnlyAdmin,
    });
    expect(await refused(otherTeacher, nowhere)).toMatchObject({ statusCode: 404, message: courseMessages.notFound });
  });
});

describe('editing a course', () => {
  it('keeps a kept class’s PDF, deletes replaced and removed ones after the commit, and logs each new class', async () => {
    const w = world();
    const course = await editableCourse(w.deps, teacher, teacherCourseId);
    const classes = [lesson('İki', { id: class2 }), lesson('Bir', { id: class1, pdfFileIndex: 0 }), lesson('Dört')];
    await editCourse(w.deps, teacher, course, form({ title: 'Python 102', classes, pdfs: [upload(0)] }));
    expect(w.classes.get(teacherCourseId)!.map((c) => [c.id, c.title, c.pdfFileId])).toEqual([
      [class2, 'İki', pdf2],
      [class1, 'Bir', 'file-of-upload-0'],
      [expect.any(String), 'Dört', null],
    ]);
    expect(w.deletedFiles).toEqual([pdf1, pdf3]);
    expect(w.removed).toEqual([
      { key: keyOf(pdf1), inTx: false },
      { key: keyOf(pdf3), inTx: false },
    ]);
    expect(w.logged).toEqual([
      {
        entry: {
          event: 'course.classAdded',
          params: {
            by: 'teacher',
            teacherId: teacher.id,
            teacherName: 'Zeynep Kaya',
            courseId: teacherCourseId,
            courseTitle: 'Python 102',
            classTitle: 'Dört',
          },
          actorId: teacher.id,
        },
        tx: w.writes[0]!.tx,
      },
    ]);
  });

  it('changes the category only when an admin edits', async () => {
    const w = world();
    await editCourse(w.deps, teacher, w.courses.get(teacherCourseId)!, form({ category: 'Veri Bilimi' }));
    await editCourse(w.deps, admin, w.courses.get(adminCourseId)!, form({ category: 'Veri Bilimi' }));
    expect(w.courses.get(teacherCourseId)!.category).toBe('IoT');
    expect(w.courses.get(adminCourseId)!.category).toBe('Veri Bilimi');
  });

  it('keeps the questions’ ids, and the stored test when no test is sent', async () => {
    const w = world();
    const course = w.courses.get(teacherCourseId)!;
    const added = { text: 'Yeni soru', options: ['a', 'b'], correctAnswer: 0 };
    await editCourse(w.deps, teacher, course, form({ questions: [added, { ...question, text: 'Düzeltildi' }] }));
    const questions = w.courses.get(teacherCourseId)!.test.questions;
    expect(questions.map((q) => q.text)).toEqual(['Yeni soru', 'Düzeltildi']);
    expect(questions[1]!.id).toBe(question.id);
    expect(questions[0]!.id).not.toBe(question.id);
    await editCourse(w.deps, teacher, w.courses.get(teacherCourseId)!, form({ title: 'Başka' }));
    expect(w.courses.get(teacherCourseId)!.test.questions).toEqual(questions);
  });
});

describe('deleting a course', () => {
  it('is refused to another teacher with 403, and nothing is deleted or logged', async () => {
    const w = world();
    await expect(deleteCourse(w.deps, otherTeacher, teacherCourseId)).rejects.toMatchObject({
      statusCode: 403,
      message: courseMessages.notOwner,
    });
    expect(w.courses.has(teacherCourseId)).toBe(true);
    nothingWritten(w);
  });

  it('an admin deletes any course with its PDFs, logged in its transaction; the files go after the commit', async () => {
    const w = world();
    await deleteCourse(w.deps, admin, teacherCourseId);
    expect(w.courses.has(teacherCourseId)).toBe(false);
    expect(w.deletedFiles).toEqual([pdf1, pdf2, pdf3]);
    expect(w.removed).toEqual([pdf1, pdf2, pdf3].map((f) => ({ key: keyOf(f), inTx: false })));
    expect(w.logged).toEqual([
      {
        entry: {
          event: 'course.deleted',
          params: { by: 'admin', courseId: teacherCourseId, courseTitle: 'Python 101' },
          actorId: admin.id,
        },
        tx: w.writes[0]!.tx,
      },
    ]);
  });

  it('answers 404 for a course that does not exist, as enrolling does, writing nothing', async () => {
    const w = world();
    await expect(deleteCourse(w.deps, admin, nowhere)).rejects.toMatchObject({ statusCode: 404 });
    await expect(enrol(w.deps, student, nowhere)).rejects.toMatchObject({ statusCode: 404 });
    nothingWritten(w);
  });
});

describe('enrolling', () => {
  it('answers 404 when the course is deleted between its read and the enrolment (its author deletes it at that moment)', async () => {
    const w = world();
    w.deps.courses.enrol = async () => {
      throw new Error('Failed query', {
        cause: Object.assign(new Error('insert or update on table violates foreign key constraint'), { code: '23503' }),
      });
    };
    await expect(enrol(w.deps, student, teacherCourseId)).rejects.toMatchObject({
      statusCode: 404,
      message: courseMessages.notFound,
    });
    expect(w.logged).toEqual([]);
  });

  it('enrols once, logged under the student’s full name in its transaction; a second time changes nothing', async () => {
    const w = world();
    expect(await enrol(w.deps, student, teacherCourseId)).toEqual({ created: true });
    expect(await enrol(w.deps, student, teacherCourseId)).toEqual({ created: false });
    expect(w.enrolments.has(`${teacherCourseId}/${student.id}`)).toBe(true);
    expect(w.logged).toEqual([
      {
        entry: {
          event: 'course.enrolled',
          params: {
            studentId: student.id,
            studentName: 'Ali Yılmaz',
            courseId: teacherCourseId,
            courseTitle: 'Python 101',
          },
          actorId: student.id,
        },
        tx: w.writes[0]!.tx,
      },
    ]);
  });
});

describe('a course page', () => {
  it('shows students and visitors the test’s size, never its questions; the owner and admins see the answers', async () => {
    const w = world();
    w.enrolments.add(`${teacherCourseId}/${student.id}`);
    const view = (viewer: SessionUser | null) => courseView(w.deps, viewer, teacherCourseId);
    for (const viewer of [null, student, otherTeacher]) {
      const v = await view(viewer);
      expect(JSON.parse(v.test)).toEqual({ questions: [] });
      expect(v).toMatchObject({ questionCount: 1, canEdit: false });
      expect(v).not.toHaveProperty('examSettings');
    }
    for (const viewer of [teacher, admin]) {
      const v = await view(viewer);
      expect(JSON.parse(v.test)).toEqual({ questions: [question] });
      expect(v).toHaveProperty('examSettings');
    }
    expect((await view(teacher)).canEdit).toBe(true);
    expect((await view(admin)).canEdit).toBe(false); // a teacher's course
    expect(await view(student)).toMatchObject({ isEnrolled: true, enrolledCount: 2 });
    expect((await view(null)).isEnrolled).toBe(false);
    expect((await view(null)).classes[0]).not.toHaveProperty('pdfFileId');
  });
});

describe('a course’s students and results', () => {
  it('are for the owning teacher and admins only, an unknown course 404 first', async () => {
    const w = world();
    const page = { page: 1, limit: 10 };
    for (const read of [courseDetails, courseResults]) {
      await expect(read(w.deps, otherTeacher, teacherCourseId, page)).rejects.toMatchObject({
        statusCode: 403,
        message: courseMessages.notOwner,
      });
      await expect(read(w.deps, otherTeacher, nowhere, page)).rejects.toMatchObject({ statusCode: 404 });
      await expect(read(w.deps, admin, teacherCourseId, page)).resolves.toBeDefined();
    }
    const { details } = await courseDetails(w.deps, teacher, teacherCourseId, page);
    expect(details.creator).toEqual({ name: 'Zeynep Kaya', email: 'zeynep@okul.example' });
    // A course whose author is gone is the programme's.
    expect((await courseDetails(w.deps, admin, orphanCourseId, page)).details.creator).toEqual({
      name: 'Admin',
      email: '',
    });
  });
});
