import type { FastifyInstance } from 'fastify';
import { courseMessages, type CourseProgress, type SessionUser } from '@beceri/domain';
import type { Db } from '../../db/client.ts';
import type { Page, PageQuery } from '../../lib/paging.ts';
import { forbidden, notFound } from '../../plugins/errors.ts';
import { learningRepository, type LearningRepository } from './repository.ts';

/** What the learning path needs (decision 050). */
export interface LearningDeps {
  db: Db;
  learning: LearningRepository;
}

export const learningDeps = (app: FastifyInstance): LearningDeps => ({ db: app.db, learning: learningRepository });

/**
 * `PUT /me/lessons/{classId}/done`: the student finished a lesson of a course they are enrolled in (404 for a lesson
 * that does not exist, 403 when not enrolled). Idempotent: the first time stays. Answers the course's progress.
 */
export async function finishLesson(deps: LearningDeps, user: SessionUser, classId: string): Promise<CourseProgress> {
  return setLessonDone(deps, user, classId, true);
}

/**
 * `DELETE /me/lessons/{classId}/done`: the student takes back a lesson marked done by mistake; the same checks, and
 * idempotent too. Answers the course's progress.
 */
export async function unfinishLesson(deps: LearningDeps, user: SessionUser, classId: string): Promise<CourseProgress> {
  return setLessonDone(deps, user, classId, false);
}

async function setLessonDone(
  deps: LearningDeps,
  user: SessionUser,
  classId: string,
  done: boolean,
): Promise<CourseProgress> {
  const lesson = await deps.learning.findClassForStudent(deps.db, classId, user.id);
  if (!lesson) throw notFound(courseMessages.lessonNotFound);
  if (!lesson.enrolled) throw forbidden(courseMessages.lessonNotEnrolled);
  if (done) await deps.learning.markDone(deps.db, user.id, classId);
  else await deps.learning.unmarkDone(deps.db, user.id, classId);
  const progress = await deps.learning.courseProgress(deps.db, user.id, lesson.courseId);
  // Enrolment is never undone while the course exists; a course deleted meanwhile took the lesson with it.
  if (!progress) throw notFound(courseMessages.lessonNotFound);
  return progress;
}

/** `GET /me/progress`: each enrolled course's progress, newest enrolment first. */
export const listProgress = (deps: LearningDeps, user: SessionUser, page: PageQuery): Promise<Page<CourseProgress>> =>
  deps.learning.listProgress(deps.db, user.id, page);
