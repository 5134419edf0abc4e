import { z } from 'zod';
import {
  COURSE_DEFAULT_CATEGORY, COURSE_MAX_PDFS, courseCategorySchema, courseClassesSchema, courseFieldsSchema, courseMessages, dropEmptyQuestions, testSchema,
  type CourseCategory, type CourseClassInput, type CourseFields, type Question,
} from '@beceri/domain';
import type { FastifyRequest } from 'fastify';
import { readMultipart, type MultipartResult } from '../../lib/multipart.ts';
import { badRequest, validate } from '../../plugins/errors.ts';
import type { CheckedUpload } from '../../plugins/storage.ts';

/** The multipart body of `/course/add` and `/course/edit/{id}`, checked. */
export interface CourseForm extends CourseFields {
  /** Undefined when no category was sent: an add takes COURSE_DEFAULT_CATEGORY, an edit keeps the stored one. */
  category?: CourseCategory;
  classes: CourseClassInput[];
  /** Undefined when no `test` part was sent (an edit then keeps the stored test). */
  questions?: Question[];
  pdfs: CheckedUpload[];
}

function parseJson(text: string, message: string, field: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(message, { [field]: message });
  }
}

/** Drops empty questions (SPEC.md §5) before checking the shape: 5 options, correctAnswer 0–4. */
export function parseQuestions(text: string): Question[] {
  const raw = parseJson(text, courseMessages.badTest, 'test') as { questions?: unknown } | null;
  const list = raw && typeof raw === 'object' && Array.isArray(raw.questions) ? raw.questions : null;
  if (!list) throw badRequest(courseMessages.badTest, { test: courseMessages.badTest });
  const parsed = testSchema.safeParse({ questions: dropEmptyQuestions(list) });
  if (!parsed.success) throw badRequest(courseMessages.badTest, { test: courseMessages.badTest });
  return parsed.data.questions;
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

/** An add without a category (SPEC.md's API) gets SPEC.md's default; the web forms make the person choose one. */
export const addedCategory = (form: CourseForm): CourseCategory => form.category ?? COURSE_DEFAULT_CATEGORY;

export function parseCourseForm(body: MultipartResult): CourseForm {
  const f = body.fields;
  const fields = validate(courseFieldsSchema, { title: f.title ?? '', description: f.description ?? '' });
  const pdfs = body.files.pdfFiles ?? [];
  // Empty or absent is SPEC.md's default; anything else must be a category of the list (DESIGN.md §8).
  const sent = (f.category ?? '').trim();
  const category = sent === '' ? undefined : validate(categoryField, { category: sent }).category;
  return {
    ...fields,
    category,
    classes: parseClasses(f.classes ?? '[]', pdfs.length),
    questions: f.test === undefined || f.test === '' ? undefined : parseQuestions(f.test),
    pdfs,
  };
}

/** Reads and checks the multipart body of `/course/add` and `/course/edit/{id}`. */
export const readCourseForm = async (req: FastifyRequest) =>
  parseCourseForm(await readMultipart(req, { files: { pdfFiles: { kind: 'course_pdf', max: COURSE_MAX_PDFS } } }));
