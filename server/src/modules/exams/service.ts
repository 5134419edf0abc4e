import type { FastifyInstance } from 'fastify';
import {
  courseMessages, EXAM_ATTEMPTS_PER_DAY, gradeAnswers, istanbulDay, parseTest, withoutAnswers, type Grade, type SessionUser,
  type SubmitTestInput,
} from '@beceri/domain';
import type { Course } from '../../db/schema/index.ts';
import { badRequest, forbidden, HttpError } from '../../plugins/errors.ts';
import { canManage, existingCourse } from '../courses/service.ts';
import { newCertificateCode } from '../certificates/service.ts';
import * as repo from './repository.ts';

type ExamsDeps = Pick<FastifyInstance, 'db' | 'readCache' | 'config'>;

/** The exam's questions (`GET /test/{examId}`, the id is the course's); answers only for the owner and admins. */
export async function examQuestions(deps: Pick<FastifyInstance, 'db'>, viewer: SessionUser | null, id: string) {
  const course = await existingCourse(deps, id);
  const test = parseTest(course.test);
  const { questions } = canManage(course, viewer) ? test : withoutAnswers(test);
  return { courseId: course.id, title: course.title, questions };
}

/**
 * Grades an attempt on the server (DESIGN.md §4): only enrolled students, against the stored answers.
 * Every attempt is kept; the client never sends a score. At most 10 a course a calendar day in
 * Europe/Istanbul (DESIGN.md §7, scaled by RATE_LIMIT_FACTOR), counted on the enrolment by the same
 * statement that stores the attempt, so parallel submissions cannot pass it.
 */
export async function submitTest(deps: ExamsDeps, user: SessionUser, input: SubmitTestInput): Promise<Grade> {
  const course = await examCourse(deps, input.courseId);
  const { questions } = parseTest(course.test);
  if (questions.length === 0) throw new HttpError(400, 'NO_TEST', courseMessages.noTest);
  if (input.answers.length > questions.length) throw badRequest(courseMessages.tooManyAnswers, { answers: courseMessages.tooManyAnswers });
  const answers = questions.map((_, i) => input.answers[i] ?? null);
  const grade = gradeAnswers(questions, answers);
  const result = grade.status === 'passed' ? 'geçti' : 'geçemedi';
  const { enrolled, stored } = await repo.recordAttempt(deps.db, {
    courseId: course.id, studentId: user.id, answers, ...grade,
    day: istanbulDay(),
    maxPerDay: Math.max(1, Math.round(EXAM_ATTEMPTS_PER_DAY * deps.config.rateLimitFactor)),
    certificateCode: grade.status === 'passed' ? newCertificateCode() : null,
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
async function examCourse(deps: ExamsDeps, id: string): Promise<Course> {
  const key = `exam\n${id}`;
  const cached = deps.readCache.get<Course>(key);
  if (cached) return cached;
  const ticket = deps.readCache.ticket();
  const course = await existingCourse(deps, id);
  deps.readCache.set(key, ['courses'], ticket, course, { size: 2 * (JSON.stringify(course.test).length + course.title.length + course.description.length) });
  return course;
}
