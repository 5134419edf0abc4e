import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import {
  courseDraftMessages,
  courseMessages,
  parseTest,
  publishProblems,
  type DraftSaved,
  type CourseFilters,
  examSummary,
  keepQuestionIds,
  DEFAULT_EXAM_SETTINGS,
  type CourseListItem,
  type CourseResultRow,
  type CourseView,
  type EnrolledCourse,
  type OwnCourseListItem,
  type SessionUser,
} from '@beceri/domain';
import type { Course } from '../../db/schema/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { orGone } from '../../lib/db-errors.ts';
import { fullName } from '../../lib/names.ts';
import type { Page, PageQuery } from '../../lib/paging.ts';
import { withStoredUploads } from '../../lib/stored-uploads.ts';
import type { ActivityLog } from '../../plugins/activity.ts';
import { badRequest, conflict, forbidden, notFound } from '../../plugins/errors.ts';
import { removeStored, type CheckedUpload } from '../../plugins/storage.ts';
import { filesRepository } from '../files/repository.ts';
import { addedCategory, type CourseDraft, type CourseForm } from './form.ts';
import { coursesRepository, examSettingsOf, type CoursesRepository } from './repository.ts';

/**
 * What the courses' rules need (the model: news/service.ts): the routes pass the real ones (`coursesDeps(app)`),
 * the unit tests (service.test.ts) in-memory ones.
 */
export interface CoursesDeps {
  db: Db;
  courses: CoursesRepository;
  files: Pick<typeof filesRepository, 'insertFile' | 'deleteFiles'>;
  storage: FastifyInstance['storage'];
  activity: Pick<ActivityLog, 'write'>;
  log: Pick<FastifyInstance['log'], 'warn'>;
}
type CoursesReadDeps = Pick<CoursesDeps, 'db' | 'courses'>;

export const coursesDeps = (app: FastifyInstance): CoursesDeps => ({
  db: app.db,
  courses: coursesRepository,
  files: filesRepository,
  storage: app.storage,
  activity: app.activity,
  log: app.log,
});

/**
 * Every published course matching the filters, newest first; an admin's logged-in list (`viewer`) has the drafts
 * too, marked by their status (decision 051). The public list is cached for everyone and never has them.
 */
export const listCourses = (
  deps: CoursesReadDeps,
  page: PageQuery,
  filters: CourseFilters = {},
  viewer: SessionUser | null = null,
): Promise<Page<CourseListItem>> =>
  deps.courses.listCourses(deps.db, page, filters, { withDrafts: viewer?.role === 'admin' });

const ownsCourse = (course: Course, user: SessionUser | null) =>
  user?.role === 'teacher' && course.addedByType === 'Teacher' && course.addedBy === user.id;
/** Owner and admins see the correct answers and the course details. */
export const canManage = (course: Course, user: SessionUser | null) =>
  user?.role === 'admin' || ownsCourse(course, user);
/** A draft exists only for its author and admins: anyone else is told it is not found (decision 051). */
const visibleTo = (course: Course, viewer: SessionUser | null) =>
  course.status === 'published' || canManage(course, viewer);

/**
 * The course or 404 'Kurs bulunamadı'. With a `viewer` (null for a visitor), a draft the viewer may not see is
 * missing too; without one (undefined), any course, for the checks that follow with their own rules.
 */
async function findExisting(deps: CoursesReadDeps, id: string, viewer?: SessionUser | null): Promise<Course> {
  const course = await deps.courses.findCourse(deps.db, id);
  if (!course || (viewer !== undefined && !visibleTo(course, viewer))) throw notFound(courseMessages.notFound);
  return course;
}

/** The course or 404 'Kurs bulunamadı', for other modules (exams), read through this module's repository. */
export const existingCourse = (
  deps: Pick<FastifyInstance, 'db'>,
  id: string,
  viewer?: SessionUser | null,
): Promise<Course> => findExisting({ db: deps.db, courses: coursesRepository }, id, viewer);
/** Teachers edit their own courses; admins only those whose addedByType is Admin (docs/product.md). */
export const canEdit = (course: Course, user: SessionUser | null) =>
  ownsCourse(course, user) || (user?.role === 'admin' && course.addedByType === 'Admin');

/** The course, when the caller may edit it: 404 when missing, 403 when it is another's. */
export async function editableCourse(deps: CoursesReadDeps, user: SessionUser, id: string): Promise<Course> {
  const course = await findExisting(deps, id, user);
  if (canEdit(course, user)) return course;
  if (user.role === 'admin') throw forbidden(courseMessages.adminEditOnlyAdmin);
  throw forbidden(courseMessages.notOwner);
}

/** Who the log says acted on a course: a teacher by name, an admin as the programme ('Yönetici'). */
async function byWhom(deps: CoursesReadDeps, tx: Tx, user: SessionUser) {
  if (user.role !== 'teacher') return { by: 'admin' as const };
  const teacherName = fullName(await deps.courses.personName(tx, user.id));
  return { by: 'teacher' as const, teacherId: user.id, teacherName };
}

/** Stores the PDFs the classes point at; answers a file id per `pdfFileIndex`. */
async function recordPdfs(deps: CoursesDeps, tx: Tx, pdfs: CheckedUpload[], keys: string[], ownerId: string) {
  const ids = new Map<number, string>();
  for (const [i, upload] of pdfs.entries()) ids.set(i, await deps.files.insertFile(tx, upload, keys[i], ownerId));
  return ids;
}

/** Only the PDFs that some class references are written. */
function referencedPdfs(form: CourseForm): CheckedUpload[] {
  return form.pdfs.map((p, i) => (form.classes.some((c) => c.pdfFileIndex === i) ? p : null)).filter((p) => p !== null);
}
function fileIndexMap(form: CourseForm): Map<number, number> {
  const map = new Map<number, number>();
  form.pdfs.forEach((_, i) => {
    if (form.classes.some((c) => c.pdfFileIndex === i)) map.set(i, map.size);
  });
  return map;
}

export async function addCourse(deps: CoursesDeps, user: SessionUser, form: CourseForm): Promise<string> {
  const category = addedCategory(form);
  const addedByType = user.role === 'admin' ? 'Admin' : 'Teacher';
  const stored = fileIndexMap(form);
  return withStoredUploads(deps.storage, referencedPdfs(form), (keys) =>
    deps.db.transaction(async (tx) => {
      const fileIds = await recordPdfs(deps, tx, referencedPdfs(form), keys, user.id);
      const id = await deps.courses.insertCourse(tx, {
        title: form.title,
        description: form.description,
        category,
        questions: keepQuestionIds(form.questions ?? [], [], randomUUID),
        exam: form.exam ?? DEFAULT_EXAM_SETTINGS,
        addedBy: user.id,
        addedByType,
      });
      await deps.courses.replaceClasses(
        tx,
        id,
        form.classes.map((c) => ({
          title: c.title,
          description: c.description,
          videoLink: c.videoLink,
          pdfFileId: c.pdfFileIndex === undefined ? null : fileIds.get(stored.get(c.pdfFileIndex)!)!,
        })),
      );
      await deps.activity.write(
        {
          event: 'course.added',
          params: { ...(await byWhom(deps, tx, user)), courseId: id, courseTitle: form.title },
          actorId: user.id,
        },
        tx,
      );
      return id;
    }),
  );
}

/**
 * Replaces title, description, classes and (when sent) the test. A class sent with its `id` keeps its PDF
 * unless a new one replaces it; PDFs of removed or replaced classes are deleted after the commit.
 */
export async function editCourse(deps: CoursesDeps, user: SessionUser, course: Course, form: CourseForm) {
  const stored = fileIndexMap(form);
  const removedKeys = await withStoredUploads(deps.storage, referencedPdfs(form), (keys) =>
    deps.db.transaction(async (tx) => {
      const existing = new Map((await deps.courses.listClasses(tx, course.id)).map((c) => [c.id, c]));
      const fileIds = await recordPdfs(deps, tx, referencedPdfs(form), keys, user.id);
      const kept = new Set<string>();
      const classes = form.classes.map((c) => {
        const old = c.id && !kept.has(c.id) ? existing.get(c.id) : undefined;
        if (old) kept.add(old.id);
        const pdfFileId =
          c.pdfFileIndex !== undefined ? fileIds.get(stored.get(c.pdfFileIndex)!)! : (old?.pdfFileId ?? null);
        return {
          ...(old ? { id: old.id } : {}),
          title: c.title,
          description: c.description,
          videoLink: c.videoLink,
          pdfFileId,
        };
      });
      // The category is locked for teachers once published (docs/product.md); admins may change it (docs/product.md).
      const category = user.role === 'admin' || course.status === 'draft' ? form.category : undefined;
      await deps.courses.updateCourse(tx, course.id, {
        title: form.title,
        description: form.description,
        // Questions keep their ids across edits (matched by id when sent, else by position; docs/product.md).
        questions: form.questions && keepQuestionIds(form.questions, parseTest(course.test).questions, randomUUID),
        exam: form.exam,
        category,
      });
      await deps.courses.replaceClasses(tx, course.id, classes);
      const stillUsed = new Set(classes.map((c) => c.pdfFileId));
      const dropped = [...existing.values()]
        .map((c) => c.pdfFileId)
        .filter((id): id is string => Boolean(id) && !stillUsed.has(id));
      const by = await byWhom(deps, tx, user);
      for (const c of classes.filter((c) => !c.id)) {
        await deps.activity.write(
          {
            event: 'course.classAdded',
            params: { ...by, courseId: course.id, courseTitle: form.title, classTitle: c.title },
            actorId: user.id,
          },
          tx,
        );
      }
      return deps.files.deleteFiles(tx, dropped);
    }),
  );
  await removeStored(deps, removedKeys);
}

/** Teachers delete their own courses, admins any course; its PDFs go with it. */
export async function deleteCourse(deps: CoursesDeps, user: SessionUser, id: string) {
  const course = await findExisting(deps, id, user);
  if (user.role !== 'admin' && !ownsCourse(course, user)) throw forbidden(courseMessages.notOwner);
  const keys = await deps.db.transaction(async (tx) => {
    const pdfIds = (await deps.courses.listClasses(tx, id))
      .map((c) => c.pdfFileId)
      .filter((f): f is string => Boolean(f));
    await deps.courses.deleteCourse(tx, id);
    await deps.activity.write(
      {
        event: 'course.deleted',
        params: { ...(await byWhom(deps, tx, user)), courseId: id, courseTitle: course.title },
        actorId: user.id,
      },
      tx,
    );
    return deps.files.deleteFiles(tx, pdfIds);
  });
  await removeStored(deps, keys);
}

/** A course as anyone may see it; correct answers only for the owner and admins. */
export async function courseView(deps: CoursesReadDeps, viewer: SessionUser | null, id: string): Promise<CourseView> {
  const course = await findExisting(deps, id, viewer);
  const [classes, enrolledCount, isEnrolled] = await Promise.all([
    deps.courses.listClasses(deps.db, id),
    deps.courses.countEnrolled(deps.db, id),
    viewer?.role === 'student' ? deps.courses.isEnrolled(deps.db, id, viewer.id) : Promise.resolve(false),
  ]);
  // The learning path's ticks (decision 050), for the enrolled student only.
  const doneClassIds = isEnrolled && viewer ? await deps.courses.doneClassIds(deps.db, viewer.id, id) : undefined;
  const test = parseTest(course.test);
  return {
    id: course.id,
    title: course.title,
    description: course.description,
    category: course.category ?? '',
    addedByType: course.addedByType,
    classes: classes.map(({ pdfFileId: _omit, ...c }) => c),
    // Students and visitors never receive the bank, only its size and how it is drawn (docs/product.md).
    test: JSON.stringify(canManage(course, viewer) ? test : { questions: [] }),
    questionCount: test.questions.length,
    exam: examSummary(test, examSettingsOf(course)),
    ...(canManage(course, viewer) ? { examSettings: examSettingsOf(course) } : {}),
    enrolledCount,
    isEnrolled,
    canEdit: canEdit(course, viewer),
    status: course.status,
    ...(doneClassIds ? { doneClassIds } : {}),
  };
}

/** Creator and enrolled students with their best score: for admins and the owning teacher. */
export async function courseDetails(deps: CoursesReadDeps, user: SessionUser, id: string, page: PageQuery) {
  const course = await findExisting(deps, id, user);
  if (!canManage(course, user)) throw forbidden(courseMessages.notOwner);
  const creator = course.addedBy ? await deps.courses.personName(deps.db, course.addedBy) : null;
  const { rows, total } = await deps.courses.listCourseStudents(deps.db, id, page);
  return {
    total,
    details: {
      creator: creator ? { name: fullName(creator), email: creator.email } : { name: 'Admin', email: '' },
      students: rows,
    },
  };
}

/** Students enrolled in an existing course. */
export async function enrolledCount(deps: CoursesReadDeps, viewer: SessionUser | null, id: string): Promise<number> {
  const course = await findExisting(deps, id, viewer);
  return deps.courses.countEnrolled(deps.db, course.id);
}

/** Enrols the student once; a second call changes nothing and answers `created: false`. */
export async function enrol(
  deps: Pick<CoursesDeps, 'db' | 'courses' | 'activity'>,
  user: SessionUser,
  courseId: string,
): Promise<{ created: boolean }> {
  // A student never manages a course, so a draft is not found (decision 051).
  const course = await findExisting(deps, courseId, user);
  // The course deleted since it was read: 404, as a moment later (not a foreign-key error's 500).
  return orGone(
    deps.db.transaction(async (tx) => {
      const created = await deps.courses.enrol(tx, course.id, user.id);
      if (created) {
        const studentName = fullName(await deps.courses.personName(tx, user.id));
        await deps.activity.write(
          {
            event: 'course.enrolled',
            params: { studentId: user.id, studentName, courseId: course.id, courseTitle: course.title },
            actorId: user.id,
          },
          tx,
        );
      }
      return { created };
    }),
    () => notFound(courseMessages.notFound),
  );
}

/** The student's courses with their best attempt (docs/product.md testStatus). */
export async function enrolledCourses(
  deps: CoursesReadDeps,
  user: SessionUser,
  page: PageQuery,
): Promise<Page<EnrolledCourse>> {
  const { rows, total } = await deps.courses.listEnrolledCourses(deps.db, user.id, page);
  const items = rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    questionCount: r.questionCount,
    testStatus: r.status === null || r.score === null ? null : { status: r.status, score: r.score },
    enrolledAt: r.enrolledAt.toISOString(),
  }));
  return { items, total };
}

/** `GET /courseEnrollement/courseIds`: the courses the caller is enrolled in, so that cards can say 'Kayıtlısınız'. */
export const enrolledCourseIds = (deps: CoursesReadDeps, user: SessionUser): Promise<string[]> =>
  deps.courses.enrolledCourseIds(deps.db, user.id);

// ---------- results for the course's teacher (docs/product.md) ----------

/** A page of the course's enrolled students and their results: the owning teacher and admins; 404 before 403. */
export async function courseResults(
  deps: CoursesReadDeps,
  user: SessionUser,
  id: string,
  page: PageQuery,
): Promise<Page<CourseResultRow>> {
  const course = await findExisting(deps, id, user);
  if (!canManage(course, user)) throw forbidden(courseMessages.notOwner);
  const { rows, total } = await deps.courses.listCourseResults(deps.db, course.id, page);
  return { items: rows.map((r) => ({ ...r, lastAttemptAt: r.lastAttemptAt?.toISOString() ?? null })), total };
}

/** The caller's own courses, newest first, with enrolled and passed students. */
export async function listOwnCourses(
  deps: CoursesReadDeps,
  user: SessionUser,
  page: PageQuery,
  ended = false,
): Promise<Page<OwnCourseListItem>> {
  const { rows, total } = await deps.courses.listOwnCourses(deps.db, user.id, page, ended);
  return {
    items: rows.map(({ lastEnrolledAt, ...r }) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      lastEnrolledAt: lastEnrolledAt?.toISOString() ?? null,
    })),
    total,
  };
}

// ---------- drafts: the studio saves as the author types (decision 051) ----------

const draftClasses = (draft: CourseDraft, existing: Map<string, { pdfFileId: string | null }>) => {
  const kept = new Set<string>();
  return draft.classes.map((c) => {
    // A class keeps its id (and PDF) only when it is this course's; an unknown or repeated id makes a new class.
    const old = c.id && !kept.has(c.id) ? existing.get(c.id) : undefined;
    if (old && c.id) kept.add(c.id);
    return {
      ...(old && c.id ? { id: c.id } : {}),
      title: c.title,
      description: c.description,
      videoLink: c.videoLink,
      pdfFileId: old?.pdfFileId ?? null,
    };
  });
};

/** `POST /course/draft`: a new draft of the caller's, with what was typed so far. */
export async function createDraft(deps: CoursesDeps, user: SessionUser, draft: CourseDraft): Promise<DraftSaved> {
  return deps.db.transaction(async (tx) => {
    const id = await deps.courses.insertCourse(tx, {
      title: draft.title,
      description: draft.description,
      // Chosen later: a published course always has one (publishProblems).
      category: draft.category || null,
      questions: keepQuestionIds(draft.questions ?? [], [], randomUUID),
      exam: draft.exam ?? DEFAULT_EXAM_SETTINGS,
      addedBy: user.id,
      addedByType: user.role === 'admin' ? 'Admin' : 'Teacher',
      status: 'draft',
    });
    const classIds = await deps.courses.replaceClasses(tx, id, draftClasses(draft, new Map()));
    const saved = await deps.courses.findCourse(tx, id);
    return { ok: true, id, classIds, updatedAt: saved!.updatedAt.toISOString() };
  });
}

/**
 * `PUT /course/draft/{id}`: the author's draft replaced by what the studio sends (a class sent with its id keeps its
 * PDF; PDFs of classes left out are deleted after the commit). A published course is not a draft any more: 409.
 */
export async function saveDraft(
  deps: CoursesDeps,
  user: SessionUser,
  id: string,
  draft: CourseDraft,
): Promise<DraftSaved> {
  const course = await editableCourse(deps, user, id);
  if (course.status !== 'draft') throw conflict(courseDraftMessages.notDraft);
  const { classIds, dropped, updatedAt } = await deps.db.transaction(async (tx) => {
    const existing = new Map((await deps.courses.listClasses(tx, course.id)).map((c) => [c.id, c]));
    const classes = draftClasses(draft, existing);
    await deps.courses.updateCourse(tx, course.id, {
      title: draft.title,
      description: draft.description,
      category: draft.category || undefined,
      questions: draft.questions && keepQuestionIds(draft.questions, parseTest(course.test).questions, randomUUID),
      exam: draft.exam,
    });
    const classIds = await deps.courses.replaceClasses(tx, course.id, classes);
    const stillUsed = new Set(classes.map((c) => c.pdfFileId));
    const droppedIds = [...existing.values()]
      .map((c) => c.pdfFileId)
      .filter((f): f is string => Boolean(f) && !stillUsed.has(f));
    const saved = await deps.courses.findCourse(tx, course.id);
    return { classIds, dropped: await deps.files.deleteFiles(tx, droppedIds), updatedAt: saved!.updatedAt };
  });
  await removeStored(deps, dropped);
  return { ok: true, id: course.id, classIds, updatedAt: updatedAt.toISOString() };
}

/**
 * `POST /course/publish/{id}`: the author's draft goes public once it has a title, a description and a lesson
 * (400 with every missing thing named); publishing a published course changes nothing.
 */
export async function publishCourse(deps: CoursesDeps, user: SessionUser, id: string) {
  const course = await editableCourse(deps, user, id);
  if (course.status === 'published') return { ok: true as const, id: course.id, status: course.status };
  await deps.db.transaction(async (tx) => {
    const classCount = (await deps.courses.listClasses(tx, course.id)).length;
    const problems = publishProblems({
      title: course.title,
      description: course.description,
      category: course.category,
      classCount,
    });
    if (problems.length > 0) {
      throw badRequest(problems[0], {
        ...(problems.includes(courseDraftMessages.publishNeedsTitle)
          ? { title: courseDraftMessages.publishNeedsTitle }
          : {}),
        ...(problems.includes(courseDraftMessages.publishNeedsDescription)
          ? { description: courseDraftMessages.publishNeedsDescription }
          : {}),
        ...(problems.includes(courseMessages.categoryRequired) ? { category: courseMessages.categoryRequired } : {}),
        ...(problems.includes(courseDraftMessages.publishNeedsLesson)
          ? { classes: courseDraftMessages.publishNeedsLesson }
          : {}),
      });
    }
    await deps.courses.publishCourse(tx, course.id);
    await deps.activity.write(
      {
        event: 'course.added',
        params: { ...(await byWhom(deps, tx, user)), courseId: course.id, courseTitle: course.title },
        actorId: user.id,
      },
      tx,
    );
  });
  return { ok: true as const, id: course.id, status: 'published' as const };
}
