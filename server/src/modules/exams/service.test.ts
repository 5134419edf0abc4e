import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  courseMessages,
  examMessages,
  istanbulDay,
  passThreshold,
  type ExamSettings,
  type Question,
} from '@beceri/domain';
import type { Tx } from '../../db/client.ts';
import type { Course } from '../../db/schema/index.ts';
import { ReadCache } from '../../lib/cache.ts';
import type { LogWrite } from '../../plugins/activity.ts';
import { notFound } from '../../plugins/errors.ts';
import { person, uuid } from '../../../test/people.ts';
import type { AttemptRow, Grading, Opened } from './repository.ts';
import {
  draw,
  examQuestions,
  examStats,
  gradeExpiredAttempts,
  GRACE_MS,
  openAttempt,
  saveAnswer,
  setExtraTime,
  submitAttempt,
  submitTest,
  type ExamsDeps,
} from './service.ts';
import { tracedDb } from '../../../test/fakes.ts';

/*
 * The exams' rules alone, on in-memory rows (docs/product.md, Exams; decision 042): how an attempt is drawn, opened,
 * resumed, answered, graded and read back, what a student is never shown (the correct option, the bank order), the
 * daily limit, the grace after a deadline, the scheduled grading's batches, the item statistics' hints and the extra
 * time's log line. The clock is a fake one (the service reads it for the deadline and the Istanbul day). The SQL of
 * opening and grading is tested in exams.test.ts.
 */

const NOW = new Date('2026-11-27T09:00:00Z');
const TODAY = '2026-11-27';
const teacher = person(uuid(1), 'teacher', 'Zeynep');
const otherTeacher = person(uuid(2), 'teacher', 'Murat');
const admin = person(uuid(3), 'admin', 'Ayşe');
const student = person(uuid(5), 'student', 'Ali');
const otherStudent = person(uuid(6), 'student', 'Veli');
const [courseId, emptyCourseId, nowhere] = [uuid(20), uuid(21), uuid(99)];

const bank: Question[] = [
  { id: uuid(50), text: 'Bir', options: ['a', 'b', 'c', 'd'], correctAnswer: 0 },
  { id: uuid(51), text: 'İki', options: ['e', 'f', 'g'], correctAnswer: 2 },
  { id: uuid(52), text: 'Üç', options: ['h', 'i', 'j', 'k'], correctAnswer: 1 },
  { id: uuid(53), text: 'Dört', options: ['l', 'm'], correctAnswer: 1 },
  { id: uuid(54), text: 'Beş', options: ['n', 'o', 'p', 'q', 'r'], correctAnswer: 4 },
];

const course = (id: string, questions: Question[], exam: Partial<ExamSettings> = {}): Course => ({
  id,
  title: 'Python 101',
  description: '',
  category: 'IoT',
  search: '',
  test: { questions },
  examDrawCount: exam.drawCount ?? null,
  examShuffle: exam.shuffle ?? true,
  examTimeLimitMinutes: exam.timeLimitMinutes === undefined ? 20 : exam.timeLimitMinutes,
  examPassPercent: exam.passPercent ?? 50,
  minAttendancePercent: null,
  status: 'published',
  publishedAt: new Date('2026-11-01T09:00:00Z'),
  addedBy: teacher.id,
  addedByType: 'Teacher',
  createdAt: new Date('2026-11-01T09:00:00Z'),
  updatedAt: new Date('2026-11-01T09:00:00Z'),
});

/** An attempt drawn in a known order: question i shows the bank's options reversed, so shown ≠ bank index. */
function attemptRow(id: string, over: Partial<AttemptRow> = {}): AttemptRow {
  const drawn = [bank[2], bank[0], bank[4]].map((q) => {
    const order = q.options.map((_, o) => q.options.length - 1 - o);
    return {
      id: q.id,
      text: q.text,
      options: order.map((o) => q.options[o]),
      order,
      correct: order.indexOf(q.correctAnswer),
    };
  });
  return {
    id,
    courseId,
    studentId: student.id,
    questions: drawn,
    answers: {},
    day: TODAY,
    endsAt: new Date(NOW.getTime() + 10 * 60_000),
    submittedAt: null,
    score: null,
    total: drawn.length,
    passPercent: 50,
    status: null,
    createdAt: new Date(NOW.getTime() - 10 * 60_000),
    ...over,
  };
}

interface WorldOptions {
  exam?: Partial<ExamSettings>;
  rateLimitFactor?: number;
  /** The first open loses the race to a parallel one (the statement answers 'raced'; the winner's attempt stands). */
  raced?: boolean;
  /** Whether grading a graded attempt of the caller answers its result again (the statement does). */
  regradeAnswers?: boolean;
}

function world({ exam = {}, rateLimitFactor = 1, raced = false, regradeAnswers = true }: WorldOptions = {}) {
  const courses = new Map([
    [courseId, course(courseId, bank, exam)],
    [emptyCourseId, course(emptyCourseId, [])],
  ]);
  const attempts = new Map<string, AttemptRow>();
  /** Enrolments by `course/student`, with the day they last counted and its count. */
  const enrolments = new Map<string, { day: string; count: number }>([
    [`${courseId}/${student.id}`, { day: '2026-11-26', count: 7 }],
    [`${courseId}/${otherStudent.id}`, { day: TODAY, count: 0 }],
  ]);
  const people = new Map([[student.id, { name: 'Ali', surname: 'Yılmaz' }]]);
  const students = new Set([student.id, otherStudent.id]);

  const { db } = tracedDb();
  const courseReads: string[] = [];
  const opens: Parameters<ExamsDeps['exams']['openOrCreateAttempt']>[1][] = [];
  const gradings: Grading[] = [];
  const saved: { attemptId: string; questionId: string; option: number | null }[] = [];
  const expiredAsked: { before: Date; limit: number }[] = [];
  const extraTimes: { tx: Tx; studentId: string; percent: number }[] = [];
  const logged: { entry: LogWrite; tx: Tx | undefined }[] = [];
  const itemFigures: { questionId: string; drawn: number; share: number | null; disc: number | null }[] = [];
  let nextId = 100;
  let raceLeft = raced;

  const openOf = (cId: string, sId: string) =>
    [...attempts.values()].find((a) => a.courseId === cId && a.studentId === sId && !a.submittedAt);
  const usedOn = (cId: string, sId: string, day: string) => {
    const e = enrolments.get(`${cId}/${sId}`);
    return e && e.day === day ? e.count : 0;
  };
  const insert = (row: AttemptRow) => {
    attempts.set(row.id, row);
    return row;
  };
  const result = (a: AttemptRow, day: string) => ({
    score: a.score!,
    total: a.total,
    status: a.status!,
    passPercent: a.passPercent,
    usedToday: usedOn(a.courseId, a.studentId, day),
  });

  const deps: ExamsDeps = {
    db,
    exams: {
      openAttemptOf: async (_db, cId, sId) => openOf(cId, sId) ?? null,
      // The statement's outcomes (repository.ts): the open attempt, else a new one under the day's limit.
      openOrCreateAttempt: async (_db, a): Promise<Opened> => {
        opens.push(a);
        if (raceLeft) {
          raceLeft = false;
          insert(attemptRow(uuid(nextId++)));
          return { outcome: 'raced' };
        }
        const enrolment = enrolments.get(`${a.courseId}/${a.studentId}`);
        const open = openOf(a.courseId, a.studentId);
        if (open) return { outcome: 'open', attempt: { ...open } };
        if (!enrolment) return { outcome: 'notEnrolled' };
        const used = usedOn(a.courseId, a.studentId, a.day);
        if (used >= a.limit) return { outcome: 'limit' };
        enrolments.set(`${a.courseId}/${a.studentId}`, { day: a.day, count: used + 1 });
        const row = insert({
          ...attemptRow(uuid(nextId++)),
          courseId: a.courseId,
          studentId: a.studentId,
          questions: a.questions,
          day: a.day,
          endsAt: a.minutes === null ? null : new Date(Date.now() + a.minutes * 60_000),
          total: a.questions.length,
          passPercent: a.passPercent,
          createdAt: new Date(),
        });
        return { outcome: 'created', attempt: { ...row } };
      },
      expiredOpenAttempts: async (_db, before, limit) => {
        expiredAsked.push({ before, limit });
        return [...attempts.values()]
          .filter((a) => !a.submittedAt && a.endsAt !== null && a.endsAt < before)
          .sort((x, y) => x.endsAt!.getTime() - y.endsAt!.getTime())
          .slice(0, limit)
          .map((a) => ({ ...a }));
      },
      attemptById: async (_db, id) => {
        const a = attempts.get(id);
        return a ? { ...a } : null;
      },
      saveAnswer: async (_db, attemptId, questionId, option) => {
        const a = attempts.get(attemptId)!;
        if (a.submittedAt) return false;
        saved.push({ attemptId, questionId, option });
        return true;
      },
      // As the grading statement: the drawn questions answered with their correct option as shown.
      gradeAttempt: async (_db, g) => {
        gradings.push(g);
        const a = attempts.get(g.attemptId);
        if (!a || (g.studentId !== undefined && a.studentId !== g.studentId)) return null;
        if (a.submittedAt) return g.studentId !== undefined && regradeAnswers ? result(a, g.day) : null;
        const answers = g.answers ?? a.answers;
        const score = a.questions.filter((q) => answers[q.id] === q.correct).length;
        const passed = a.total > 0 && score >= passThreshold(a.total, a.passPercent);
        Object.assign(a, { answers, score, submittedAt: new Date(), status: passed ? 'passed' : 'failed' });
        return result(a, g.day);
      },
      usedToday: async (_db, cId, sId, day) => usedOn(cId, sId, day),
      itemStats: async () => itemFigures,
      setExtraTime: async (tx, studentId, percent) => {
        if (!students.has(studentId)) return false;
        extraTimes.push({ tx, studentId, percent });
        return true;
      },
    },
    courses: {
      existing: async (_deps, id) => {
        courseReads.push(id);
        const c = courses.get(id);
        if (!c) throw notFound(courseMessages.notFound);
        return c;
      },
      isEnrolled: async (_db, cId, sId) => enrolments.has(`${cId}/${sId}`),
    },
    accounts: {
      findAccount: async (_db, id) => {
        const p = people.get(id);
        return p && ({ id, ...p } as Awaited<ReturnType<ExamsDeps['accounts']['findAccount']>>);
      },
    },
    readCache: new ReadCache(),
    config: { rateLimitFactor },
    activity: {
      write: async (entry, tx) => {
        logged.push({ entry, tx });
      },
    },
  };
  return {
    deps,
    attempts,
    enrolments,
    insert,
    courseReads,
    opens,
    gradings,
    saved,
    expiredAsked,
    extraTimes,
    logged,
    itemFigures,
  };
}

/** Every key anywhere in a value sent to the client. */
const keysOf = (value: unknown): string[] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]) : [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('draw (docs/product.md, Exams: drawCount and shuffle)', () => {
  const isPermutation = (list: number[], n: number) =>
    [...list].sort((a, b) => a - b).join() === [...Array(n).keys()].join();

  it('draws drawCount distinct questions of the bank, all of them by default or when it asks for more', () => {
    for (let i = 0; i < 30; i++) {
      const drawn = draw(bank, { drawCount: 3, shuffle: true, timeLimitMinutes: null, passPercent: 50 });
      expect(drawn).toHaveLength(3);
      expect(new Set(drawn.map((q) => q.id)).size).toBe(3);
      for (const q of drawn) expect(bank.map((b) => b.id)).toContain(q.id);
    }
    expect(draw(bank, { drawCount: null, shuffle: true, timeLimitMinutes: null, passPercent: 50 })).toHaveLength(5);
    expect(draw(bank, { drawCount: 9, shuffle: false, timeLimitMinutes: null, passPercent: 50 })).toHaveLength(5);
  });

  it('shuffled, each question keeps its own options, its order maps them to the bank and correct follows them', () => {
    let questionsMoved = false;
    let optionsMoved = false;
    for (let i = 0; i < 100; i++) {
      const drawn = draw(bank, { drawCount: null, shuffle: true, timeLimitMinutes: null, passPercent: 50 });
      if (drawn.map((q) => q.id).join() !== bank.map((q) => q.id).join()) questionsMoved = true;
      for (const q of drawn) {
        const source = bank.find((b) => b.id === q.id)!;
        expect(q.text).toBe(source.text);
        expect(isPermutation(q.order, source.options.length)).toBe(true);
        expect(q.options).toEqual(q.order.map((o) => source.options[o]));
        expect(q.order[q.correct]).toBe(source.correctAnswer);
        expect(q.options![q.correct]).toBe(source.options[source.correctAnswer]);
        if (q.order.some((o, shown) => o !== shown)) optionsMoved = true;
      }
    }
    // A hundred draws of five questions all in the bank's order would be a one-in-120^100 chance.
    expect(questionsMoved).toBe(true);
    expect(optionsMoved).toBe(true);
  });

  it('unshuffled, the drawn questions keep the bank order and their options as written', () => {
    for (let i = 0; i < 50; i++) {
      const drawn = draw(bank, { drawCount: 3, shuffle: false, timeLimitMinutes: null, passPercent: 50 });
      const positions = drawn.map((q) => bank.findIndex((b) => b.id === q.id));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      for (const q of drawn) {
        const source = bank.find((b) => b.id === q.id)!;
        expect(q.options).toEqual(source.options);
        expect(q.order).toEqual(source.options.map((_, o) => o));
        expect(q.correct).toBe(source.correctAnswer);
      }
    }
  });
});

describe('openAttempt (docs/product.md, Exams; decision 042)', () => {
  it('refuses a course without questions (400 NO_TEST) before anything is opened', async () => {
    const w = world();
    await expect(openAttempt(w.deps, student, emptyCourseId)).rejects.toMatchObject({
      statusCode: 400,
      code: 'NO_TEST',
      message: courseMessages.noTest,
    });
    expect(w.opens).toEqual([]);
  });

  it('answers 404 when the course is deleted between its read and the opening (its author deletes it at that moment)', async () => {
    const w = world();
    w.deps.exams.openOrCreateAttempt = async () => {
      throw new Error('Failed query', {
        cause: Object.assign(new Error('insert or update violates foreign key constraint'), { code: '23503' }),
      });
    };
    await expect(openAttempt(w.deps, student, courseId)).rejects.toMatchObject({
      statusCode: 404,
      message: courseMessages.notFound,
    });
  });

  it('refuses a student who is not enrolled (403)', async () => {
    const w = world();
    const stranger = person(uuid(7), 'student', 'Can');
    await expect(openAttempt(w.deps, stranger, courseId)).rejects.toMatchObject({
      statusCode: 403,
      message: courseMessages.notEnrolled,
    });
  });

  it("asks for the day's limit times RATE_LIMIT_FACTOR and answers 429 DAILY_ATTEMPTS_USED once it is used", async () => {
    const w = world({ rateLimitFactor: 0.3 });
    w.enrolments.set(`${courseId}/${student.id}`, { day: TODAY, count: 3 });
    await expect(openAttempt(w.deps, student, courseId)).rejects.toMatchObject({
      statusCode: 429,
      code: 'DAILY_ATTEMPTS_USED',
      message: courseMessages.dailyAttemptsUsed,
      // Retry-After: from 12:00 in Istanbul (09:00 UTC) to the next day's first attempt at midnight there.
      retryAfterSeconds: 12 * 3600,
    });
    expect(w.opens[0]).toMatchObject({ limit: 3, day: TODAY });
    const few = world({ rateLimitFactor: 0.01 });
    await openAttempt(few.deps, student, courseId);
    // Never below one attempt a day.
    expect(few.opens[0].limit).toBe(1);
  });

  it('draws and records a new attempt (created) with the settings, showing no correct option nor bank order', async () => {
    const w = world({ exam: { drawCount: 2, passPercent: 70, timeLimitMinutes: 15 } });
    const { created, attempt } = await openAttempt(w.deps, student, courseId);
    expect(created).toBe(true);
    expect(w.opens).toHaveLength(1);
    expect(w.opens[0]).toMatchObject({
      courseId,
      studentId: student.id,
      day: TODAY,
      limit: 10,
      minutes: 15,
      passPercent: 70,
    });
    expect(w.opens[0].questions).toHaveLength(2);
    expect(attempt).toMatchObject({ courseId, title: 'Python 101', passPercent: 70, answers: {} });
    expect(attempt.endsAt).toBe(new Date(NOW.getTime() + 15 * 60_000).toISOString());
    expect(attempt.questions.map((q) => q.options)).toEqual(w.opens[0].questions.map((q) => q.options));
    expect(keysOf(attempt)).not.toContain('correct');
    expect(keysOf(attempt)).not.toContain('order');
  });

  it('resumes the open attempt as it stands (200), its answers kept, never showing correct nor the bank order', async () => {
    const w = world();
    const open = w.insert(attemptRow(uuid(80), { answers: { [bank[2].id]: 1 } }));
    const { created, attempt } = await openAttempt(w.deps, student, courseId);
    expect(created).toBe(false);
    expect(attempt.attemptId).toBe(open.id);
    expect(attempt.answers).toEqual({ [bank[2].id]: 1 });
    expect(attempt.questions).toEqual(open.questions.map((q) => ({ id: q.id, text: q.text, options: q.options })));
    expect(keysOf(attempt)).not.toContain('correct');
    expect(keysOf(attempt)).not.toContain('order');
    expect(w.gradings).toEqual([]);
  });

  it('grades an open attempt past its deadline and grace as it stood, then draws a new one', async () => {
    const w = world();
    const stale = w.insert(attemptRow(uuid(80), { endsAt: new Date(NOW.getTime() - GRACE_MS - 1) }));
    const { created, attempt } = await openAttempt(w.deps, student, courseId);
    expect(w.gradings).toEqual([expect.objectContaining({ attemptId: stale.id, answers: undefined, day: TODAY })]);
    expect(w.attempts.get(stale.id)!.submittedAt).not.toBeNull();
    expect(created).toBe(true);
    expect(attempt.attemptId).not.toBe(stale.id);
  });

  it('resumes an attempt whose deadline passed within the grace', async () => {
    const w = world();
    const late = w.insert(attemptRow(uuid(80), { endsAt: new Date(NOW.getTime() - GRACE_MS) }));
    const { created, attempt } = await openAttempt(w.deps, student, courseId);
    expect({ created, id: attempt.attemptId }).toEqual({ created: false, id: late.id });
    expect(w.gradings).toEqual([]);
  });

  it('resumes the attempt a parallel open made when it loses the race', async () => {
    const w = world({ raced: true });
    const { created, attempt } = await openAttempt(w.deps, student, courseId);
    expect(w.opens).toHaveLength(2);
    expect(created).toBe(false);
    expect(w.attempts.get(attempt.attemptId)).toBeDefined();
    expect(w.attempts.size).toBe(1);
  });

  it('reads the course once for a cohort (the read cache)', async () => {
    const w = world();
    await openAttempt(w.deps, student, courseId);
    await openAttempt(w.deps, otherStudent, courseId);
    expect(w.courseReads).toEqual([courseId]);
  });
});

describe('saveAnswer (docs/product.md, Exams: PUT /exam/attempts/{id}/answers/{questionId})', () => {
  const q = bank[2];

  it("saves the option as shown, or clears it, on the caller's open attempt", async () => {
    const w = world();
    w.insert(attemptRow(uuid(80)));
    await saveAnswer(w.deps, student, uuid(80), q.id, 3);
    await saveAnswer(w.deps, student, uuid(80), q.id, null);
    expect(w.saved).toEqual([
      { attemptId: uuid(80), questionId: q.id, option: 3 },
      { attemptId: uuid(80), questionId: q.id, option: null },
    ]);
  });

  it("refuses another student's attempt (403) and a missing one (404)", async () => {
    const w = world();
    w.insert(attemptRow(uuid(80)));
    await expect(saveAnswer(w.deps, otherStudent, uuid(80), q.id, 0)).rejects.toMatchObject({
      statusCode: 403,
      message: examMessages.notYourAttempt,
    });
    await expect(saveAnswer(w.deps, student, nowhere, q.id, 0)).rejects.toMatchObject({
      statusCode: 404,
      message: examMessages.attemptNotFound,
    });
    expect(w.saved).toEqual([]);
  });

  it('refuses a submitted attempt (409 ATTEMPT_CLOSED), grading nothing again however late it is', async () => {
    const w = world();
    const late = new Date(NOW.getTime() - GRACE_MS - 60_000);
    w.insert(attemptRow(uuid(80), { endsAt: late, submittedAt: late, score: 1, status: 'failed' }));
    await expect(saveAnswer(w.deps, student, uuid(80), q.id, 0)).rejects.toMatchObject({
      statusCode: 409,
      code: 'ATTEMPT_CLOSED',
    });
    expect(w.saved).toEqual([]);
    expect(w.gradings).toEqual([]);
  });

  it('grades an attempt past its deadline and grace as it stood, then answers 409', async () => {
    const w = world();
    w.insert(attemptRow(uuid(80), { endsAt: new Date(NOW.getTime() - GRACE_MS - 1) }));
    await expect(saveAnswer(w.deps, student, uuid(80), q.id, 0)).rejects.toMatchObject({
      statusCode: 409,
      code: 'ATTEMPT_CLOSED',
    });
    expect(w.gradings).toEqual([expect.objectContaining({ attemptId: uuid(80), answers: undefined })]);
    expect(w.saved).toEqual([]);
  });

  it('refuses a question the attempt did not draw (404) and an option out of range (400), writing nothing', async () => {
    const w = world();
    w.insert(attemptRow(uuid(80)));
    await expect(saveAnswer(w.deps, student, uuid(80), bank[1].id, 0)).rejects.toMatchObject({
      statusCode: 404,
      message: examMessages.notDrawn,
    });
    await expect(saveAnswer(w.deps, student, uuid(80), q.id, q.options.length)).rejects.toMatchObject({
      statusCode: 400,
      message: examMessages.badOption,
    });
    expect(w.saved).toEqual([]);
  });
});

describe('submitAttempt (docs/product.md, Exams: POST /exam/attempts/{id}/submit)', () => {
  it('answers the score, the pass mark and the attempts left today, never which answer was right', async () => {
    const w = world();
    w.enrolments.set(`${courseId}/${student.id}`, { day: TODAY, count: 4 });
    const a = w.insert(attemptRow(uuid(80), { passPercent: 70 }));
    // Two of three right, as shown.
    a.answers = { [a.questions[0].id]: a.questions[0].correct, [a.questions[1].id]: a.questions[1].correct };
    const result = await submitAttempt(w.deps, student, a.id);
    expect(result).toEqual({
      score: 2,
      total: 3,
      passed: true,
      passPercent: 70,
      passMark: 2,
      attemptsLeftToday: 6,
    });
    expect(w.gradings[0]).toMatchObject({ attemptId: a.id, studentId: student.id, day: TODAY });
  });

  it('answers the same result to a second submission, as the statement gives it or read back', async () => {
    for (const regradeAnswers of [true, false]) {
      const w = world({ regradeAnswers });
      w.enrolments.set(`${courseId}/${student.id}`, { day: TODAY, count: 4 });
      w.insert(attemptRow(uuid(80)));
      const first = await submitAttempt(w.deps, student, uuid(80));
      expect(first).toMatchObject({ score: 0, passed: false, attemptsLeftToday: 6 });
      expect(await submitAttempt(w.deps, student, uuid(80))).toEqual(first);
    }
  });

  it("refuses another student's attempt (403) and a missing one (404)", async () => {
    const w = world();
    w.insert(attemptRow(uuid(80)));
    await expect(submitAttempt(w.deps, otherStudent, uuid(80))).rejects.toMatchObject({ statusCode: 403 });
    await expect(submitAttempt(w.deps, student, nowhere)).rejects.toMatchObject({ statusCode: 404 });
    expect(w.attempts.get(uuid(80))!.submittedAt).toBeNull();
  });
});

describe("submitTest (docs/product.md's POST /test/add; decision 042)", () => {
  it("maps answers in the bank's order to the options as shown; undrawn, skipped and unknown ones are left out", async () => {
    const w = world();
    const a = w.insert(attemptRow(uuid(80)));
    // Drawn: bank 2 (4 options), bank 0 (4 options), bank 4 (5 options), each shown reversed.
    const answers = [1, 2, null, 0, 9];
    const result = await submitTest(w.deps, student, { courseId, answers });
    expect(w.gradings).toHaveLength(1);
    // Bank 0's option 1 is shown at 2; bank 2 was skipped; bank 4's option 9 does not exist; bank 1 and 3 were not drawn.
    expect(w.gradings[0].answers).toEqual({ [bank[0].id]: 2 });
    expect(result).toEqual({ score: 0, total: 3, status: 'failed', passed: false });
    const right = world();
    right.insert(attemptRow(uuid(80)));
    const correct = bank.map((q) => q.correctAnswer);
    expect(await submitTest(right.deps, student, { courseId, answers: correct })).toEqual({
      score: 3,
      total: 3,
      status: 'passed',
      passed: true,
    });
    expect(right.gradings[0].answers).toEqual(Object.fromEntries(a.questions.map((q) => [q.id, q.correct])));
  });

  it('grades an attempt past its deadline and grace as it stood, the answers sent ignored', async () => {
    const w = world();
    w.insert(attemptRow(uuid(80), { endsAt: new Date(NOW.getTime() - GRACE_MS - 1) }));
    await submitTest(w.deps, student, { courseId, answers: bank.map((q) => q.correctAnswer) });
    expect(w.gradings[0].answers).toBeUndefined();
  });

  it('answers 403 to a student not enrolled, 409 NO_OPEN_ATTEMPT without an open attempt, 400 to too many answers', async () => {
    const w = world();
    const stranger = person(uuid(7), 'student', 'Can');
    await expect(submitTest(w.deps, stranger, { courseId, answers: [0] })).rejects.toMatchObject({ statusCode: 403 });
    await expect(submitTest(w.deps, student, { courseId, answers: [0] })).rejects.toMatchObject({
      statusCode: 409,
      code: 'NO_OPEN_ATTEMPT',
    });
    await expect(submitTest(w.deps, student, { courseId, answers: [0, 0, 0, 0, 0, 0] })).rejects.toMatchObject({
      statusCode: 400,
      message: courseMessages.tooManyAnswers,
    });
    expect(w.gradings).toEqual([]);
  });
});

describe('gradeExpiredAttempts (docs/product.md, Exams; decision 042)', () => {
  const expiredMany = (w: ReturnType<typeof world>, n: number) => {
    for (let i = 0; i < n; i++) {
      w.insert(
        attemptRow(uuid(1000 + i), {
          studentId: uuid(5000 + i),
          endsAt: new Date(NOW.getTime() - GRACE_MS - 1000 - i),
        }),
      );
    }
  };

  it('grades the attempts past their deadline and grace in batches of 100 until a batch is short', async () => {
    const w = world();
    expiredMany(w, 250);
    // Within the grace, and without a time limit: left open.
    w.insert(attemptRow(uuid(80), { endsAt: new Date(NOW.getTime() - GRACE_MS + 1000) }));
    w.insert(attemptRow(uuid(81), { studentId: otherStudent.id, endsAt: null }));
    expect(await gradeExpiredAttempts(w.deps)).toBe(250);
    expect(w.expiredAsked).toEqual(Array(3).fill({ before: new Date(NOW.getTime() - GRACE_MS), limit: 100 }));
    expect(w.attempts.get(uuid(80))!.submittedAt).toBeNull();
    expect(w.attempts.get(uuid(81))!.submittedAt).toBeNull();
  });

  it('stops after ten batches a run, leaving the rest to the next, and counts only what it graded itself', async () => {
    const w = world();
    expiredMany(w, 1050);
    expect(await gradeExpiredAttempts(w.deps)).toBe(1000);
    expect(w.expiredAsked).toHaveLength(10);
    expect(await gradeExpiredAttempts(w.deps)).toBe(50);
    // Graded meanwhile by a student's own request: not counted.
    const raced = world();
    expiredMany(raced, 3);
    raced.deps.exams.gradeAttempt = async () => null;
    expect(await gradeExpiredAttempts(raced.deps)).toBe(0);
  });
});

describe('examStats (docs/product.md, Exams: GET /course/{id}/exam-stats)', () => {
  it("gives each bank question, in the bank's order, its figures and hint", async () => {
    const w = world();
    w.itemFigures.push(
      { questionId: bank[4].id, drawn: 20, share: 0.5, disc: 0.4 },
      { questionId: bank[0].id, drawn: 20, share: 0.1, disc: 0.3 },
      { questionId: bank[1].id, drawn: 20, share: 0.99, disc: 0.1 },
      { questionId: bank[2].id, drawn: 20, share: 0.6, disc: -0.2 },
      { questionId: bank[3].id, drawn: 4, share: 0.5, disc: null },
      // A question since removed from the bank.
      { questionId: uuid(59), drawn: 30, share: 0.5, disc: 0.2 },
    );
    const stats = await examStats(w.deps, teacher, courseId);
    expect(stats.courseId).toBe(courseId);
    expect(stats.items.map((i) => [i.questionId, i.hint])).toEqual([
      [bank[0].id, 'tooHard'],
      [bank[1].id, 'tooEasy'],
      [bank[2].id, 'negative'],
      [bank[3].id, 'fewAttempts'],
      [bank[4].id, null],
    ]);
    expect(stats.items[4]).toEqual({
      questionId: bank[4].id,
      text: 'Beş',
      timesDrawn: 20,
      shareCorrect: 0.5,
      discrimination: 0.4,
      hint: null,
    });
  });

  it('counts a question never drawn as such', async () => {
    const w = world();
    const stats = await examStats(w.deps, admin, courseId);
    expect(stats.items[0]).toMatchObject({
      timesDrawn: 0,
      shareCorrect: null,
      discrimination: null,
      hint: 'fewAttempts',
    });
  });

  it("refuses another teacher's course (403)", async () => {
    const w = world();
    await expect(examStats(w.deps, otherTeacher, courseId)).rejects.toMatchObject({
      statusCode: 403,
      message: courseMessages.notOwner,
    });
  });
});

describe('examQuestions (docs/product.md, Exams: GET /test/{examId})', () => {
  it('gives the bank only to the owner and admins', async () => {
    const w = world();
    expect(await examQuestions(w.deps, student, courseId)).not.toHaveProperty('questions');
    expect(await examQuestions(w.deps, null, courseId)).not.toHaveProperty('questions');
    expect((await examQuestions(w.deps, teacher, courseId)).questions).toEqual(bank);
    expect((await examQuestions(w.deps, admin, courseId)).questions).toEqual(bank);
  });
});

describe('setExtraTime (docs/product.md, Exams: extra time for an accessibility need)', () => {
  it('sets it and logs, in the same transaction, who changed it for whom, not the value', async () => {
    const w = world();
    expect(await setExtraTime(w.deps, admin, student.id, 35)).toEqual({ extraTimePercent: 35 });
    expect(w.extraTimes).toEqual([{ tx: expect.anything(), studentId: student.id, percent: 35 }]);
    expect(w.logged).toEqual([
      {
        entry: {
          event: 'student.extraTimeSet',
          params: { studentId: student.id, studentName: 'Ali Yılmaz' },
          actorId: admin.id,
        },
        tx: w.extraTimes[0].tx,
      },
    ]);
  });

  it('answers 404 for someone who is not a student, logging nothing', async () => {
    const w = world();
    await expect(setExtraTime(w.deps, admin, teacher.id, 35)).rejects.toMatchObject({
      statusCode: 404,
      message: examMessages.notStudent,
    });
    expect(w.logged).toEqual([]);
  });
});

// The Istanbul day the fake clock reads is the one the tests expect.
it('the fake clock is on the Istanbul day the tests use', () => {
  expect(istanbulDay()).toBe(TODAY);
});
