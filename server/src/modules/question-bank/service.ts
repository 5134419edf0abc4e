import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  checkImportRows,
  COURSE_MAX_QUESTIONS,
  courseMessages,
  keepQuestionIds,
  importMessageKeys,
  messageKey,
  parseTest,
  QUESTION_IMPORT_MAX_ERRORS,
  questionBankMessages,
  type Lang,
  type QuestionBank,
  type QuestionBankInput,
  type SessionUser,
} from '@beceri/domain';
import type { Course } from '../../db/schema/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { attendanceDeps } from '../attendance/service.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../plugins/errors.ts';
import { coursesRepository, examSettingsOf } from '../courses/repository.ts';
import { canEdit, canManage, editableCourse, existingCourse } from '../courses/service.ts';
import { questionBankRepository, type QuestionBankRepository } from './repository.ts';
import type { ImportRow } from './spreadsheet.ts';

export interface QuestionBankDeps {
  db: Db;
  bank: QuestionBankRepository;
  /** When a changed attendance threshold may let a waiting certificate through: looks again (decision 055). */
  certificatesMayWait: (tx: Tx, courseId: string) => Promise<unknown>;
}
export const questionBankDeps = (app: FastifyInstance): QuestionBankDeps => {
  const attendance = attendanceDeps(app);
  return {
    db: app.db,
    bank: questionBankRepository,
    certificatesMayWait: async (tx, courseId) => {
      if (await attendance.attendance.anyPassWithoutCertificate(tx, courseId))
        await attendance.queueCertificates(tx, courseId);
    },
  };
};

const deps4courses = (deps: QuestionBankDeps) => ({ db: deps.db, courses: coursesRepository });

async function bankOf(deps: QuestionBankDeps, course: Course, user: SessionUser): Promise<QuestionBank> {
  return {
    courseId: course.id,
    title: course.title,
    canEdit: canEdit(course, user),
    questions: parseTest(course.test).questions,
    settings: examSettingsOf(course),
    openAttempts: await deps.bank.countOpenAttempts(deps.db, course.id),
    version: bankVersion(course),
  };
}

/** The stored bank's version: a digest of its questions and settings (a title edit is no change of the bank). */
export const bankVersion = (course: Course) =>
  createHash('sha256')
    .update(JSON.stringify([course.test, examSettingsOf(course)]))
    .digest('base64url')
    .slice(0, 22);

/**
 * The bank with its correct answers: the owning teacher and admins (as `/course/get`); 404 before 403, and 404 for
 * another's draft, whose existence is not told (decision 051).
 */
export async function readBank(deps: QuestionBankDeps, user: SessionUser, courseId: string): Promise<QuestionBank> {
  const course = await existingCourse(deps, courseId, user);
  if (!canManage(course, user)) throw forbidden(courseMessages.notOwner);
  return bankOf(deps, course, user);
}

/** The course, when the caller may change its bank: the same rule as the course form (`/course/edit`). */
export const bankCourse = (deps: QuestionBankDeps, user: SessionUser, courseId: string) =>
  editableCourse(deps4courses(deps), user, courseId);

/**
 * Replaces the bank and its settings. Questions keep their ids (matched by id when sent, else by position), so
 * statistics follow them; open attempts keep what they drew (each attempt stores its questions and correct options),
 * so an edit never changes an attempt in progress.
 */
export async function saveBank(
  deps: QuestionBankDeps,
  user: SessionUser,
  course: Course,
  input: QuestionBankInput,
): Promise<QuestionBank> {
  await deps.db.transaction(async (tx) => {
    // Compared and written under the row's lock, so of two saves from the same version only the first goes through.
    const stored = await deps.bank.lockCourse(tx, course.id);
    // Deleted since the route read it (its author's or an admin's delete at the same moment): 404, not a 500.
    if (!stored) throw notFound(courseMessages.notFound);
    if (input.version !== undefined && input.version !== bankVersion(stored))
      throw new HttpError(409, 'BANK_CHANGED', questionBankMessages.changedElsewhere);
    const questions = keepQuestionIds(input.questions, parseTest(stored.test).questions, randomUUID);
    await deps.bank.saveBank(tx, course.id, questions, input.settings);
    // A lowered threshold issues the certificates now within reach without waiting for the next marks.
    if ((input.settings.minAttendancePercent ?? null) !== stored.minAttendancePercent)
      await deps.certificatesMayWait(tx, course.id);
  });
  const saved = await coursesRepository.findCourse(deps.db, course.id);
  if (!saved) throw notFound(courseMessages.notFound);
  return bankOf(deps, saved, user);
}

/**
 * Appends the questions of an import file to the bank: every row valid and the cap respected, or nothing stored
 * (400 with each refused row under `fields['rows.<row>.<column>']`, at most QUESTION_IMPORT_MAX_ERRORS of them).
 */
export async function importQuestions(
  deps: QuestionBankDeps,
  user: SessionUser,
  course: Course,
  rows: ImportRow[],
  lang: Lang,
): Promise<{ imported: number; bank: QuestionBank }> {
  const { questions, errors } = checkImportRows(rows, lang);
  if (errors.length > 0) {
    const fields = Object.fromEntries(
      errors.slice(0, QUESTION_IMPORT_MAX_ERRORS).map((e) => [`rows.${e.row}.${e.column}`, e.message]),
    );
    throw new HttpError(
      400,
      'IMPORT_ROWS_INVALID',
      messageKey(importMessageKeys.rowsInvalid, { count: errors.length }),
      fields,
    );
  }
  if (questions.length === 0) throw badRequest(questionBankMessages.emptyFile);
  const overCap = (existing: number) =>
    new HttpError(
      400,
      'IMPORT_OVER_CAP',
      messageKey(importMessageKeys.overCap, {
        existing,
        imported: questions.length,
        max: COURSE_MAX_QUESTIONS,
      }),
    );
  const existing = parseTest(course.test).questions.length;
  if (existing + questions.length > COURSE_MAX_QUESTIONS) throw overCap(existing);
  const stored = await deps.bank.appendQuestions(
    deps.db,
    course.id,
    questions.map((q) => ({ id: randomUUID(), ...q })),
  );
  const saved = await coursesRepository.findCourse(deps.db, course.id);
  // Deleted meanwhile: 404 (not 'the bank is full' of a bank that is gone, nor a 500).
  if (!saved) throw notFound(courseMessages.notFound);
  // Another import or save filled the bank meanwhile: nothing was stored.
  if (stored === null) throw overCap(parseTest(saved.test).questions.length);
  return { imported: questions.length, bank: await bankOf(deps, saved, user) };
}
