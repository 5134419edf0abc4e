import type { FastifyInstance } from 'fastify';
import {
  courseMessages, EXAM_ATTEMPTS_PER_DAY, EXAM_DAY_TIME_ZONE, gradeAnswers, parseTest, type EnrolledCourse, type Grade, type SessionUser, type SubmitTestInput,
} from '@beceri/domain';
import { dateIn } from '../../lib/days.ts';
import { badRequest, forbidden, HttpError } from '../../plugins/errors.ts';
import * as repo from './repository.ts';
import { existingCourse, fullName } from './service.ts';

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
 * Europe/Istanbul (DESIGN.md §7, scaled by RATE_LIMIT_FACTOR): the count is kept on the enrolment in the
 * same transaction as the attempt, by one statement that also refuses, so parallel submissions cannot pass it.
 */
export async function submitTest(app: FastifyInstance, user: SessionUser, input: SubmitTestInput): Promise<Grade> {
  const course = await existingCourse(app, input.courseId);
  if (!(await repo.isEnrolled(app.db, course.id, user.id))) throw forbidden(courseMessages.notEnrolled);
  const { questions } = parseTest(course.test);
  if (questions.length === 0) throw new HttpError(400, 'NO_TEST', courseMessages.noTest);
  if (input.answers.length > questions.length) throw badRequest(courseMessages.tooManyAnswers, { answers: courseMessages.tooManyAnswers });
  const answers = questions.map((_, i) => input.answers[i] ?? null);
  const grade = gradeAnswers(questions, answers);
  const maxPerDay = Math.max(1, Math.round(EXAM_ATTEMPTS_PER_DAY * app.config.rateLimitFactor));
  await app.db.transaction(async (tx) => {
    await repo.insertResult(tx, { courseId: course.id, studentId: user.id, answers, ...grade });
    const who = fullName(await repo.personName(tx, user.id));
    const result = grade.status === 'passed' ? 'geçti' : 'geçemedi';
    await app.activity.write({
      type: 'student',
      text: `${who} adlı öğrenci "${course.title}" kursunun sınavına girdi: ${grade.score}/${grade.total} puan, ${result}`,
      actorId: user.id,
    }, tx);
    // Counted last, so the enrolment row is locked only until the commit; a refusal rolls the attempt back.
    if (!(await repo.countAttempt(tx, course.id, user.id, dateIn(EXAM_DAY_TIME_ZONE), maxPerDay))) {
      throw new HttpError(429, 'DAILY_ATTEMPTS_USED', courseMessages.dailyAttemptsUsed);
    }
  });
  return grade;
}

/** The student's courses with their best attempt (SPEC.md §3 testStatus). */
export async function enrolledCourses(app: FastifyInstance, user: SessionUser, page: repo.Page): Promise<{ items: EnrolledCourse[]; total: number }> {
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
