import { z } from 'zod';
import { JOB_TITLE_MAX, TEXT_LONG_MAX } from './constants.ts';
import { messageKey } from './i18n.ts';
import { isCalendarDay } from './fields.ts';
import { labelKey } from './labels.ts';
import { jobMessages } from './messages.ts';
import { istanbulDay, JOB_TYPES, type JobType } from './filters.ts';
import { findProvince, type Province } from './provinces.ts';
import {
  courseIdListSchema,
  coursesInBoth,
  jobRequirementMessages,
  type CourseRef,
  type RequirementMatch,
} from './job-requirements.ts';

/** An application's status as stored: docs/product.md's two and the pipeline's steps between them (docs/product.md). */
export const APPLICATION_STATUSES = ['In Review', 'Shortlisted', 'Rejected', 'Hired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The order of an applicant list (`?sort=`): by the application's date, oldest first unless asked otherwise. */
export const APPLICANT_SORTS = ['oldest', 'newest'] as const;
export type ApplicantSort = (typeof APPLICANT_SORTS)[number];

/** Who posted a job (SPEC's spelling, stored as is): an admin (shown as the chamber), or the company that owns it. */
export const JOB_CREATOR_TYPES = ['Admin', 'Company'] as const;
export type JobCreatorType = (typeof JOB_CREATOR_TYPES)[number];

/** Where an application may go from each status (docs/product.md); 'Hired' is final. */
export const APPLICATION_MOVES: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  'In Review': ['Shortlisted', 'Rejected', 'Hired'],
  Shortlisted: ['Rejected', 'Hired'],
  Rejected: ['Shortlisted'],
  Hired: [],
};

export const canMoveApplication = (from: ApplicationStatus, to: ApplicationStatus): boolean =>
  APPLICATION_MOVES[from].includes(to);

/** The statuses whose applicants' e-mail and phone the company sees (docs/product.md: never before). */
export const CONTACT_VISIBLE_STATUSES: readonly ApplicationStatus[] = ['Shortlisted', 'Hired'];

export { applicationStatusLabels, UNKNOWN_STATUS_LABEL } from './labels.ts';

/** docs/product.md: Hired 'İşe Alındı', In Review 'İnceleniyor', anything else 'Bilinmeyen Durum' (a key: `translate` it). */
export const applicationStatusLabel = (status: unknown): string => labelKey('applicationStatus', status);

/** Server messages of the jobs feature that docs/product.md does not write. */
export const jobServerMessages = {
  alreadyApplied: 'jobs.alreadyApplied',
  notApplied: 'jobs.notApplied',
  invalidApplicantId: 'jobs.invalidApplicantId',
  invalidJobId: 'jobs.invalidJobId',
  descriptionMax: messageKey('jobs.descriptionMax', { max: TEXT_LONG_MAX }),
  adminEditOnly: 'jobs.adminEditOnly',
  cityRequired: 'jobs.cityRequired',
  cityUnknown: 'jobs.cityUnknown',
  typeRequired: 'jobs.typeRequired',
  deadlineInvalid: 'jobs.deadlineInvalid',
  deadlinePast: 'jobs.deadlinePast',
  invalidStatus: 'jobs.invalidStatus',
  statusFinal: 'jobs.statusFinal',
  statusNoReview: 'jobs.statusNoReview',
  statusRejectedHire: 'jobs.statusRejectedHire',
} as const;

/**
 * Where and how a job is worked when a client of docs/product.md's API (`{title, description}`) does not say: the
 * province the programme serves, full time — the values existing rows received (migration 0008). The forms
 * always send both, so an empty choice there is the field's error.
 */
export const JOB_DEFAULTS = { city: 'Kocaeli', type: 'fullTime' } as const satisfies { city: Province; type: JobType };

/** One of the 81 provinces, typed in any case with or without Turkish letters; stored as the list spells it. */
const citySchema = z
  .string({ error: jobServerMessages.cityRequired })
  .trim()
  .min(1, jobServerMessages.cityRequired)
  .transform((s, ctx): Province => {
    const province = findProvince(s);
    if (!province) ctx.addIssue({ code: 'custom', message: jobServerMessages.cityUnknown });
    return province ?? (z.NEVER as Province);
  })
  .default(JOB_DEFAULTS.city);

/** Optional; empty means none. A day, not before today in Europe/Istanbul. */
const deadlineSchema = z
  .union([z.string({ error: jobServerMessages.deadlineInvalid }), z.null()], {
    error: jobServerMessages.deadlineInvalid,
  })
  .optional()
  .transform((s) => (s ?? '').trim() || null)
  .refine((s) => s === null || isCalendarDay(s), jobServerMessages.deadlineInvalid)
  .refine((s) => s === null || !isCalendarDay(s) || s >= istanbulDay(), jobServerMessages.deadlinePast);

/** Why a move the table above does not allow is refused: a message key, or undefined when it is allowed. */
export function refusedMoveMessage(from: ApplicationStatus, to: ApplicationStatus): string | undefined {
  if (canMoveApplication(from, to)) return undefined;
  if (from === 'Hired') return jobServerMessages.statusFinal;
  if (to === 'In Review') return jobServerMessages.statusNoReview;
  return jobServerMessages.statusRejectedHire;
}

/**
 * Add and edit of a job, for companies and admins alike (docs/product.md), with its course requirements: 0–5 required
 * and 0–5 preferred platform courses, none in both (whether each is a published course is the server's check).
 */
export const jobInputSchema = z
  .object({
    title: z
      .string({ error: jobMessages.required })
      .trim()
      .min(1, jobMessages.required)
      .max(JOB_TITLE_MAX, jobMessages.titleMax),
    description: z
      .string({ error: jobMessages.required })
      .trim()
      .min(1, jobMessages.required)
      .max(TEXT_LONG_MAX, jobServerMessages.descriptionMax),
    city: citySchema,
    type: z.enum(JOB_TYPES, { error: jobServerMessages.typeRequired }).default(JOB_DEFAULTS.type),
    deadline: deadlineSchema,
    requiredCourseIds: courseIdListSchema,
    preferredCourseIds: courseIdListSchema,
  })
  .superRefine((input, ctx) => {
    if (coursesInBoth(input.requiredCourseIds, input.preferredCourseIds).length > 0)
      ctx.addIssue({ code: 'custom', path: ['preferredCourseIds'], message: jobRequirementMessages.both });
  });
export type JobInput = z.infer<typeof jobInputSchema>;
/** What the job form holds before it is checked. */
export type JobFormValues = z.input<typeof jobInputSchema>;

/** `PUT /enrollment/hire/{studentId}` names the job in its body (docs/security.md). */
export const hireInputSchema = z.object({
  jobId: z.uuid({ error: jobServerMessages.invalidJobId }),
});
export type HireInput = z.infer<typeof hireInputSchema>;

/** `PUT /enrollment/status/{applicationId}`: the status the company moves the application to. */
export const applicationStatusInputSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: jobServerMessages.invalidStatus }),
});
export type ApplicationStatusInput = z.infer<typeof applicationStatusInputSchema>;

/** The hire form takes a free-text applicant id; it must look like one before it is sent. */
export const applicantIdSchema = z
  .string()
  .trim()
  .pipe(z.uuid({ error: jobServerMessages.invalidApplicantId }));

/** A job as every list and `GET /job/getJob/{id}` return it. */
export interface JobView {
  id: string;
  title: string;
  description: string;
  category: string;
  addedByType: JobCreatorType;
  /** The company's name from a join, or the organisation's name (`ORG_NAME`) for an admin's ad (docs/product.md). */
  companyName: string;
  createdAt: string;
  /** One of PROVINCES. */
  city: string;
  type: JobType;
  /** The last day to apply (YYYY-MM-DD, Europe/Istanbul), or null when open-ended. */
  deadline: string | null;
  /** Admins' list only: when an admin took the job down, or null. */
  unpublishedAt?: string | null;
  /** `GET /job/getJob/{id}` only, and only `true` when the logged-in company posted it (its edit and applicants). */
  mine?: boolean;
  /** `GET /job/getJob/{id}` only, for everyone: the platform courses the job requires (their certificates). */
  requiredCourses?: CourseRef[];
  /** `GET /job/getJob/{id}` only, for everyone: the courses the company would like to see. */
  preferredCourses?: CourseRef[];
  /** Lists and the job page, for a logged-in student only: how the student's certificates meet the requirements. */
  match?: RequirementMatch;
}

/** A company's own ad, with how many students applied. */
export interface OwnJobView extends JobView {
  applicantCount: number;
  /** When an admin took the ad down and why; both null while it is published. */
  unpublishedAt: string | null;
  unpublishedReason: string | null;
}

/** A course the applicant passed, with the best passing attempt's score (docs/product.md). */
export interface PassedCourseView {
  courseId: string;
  title: string;
  score: number;
  total: number;
  /** The code of the certificate the first pass issued (`/dogrula/{code}`). */
  certificateCode: string | null;
}

/** `GET /enrollment/studentsEnrolled/{jobId}`: one applicant of the caller's job. */
export interface ApplicantView {
  /** The student's id (docs/product.md's hire-by-id form takes it). */
  id: string;
  applicationId: string;
  name: string;
  surname: string;
  /** `/files/{fileId}`, or null when the student has no resume. */
  resume: string | null;
  /** The resume's type (`application/pdf` can be previewed with `?inline=1`), or null without a resume. */
  resumeMime: string | null;
  status: ApplicationStatus;
  appliedAt: string;
  /** When the status last changed (the application's time while it is still 'In Review'). */
  statusChangedAt: string;
  /** Every status the application has had, oldest first (as `StudentApplicationView.history`). */
  history: StatusChangeView[];
  /** Codes (`labels.education.*`, `labels.jobSeeking.*`); null for a student without a profile. */
  educationLevel: string | null;
  jobSeekingStatus: string | null;
  passedCourses: PassedCourseView[];
  /** How the applicant's certificates meet the job's required courses (the list is sorted by `met`, most first). */
  match: RequirementMatch;
  /** Only once the application is Shortlisted or Hired (CONTACT_VISIBLE_STATUSES); null before. */
  email: string | null;
  /** As above, and null when the student gave none. */
  phone: string | null;
}

/** `GET /enrollment/counts/{jobId}`: applicants of one job in all and per status (the hire page's tabs). */
export interface ApplicantCounts {
  total: number;
  byStatus: Record<ApplicationStatus, number>;
}

/** `GET /enrollment/getAll`: one of the student's applications, with its job. */
export interface StudentApplicationView {
  id: string;
  status: ApplicationStatus;
  appliedAt: string;
  /** When the status last changed (`job_applications.updated_at`); the application date until then. */
  updatedAt: string;
  job: Pick<JobView, 'id' | 'title' | 'description' | 'companyName'>;
  /** Every status it has had, oldest first: the application itself (`from` null), then each change. */
  history: StatusChangeView[];
}

/**
 * One step of an application's history. `from` is null for the application itself, and for the latest change of an
 * application made before the history was kept, whose earlier steps are unknown.
 */
export interface StatusChangeView {
  from: ApplicationStatus | null;
  to: ApplicationStatus;
  changedAt: string;
}

/** `GET /job/jobDetails/{id}` (docs/product.md). */
export interface JobDetailsView {
  job: JobView;
  creator: { name: string; email: string };
  students: { name: string; surname: string; email: string; status: ApplicationStatus }[];
}

/** Server messages of the student's side of applying: withdrawing. */
export const applyingServerMessages = {
  notWithdrawable: 'jobs.notWithdrawable',
} as const;

/** Which jobs the logged-in student applied to (`GET /enrollment/jobIds`), for 'Başvurdunuz' on cards. */
export interface AppliedJobIds {
  jobIds: string[];
}

/** `PUT /student/resume`: the new resume's url. */
export interface ResumeReplaced {
  ok: true;
  resume: string;
}
