import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  courseMessages,
  EXAM_ATTEMPTS_PER_DAY,
  examMessages,
  examSummary,
  istanbulDay,
  itemHint,
  parseTest,
  passThreshold,
  type AttemptResult,
  type ExamSettings,
  type Grade,
  type ItemStat,
  type OpenAttempt,
  type Question,
  type SessionUser,
  type SubmitTestInput,
} from '@beceri/domain';
import type { Db } from '../../db/client.ts';
import type { Course, DrawnQuestion } from '../../db/schema/index.ts';
import type { ActivityLog } from '../../plugins/activity.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../plugins/errors.ts';
import { msUntilIstanbulMidnight } from '../../lib/cache.ts';
import { orGone } from '../../lib/db-errors.ts';
import { fullName } from '../../lib/names.ts';
import { canManage, existingCourse } from '../courses/service.ts';
import { trustRepository, type TrustRepository } from '../trust/repository.ts';
import { coursesRepository, examSettingsOf, type CoursesRepository } from '../courses/repository.ts';
import { newCertificateCode } from '../certificates/service.ts';
import { examsRepository, type AttemptRow, type ExamsRepository, type Graded } from './repository.ts';

/**
 * What the exams' rules need (the model: courses/service.ts): the routes and the scheduled grading pass the real ones
 * (`examsDeps(app)`), the unit tests (service.test.ts) in-memory ones.
 */
export interface ExamsDeps {
  db: Db;
  exams: ExamsRepository;
  /** The course an exam is the course's (404 'Kurs bulunamadı' when missing) and its enrolments, kept by courses. */
  courses: { existing: typeof existingCourse; isEnrolled: CoursesRepository['isEnrolled'] };
  /** The student's name for the log of extra time, kept by the trust module. */
  accounts: Pick<TrustRepository, 'findAccount'>;
  readCache: Pick<FastifyInstance['readCache'], 'get' | 'ticket' | 'set'>;
  config: Pick<FastifyInstance['config'], 'rateLimitFactor'>;
  activity: Pick<ActivityLog, 'write'>;
}

export const examsDeps = (app: FastifyInstance): ExamsDeps => ({
  db: app.db,
  exams: examsRepository,
  courses: { existing: existingCourse, isEnrolled: coursesRepository.isEnrolled },
  accounts: trustRepository,
  readCache: app.readCache,
  config: app.config,
  activity: app.activity,
});

/** An attempt is graded as it stands once its deadline has passed by this much (a late request's grace). */
export const GRACE_MS = 30_000;

/**
 * The exam (`GET /test/{examId}`, the id is the course's): its size, time limit and pass mark for everyone; the bank
 * itself, correct answers included, only for the owner and admins (docs/product.md).
 */
export async function examQuestions(deps: Pick<ExamsDeps, 'db' | 'courses'>, viewer: SessionUser | null, id: string) {
  const course = await deps.courses.existing(deps, id, viewer);
  const test = parseTest(course.test);
  const summary = examSummary(test, examSettingsOf(course));
  return {
    courseId: course.id,
    title: course.title,
    ...summary,
    ...(canManage(course, viewer) ? { questions: test.questions, settings: examSettingsOf(course) } : {}),
  };
}

const maxPerDay = (deps: Pick<ExamsDeps, 'config'>) =>
  Math.max(1, Math.round(EXAM_ATTEMPTS_PER_DAY * deps.config.rateLimitFactor));
const expired = (a: AttemptRow, now = Date.now()) => a.endsAt !== null && now > a.endsAt.getTime() + GRACE_MS;

/** A uniformly random order of 0…n-1 (Fisher–Yates with the system's random source). */
function permutation(n: number): number[] {
  const list = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

/** Draws an attempt from the bank: `drawCount` questions at random (all by default), in a new order when shuffled. */
export function draw(bank: readonly Question[], settings: ExamSettings): DrawnQuestion[] {
  const count = Math.min(settings.drawCount ?? bank.length, bank.length);
  const picked = permutation(bank.length).slice(0, count);
  // Unshuffled, the drawn questions keep the bank's order.
  if (!settings.shuffle) picked.sort((a, b) => a - b);
  return picked.map((i) => {
    const q = bank[i];
    const order = settings.shuffle ? permutation(q.options.length) : q.options.map((_, o) => o);
    return {
      id: q.id,
      text: q.text,
      options: order.map((o) => q.options[o]),
      order,
      correct: order.indexOf(q.correctAnswer),
    };
  });
}

/** What the student sees of an attempt: never `correct` nor the bank order. */
function attemptView(course: Course, a: AttemptRow): OpenAttempt {
  return {
    attemptId: a.id,
    courseId: course.id,
    title: course.title,
    questions: a.questions.map((q) => ({ id: q.id, text: q.text ?? '', options: q.options ?? [] })),
    endsAt: a.endsAt?.toISOString() ?? null,
    answers: a.answers,
    passPercent: a.passPercent,
  };
}

/** Grades an open attempt with these answers (the stored ones by default); null when another call graded it first. */
const grade = (a: AttemptRow, deps: ExamsDeps, answers?: Record<string, number>) =>
  deps.exams.gradeAttempt(deps.db, {
    attemptId: a.id,
    answers,
    day: istanbulDay(),
    certificateCode: newCertificateCode(),
  });

/** The day's attempts are counted per Istanbul day (`istanbulDay`): Retry-After says when the next one begins. */
const dailyAttemptsUsed = () =>
  new HttpError(
    429,
    'DAILY_ATTEMPTS_USED',
    courseMessages.dailyAttemptsUsed,
    undefined,
    Math.ceil(msUntilIstanbulMidnight() / 1000),
  );

/**
 * `POST /exam/{courseId}/attempts`: the student's open attempt, resumed as it stands (200), or a new one drawn and
 * recorded (201). The daily limit counts attempts when they open; an expired open attempt is graded first.
 */
export async function openAttempt(
  deps: ExamsDeps,
  user: SessionUser,
  courseId: string,
): Promise<{ created: boolean; attempt: OpenAttempt }> {
  const { course, bank } = await examCourse(deps, courseId);
  if (bank.length === 0) throw new HttpError(400, 'NO_TEST', courseMessages.noTest);
  const settings = examSettingsOf(course);
  // The course deleted since it was read (its author's delete at that moment): 404, not a foreign-key error's 500.
  const opened = await orGone(
    deps.exams.openOrCreateAttempt(deps.db, {
      courseId: course.id,
      studentId: user.id,
      day: istanbulDay(),
      limit: maxPerDay(deps),
      questions: draw(bank, settings),
      minutes: settings.timeLimitMinutes,
      passPercent: settings.passPercent,
    }),
    () => notFound(courseMessages.notFound),
  );
  switch (opened.outcome) {
    case 'notEnrolled':
      throw forbidden(courseMessages.notEnrolled);
    case 'limit':
      throw dailyAttemptsUsed();
    // A parallel open of the same student made the attempt: this one resumes it.
    case 'raced':
      return openAttempt(deps, user, courseId);
    case 'open':
      // An open attempt whose time ran out is graded as it stood, and a new one is drawn.
      if (expired(opened.attempt)) {
        await grade(opened.attempt, deps);
        return openAttempt(deps, user, courseId);
      }
      return { created: false, attempt: attemptView(course, opened.attempt) };
    case 'created':
      return { created: true, attempt: attemptView(course, opened.attempt) };
  }
}

/** The caller's own attempt, or 404 / 403. */
async function ownAttempt(deps: ExamsDeps, user: SessionUser, attemptId: string) {
  const attempt = await deps.exams.attemptById(deps.db, attemptId);
  if (!attempt) throw notFound(examMessages.attemptNotFound);
  if (attempt.studentId !== user.id) throw forbidden(examMessages.notYourAttempt);
  return attempt;
}

const closed = () => new HttpError(409, 'ATTEMPT_CLOSED', examMessages.attemptClosed);

/** `PUT /exam/attempts/{id}/answers/{questionId}`: saves one answer (the option as shown; null clears it). */
export async function saveAnswer(
  deps: ExamsDeps,
  user: SessionUser,
  attemptId: string,
  questionId: string,
  option: number | null,
): Promise<void> {
  const attempt = await ownAttempt(deps, user, attemptId);
  if (attempt.submittedAt) throw closed();
  if (expired(attempt)) {
    await grade(attempt, deps);
    throw closed();
  }
  const question = attempt.questions.find((q) => q.id === questionId);
  if (!question) throw notFound(examMessages.notDrawn);
  if (option !== null && option >= question.order.length)
    throw badRequest(examMessages.badOption, { option: examMessages.badOption });
  if (!(await deps.exams.saveAnswer(deps.db, attempt.id, questionId, option))) throw closed();
}

function attemptResult(deps: ExamsDeps, a: Omit<Graded, 'usedToday'>, used: number): AttemptResult {
  return {
    score: a.score,
    total: a.total,
    passed: a.status === 'passed',
    passPercent: a.passPercent,
    passMark: passThreshold(a.total, a.passPercent),
    attemptsLeftToday: Math.max(0, maxPerDay(deps) - used),
  };
}

/**
 * `POST /exam/attempts/{id}/submit`: grades the attempt as it stands and answers the score and the pass mark, never
 * which question was right. Submitting a graded attempt again answers its result again.
 */
export async function submitAttempt(deps: ExamsDeps, user: SessionUser, attemptId: string): Promise<AttemptResult> {
  const day = istanbulDay();
  // The caller's attempt is graded (or, graded before, read) in one statement; anything else is told apart after.
  const graded = await deps.exams.gradeAttempt(deps.db, {
    attemptId,
    studentId: user.id,
    day,
    certificateCode: newCertificateCode(),
  });
  if (graded) return attemptResult(deps, graded, graded.usedToday);
  const attempt = await ownAttempt(deps, user, attemptId);
  if (attempt.status === null || attempt.score === null) return submitAttempt(deps, user, attemptId);
  const used = await deps.exams.usedToday(deps.db, attempt.courseId, user.id, day);
  return attemptResult(deps, { ...attempt, score: attempt.score, status: attempt.status }, used);
}

/**
 * docs/product.md's `POST /test/add {courseId, answers}`: grades the caller's open attempt (409 without one). `answers` are
 * option indexes in the bank's stored order, one per bank question; questions the attempt did not draw are ignored.
 * An attempt past its deadline is graded as it stood.
 */
export async function submitTest(
  deps: ExamsDeps,
  user: SessionUser,
  input: SubmitTestInput,
): Promise<Grade & { passed: boolean }> {
  const { course, bank } = await examCourse(deps, input.courseId);
  if (bank.length === 0) throw new HttpError(400, 'NO_TEST', courseMessages.noTest);
  if (input.answers.length > bank.length)
    throw badRequest(courseMessages.tooManyAnswers, { answers: courseMessages.tooManyAnswers });
  const attempt = await deps.exams.openAttemptOf(deps.db, course.id, user.id);
  if (!attempt) {
    if (!(await deps.courses.isEnrolled(deps.db, course.id, user.id))) throw forbidden(courseMessages.notEnrolled);
    throw new HttpError(409, 'NO_OPEN_ATTEMPT', examMessages.noOpenAttempt);
  }
  let answers: Record<string, number> | undefined;
  if (!expired(attempt)) {
    const position = new Map(bank.map((q, i) => [q.id, i]));
    answers = {};
    for (const q of attempt.questions) {
      const i = position.get(q.id);
      const chosen = i === undefined ? null : input.answers[i];
      const shown = chosen === null || chosen === undefined ? -1 : q.order.indexOf(chosen);
      if (shown >= 0) answers[q.id] = shown;
    }
  }
  const g = await grade(attempt, deps, answers);
  if (!g) throw new HttpError(409, 'ATTEMPT_CLOSED', examMessages.attemptClosed);
  return { score: g.score, total: g.total, status: g.status, passed: g.status === 'passed' };
}

/** The queue of the scheduled grading of attempts whose time ran out (docs/operations.md). */
export const EXPIRED_ATTEMPTS_QUEUE = 'exam-expired';
const EXPIRED_BATCH = 100;

/**
 * Grades, as they stood, the open attempts whose time ran out more than GRACE_MS ago: a student who closed the tab
 * gets the result, the certificate of a pass is dated that minute, and the course's results and statistics count it,
 * without waiting for the student to come back. At most ten batches a run; the next run takes the rest.
 */
export async function gradeExpiredAttempts(deps: ExamsDeps): Promise<number> {
  let graded = 0;
  for (let batch = 0; batch < 10; batch++) {
    const open = await deps.exams.expiredOpenAttempts(deps.db, new Date(Date.now() - GRACE_MS), EXPIRED_BATCH);
    for (const attempt of open) {
      if (await grade(attempt, deps)) graded++;
    }
    if (open.length < EXPIRED_BATCH) break;
  }
  return graded;
}

/** Every minute, once across instances (and at start, after a restart), through the job queue. */
export function scheduleExpiredGrading(app: FastifyInstance) {
  app.queue.define(EXPIRED_ATTEMPTS_QUEUE, {
    cron: '* * * * *',
    atStart: true,
    handler: async () => {
      const graded = await gradeExpiredAttempts(examsDeps(app));
      if (graded > 0) app.log.info({ graded }, 'exam attempts past their time graded');
    },
  });
}

/** `GET /course/{id}/exam-stats` (owner, admins): per bank question, in the bank's order. */
export async function examStats(deps: ExamsDeps, user: SessionUser, courseId: string) {
  const course = await deps.courses.existing(deps, courseId, user);
  if (!canManage(course, user)) throw forbidden(courseMessages.notOwner);
  const bank = parseTest(course.test).questions;
  const figures = new Map((await deps.exams.itemStats(deps.db, course.id)).map((r) => [r.questionId, r]));
  const items: ItemStat[] = bank.map((q) => {
    const f = figures.get(q.id);
    const timesDrawn = f?.drawn ?? 0;
    const shareCorrect = f?.share ?? null;
    const discrimination = f?.disc ?? null;
    return {
      questionId: q.id,
      text: q.text,
      timesDrawn,
      shareCorrect,
      discrimination,
      hint: itemHint(timesDrawn, shareCorrect, discrimination),
    };
  });
  return { courseId: course.id, title: course.title, items };
}

/**
 * `PUT /admin/students/{id}/extra-time` (admins): extra exam time for an accessibility need. The activity log says
 * who changed it for whom, not the value.
 */
export async function setExtraTime(
  deps: Pick<ExamsDeps, 'db' | 'exams' | 'accounts' | 'activity'>,
  admin: SessionUser,
  studentId: string,
  percent: number,
) {
  await deps.db.transaction(async (tx) => {
    if (!(await deps.exams.setExtraTime(tx, studentId, percent))) throw notFound(examMessages.notStudent);
    const student = (await deps.accounts.findAccount(tx, studentId))!;
    await deps.activity.write(
      { event: 'student.extraTimeSet', params: { studentId, studentName: fullName(student) }, actorId: admin.id },
      tx,
    );
  });
  return { extraTimePercent: percent };
}

/**
 * The course an exam is graded against, from the read cache while no course changes (topic `courses`):
 * a cohort taking the same exam reads it once.
 */
async function examCourse(deps: ExamsDeps, id: string): Promise<{ course: Course; bank: Question[] }> {
  const key = `exam\n${id}`;
  const cached = deps.readCache.get<{ course: Course; bank: Question[] }>(key);
  if (cached) return cached;
  const ticket = deps.readCache.ticket();
  // A draft has no exam to take (decision 051): 404 as for a missing course.
  const course = await deps.courses.existing(deps, id, null);
  // The bank parsed once with the course, not on each open and submission.
  const exam = { course, bank: parseTest(course.test).questions };
  deps.readCache.set(key, ['courses'], ticket, exam, {
    size: 3 * (JSON.stringify(course.test).length + course.title.length + course.description.length),
  });
  return exam;
}
