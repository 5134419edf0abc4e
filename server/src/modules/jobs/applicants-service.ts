import type { FastifyInstance } from 'fastify';
import {
  jobServerMessages,
  refusedMoveMessage,
  type ApplicantSort,
  type ApplicationStatus,
  type SessionUser,
} from '@beceri/domain';
import type { Job, JobApplication } from '../../db/schema/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { applicationStatusMail } from '../../mail/application-status.ts';
import { fullName } from '../../lib/names.ts';
import type { PageQuery } from '../../lib/paging.ts';
import type { ActivityLog } from '../../plugins/activity.ts';
import { conflict, forbidden, notFound } from '../../plugins/errors.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { applicantsRepository, type ApplicantsRepository } from './applicants-repository.ts';
import * as jobsRepository from './repository.ts';
import { ownsJob } from './service.ts';
import { assertMayReadApplicants, vettingReads, type VettingReads } from '../trust/vetting.ts';
import { placementsRepository, type PlacementsRepository } from '../placements/repository.ts';

/**
 * What the applicant pipeline's rules need (the model: news/service.ts): the routes pass the real ones
 * (`applicantsDeps(app)`), the unit tests (applicants-service.test.ts) in-memory ones.
 */
export interface ApplicantsDeps {
  db: Db;
  applicants: ApplicantsRepository;
  jobs: Pick<typeof jobsRepository, 'findJob' | 'findPerson'>;
  vetting: VettingReads;
  placements: Pick<PlacementsRepository, 'createForHire'>;
  activity: Pick<ActivityLog, 'write'>;
  mailer: Pick<Mailer, 'send'>;
  config: Pick<FastifyInstance['config'], 'publicUrl'>;
}

export const applicantsDeps = (app: FastifyInstance): ApplicantsDeps => ({
  db: app.db,
  applicants: applicantsRepository,
  jobs: jobsRepository,
  vetting: vettingReads,
  placements: placementsRepository,
  activity: app.activity,
  mailer: app.mailer,
  config: app.config,
});

/** The job, when the caller is the company that posted it: 404 when it does not exist, 403 when it is another's. */
async function ownJob(deps: ApplicantsDeps, user: SessionUser, id: string): Promise<Job> {
  const job = await deps.jobs.findJob(deps.db, id);
  if (!job) throw notFound();
  if (!ownsJob(job, user)) throw forbidden();
  return job;
}

/**
 * One job's applicants (the owning company only), optionally of one status or only those who meet its requirements;
 * most requirements met first, then by application date.
 */
export async function applicants(
  deps: ApplicantsDeps,
  user: SessionUser,
  jobId: string,
  page: PageQuery & { status?: ApplicationStatus; sort?: ApplicantSort; meetsRequirements?: boolean },
) {
  await ownJob(deps, user, jobId);
  await assertMayReadApplicants(deps.db, user, deps.vetting);
  return deps.applicants.listApplicants(deps.db, jobId, page);
}

/** How many applicants one job has, in all and per status (the owning company only). */
export async function applicantCounts(deps: ApplicantsDeps, user: SessionUser, jobId: string) {
  await ownJob(deps, user, jobId);
  return deps.applicants.countApplicants(deps.db, jobId);
}

export interface StatusChange {
  id: string;
  status: ApplicationStatus;
  /** False when the application already had this status (nothing written, nothing mailed). */
  changed: boolean;
  statusChangedAt: string;
}

/**
 * Moves one application of the caller's job to `to`, as docs/product.md's table allows (409 otherwise, with the
 * reason in the caller's language). The move, its log line and the new `updated_at` land in one transaction;
 * the student's mail, in their own language, is queued in it too, so it goes out once SMTP takes it (decision 036).
 */
async function move(
  deps: ApplicantsDeps,
  user: SessionUser,
  job: Job,
  application: JobApplication,
  to: ApplicationStatus,
): Promise<StatusChange> {
  const result = await deps.db.transaction(async (tx: Tx) => {
    const from = (await deps.applicants.lockStatus(tx, application.id)) ?? application.status;
    if (from === to) return { changed: false as const, statusChangedAt: application.updatedAt };
    const refused = refusedMoveMessage(from, to);
    if (refused) throw conflict(refused, 'STATUS_MOVE_REFUSED');
    const statusChangedAt = await deps.applicants.setStatus(tx, application.id, to);
    const [student, company] = await Promise.all([
      deps.jobs.findPerson(tx, application.studentId),
      deps.jobs.findPerson(tx, user.id),
    ]);
    const companyName = company?.companyName || user.name;
    // A hire on an internship job makes its placement, once, in the hire's transaction (decision 065). 'Hired' is
    // final (the table above), so no placement is ever taken back by a move.
    if (to === 'Hired' && job.type === 'internship')
      await deps.placements.createForHire(tx, {
        applicationId: application.id,
        jobId: job.id,
        jobTitle: job.title,
        companyId: user.id,
        companyName,
        studentId: application.studentId,
      });
    // docs/product.md: one entry per change, naming the company, the student and the job. (The table refuses every
    // move back to 'In Review'; the test narrows `to` to the statuses an entry and a mail can name.)
    if (to !== 'In Review')
      await deps.activity.write(
        {
          event: 'application.moved',
          params: {
            status: to,
            companyId: user.id,
            companyName,
            studentId: application.studentId,
            studentName: student ? fullName(student) : '',
            jobId: job.id,
            jobTitle: job.title,
          },
          actorId: user.id,
        },
        tx,
      );
    // Queued with the change: the student is told exactly when the status changes, SMTP down or not.
    if (student && to !== 'In Review') {
      const mail = applicationStatusMail(
        {
          jobTitle: job.title,
          companyName: company?.companyName,
          name: student.name,
          status: to,
          publicUrl: deps.config.publicUrl,
        },
        student.locale,
      );
      await deps.mailer.send({ to: student.email, ...mail }, tx);
    }
    return { changed: true as const, statusChangedAt, student };
  });
  return {
    id: application.id,
    status: to,
    changed: result.changed,
    statusChangedAt: result.statusChangedAt.toISOString(),
  };
}

/** `PUT /enrollment/status/{applicationId}`: 404 for an unknown application, 403 when the job is another's. */
export async function changeStatus(
  deps: ApplicantsDeps,
  user: SessionUser,
  applicationId: string,
  to: ApplicationStatus,
) {
  const row = await deps.applicants.findApplicationWithJob(deps.db, applicationId);
  if (!row) throw notFound();
  if (!ownsJob(row.job, user)) throw forbidden();
  // A company rejected (or not yet approved, or unverified) moves no applicant: the student would be mailed.
  await assertMayReadApplicants(deps.db, user, deps.vetting);
  return move(deps, user, row.job, row.application, to);
}

/** docs/product.md's `PUT /enrollment/hire/{studentId} {jobId}`: the same move to 'Hired'; hiring twice changes nothing. */
export async function hire(deps: ApplicantsDeps, user: SessionUser, studentId: string, jobId: string) {
  const job = await ownJob(deps, user, jobId);
  await assertMayReadApplicants(deps.db, user, deps.vetting);
  const application = await deps.applicants.findApplication(deps.db, jobId, studentId);
  if (!application) throw notFound(jobServerMessages.notApplied);
  return move(deps, user, job, application, 'Hired');
}
