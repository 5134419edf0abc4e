import type { FastifyInstance } from 'fastify';
import {
  courseMessages, EXAM_ATTEMPTS_PER_DAY, EXAM_DAY_TIME_ZONE, gradeAnswers, parseTest, type EnrolledCourse, type Grade, type SessionUser, type SubmitTestInput,
} from '@beceri/domain';
import { dateIn } from '../../lib/days.ts';
import { fullName } from '../../lib/names.ts';
import type { Page, PageQuery } from '../../lib/paging.ts';
import { badRequest, forbidden, HttpError } from '../../plugins/errors.ts';
import type { Course } from '../../db/schema/index.ts';
import * as repo from './repository.ts';
import { existingCourse } from './service.ts';

/** Enrols the student once; a second call changes nothing and answers `created: false`. */
export async function enrol(app: FastifyInstance, user: SessionUser, courseId: string): Promise<{ created: boolean }> {
  const course = await existingCourse(app, courseId);
  return app.db.transaction(async (tx) => {
    const created = await repo.enrol(tx, course.id, user.id);
    if (created) {
      const who = fullName(await repo.personName(tx, user.id));
      await app.activity.write({ type: 'student', text: `${who} adlı öğrenci "${course.title}" kursuna kaydoldu`, actorId: user.id }, tx);
    }
    return { created };
  });
}

/**
 * Grades an attempt on the server (DESIGN.md §4): only enrolled students, against the stored answers.
 * Every attempt is kept; the client never sends a score. At most 10 a course a calendar day in
 * Europe/Istanbul (DESIGN.md §7, scaled by RATE_LIMIT_FACTOR), counted on the enrolment by the same
 * statement that stores the attempt, so parallel submissions cannot pass it.
 */
export async function submitTest(app: FastifyInstance, user: SessionUser, input: SubmitTestInput): Promise<Grade> {
  const course = await examCourse(app, input.courseId);
  const { questions } = parseTest(course.test);
  if (questions.length === 0) throw new HttpError(400, 'NO_TEST', courseMessages.noTest);
  if (input.answers.length > questions.length) throw badRequest(courseMessages.tooManyAnswers, { answers: courseMessages.tooManyAnswers });
  const answers = questions.map((_, i) => input.answers[i] ?? null);
  const grade = gradeAnswers(questions, answers);
  const result = grade.status === 'passed' ? 'geçti' : 'geçemedi';
  const { enrolled, stored } = await repo.recordAttempt(app.db, {
    courseId: course.id, studentId: user.id, answers, ...grade,
    day: dateIn(EXAM_DAY_TIME_ZONE),
    maxPerDay: Math.max(1, Math.round(EXAM_ATTEMPTS_PER_DAY * app.config.rateLimitFactor)),
    logText: ` adlı öğrenci "${course.title}" kursunun sınavına girdi: ${grade.score}/${grade.total} puan, ${result}`,
  });
  if (!enrolled) throw forbidden(courseMessages.notEnrolled);
  if (!stored) throw new HttpError(429, 'DAILY_ATTEMPTS_USED', courseMessages.dailyAttemptsUsed);
  return grade;
}

/**
 * The course an exam is graded against, from the read cache while no course changes (topic `courses`):
 * a cohort submitting the same exam reads it once.
 */
async function examCourse(app: FastifyInstance, id: string): Promise<Course> {
  const key = `exam\n${id}`;
  const cached = app.readCache.get<Course>(key);
  if (cached) return cached;
  const ticket = app.readCache.ticket();
  const course = await existingCourse(app, id);
  app.readCache.set(key, ['courses'], ticket, course, { size: 2 * (JSON.stringify(course.test).length + course.title.length + course.description.length) });
  return course;
}

/** The student's courses with their best attempt (SPEC.md §3 testStatus). */
export async function enrolledCourses(app: FastifyInstance, user: SessionUser, page: PageQuery): Promise<Page<EnrolledCourse>> {
  const { rows, total } = await repo.listEnrolledCourses(app.db, user.id, page);
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
