import { z } from 'zod';
import { QUIZ_OPTION_COUNT, TEXT_LONG_MAX, TEXT_SHORT_MAX } from './constants.ts';
import { COURSE_MAX_QUESTIONS, courseMessages } from './courses.ts';

// A course's exam: its questions, how they are stored and sent, and how an attempt is graded (DESIGN.md §4).

/** Exam attempts a student may make per course per calendar day in Europe/Istanbul (`istanbulDay`, DESIGN.md §7). */
export const EXAM_ATTEMPTS_PER_DAY = 10;

export interface Question {
  text: string;
  options: string[];
  correctAnswer: number;
}
/** A question as students and visitors see it: never the correct answer. */
export type PublicQuestion = Omit<Question, 'correctAnswer'>;
export interface Test {
  questions: Question[];
}

export const questionSchema = z.object({
  text: z.string({ error: courseMessages.badTest }).trim().min(1, courseMessages.badTest).max(TEXT_LONG_MAX, courseMessages.badTest),
  options: z
    .array(z.string({ error: courseMessages.badTest }).max(TEXT_SHORT_MAX * 5, courseMessages.badTest), { error: courseMessages.badTest })
    .length(QUIZ_OPTION_COUNT, courseMessages.badTest),
  correctAnswer: z
    .number({ error: courseMessages.badTest })
    .int(courseMessages.badTest)
    .min(0, courseMessages.badTest)
    .max(QUIZ_OPTION_COUNT - 1, courseMessages.badTest),
});

export const testSchema = z.object({
  questions: z.array(questionSchema, { error: courseMessages.badTest }).max(COURSE_MAX_QUESTIONS, courseMessages.badTest),
});

const isBlank = (s: unknown) => typeof s !== 'string' || s.trim() === '';

/**
 * SPEC.md §5 "Course submit": questions with empty text, or whose options are all empty, are dropped.
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

/** Reads a stored or sent test; an unparseable one is an empty test (SPEC.md §8 "Other"). */
export function parseTest(value: unknown): Test {
  const parsed = testSchema.safeParse(fromJsonText(value));
  return parsed.success ? parsed.data : { questions: [] };
}

const publicTestSchema = z.object({
  questions: z.array(z.object({ text: z.string(), options: z.array(z.string()).length(QUIZ_OPTION_COUNT) })).max(COURSE_MAX_QUESTIONS),
});

/** Reads a test as students receive it (no correctAnswer); an unparseable one is empty. */
export function parsePublicTest(value: unknown): { questions: PublicQuestion[] } {
  const parsed = publicTestSchema.safeParse(fromJsonText(value));
  return parsed.success ? { questions: parsed.data.questions.map(({ text, options }) => ({ text, options })) } : { questions: [] };
}

export const withoutAnswers = (test: Test): { questions: PublicQuestion[] } => ({
  questions: test.questions.map(({ text, options }) => ({ text, options })),
});

/**
 * The pass mark of SPEC.md §5 is floor(count × 0.5). For a one-question test that is 0, which would let a
 * student pass without one right answer; we require at least one correct answer whenever there are questions.
 */
export function passThreshold(questionCount: number): number {
  if (questionCount <= 0) return 0;
  return Math.max(1, Math.floor(questionCount * 0.5));
}

export type TestStatus = 'passed' | 'failed';
export interface Grade {
  score: number;
  total: number;
  status: TestStatus;
}

/** One point per answered question whose choice equals correctAnswer; a skipped question counts wrong. */
export function gradeAnswers(questions: readonly Question[], answers: readonly (number | null | undefined)[]): Grade {
  let score = 0;
  questions.forEach((q, i) => {
    if (answers[i] === q.correctAnswer) score += 1;
  });
  const total = questions.length;
  return { score, total, status: total > 0 && score >= passThreshold(total) ? 'passed' : 'failed' };
}

export { testResultLabel } from './labels.ts';

export const submitTestInputSchema = z.object({
  courseId: z.uuid({ error: courseMessages.notFound }),
  answers: z
    .array(z.union([z.number().int().min(0).max(QUIZ_OPTION_COUNT - 1), z.null()]), { error: courseMessages.badAnswers })
    .max(COURSE_MAX_QUESTIONS, courseMessages.badAnswers),
});
export type SubmitTestInput = z.infer<typeof submitTestInputSchema>;
