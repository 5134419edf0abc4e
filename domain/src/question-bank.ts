import { z } from 'zod';
import { COURSE_MAX_QUESTIONS, courseMessages } from './courses.ts';
import {
  examSettingsSchema,
  questionInputSchema,
  QUESTION_MAX_OPTIONS,
  QUESTION_MIN_OPTIONS,
  type ExamSettings,
  type Question,
} from './exams.ts';
import { TEXT_LONG_MAX, TEXT_SHORT_MAX } from './constants.ts';
import { messageKey } from './i18n.ts';

// The question-bank editor (`/teacher/courses/{id}/exam`): the bank and its settings edited apart from the course
// form, and questions imported from a CSV or XLSX template (decision 052).

export const questionBankMessages = {
  drawOverBank: 'questionBank.drawOverBank',
  changedElsewhere: 'questionBank.changedElsewhere',
  emptyFile: 'questionBank.import.emptyFile',
  unreadable: 'questionBank.import.unreadable',
} as const;

/** The import's messages that take values (`messageKey(key, {row, column, …})`), each listed with them. */
export const importMessageKeys = {
  badHeader: 'questionBank.import.badHeader',
  rowsInvalid: 'questionBank.import.rowsInvalid',
  overCap: 'questionBank.import.overCap',
  textMissing: 'questionBank.import.textMissing',
  textTooLong: 'questionBank.import.textTooLong',
  optionTooLong: 'questionBank.import.optionTooLong',
  tooFewOptions: 'questionBank.import.tooFewOptions',
  correctMissing: 'questionBank.import.correctMissing',
  correctBlank: 'questionBank.import.correctBlank',
} as const;

/** Longest option text (as the course form's questions). */
export const QUESTION_OPTION_MAX = TEXT_SHORT_MAX * 5;
/** Largest import file: 200 questions of long text fit many times over. */
export const QUESTION_IMPORT_MAX_BYTES = 1024 * 1024;
/** Rows whose errors an import answer lists; the message counts them all. */
export const QUESTION_IMPORT_MAX_ERRORS = 50;

/** `GET /course/{id}/questions`: the bank in its order, correct answers included (owner and admins only). */
export interface QuestionBank {
  courseId: string;
  title: string;
  /** Whether the caller may change it (admins change only courses an admin added, as the course form). */
  canEdit: boolean;
  questions: Question[];
  settings: ExamSettings;
  /** Attempts open now: they keep the questions they drew, whatever the edit. */
  openAttempts: number;
  /** The stored bank's version (questions and settings): a save that names an older one is refused (409). */
  version: string;
}

/** `PUT /course/{id}/questions`: the whole bank (ids of kept questions sent) and the settings. */
export const questionBankInputSchema = z
  .object({
    questions: z
      .array(questionInputSchema, { error: courseMessages.badTest })
      .max(COURSE_MAX_QUESTIONS, courseMessages.badTest),
    settings: examSettingsSchema,
    /**
     * The version the editor started from (`QuestionBank.version`): when the bank changed since (another tab, device
     * or the studio), 409 BANK_CHANGED and nothing is saved. Without it the last save wins.
     */
    version: z.string().max(64).optional(),
  })
  .superRefine((bank, ctx) => {
    // A draw larger than the bank would silently draw the whole bank: the author is told instead.
    if (bank.settings.drawCount !== null && bank.settings.drawCount > bank.questions.length) {
      ctx.addIssue({ code: 'custom', message: questionBankMessages.drawOverBank, path: ['settings', 'drawCount'] });
    }
  });
export type QuestionBankInput = z.infer<typeof questionBankInputSchema>;

/** The import template's columns, in order; headings in either language are accepted. */
export const IMPORT_COLUMNS = ['question', 'option1', 'option2', 'option3', 'option4', 'option5', 'correct'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
/** Headings of the template in each language (the English ones are the columns' names). */
export const IMPORT_HEADINGS: Record<'tr' | 'en', Record<ImportColumn, string>> = {
  tr: {
    question: 'soru',
    option1: 'seçenek1',
    option2: 'seçenek2',
    option3: 'seçenek3',
    option4: 'seçenek4',
    option5: 'seçenek5',
    correct: 'doğru',
  },
  en: {
    question: 'question',
    option1: 'option1',
    option2: 'option2',
    option3: 'option3',
    option4: 'option4',
    option5: 'option5',
    correct: 'correct',
  },
};

const fold = (s: string) =>
  s
    .normalize('NFC')
    .toLocaleLowerCase('tr')
    .replace(/[\s_-]+/g, '')
    .replace(/ç/g, 'c')
    .replace(/ğ/g, 'g')
    .replace(/ı/g, 'i')
    .replace(/ö/g, 'o')
    .replace(/ş/g, 's')
    .replace(/ü/g, 'u');
const HEADING_OF = new Map<string, ImportColumn>(
  Object.values(IMPORT_HEADINGS).flatMap((h) => IMPORT_COLUMNS.map((c) => [fold(h[c]), c] as const)),
);
/** The column a heading names ('Seçenek 1', 'option1', 'DOĞRU'…), or undefined. */
export const importColumnOf = (heading: string): ImportColumn | undefined => HEADING_OF.get(fold(heading));

/** One refused row of an import: its row number in the file (the heading is row 1), the column and the message key. */
export interface ImportRowError {
  row: number;
  column: ImportColumn;
  message: string;
}

/** The correct column: an option's number (1–5) or letter (A–E). */
function correctIndex(value: string): number | undefined {
  const v = value.trim().toLocaleUpperCase('tr');
  if (/^[1-5]$/.test(v)) return Number(v) - 1;
  if (/^[A-E]$/.test(v)) return v.charCodeAt(0) - 65;
  // Spreadsheets may hand a number over as '2.0'.
  if (/^[1-5]\.0+$/.test(v)) return Number(v) - 1;
  return undefined;
}

/**
 * Checks the rows of an import (cells as text, the heading already mapped to columns) and answers the questions or
 * every row's errors: a row's blank options are dropped and its correct answer follows its option, as in the editor.
 * Rows left entirely blank are skipped. Row numbers count from the heading (row 1), as a spreadsheet shows them.
 */
export function checkImportRows(
  rows: readonly { row: number; cells: Partial<Record<ImportColumn, string>> }[],
  lang: 'tr' | 'en',
): { questions: { text: string; options: string[]; correctAnswer: number }[]; errors: ImportRowError[] } {
  const questions: { text: string; options: string[]; correctAnswer: number }[] = [];
  const errors: ImportRowError[] = [];
  const heading = (c: ImportColumn) => IMPORT_HEADINGS[lang][c];
  for (const { row, cells } of rows) {
    const cell = (c: ImportColumn) => (cells[c] ?? '').trim();
    if (IMPORT_COLUMNS.every((c) => cell(c) === '')) continue;
    const fail = (column: ImportColumn, key: string, extra: Record<string, string | number> = {}) =>
      errors.push({ row, column, message: messageKey(key, { row, column: heading(column), ...extra }) });
    const before = errors.length;
    const text = cell('question');
    if (text === '') fail('question', importMessageKeys.textMissing);
    else if (text.length > TEXT_LONG_MAX) fail('question', importMessageKeys.textTooLong, { max: TEXT_LONG_MAX });
    const slots = (['option1', 'option2', 'option3', 'option4', 'option5'] as const).slice(0, QUESTION_MAX_OPTIONS);
    const options: string[] = [];
    const indexOfSlot = new Map<number, number>();
    slots.forEach((c, i) => {
      const value = cell(c);
      if (value === '') return;
      if (value.length > QUESTION_OPTION_MAX) fail(c, importMessageKeys.optionTooLong, { max: QUESTION_OPTION_MAX });
      indexOfSlot.set(i, options.length);
      options.push(value);
    });
    if (options.length < QUESTION_MIN_OPTIONS) fail('option2', importMessageKeys.tooFewOptions);
    const slot = correctIndex(cell('correct'));
    if (slot === undefined) fail('correct', importMessageKeys.correctMissing);
    else if (!indexOfSlot.has(slot)) fail('correct', importMessageKeys.correctBlank, { number: slot + 1 });
    if (errors.length === before) questions.push({ text, options, correctAnswer: indexOfSlot.get(slot!)! });
  }
  return { questions, errors };
}
