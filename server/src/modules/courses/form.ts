import { z } from 'zod';
import {
  COURSE_DEFAULT_CATEGORY,
  COURSE_MAX_PDFS,
  COURSE_MAX_QUESTIONS,
  examMessages,
  courseCategorySchema,
  courseClassesSchema,
  courseDraftSchema,
  courseFieldsSchema,
  courseMessages,
  dropBlankOptions,
  dropEmptyQuestions,
  examSettingsSchema,
  questionInputSchema,
  type ExamSettings,
  type QuestionInput,
  type CourseCategory,
  type CourseClassInput,
  type CourseFields,
} from '@beceri/domain';
import type { FastifyRequest } from 'fastify';
import { readMultipart, type MultipartResult } from '../../lib/multipart.ts';
import { badRequest, refuseForbiddenText, validate } from '../../plugins/errors.ts';
import type { CheckedUpload } from '../../plugins/storage.ts';

/** The multipart body of `/course/add` and `/course/edit/{id}`, checked. */
export interface CourseForm extends CourseFields {
  /** Undefined when no category was sent: an add takes COURSE_DEFAULT_CATEGORY, an edit keeps the stored one. */
  category?: CourseCategory;
  classes: CourseClassInput[];
  /** Undefined when no `test` part was sent (an edit then keeps the stored test). */
  questions?: QuestionInput[];
  /** Undefined when no `exam` part was sent (an add takes the defaults, an edit keeps the stored settings). */
  exam?: ExamSettings;
  pdfs: CheckedUpload[];
}

function parseJson(text: string, message: string, field: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(message, { [field]: message });
  }
  // `\u0000` written as an escape inside the JSON text is a control character all the same.
  refuseForbiddenText(parsed, field);
  return parsed;
}

const questionListSchema = z.array(questionInputSchema).max(COURSE_MAX_QUESTIONS);

/**
 * Drops empty questions (docs/product.md) and blank options (the correct answer follows its option) before checking the
 * shape: 2–5 options, a correct answer among them (docs/product.md).
 */
export function parseQuestions(text: string): QuestionInput[] {
  const raw = parseJson(text, courseMessages.badTest, 'test') as { questions?: unknown } | null;
  const list = raw && typeof raw === 'object' && Array.isArray(raw.questions) ? raw.questions : null;
  if (!list) throw badRequest(courseMessages.badTest, { test: courseMessages.badTest });
  const cleaned = dropEmptyQuestions(list).map((q) => ({ ...(q as object), ...dropBlankOptions(q as object) }));
  const parsed = questionListSchema.safeParse(cleaned);
  if (!parsed.success) throw badRequest(courseMessages.badTest, { test: courseMessages.badTest });
  return parsed.data;
}

/** The exam settings part: JSON `{drawCount, shuffle, timeLimitMinutes, passPercent}`, each optional. */
export function parseExamSettings(text: string): ExamSettings {
  const parsed = examSettingsSchema.safeParse(parseJson(text, examMessages.badSettings, 'exam'));
  if (!parsed.success) throw badRequest(examMessages.badSettings, { exam: examMessages.badSettings });
  return parsed.data;
}

function parseClasses(text: string, pdfCount: number): CourseClassInput[] {
  const parsed = courseClassesSchema.safeParse(parseJson(text, courseMessages.badClasses, 'classes'));
  if (!parsed.success) {
    const first = parsed.error.issues[0]?.message;
    const message = first === courseMessages.badVideoLink ? first : courseMessages.badClasses;
    throw badRequest(message, { classes: message });
  }
  const seen = new Set<number>();
  for (const c of parsed.data) {
    if (c.pdfFileIndex === undefined) continue;
    // Each file belongs to one class and every index must name a sent file.
    if (c.pdfFileIndex >= pdfCount || seen.has(c.pdfFileIndex)) {
      throw badRequest(courseMessages.badPdfIndex, { pdfFiles: courseMessages.badPdfIndex });
    }
    seen.add(c.pdfFileIndex);
  }
  return parsed.data;
}

const categoryField = z.object({ category: courseCategorySchema });

/** An add without a category (docs/product.md's API) gets docs/product.md's default; the web forms make the person choose one. */
export const addedCategory = (form: CourseForm): CourseCategory => form.category ?? COURSE_DEFAULT_CATEGORY;

export function parseCourseForm(body: MultipartResult): CourseForm {
  const f = body.fields;
  const fields = validate(courseFieldsSchema, { title: f.title ?? '', description: f.description ?? '' });
  const pdfs = body.files.pdfFiles ?? [];
  // Empty or absent is docs/product.md's default; anything else must be a category of the list (docs/product.md).
  const sent = (f.category ?? '').trim();
  const category = sent === '' ? undefined : validate(categoryField, { category: sent }).category;
  return {
    ...fields,
    category,
    classes: parseClasses(f.classes ?? '[]', pdfs.length),
    questions: f.test === undefined || f.test === '' ? undefined : parseQuestions(f.test),
    exam: f.exam === undefined || f.exam === '' ? undefined : parseExamSettings(f.exam),
    pdfs,
  };
}

/** Reads and checks the multipart body of `/course/add` and `/course/edit/{id}`. */
export const readCourseForm = async (req: FastifyRequest) =>
  parseCourseForm(await readMultipart(req, { files: { pdfFiles: { kind: 'course_pdf', max: COURSE_MAX_PDFS } } }));

/** A draft as `PUT /course/draft/{id}` and `POST /course/draft` receive it, checked (decision 051). */
export interface CourseDraft {
  title: string;
  description: string;
  /** '' while not chosen: a new draft takes COURSE_DEFAULT_CATEGORY, a saved one keeps its own. */
  category: CourseCategory | '';
  classes: Omit<CourseClassInput, 'pdfFileIndex'>[];
  /** Undefined when not sent: the stored bank stays. */
  questions?: QuestionInput[];
  exam?: ExamSettings;
}

/**
 * The JSON body of a draft save: the same rules as the multipart form's parts, except that the title may still be
 * empty; a class cannot point at a file (PDFs are uploaded with `/course/edit/{id}`).
 */
export function parseCourseDraft(body: unknown): CourseDraft {
  refuseForbiddenText(body, 'body');
  const draft = validate(courseDraftSchema, body ?? {});
  if (draft.classes.some((c) => c.pdfFileIndex !== undefined)) {
    throw badRequest(courseMessages.badPdfIndex, { pdfFiles: courseMessages.badPdfIndex });
  }
  return {
    title: draft.title,
    description: draft.description,
    category: draft.category,
    classes: draft.classes,
    questions: draft.test === undefined ? undefined : parseQuestions(JSON.stringify(draft.test)),
    exam: draft.exam === undefined ? undefined : parseExamSettings(JSON.stringify(draft.exam)),
  };
}
