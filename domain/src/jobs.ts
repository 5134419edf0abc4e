import { z } from 'zod';
import { JOB_TITLE_MAX, TEXT_LONG_MAX } from './constants.ts';
import { jobMessages } from './messages.ts';

/** An application's status as stored; SPEC.md §3 names exactly these two. */
export const APPLICATION_STATUSES = ['In Review', 'Hired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  Hired: 'İşe Alındı',
  'In Review': 'İnceleniyor',
};
export const UNKNOWN_STATUS_LABEL = 'Bilinmeyen Durum';

/** SPEC.md §4: Hired 'İşe Alındı', In Review 'İnceleniyor', anything else 'Bilinmeyen Durum'. */
export function applicationStatusLabel(status: unknown): string {
  return typeof status === 'string' && Object.hasOwn(applicationStatusLabels, status)
    ? applicationStatusLabels[status as ApplicationStatus]
    : UNKNOWN_STATUS_LABEL;
}

/** The company shown on an ad created by an admin (SPEC.md §3). */
export const ADMIN_COMPANY_NAME = 'Admin';

/** Server messages of the jobs feature that SPEC.md does not write. */
export const jobServerMessages = {
  alreadyApplied: 'Bu ilana zaten başvurdunuz.',
  notApplied: 'Bu öğrenci bu ilana başvurmamış.',
  invalidApplicantId: 'Geçerli bir başvuru sahibi kimliği girin.',
  invalidJobId: 'Geçerli bir iş ilanı seçin.',
  descriptionMax: `Açıklama en fazla ${TEXT_LONG_MAX} karakter olabilir.`,
  adminEditOnly: 'Yönetici yalnızca yöneticinin eklediği ilanları düzenleyebilir.',
} as const;

/** Add and edit of a job, for companies and admins alike (SPEC.md §5). */
export const jobInputSchema = z.object({
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
});
export type JobInput = z.infer<typeof jobInputSchema>;

/** `PUT /enrollment/hire/{studentId}` names the job in its body (DESIGN.md §4). */
export const hireInputSchema = z.object({
  jobId: z.uuid({ error: jobServerMessages.invalidJobId }),
});
export type HireInput = z.infer<typeof hireInputSchema>;

/** The hire form takes a free-text applicant id; it must look like one before it is sent. */
export const applicantIdSchema = z.string().trim().pipe(z.uuid({ error: jobServerMessages.invalidApplicantId }));

/** A job as every list and `GET /job/getJob/{id}` return it. */
export interface JobView {
  id: string;
  title: string;
  description: string;
  category: string;
  addedByType: 'Admin' | 'Company';
  /** The company's name from a join, or 'Admin' for an admin's ad. */
  companyName: string;
  createdAt: string;
}

/** A company's own ad, with how many students applied. */
export interface OwnJobView extends JobView {
  applicantCount: number;
}

/** `GET /enrollment/studentsEnrolled/{jobId}`: one applicant of the caller's job. */
export interface ApplicantView {
  id: string;
  name: string;
  surname: string;
  /** `/files/{fileId}`, or null when the student has no resume. */
  resume: string | null;
  status: ApplicationStatus;
  appliedAt: string;
}

/** `GET /enrollment/getAll`: one of the student's applications, with its job. */
export interface StudentApplicationView {
  id: string;
  status: ApplicationStatus;
  appliedAt: string;
  job: Pick<JobView, 'id' | 'title' | 'description' | 'companyName'>;
}

/** `GET /job/jobDetails/{id}` (SPEC.md §3). */
export interface JobDetailsView {
  job: JobView;
  creator: { name: string; email: string };
  students: { name: string; surname: string; email: string; status: ApplicationStatus }[];
}
