import { z } from 'zod';
import { TEXT_LONG_MAX, TEXT_SHORT_MAX } from './constants.ts';
import type { ExamSettings, ExamSummary, TestStatus } from './exams.ts';
import { REQUIRED, tooLong } from './messages.ts';
import { COURSE_CATEGORIES, type CourseCategory } from './filters.ts';

/** Who added a course (SPEC's spelling, stored as is): an admin, or the teacher who owns it. */
export const COURSE_CREATOR_TYPES = ['Admin', 'Teacher'] as const;
export type CourseCreatorType = (typeof COURSE_CREATOR_TYPES)[number];

/** Texts of the course screens and server answers (docs/product.md), as keys of the `domain` catalogue. */
export const courseMessages = {
  notFound: 'courses.notFound',
  noTest: 'courses.noTest',
  notEnrolled: 'courses.notEnrolled',
  alreadyEnrolled: 'courses.alreadyEnrolled',
  adminEditOnlyAdmin: 'courses.adminEditOnlyAdmin',
  notOwner: 'courses.notOwner',
  badTest: 'courses.badTest',
  badClasses: 'courses.badClasses',
  badPdfIndex: 'courses.badPdfIndex',
  badVideoLink: 'courses.badVideoLink',
  badAnswers: 'courses.badAnswers',
  tooManyAnswers: 'courses.tooManyAnswers',
  dailyAttemptsUsed: 'courses.dailyAttemptsUsed',
  categoryRequired: 'courses.categoryRequired',
  lessonNotFound: 'courses.lessonNotFound',
  lessonNotEnrolled: 'courses.lessonNotEnrolled',
} as const;

/**
 * The drafts' server answers (locales/tr-server.ts), apart from `courseMessages` so that the first visit's code does
 * not carry them; the studio checks the same with its own texts (decision 051).
 */
export const courseDraftMessages = {
  notDraft: 'courseDrafts.notDraft',
  publishNeedsTitle: 'courseDrafts.publishNeedsTitle',
  publishNeedsDescription: 'courseDrafts.publishNeedsDescription',
  publishNeedsLesson: 'courseDrafts.publishNeedsLesson',
} as const;

/**
 * A course made in the studio is a draft until its author publishes it; `POST /course/add` (docs/product.md) publishes at
 * once. Drafts are seen only by their author and admins (decision 051).
 */
export const COURSE_STATUSES = ['draft', 'published'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/**
 * An author's course counts as ended ('Eski Kurslar', decision 051) when it is published and nobody has enrolled for
 * this many days since its publication or its last enrolment, whichever is later (there are no sessions with dates).
 */
export const COURSE_ENDED_AFTER_DAYS = 180;

/**
 * The category of a course added through docs/product.md's API without one (docs/product.md's default). The forms always
 * send a category chosen from the list (docs/product.md); an empty or unknown one is the field's error.
 */
export const COURSE_DEFAULT_CATEGORY = 'Python' satisfies CourseCategory;

/** A category chosen on the course form: one of COURSE_CATEGORIES. */
export const courseCategorySchema = z.enum(COURSE_CATEGORIES, { error: courseMessages.categoryRequired });

export const COURSE_MAX_CLASSES = 100;
export const COURSE_MAX_QUESTIONS = 200;
export const COURSE_MAX_PDFS = 20;

// ---------- videos ----------

export type VideoSite = 'youtube' | 'vimeo';
export interface VideoEmbed {
  site: VideoSite;
  id: string;
  embedUrl: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
];
const VIMEO_HOSTS = ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'];

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be' || host === 'www.youtu.be') return parts[0] ?? null;
  if (!YOUTUBE_HOSTS.includes(host)) return null;
  if (parts[0] === 'watch') return url.searchParams.get('v');
  if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) return parts[1] ?? null;
  return null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  if (!VIMEO_HOSTS.includes(host)) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'player.vimeo.com') return parts[0] === 'video' ? (parts[1] ?? null) : null;
  // vimeo.com/123, vimeo.com/channels/x/123, vimeo.com/groups/x/videos/123: the last numeric part.
  return [...parts].reverse().find((p) => VIMEO_ID.test(p)) ?? null;
}

/**
 * Recognises YouTube and Vimeo links and gives their privacy-enhanced embed address.
 * Anything else (other sites, scripts, odd schemes) gets null and is never put in an iframe.
 */
export function videoEmbed(link: string | null | undefined): VideoEmbed | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const yt = youtubeId(url);
  if (yt && YOUTUBE_ID.test(yt))
    return { site: 'youtube', id: yt, embedUrl: `https://www.youtube-nocookie.com/embed/${yt}` };
  const vm = vimeoId(url);
  if (vm && VIMEO_ID.test(vm)) return { site: 'vimeo', id: vm, embedUrl: `https://player.vimeo.com/video/${vm}` };
  return null;
}

// ---------- course form (multipart fields) ----------

const videoLinkSchema = z
  .string()
  .trim()
  .max(500, courseMessages.badVideoLink)
  .refine((s) => s === '' || /^https?:\/\/[^\s]+$/i.test(s), courseMessages.badVideoLink)
  .default('');

export const courseClassInputSchema = z.object({
  /** An existing class (edit): keeps its PDF unless a new one is sent. */
  id: z.uuid().optional(),
  title: z
    .string({ error: courseMessages.badClasses })
    .trim()
    .max(TEXT_SHORT_MAX, courseMessages.badClasses)
    .default(''),
  description: z
    .string({ error: courseMessages.badClasses })
    .trim()
    .max(TEXT_LONG_MAX, courseMessages.badClasses)
    .default(''),
  videoLink: videoLinkSchema,
  /** The position of this class's document among the repeated `pdfFiles` parts. */
  pdfFileIndex: z
    .number()
    .int()
    .min(0)
    .max(COURSE_MAX_PDFS - 1)
    .optional(),
});
export type CourseClassInput = z.infer<typeof courseClassInputSchema>;

export const courseClassesSchema = z
  .array(courseClassInputSchema, { error: courseMessages.badClasses })
  .max(COURSE_MAX_CLASSES, courseMessages.badClasses);

export const courseFieldsSchema = z.object({
  title: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(TEXT_SHORT_MAX, tooLong(TEXT_SHORT_MAX)),
  description: z.string().trim().max(TEXT_LONG_MAX, tooLong(TEXT_LONG_MAX)).default(''),
});
export type CourseFields = z.infer<typeof courseFieldsSchema>;

/**
 * A draft as the studio autosaves it (`PUT /course/draft/{id}`, JSON): everything may still be empty, but nothing may be
 * too long; classes keep their ids (and PDFs), `test` and `exam` are left as stored when absent.
 */
export const courseDraftSchema = z.object({
  title: z.string().trim().max(TEXT_SHORT_MAX, tooLong(TEXT_SHORT_MAX)).default(''),
  description: z.string().trim().max(TEXT_LONG_MAX, tooLong(TEXT_LONG_MAX)).default(''),
  /** Empty while not chosen yet. */
  category: z.union([z.literal(''), courseCategorySchema]).default(''),
  classes: courseClassesSchema.default([]),
  /** `{questions}` as the multipart `test` part; absent keeps the stored bank. */
  test: z.object({ questions: z.array(z.unknown()) }).optional(),
  exam: z.unknown().optional(),
});
export type CourseDraftInput = z.input<typeof courseDraftSchema>;

/** `POST /course/draft` and `PUT /course/draft/{id}` answer the class ids in the order sent, for the next save. */
export interface DraftSaved {
  ok: true;
  id: string;
  classIds: string[];
  updatedAt: string;
}

/** What keeps a draft from being published (`POST /course/publish/{id}`), first missing first. */
export function publishProblems(course: {
  title: string;
  description: string;
  /** Empty (or null) while a draft's author has not chosen one. */
  category: string | null;
  classCount: number;
}): string[] {
  const problems: string[] = [];
  if (course.title.trim() === '') problems.push(courseDraftMessages.publishNeedsTitle);
  if (course.description.trim() === '') problems.push(courseDraftMessages.publishNeedsDescription);
  if (!course.category) problems.push(courseMessages.categoryRequired);
  if (course.classCount < 1) problems.push(courseDraftMessages.publishNeedsLesson);
  return problems;
}

// ---------- shapes the API returns ----------

export interface CourseClassView {
  id: string;
  title: string;
  description: string;
  videoLink: string;
  /** `/files/{id}` or null. */
  pdfFile: string | null;
  pdfFileName: string | null;
}

export interface CourseListItem {
  id: string;
  title: string;
  description: string;
  category: string;
  addedByType: CourseCreatorType;
  enrolledCount: number;
  questionCount: number;
  createdAt: string;
  /** 'draft' only in the author's own list and an admin's logged-in list; the public list has published ones only. */
  status: CourseStatus;
}

export interface CourseView {
  id: string;
  title: string;
  description: string;
  category: string;
  addedByType: CourseCreatorType;
  classes: CourseClassView[];
  /** JSON text of {questions}; correctAnswer only for the owner and admins. */
  test: string;
  questionCount: number;
  /** The exam as everyone may know it: sizes, time limit and pass mark. */
  exam: ExamSummary;
  /** The exam settings, for the owner and admins only. */
  examSettings?: ExamSettings;
  enrolledCount: number;
  /** What the caller may do (so the screens need no second call). */
  isEnrolled: boolean;
  canEdit: boolean;
  /** A draft is seen only by its author and admins. */
  status: CourseStatus;
  /** The lessons an enrolled student has finished (the learning path, decision 050); absent for anyone else. */
  doneClassIds?: string[];
}

/**
 * An enrolled student's way through one course (`GET /me/progress`, `PUT /me/lessons/{classId}/done`): how many
 * lessons are done, the next one to open ('Devam et': the first unfinished one in the course's order, null when all
 * are done), the last one finished, and whether the exam is passed.
 */
export interface CourseProgress {
  courseId: string;
  title: string;
  lessonsDone: number;
  lessonsTotal: number;
  nextClassId: string | null;
  nextClassTitle: string | null;
  lastClassId: string | null;
  lastDoneAt: string | null;
  examPassed: boolean;
}

/** The lesson a learning path opens at: the next unfinished one, else the first ('where was I'). */
export function resumeClassId(classIds: readonly string[], done: ReadonlySet<string>): string | null {
  return classIds.find((id) => !done.has(id)) ?? null;
}

export interface EnrolledCourse {
  id: string;
  title: string;
  description: string;
  questionCount: number;
  testStatus: { status: TestStatus; score: number } | null;
  enrolledAt: string;
}

export interface CourseDetails {
  creator: { name: string; email: string };
  /** Each enrolled student with their best attempt (highest score, then latest); null before any attempt. */
  students: {
    id: string;
    name: string;
    surname: string;
    email: string;
    score: number | null;
    status: TestStatus | null;
    attempts: number;
  }[];
}

/** Which courses the logged-in student is enrolled in (`GET /courseEnrollement/courseIds`), for 'Kayıtlısınız' on cards. */
export interface EnrolledCourseIds {
  courseIds: string[];
}
