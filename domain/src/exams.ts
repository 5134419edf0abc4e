import { z } from 'zod';
import { QUIZ_OPTION_COUNT, TEXT_LONG_MAX, TEXT_SHORT_MAX } from './constants.ts';
import { COURSE_MAX_QUESTIONS, courseMessages } from './courses.ts';

// A course's exam: its questions, how they are stored and sent, and how an attempt is graded (docs/security.md).

/** Exam attempts a student may make per course per calendar day in Europe/Istanbul (`istanbulDay`, docs/product.md). */
export const EXAM_ATTEMPTS_PER_DAY = 10;

const isBlank = (s: unknown) => typeof s !== 'string' || s.trim() === '';

/** Options a question may have (docs/product.md): at least 2, at most 5 (the quick test dialog has 5 slots). */
export const QUESTION_MIN_OPTIONS = 2;
export const QUESTION_MAX_OPTIONS = QUIZ_OPTION_COUNT;

/** A question of a course's bank as stored; its id stays the same across edits (statistics follow it). */
export interface Question {
  id: string;
  text: string;
  options: string[];
  correctAnswer: number;
}
/** A question as students and visitors see it: never the correct answer. */
export type PublicQuestion = Omit<Question, 'correctAnswer' | 'id'>;
export interface Test {
  questions: Question[];
}

/** How a course's bank is turned into attempts (docs/product.md). */
export interface ExamSettings {
  /** Questions per attempt; null draws the whole bank. */
  drawCount: number | null;
  /** Questions and options in a new order per attempt. */
  shuffle: boolean;
  /** Minutes an attempt lasts; null for no limit. */
  timeLimitMinutes: number | null;
  /** Share of the drawn questions needed to pass: 50 is docs/product.md's floor(n × 0.5). */
  passPercent: number;
  /**
   * The attendance the certificate needs, in percent (decision 055); absent: the default, 80 for a course with lab
   * sessions and 0 without.
   */
  minAttendancePercent?: number;
}
export const DEFAULT_EXAM_SETTINGS: ExamSettings = {
  drawCount: null,
  shuffle: true,
  timeLimitMinutes: null,
  passPercent: 50,
};
export const EXAM_MAX_MINUTES = 600;
/** Extra time an admin may give a student for an accessibility need, in percent of the limit. */
export const EXTRA_TIME_MAX_PERCENT = 200;

export const examMessages = {
  badSettings: 'examAttempts.badSettings',
  noOpenAttempt: 'examAttempts.noOpenAttempt',
  attemptClosed: 'examAttempts.attemptClosed',
  attemptNotFound: 'examAttempts.attemptNotFound',
  notYourAttempt: 'examAttempts.notYourAttempt',
  notDrawn: 'examAttempts.notDrawn',
  badOption: 'examAttempts.badOption',
  badExtraTime: 'exams.badExtraTime',
  notStudent: 'examAttempts.notStudent',
} as const;

export const examSettingsSchema = z.object({
  drawCount: z
    .number({ error: examMessages.badSettings })
    .int(examMessages.badSettings)
    .min(1, examMessages.badSettings)
    .max(COURSE_MAX_QUESTIONS, examMessages.badSettings)
    .nullable()
    .default(null),
  shuffle: z.boolean({ error: examMessages.badSettings }).default(true),
  timeLimitMinutes: z
    .number({ error: examMessages.badSettings })
    .int(examMessages.badSettings)
    .min(1, examMessages.badSettings)
    .max(EXAM_MAX_MINUTES, examMessages.badSettings)
    .nullable()
    .default(null),
  passPercent: z
    .number({ error: examMessages.badSettings })
    .int(examMessages.badSettings)
    .min(1, examMessages.badSettings)
    .max(100, examMessages.badSettings)
    .default(50),
  minAttendancePercent: z
    .number({ error: examMessages.badSettings })
    .int(examMessages.badSettings)
    .min(0, examMessages.badSettings)
    .max(100, examMessages.badSettings)
    .optional(),
});

const optionText = z
  .string({ error: courseMessages.badTest })
  .trim()
  .min(1, courseMessages.badTest)
  .max(TEXT_SHORT_MAX * 5, courseMessages.badTest);

/** A question as an author sends it: the id of a question it edits (none for a new one), 2–5 options, one correct. */
export const questionInputSchema = z
  .object({
    id: z.uuid({ error: courseMessages.badTest }).optional(),
    text: z
      .string({ error: courseMessages.badTest })
      .trim()
      .min(1, courseMessages.badTest)
      .max(TEXT_LONG_MAX, courseMessages.badTest),
    options: z
      .array(optionText, { error: courseMessages.badTest })
      .min(QUESTION_MIN_OPTIONS, courseMessages.badTest)
      .max(QUESTION_MAX_OPTIONS, courseMessages.badTest),
    correctAnswer: z
      .number({ error: courseMessages.badTest })
      .int(courseMessages.badTest)
      .min(0, courseMessages.badTest),
  })
  .refine((q) => q.correctAnswer < q.options.length, { message: courseMessages.badTest, path: ['correctAnswer'] });
export type QuestionInput = z.infer<typeof questionInputSchema>;

export const questionSchema = z.object({
  id: z.string().min(1),
  text: z.string(),
  options: z.array(z.string()).min(QUESTION_MIN_OPTIONS).max(QUESTION_MAX_OPTIONS),
  correctAnswer: z.number().int().min(0),
});

export const testSchema = z.object({
  questions: z
    .array(questionSchema, { error: courseMessages.badTest })
    .max(COURSE_MAX_QUESTIONS, courseMessages.badTest),
});

/**
 * docs/product.md's dialog sends 5 option slots, some of them empty: blank options are dropped and the correct answer
 * follows its option. Answers undefined when the correct answer is a blank slot (an author's mistake to report).
 */
export function dropBlankOptions(q: { options?: unknown; correctAnswer?: unknown }): {
  options: unknown;
  correctAnswer: unknown;
} {
  if (!Array.isArray(q.options)) return { options: q.options, correctAnswer: q.correctAnswer };
  const kept: unknown[] = [];
  let correct: unknown = typeof q.correctAnswer === 'number' ? undefined : q.correctAnswer;
  q.options.forEach((o, i) => {
    if (isBlank(o)) return;
    if (i === q.correctAnswer) correct = kept.length;
    kept.push(o);
  });
  return { options: kept, correctAnswer: correct };
}

/**
 * A question as an editor holds it: docs/product.md's 5 option slots (blank ones dropped on saving) and no correct answer
 * until its author chooses one (no default).
 */
export interface DraftQuestion {
  id?: string;
  text: string;
  options: string[];
  correctAnswer: number | null;
}

/** A stored bank as editor drafts: options padded to 5 slots, ids kept. */
export const questionDrafts = (test: unknown): DraftQuestion[] =>
  parseTest(test).questions.map((q) => ({
    id: q.id,
    text: q.text,
    options: [...q.options, ...Array.from({ length: QUESTION_MAX_OPTIONS - q.options.length }, () => '')],
    correctAnswer: q.correctAnswer,
  }));

/**
 * Gives every question of an edited bank its id: the id sent when it names a question of the bank, else the id of
 * the question at the same position (docs/product.md's clients send no ids), else a new one. No id is used twice.
 */
export function keepQuestionIds(
  sent: readonly QuestionInput[],
  stored: readonly Question[],
  newId: () => string,
): Question[] {
  const known = new Set(stored.map((q) => q.id));
  const claimed = new Set(sent.flatMap((q) => (q.id && known.has(q.id) ? [q.id] : [])));
  const used = new Set<string>();
  return sent.map((q, i) => {
    let id = q.id && known.has(q.id) && !used.has(q.id) ? q.id : undefined;
    if (!id && !q.id) {
      const atPosition = stored[i]?.id;
      if (atPosition && !claimed.has(atPosition) && !used.has(atPosition)) id = atPosition;
    }
    id ??= newId();
    used.add(id);
    return { id, text: q.text, options: q.options, correctAnswer: q.correctAnswer };
  });
}

/**
 * docs/product.md "Course submit": questions with empty text, or whose options are all empty, are dropped.
 * Works on untrusted input (anything not an object counts as empty), so the server can run it first.
 */
export function dropEmptyQuestions<T>(questions: readonly T[]): T[] {
  return questions.filter((q) => {
    if (!q || typeof q !== 'object') return false;
    const { text, options } = q as { text?: unknown; options?: unknown };
    if (isBlank(text)) return false;
    return Array.isArray(options) && options.some((o) => !isBlank(o));
  });
}

/** A test arrives as JSON text or as its value; text that is not JSON reads as nothing (undefined). */
function fromJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** Reads a stored or sent test; an unparseable one is an empty test (docs/product.md "Other"). */
export function parseTest(value: unknown): Test {
  const parsed = testSchema.safeParse(fromJsonText(value));
  return parsed.success ? parsed.data : { questions: [] };
}

/** What students and visitors learn of a bank: its size and how attempts are drawn, never a question. */
export interface ExamSummary {
  questionCount: number;
  /** Questions per attempt (the whole bank when no draw count is set). */
  drawCount: number;
  timeLimitMinutes: number | null;
  passPercent: number;
}
export const examSummary = (test: Test, settings: ExamSettings): ExamSummary => ({
  questionCount: test.questions.length,
  drawCount: Math.min(settings.drawCount ?? test.questions.length, test.questions.length),
  timeLimitMinutes: settings.timeLimitMinutes,
  passPercent: settings.passPercent,
});

/**
 * The pass mark of docs/product.md is floor(count × 0.5). For a one-question test that is 0, which would let a
 * student pass without one right answer; we require at least one correct answer whenever there are questions.
 */
export function passThreshold(questionCount: number, passPercent = 50): number {
  if (questionCount <= 0) return 0;
  return Math.max(1, Math.floor((questionCount * passPercent) / 100));
}

export type TestStatus = 'passed' | 'failed';
export interface Grade {
  score: number;
  total: number;
  status: TestStatus;
}

/** One point per answered question whose choice equals correctAnswer; a skipped question counts wrong. */
export function gradeAnswers(
  questions: readonly Pick<Question, 'correctAnswer'>[],
  answers: readonly (number | null | undefined)[],
  passPercent = 50,
): Grade {
  let score = 0;
  questions.forEach((q, i) => {
    if (answers[i] === q.correctAnswer) score += 1;
  });
  const total = questions.length;
  return { score, total, status: total > 0 && score >= passThreshold(total, passPercent) ? 'passed' : 'failed' };
}

// ---------- attempts (docs/product.md) ----------

/** A drawn question as the student sees it: options in the attempt's order. */
export interface AttemptQuestion {
  id: string;
  text: string;
  options: string[];
}
/** `POST /exam/{courseId}/attempts`: the open attempt, resumed as it stands. */
export interface OpenAttempt {
  attemptId: string;
  courseId: string;
  title: string;
  questions: AttemptQuestion[];
  /** ISO time the attempt ends, or null without a time limit. */
  endsAt: string | null;
  /** `{questionId: option}`, the option as shown. */
  answers: Record<string, number>;
  passPercent: number;
}
/** `POST /exam/attempts/{id}/submit`: the score and the pass mark, never which question was right. */
export interface AttemptResult {
  score: number;
  total: number;
  passed: boolean;
  passPercent: number;
  /** The score needed to pass: max(1, floor(total × passPercent / 100)). */
  passMark: number;
  attemptsLeftToday: number;
}

export const saveAnswerInputSchema = z.object({
  option: z
    .number({ error: examMessages.badOption })
    .int(examMessages.badOption)
    .min(0, examMessages.badOption)
    .max(QUESTION_MAX_OPTIONS - 1, examMessages.badOption)
    .nullable(),
});
export type SaveAnswerInput = z.infer<typeof saveAnswerInputSchema>;

export const extraTimeInputSchema = z.object({
  extraTimePercent: z
    .number({ error: examMessages.badExtraTime })
    .int(examMessages.badExtraTime)
    .min(0, examMessages.badExtraTime)
    .max(EXTRA_TIME_MAX_PERCENT, examMessages.badExtraTime),
});

/** What a question's statistics suggest to its author: nothing, or the likely fault. */
export type ItemHint = 'tooHard' | 'tooEasy' | 'negative' | 'fewAttempts' | null;
/** `GET /course/{id}/exam-stats`: one row per bank question, in the bank's order. */
export interface ItemStat {
  questionId: string;
  text: string;
  timesDrawn: number;
  /** Share of the graded attempts that drew it and chose the correct answer (0–1), null when never drawn. */
  shareCorrect: number | null;
  /** Point-biserial correlation between this item and the rest of the attempt's score; null when undefined. */
  discrimination: number | null;
  hint: ItemHint;
}
/** `GET /course/{id}/exam-stats`. */
export interface ExamStats {
  courseId: string;
  title: string;
  items: ItemStat[];
}
export const ITEM_STATS_MIN_ATTEMPTS = 5;

/** The plain-language verdict on a question from its figures (docs/product.md). */
export function itemHint(timesDrawn: number, shareCorrect: number | null, discrimination: number | null): ItemHint {
  if (timesDrawn < ITEM_STATS_MIN_ATTEMPTS || shareCorrect === null) return 'fewAttempts';
  if (discrimination !== null && discrimination < 0) return 'negative';
  if (shareCorrect < 0.2) return 'tooHard';
  if (shareCorrect > 0.95) return 'tooEasy';
  return null;
}

export { testResultLabel } from './labels.ts';

export const submitTestInputSchema = z.object({
  courseId: z.uuid({ error: courseMessages.notFound }),
  answers: z
    .array(
      z.union([
        z
          .number()
          .int()
          .min(0)
          .max(QUIZ_OPTION_COUNT - 1),
        z.null(),
      ]),
      { error: courseMessages.badAnswers },
    )
    .max(COURSE_MAX_QUESTIONS, courseMessages.badAnswers),
});
export type SubmitTestInput = z.infer<typeof submitTestInputSchema>;
