import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { COURSE_MAX_QUESTIONS, type ExamSettings, type Question } from '@beceri/domain';
import type { Db, Tx } from '../../db/client.ts';
import { courses, examAttempts, type Course } from '../../db/schema/index.ts';

/** Attempts of the course open now (index exam_attempts_course_idx). */
async function countOpenAttempts(db: Db, courseId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(examAttempts)
    .where(and(eq(examAttempts.courseId, courseId), isNull(examAttempts.status)));
  return row.n;
}

/** Replaces the bank and the settings in one statement. */
async function saveBank(db: Db | Tx, courseId: string, questions: Question[], settings: ExamSettings) {
  await db
    .update(courses)
    .set({
      test: { questions },
      examDrawCount: settings.drawCount,
      examShuffle: settings.shuffle,
      examTimeLimitMinutes: settings.timeLimitMinutes,
      examPassPercent: settings.passPercent,
      minAttendancePercent: settings.minAttendancePercent ?? null,
      updatedAt: new Date(),
    })
    .where(eq(courses.id, courseId));
}

/**
 * Appends imported questions to the stored bank in one statement, only while the bank stays within its cap, so two
 * imports at once cannot pass it together. Answers the bank's new size, or null when nothing was stored.
 */
async function appendQuestions(db: Db, courseId: string, questions: Question[]): Promise<number | null> {
  const size = sql`coalesce(jsonb_array_length(${courses.test} -> 'questions'), 0)`;
  const rows = await db
    .update(courses)
    .set({
      test: sql`jsonb_build_object('questions', coalesce(${courses.test} -> 'questions', '[]'::jsonb) || ${JSON.stringify(questions)}::jsonb)`,
      updatedAt: new Date(),
    })
    .where(and(eq(courses.id, courseId), sql`${size} + ${questions.length} <= ${COURSE_MAX_QUESTIONS}`))
    .returning({ size: sql<number>`jsonb_array_length(${courses.test} -> 'questions')`.mapWith(Number) });
  return rows[0]?.size ?? null;
}

/** The course's row, locked until the transaction ends (a bank save compares its version, then writes). */
async function lockCourse(tx: Tx, courseId: string): Promise<Course | undefined> {
  const [row] = await tx.select().from(courses).where(eq(courses.id, courseId)).for('update');
  return row;
}

/** The question bank's reads and writes (service.ts `questionBankDeps`). */
export const questionBankRepository = { countOpenAttempts, saveBank, appendQuestions, lockCourse };
export type QuestionBankRepository = typeof questionBankRepository;
