import { and, asc, count, desc, eq, inArray, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  COURSE_ENDED_AFTER_DAYS,
  LIST_PREVIEW_CHARS,
  type CourseCategory,
  type CourseCreatorType,
  type CourseClassView,
  type CourseFilters,
  type CourseListItem,
  type CourseStatus,
  type ExamSettings,
  type Question,
} from '@beceri/domain';
import type { Db, Tx } from '../../db/client.ts';
import { selectPage, type Page, type PageQuery } from '../../lib/paging.ts';
import { matchesSearch, searchText } from '../../lib/search.ts';
import {
  certificates,
  courseClasses,
  courseEnrollments,
  courses,
  files,
  examAttempts,
  lessonProgress,
  users,
  type Course,
} from '../../db/schema/index.ts';
import { fileUrl } from '../../plugins/storage.ts';
import { declareWrites } from '../../db/writes.ts';

const questionCount = sql<number>`coalesce(jsonb_array_length(${courses.test} -> 'questions'), 0)`.mapWith(Number);

/** What a course card shows, for the public list and an author's own. */
const cardFields = {
  id: courses.id,
  title: courses.title,
  // Cards show three lines of it (LIST_PREVIEW_CHARS).
  description: sql<string>`left(${courses.description}, ${LIST_PREVIEW_CHARS})`,
  // A draft without one yet reads as '' (none chosen).
  category: sql<string>`coalesce(${courses.category}, '')`,
  addedByType: courses.addedByType,
  questionCount,
  createdAt: courses.createdAt,
  status: courses.status,
};

/** What students and visitors may see: published courses (decision 051). */
const published = eq(courses.status, 'published');

/** Enrolled students of these courses in one grouped query (never a query per row). */
async function enrolledCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ courseId: courseEnrollments.courseId, n: count() })
    .from(courseEnrollments)
    .where(inArray(courseEnrollments.courseId, ids))
    .groupBy(courseEnrollments.courseId);
  return new Map(rows.map((r) => [r.courseId, r.n]));
}

/**
 * A page of courses, newest first, with enrolled and question counts: `q` in the folded title and description,
 * the category.
 */
async function listCourses(
  db: Db,
  page: PageQuery,
  filters: CourseFilters,
  { withDrafts = false }: { withDrafts?: boolean } = {},
): Promise<Page<CourseListItem>> {
  const where = and(
    withDrafts ? undefined : published,
    matchesSearch(courses.search, filters.q),
    filters.category ? eq(courses.category, filters.category) : undefined,
  );
  const { rows, total } = await selectPage(
    db.select(cardFields).from(courses).where(where).orderBy(desc(courses.createdAt), desc(courses.id)).$dynamic(),
    db.$count(courses, where),
    page,
  );
  const counts = await enrolledCounts(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => ({ ...r, enrolledCount: counts.get(r.id) ?? 0, createdAt: r.createdAt.toISOString() })),
    total,
  };
}

async function findCourse(db: Db | Tx, id: string): Promise<Course | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  return row;
}

async function listClasses(db: Db | Tx, courseId: string): Promise<(CourseClassView & { pdfFileId: string | null })[]> {
  const rows = await db
    .select({
      id: courseClasses.id,
      title: courseClasses.title,
      description: courseClasses.description,
      videoLink: courseClasses.videoLink,
      pdfFileId: courseClasses.pdfFileId,
      pdfFileName: files.originalName,
    })
    .from(courseClasses)
    .leftJoin(files, eq(files.id, courseClasses.pdfFileId))
    .where(eq(courseClasses.courseId, courseId))
    .orderBy(asc(courseClasses.position));
  return rows.map((r) => ({
    ...r,
    pdfFile: r.pdfFileId ? fileUrl(r.pdfFileId) : null,
    pdfFileName: r.pdfFileName ?? null,
  }));
}

async function countEnrolled(db: Db, courseId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(courseEnrollments).where(eq(courseEnrollments.courseId, courseId));
  return row.n;
}

export async function isEnrolled(db: Db | Tx, courseId: string, studentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: courseEnrollments.id })
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.courseId, courseId), eq(courseEnrollments.studentId, studentId)))
    .limit(1);
  return Boolean(row);
}

/** The lessons of one course the student has finished (the course page's ticks). */
async function doneClassIds(db: Db | Tx, studentId: string, courseId: string): Promise<string[]> {
  const rows = await db
    .select({ id: lessonProgress.classId })
    .from(lessonProgress)
    .innerJoin(courseClasses, eq(courseClasses.id, lessonProgress.classId))
    .where(and(eq(lessonProgress.studentId, studentId), eq(courseClasses.courseId, courseId)))
    .orderBy(courseClasses.position);
  return rows.map((r) => r.id);
}

export interface NewClass {
  id?: string;
  title: string;
  description: string;
  videoLink: string;
  pdfFileId: string | null;
}

const examColumns = (e: ExamSettings) => ({
  examDrawCount: e.drawCount,
  examShuffle: e.shuffle,
  examTimeLimitMinutes: e.timeLimitMinutes,
  examPassPercent: e.passPercent,
});

/** A course's exam settings from its row. */
export const examSettingsOf = (c: Course): ExamSettings => ({
  drawCount: c.examDrawCount,
  shuffle: c.examShuffle,
  timeLimitMinutes: c.examTimeLimitMinutes,
  passPercent: c.examPassPercent,
  // Absent while the course keeps the default (decision 055).
  ...(c.minAttendancePercent === null ? {} : { minAttendancePercent: c.minAttendancePercent }),
});

async function insertCourse(
  tx: Tx,
  course: {
    title: string;
    description: string;
    /** Null for a draft whose author has not chosen one yet. */
    category: string | null;
    questions: Question[];
    exam: ExamSettings;
    addedBy: string;
    addedByType: CourseCreatorType;
    /** Published unless the studio starts a draft. */
    status?: CourseStatus;
  },
): Promise<string> {
  const [row] = await tx
    .insert(courses)
    .values({
      title: course.title,
      description: course.description,
      category: course.category,
      search: searchText(course.title, course.description),
      test: { questions: course.questions },
      ...examColumns(course.exam),
      addedBy: course.addedBy,
      addedByType: course.addedByType,
      ...(course.status === 'draft' ? { status: 'draft' as const, publishedAt: null } : {}),
    })
    .returning({ id: courses.id });
  return row.id;
}

async function updateCourse(
  tx: Tx,
  id: string,
  change: {
    title: string;
    description: string;
    questions?: Question[];
    exam?: ExamSettings;
    category?: CourseCategory;
  },
) {
  await tx
    .update(courses)
    .set({
      title: change.title,
      description: change.description,
      search: searchText(change.title, change.description),
      ...(change.category ? { category: change.category } : {}),
      ...(change.questions ? { test: { questions: change.questions } } : {}),
      ...(change.exam ? examColumns(change.exam) : {}),
      updatedAt: new Date(),
    })
    .where(eq(courses.id, id));
}

/**
 * The course's classes become `classes`, in this order; answers their ids in that order. A class sent with its id is
 * updated in place, so what refers to it (the students' lesson progress, decision 050; the draft's autosave, decision
 * 051) stays; the others are deleted, their progress with them.
 */
async function replaceClasses(tx: Tx, courseId: string, classes: NewClass[]): Promise<string[]> {
  const numbered = classes.map((c, position) => ({ ...c, position }));
  const kept = numbered.filter((c): c is typeof c & { id: string } => Boolean(c.id));
  await tx.delete(courseClasses).where(
    and(
      eq(courseClasses.courseId, courseId),
      kept.length > 0
        ? notInArray(
            courseClasses.id,
            kept.map((c) => c.id),
          )
        : undefined,
    ),
  );
  if (kept.length > 0) {
    // Out of the way of the positions' unique constraint, then every kept class in one statement.
    await tx
      .update(courseClasses)
      .set({ position: sql`-1 - ${courseClasses.position}` })
      .where(eq(courseClasses.courseId, courseId));
    const values = sql.join(
      kept.map(
        (c) =>
          sql`(${c.id}::uuid, ${c.title}, ${c.description}, ${c.videoLink}, ${c.pdfFileId}::uuid, ${c.position}::int)`,
      ),
      sql`, `,
    );
    declareWrites('update course_classes');
    await tx.execute(sql`
      update course_classes as c
      set title = v.title, description = v.description, video_link = v.video_link,
          pdf_file_id = v.pdf_file_id, position = v.position
      from (values ${values}) as v(id, title, description, video_link, pdf_file_id, position)
      where c.id = v.id and c.course_id = ${courseId}`);
  }
  const added = numbered.filter((c) => !c.id).map(({ id: _new, ...c }) => ({ ...c, courseId }));
  const inserted =
    added.length > 0
      ? await tx
          .insert(courseClasses)
          .values(added)
          .returning({ id: courseClasses.id, position: courseClasses.position })
      : [];
  const newIds = new Map(inserted.map((r) => [r.position, r.id]));
  return numbered.map((c) => c.id ?? newIds.get(c.position) ?? '');
}

/** A draft made public (decision 051). */
async function publishCourse(tx: Tx, id: string) {
  await tx
    .update(courses)
    .set({ status: 'published', publishedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(courses.id, id), eq(courses.status, 'draft')));
}

async function deleteCourse(tx: Tx, id: string) {
  await tx.delete(courses).where(eq(courses.id, id));
}

async function personName(db: Db | Tx, userId: string): Promise<{ name: string; surname: string; email: string }> {
  const [row] = await db
    .select({ name: users.name, surname: users.surname, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { name: '', surname: '', email: '' };
}

async function enrol(tx: Tx, courseId: string, studentId: string): Promise<boolean> {
  const rows = await tx
    .insert(courseEnrollments)
    .values({ courseId, studentId })
    .onConflictDoNothing({ target: [courseEnrollments.courseId, courseEnrollments.studentId] })
    .returning({ id: courseEnrollments.id });
  return rows.length > 0;
}

/** Each (student, course) pair's best attempt: highest score, the latest among equals. */
function bestResults(db: Db, where: ReturnType<typeof eq>) {
  return db
    .selectDistinctOn([examAttempts.studentId, examAttempts.courseId], {
      studentId: examAttempts.studentId,
      courseId: examAttempts.courseId,
      score: examAttempts.score,
      status: examAttempts.status,
    })
    .from(examAttempts)
    .where(and(where, isNotNull(examAttempts.status)))
    .orderBy(examAttempts.studentId, examAttempts.courseId, desc(examAttempts.score), desc(examAttempts.createdAt))
    .as('best');
}

async function listEnrolledCourses(db: Db, studentId: string, page: PageQuery) {
  const best = bestResults(db, eq(examAttempts.studentId, studentId));
  const where = eq(courseEnrollments.studentId, studentId);
  const { rows, total } = await selectPage(
    db
      .select({
        id: courses.id,
        title: courses.title,
        description: courses.description,
        questionCount,
        score: best.score,
        status: best.status,
        enrolledAt: courseEnrollments.createdAt,
      })
      .from(courseEnrollments)
      .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
      .leftJoin(best, eq(best.courseId, courses.id))
      .where(where)
      .orderBy(desc(courseEnrollments.createdAt), desc(courseEnrollments.id))
      .$dynamic(),
    db.$count(courseEnrollments, where),
    page,
  );
  return { rows, total };
}

async function listCourseStudents(db: Db, courseId: string, page: PageQuery) {
  const best = bestResults(db, eq(examAttempts.courseId, courseId));
  const attempts = db
    .select({ studentId: examAttempts.studentId, n: count().as('attempts') })
    .from(examAttempts)
    .where(and(eq(examAttempts.courseId, courseId), isNotNull(examAttempts.status)))
    .groupBy(examAttempts.studentId)
    .as('attempts');
  const where = eq(courseEnrollments.courseId, courseId);
  const { rows, total } = await selectPage(
    db
      .select({
        id: users.id,
        name: users.name,
        surname: users.surname,
        email: users.email,
        score: best.score,
        status: best.status,
        attempts: sql<number>`coalesce(${attempts.n}, 0)`.mapWith(Number),
      })
      .from(courseEnrollments)
      .innerJoin(users, eq(users.id, courseEnrollments.studentId))
      .leftJoin(best, eq(best.studentId, users.id))
      .leftJoin(attempts, eq(attempts.studentId, users.id))
      .where(where)
      .orderBy(asc(courseEnrollments.createdAt), asc(courseEnrollments.id))
      .$dynamic(),
    db.$count(courseEnrollments, where),
    page,
  );
  return { rows, total };
}

/** The ids of the courses a student is enrolled in, newest first (index course_enrollments_student_idx): one statement. */
async function enrolledCourseIds(db: Db, studentId: string): Promise<string[]> {
  const rows = await db
    .select({ courseId: courseEnrollments.courseId })
    .from(courseEnrollments)
    .where(eq(courseEnrollments.studentId, studentId))
    .orderBy(desc(courseEnrollments.createdAt), desc(courseEnrollments.id));
  return rows.map((r) => r.courseId);
}

// ---------- results for the course's teacher (docs/product.md) ----------

/**
 * A page of a course's enrolled students with their exam results, in one aggregate over their attempts: the best
 * attempt is the highest score, the latest among equals (as `bestResults`). Students with the newest attempt come
 * first, those without any last; then by name.
 */
async function listCourseResults(db: Db, courseId: string, page: PageQuery) {
  const bestOrder = sql`order by ${examAttempts.score} desc, ${examAttempts.createdAt} desc`;
  const lastAttemptAt = sql`max(${examAttempts.createdAt})`;
  const where = eq(courseEnrollments.courseId, courseId);
  return selectPage(
    db
      .select({
        studentId: users.id,
        name: users.name,
        surname: users.surname,
        attempts: count(examAttempts.id),
        bestScore: sql<number | null>`(array_agg(${examAttempts.score} ${bestOrder}))[1]`,
        total: sql<number | null>`(array_agg(${examAttempts.total} ${bestOrder}))[1]`,
        passed: sql<boolean>`coalesce(bool_or(${examAttempts.status} = 'passed'), false)`,
        lastAttemptAt: sql<Date | null>`${lastAttemptAt}`.mapWith(examAttempts.createdAt),
      })
      .from(courseEnrollments)
      .innerJoin(users, eq(users.id, courseEnrollments.studentId))
      .leftJoin(
        examAttempts,
        and(
          eq(examAttempts.courseId, courseEnrollments.courseId),
          eq(examAttempts.studentId, courseEnrollments.studentId),
          isNotNull(examAttempts.status),
        ),
      )
      .where(where)
      .groupBy(users.id)
      .orderBy(sql`${lastAttemptAt} desc nulls last`, asc(users.name), asc(users.surname), asc(users.id))
      .$dynamic(),
    db.$count(courseEnrollments, where),
    page,
  );
}

/**
 * A page of one author's courses, newest first, with enrolled students and how many of them passed the exam (a
 * certificate each, issued by the first pass), counted in the same statement ('Eski Kurslar').
 */
async function listOwnCourses(db: Db, addedBy: string, page: PageQuery, ended = false) {
  // Aliased and built apart: Drizzle writes a column put straight into a single-table select's field unqualified.
  const enrolments = sql`from ${courseEnrollments} e where e.course_id = ${courses.id}`;
  const passes = sql`from ${certificates} c where c.course_id = ${courses.id} and c.student_id is not null`;
  const lastEnrolled = sql`(select max(e.created_at) ${enrolments})`;
  const endedWhere: SQL = sql`${published} and greatest(${courses.publishedAt}, ${lastEnrolled}) < now() - make_interval(days => ${COURSE_ENDED_AFTER_DAYS})`;
  const where = and(eq(courses.addedBy, addedBy), ended ? endedWhere : undefined);
  return selectPage(
    db
      .select({
        ...cardFields,
        enrolledCount: sql<number>`(select count(*) ${enrolments})`.mapWith(Number),
        passedCount: sql<number>`(select count(*) ${passes})`.mapWith(Number),
        lastEnrolledAt: sql<Date | null>`${lastEnrolled}`.mapWith(courses.createdAt),
      })
      .from(courses)
      .where(where)
      .orderBy(desc(courses.createdAt), desc(courses.id))
      .$dynamic(),
    db.$count(courses, where),
    page,
  );
}

/** The courses tables' reads and writes, handed to the service (service.ts `coursesDeps`). */
export const coursesRepository = {
  listCourses,
  findCourse,
  listClasses,
  countEnrolled,
  isEnrolled,
  doneClassIds,
  insertCourse,
  updateCourse,
  replaceClasses,
  deleteCourse,
  personName,
  enrol,
  listEnrolledCourses,
  listCourseStudents,
  enrolledCourseIds,
  listCourseResults,
  listOwnCourses,
  publishCourse,
};
export type CoursesRepository = typeof coursesRepository;
