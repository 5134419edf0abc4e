import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  APPLICATION_STATUSES,
  CONTACT_VISIBLE_STATUSES,
  type ApplicantCounts,
  type ApplicantSort,
  type ApplicantView,
  type ApplicationStatus,
  type PassedCourseView,
} from '@beceri/domain';
import type { Db, Tx } from '../../db/client.ts';
import {
  certificates,
  courses,
  files,
  jobCourseRequirements,
  jobApplications,
  jobs,
  studentProfiles,
  examAttempts,
  users,
  type Job,
  type JobApplication,
} from '../../db/schema/index.ts';
import { selectPage, type Page, type PageQuery } from '../../lib/paging.ts';
import { fileUrl } from '../../plugins/storage.ts';
import { meetsJobRequirements, requirementsRepository } from './requirements-repository.ts';
import { recordStatusChange, statusHistories } from './application-history.ts';

/** An application with the job it belongs to, for the owner check of a status change. */
async function findApplicationWithJob(
  db: Db | Tx,
  applicationId: string,
): Promise<{ application: JobApplication; job: Job } | undefined> {
  const [row] = await db
    .select({ application: jobApplications, job: jobs })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(jobApplications.id, applicationId))
    .limit(1);
  return row;
}

/** One student's application to one job. */
async function findApplication(db: Db | Tx, jobId: string, studentId: string): Promise<JobApplication | undefined> {
  const [row] = await db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.studentId, studentId)))
    .limit(1);
  return row;
}

/** The application's status, read under a row lock so two concurrent moves are judged one after the other. */
async function lockStatus(tx: Tx, applicationId: string): Promise<ApplicationStatus | undefined> {
  const [row] = await tx
    .select({ status: jobApplications.status })
    .from(jobApplications)
    .where(eq(jobApplications.id, applicationId))
    .for('update');
  return row?.status;
}

/**
 * Sets a new status; `updated_at` is the time of the last status change (the student's list shows it). The change joins
 * the application's history in the same transaction (decision 060).
 */
async function setStatus(tx: Tx, applicationId: string, status: ApplicationStatus): Promise<Date> {
  const [before] = await tx
    .select({ status: jobApplications.status })
    .from(jobApplications)
    .where(eq(jobApplications.id, applicationId));
  const [row] = await tx
    .update(jobApplications)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(jobApplications.id, applicationId))
    .returning({ updatedAt: jobApplications.updatedAt });
  await recordStatusChange(tx, applicationId, before?.status ?? null, status, row.updatedAt);
  return row.updatedAt;
}

/**
 * The best passing attempt per course of each of these students, in one grouped statement whatever their number
 * (index exam_attempts_student_course_idx). Best = the highest share of right answers, then the latest.
 */
export async function passedCourses(db: Db, studentIds: string[]): Promise<Map<string, PassedCourseView[]>> {
  const byStudent = new Map<string, PassedCourseView[]>();
  if (studentIds.length === 0) return byStudent;
  const rows = await db
    .selectDistinctOn([examAttempts.studentId, examAttempts.courseId], {
      studentId: examAttempts.studentId,
      courseId: examAttempts.courseId,
      title: courses.title,
      score: examAttempts.score,
      total: examAttempts.total,
      certificateCode: certificates.code,
    })
    .from(examAttempts)
    .innerJoin(courses, eq(courses.id, examAttempts.courseId))
    .leftJoin(
      certificates,
      and(eq(certificates.studentId, examAttempts.studentId), eq(certificates.courseId, examAttempts.courseId)),
    )
    .where(and(inArray(examAttempts.studentId, studentIds), eq(examAttempts.status, 'passed')))
    .orderBy(
      examAttempts.studentId,
      examAttempts.courseId,
      desc(sql`${examAttempts.score}::float8 / greatest(${examAttempts.total}, 1)`),
      desc(examAttempts.createdAt),
    );
  for (const { studentId, score, ...course } of rows) {
    const list = byStudent.get(studentId) ?? [];
    // Only graded attempts pass, so a passing attempt always has its score.
    list.push({ ...course, score: score ?? 0 });
    byStudent.set(studentId, list);
  }
  for (const list of byStudent.values()) list.sort((a, b) => a.title.localeCompare(b.title, 'tr-TR'));
  return byStudent;
}

/**
 * One job's applicants: those who hold the certificates of more of its required courses first, then oldest application
 * first (or newest with `sort`); optionally of one status, or only those who meet every requirement
 * (`meetsRequirements`); contact details only where allowed. Filter and order are SQL's (indexes
 * job_applications_job_status_idx, job_applications_job_created_idx; the requirements' primary key and
 * certificates_student_course_unique for the count of each applicant's certificates).
 */
async function listApplicants(
  db: Db,
  jobId: string,
  p: PageQuery & { status?: ApplicationStatus; sort?: ApplicantSort; meetsRequirements?: boolean },
): Promise<Page<ApplicantView>> {
  const by = p.sort === 'newest' ? desc : asc;
  const where = and(
    eq(jobApplications.jobId, jobId),
    p.status ? eq(jobApplications.status, p.status) : undefined,
    p.meetsRequirements ? meetsJobRequirements(jobApplications.studentId, jobApplications.jobId) : undefined,
  );
  const requirementsMet = sql<number>`(select count(*) from ${jobCourseRequirements} jcr
    join ${certificates} held on held.course_id = jcr.course_id and held.student_id = ${jobApplications.studentId}
    where jcr.job_id = ${jobApplications.jobId} and jcr.kind = 'required')`;
  const { rows, total } = await selectPage(
    db
      .select({
        id: users.id,
        applicationId: jobApplications.id,
        name: users.name,
        surname: users.surname,
        email: users.email,
        phone: users.phone,
        resumeFileId: studentProfiles.resumeFileId,
        resumeMime: files.mime,
        educationLevel: studentProfiles.educationLevel,
        jobSeekingStatus: studentProfiles.jobSeekingStatus,
        status: jobApplications.status,
        appliedAt: jobApplications.createdAt,
        statusChangedAt: jobApplications.updatedAt,
      })
      .from(jobApplications)
      .innerJoin(users, eq(users.id, jobApplications.studentId))
      .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .leftJoin(files, eq(files.id, studentProfiles.resumeFileId))
      .where(where)
      .orderBy(desc(requirementsMet), by(jobApplications.createdAt), by(jobApplications.id))
      .$dynamic(),
    db.$count(jobApplications, where),
    p,
  );
  const studentIds = rows.map((r) => r.id);
  // Three grouped statements for the page, whatever its size: the passed courses, the matches and the histories.
  const [passed, matches, histories] = await Promise.all([
    passedCourses(db, studentIds),
    requirementsRepository.matchesForApplicants(db, jobId, studentIds),
    statusHistories(
      db,
      rows.map((r) => r.applicationId),
    ),
  ]);
  return {
    items: rows.map(({ resumeFileId, appliedAt, statusChangedAt, email, phone, ...r }) => {
      const contact = CONTACT_VISIBLE_STATUSES.includes(r.status);
      return {
        ...r,
        resume: resumeFileId ? fileUrl(resumeFileId) : null,
        appliedAt: appliedAt.toISOString(),
        statusChangedAt: statusChangedAt.toISOString(),
        passedCourses: passed.get(r.id) ?? [],
        match: matches.get(r.id) ?? { required: 0, met: 0, missing: [] },
        history: histories.get(r.applicationId) ?? [],
        email: contact ? email : null,
        phone: contact && phone ? phone : null,
      };
    }),
    total,
  };
}

/** Applicants of one job per status, in one grouped statement (index job_applications_job_status_idx). */
async function countApplicants(db: Db, jobId: string): Promise<ApplicantCounts> {
  const rows = await db
    .select({ status: jobApplications.status, n: count() })
    .from(jobApplications)
    .where(eq(jobApplications.jobId, jobId))
    .groupBy(jobApplications.status);
  const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<ApplicationStatus, number>;
  for (const r of rows) byStatus[r.status] = Number(r.n);
  return { total: Object.values(byStatus).reduce((a, b) => a + b, 0), byStatus };
}

/** The applications' reads and writes, handed to the service (applicants-service.ts `applicantsDeps`). */
export const applicantsRepository = {
  findApplicationWithJob,
  findApplication,
  lockStatus,
  setStatus,
  listApplicants,
  countApplicants,
};
export type ApplicantsRepository = typeof applicantsRepository;
