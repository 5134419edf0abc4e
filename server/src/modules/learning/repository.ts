import { and, desc, eq, sql } from 'drizzle-orm';
import type { CourseProgress } from '@beceri/domain';
import type { Db, Tx } from '../../db/client.ts';
import { courseClasses, courseEnrollments, courses, lessonProgress } from '../../db/schema/index.ts';
import { selectPage, type PageQuery } from '../../lib/paging.ts';
import { iso } from '../../lib/dates.ts';

/** A class with its course, and whether the student is enrolled in that course (one statement). */
async function findClassForStudent(
  db: Db | Tx,
  classId: string,
  studentId: string,
): Promise<{ courseId: string; enrolled: boolean } | undefined> {
  const [row] = await db
    .select({
      courseId: courseClasses.courseId,
      enrolled: sql<boolean>`exists (select 1 from ${courseEnrollments} where ${courseEnrollments.courseId} = ${courseClasses.courseId} and ${courseEnrollments.studentId} = ${studentId})`,
    })
    .from(courseClasses)
    .where(eq(courseClasses.id, classId));
  return row;
}

/** Marks the lesson done once: a second call keeps the first time. */
async function markDone(db: Db | Tx, studentId: string, classId: string): Promise<void> {
  await db.insert(lessonProgress).values({ studentId, classId }).onConflictDoNothing();
}

/**
 * Each enrolled course's progress, as `CourseProgress` (decision 050): counted in sub-queries of one statement, so a
 * page costs the same whatever its size. `courseId` narrows it to one course.
 */
function progressQuery(db: Db | Tx, studentId: string, courseId?: string) {
  const done = sql`exists (select 1 from ${lessonProgress} lp where lp.student_id = ${studentId} and lp.class_id = cc.id)`;
  return db
    .select({
      courseId: courses.id,
      title: courses.title,
      lessonsTotal: sql<number>`(select count(*) from ${courseClasses} cc where cc.course_id = ${courses.id})`.mapWith(
        Number,
      ),
      lessonsDone:
        sql<number>`(select count(*) from ${courseClasses} cc where cc.course_id = ${courses.id} and ${done})`.mapWith(
          Number,
        ),
      next: sql<{
        id: string;
        title: string;
      } | null>`(select json_build_object('id', cc.id, 'title', cc.title) from ${courseClasses} cc where cc.course_id = ${courses.id} and not ${done} order by cc.position limit 1)`,
      last: sql<{
        id: string;
        doneAt: string;
      } | null>`(select json_build_object('id', cc.id, 'doneAt', lp.done_at) from ${lessonProgress} lp join ${courseClasses} cc on cc.id = lp.class_id where lp.student_id = ${studentId} and cc.course_id = ${courses.id} order by lp.done_at desc, cc.position desc limit 1)`,
      examPassed: sql<boolean>`exists (select 1 from exam_attempts a where a.student_id = ${studentId} and a.course_id = ${courses.id} and a.status = 'passed')`,
    })
    .from(courseEnrollments)
    .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
    .where(
      and(eq(courseEnrollments.studentId, studentId), courseId ? eq(courseEnrollments.courseId, courseId) : undefined),
    )
    .orderBy(desc(courseEnrollments.createdAt), desc(courseEnrollments.id))
    .$dynamic();
}

type ProgressRow = Awaited<ReturnType<typeof progressQuery>>[number];

const toProgress = (r: ProgressRow): CourseProgress => ({
  courseId: r.courseId,
  title: r.title,
  lessonsDone: r.lessonsDone,
  lessonsTotal: r.lessonsTotal,
  nextClassId: r.next?.id ?? null,
  nextClassTitle: r.next?.title ?? null,
  lastClassId: r.last?.id ?? null,
  lastDoneAt: r.last ? iso(r.last.doneAt) : null,
  examPassed: Boolean(r.examPassed),
});

async function listProgress(db: Db, studentId: string, page: PageQuery) {
  const { rows, total } = await selectPage(
    progressQuery(db, studentId),
    db.$count(courseEnrollments, eq(courseEnrollments.studentId, studentId)),
    page,
  );
  return { items: rows.map(toProgress), total };
}

async function courseProgress(db: Db | Tx, studentId: string, courseId: string): Promise<CourseProgress | undefined> {
  const [row] = await progressQuery(db, studentId, courseId);
  return row && toProgress(row);
}

/** Takes the mark off (a lesson ticked by mistake); nothing to take off changes nothing. */
async function unmarkDone(db: Db | Tx, studentId: string, classId: string): Promise<void> {
  await db
    .delete(lessonProgress)
    .where(and(eq(lessonProgress.studentId, studentId), eq(lessonProgress.classId, classId)));
}

export const learningRepository = { findClassForStudent, markDone, unmarkDone, listProgress, courseProgress };
export type LearningRepository = typeof learningRepository;
