import type { FastifyInstance } from 'fastify';
import { jobServerMessages, refusedMoveMessage, type ApplicationStatus, type SessionUser } from '@beceri/domain';
import type { Job, JobApplication } from '../../db/schema/index.ts';
import type { Tx } from '../../db/client.ts';
import { applicationStatusMail } from '../../mail/application-status.ts';
import { fullName } from '../../lib/names.ts';
import type { PageQuery } from '../../lib/paging.ts';
import { conflict, forbidden, notFound } from '../../plugins/errors.ts';
import * as repo from './applicants-repository.ts';
import { findPerson } from './repository.ts';
import { ownJob, ownsJob } from './service.ts';
import { assertMayReadApplicants } from '../trust/vetting.ts';

type ApplicantsDeps = Pick<FastifyInstance, 'db' | 'activity' | 'mailer' | 'config' | 'log'>;

/** One job's applicants (the owning company only), optionally of one status. */
export async function applicants(
  deps: ApplicantsDeps,
  user: SessionUser,
  jobId: string,
  page: PageQuery & { status?: ApplicationStatus },
) {
  await ownJob(deps, user, jobId);
  await assertMayReadApplicants(deps.db, user);
  return repo.listApplicants(deps.db, jobId, page);
}

/** How many applicants one job has, in all and per status (the owning company only). */
export async function applicantCounts(deps: ApplicantsDeps, user: SessionUser, jobId: string) {
  await ownJob(deps, user, jobId);
  return repo.countApplicants(deps.db, jobId);
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
 * then the student is mailed in their own language. A mail that cannot be sent is logged and the move stands.
 */
async function move(
  deps: ApplicantsDeps,
  user: SessionUser,
  job: Job,
  application: JobApplication,
  to: ApplicationStatus,
): Promise<StatusChange> {
  const result = await deps.db.transaction(async (tx: Tx) => {
    const from = (await repo.lockStatus(tx, application.id)) ?? application.status;
    if (from === to) return { changed: false as const, statusChangedAt: application.updatedAt };
    const refused = refusedMoveMessage(from, to);
    if (refused) throw conflict(refused, 'STATUS_MOVE_REFUSED');
    const statusChangedAt = await repo.setStatus(tx, application.id, to);
    const [student, company] = await Promise.all([findPerson(tx, application.studentId), findPerson(tx, user.id)]);
    const companyName = company?.companyName || user.name;
    // docs/product.md: one entry per change, naming the company, the student and the job.
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
        { jobTitle: job.title, status: to, publicUrl: deps.config.publicUrl },
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
  const row = await repo.findApplicationWithJob(deps.db, applicationId);
  if (!row) throw notFound();
  if (!ownsJob(row.job, user)) throw forbidden();
  // A company rejected (or not yet approved, or unverified) moves no applicant: the student would be mailed.
  await assertMayReadApplicants(deps.db, user);
  return move(deps, user, row.job, row.application, to);
}

/** docs/product.md's `PUT /enrollment/hire/{studentId} {jobId}`: the same move to 'Hired'; hiring twice changes nothing. */
export async function hire(deps: ApplicantsDeps, user: SessionUser, studentId: string, jobId: string) {
  const job = await ownJob(deps, user, jobId);
  await assertMayReadApplicants(deps.db, user);
  const application = await repo.findApplication(deps.db, jobId, studentId);
  if (!application) throw notFound(jobServerMessages.notApplied);
  return move(deps, user, job, application, 'Hired');
}
