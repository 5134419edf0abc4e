import type { FastifyInstance } from 'fastify';
import { applyingServerMessages, type SessionUser } from '@beceri/domain';
import type { Job } from '../../db/schema/index.ts';
import type { Tx } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../plugins/errors.ts';
import { fullName } from '../../lib/names.ts';
import { findPerson } from './repository.ts';
import type { JobsDeps } from './service.ts';
import * as repo from './student-applications-repository.ts';

/** The student's side of applying: which jobs they applied to, withdrawing, the company's mail. */
type ApplyingDeps = Pick<FastifyInstance, 'db' | 'activity' | 'mailer' | 'config' | 'log'>;

/** `GET /enrollment/jobIds`: the jobs the caller applied to, so that cards can say 'Başvurdunuz' without a query per job. */
export async function appliedJobIds(deps: Pick<ApplyingDeps, 'db'>, user: SessionUser): Promise<string[]> {
  return repo.appliedJobIds(deps.db, user.id);
}

/**
 * `DELETE /enrollment/{applicationId}`: the student takes back an application still 'In Review' (docs/product.md).
 * 404 when it does not exist, 403 when it is another student's, 409 once a company has moved it on.
 */
export async function withdraw(deps: ApplyingDeps, user: SessionUser, applicationId: string): Promise<void> {
  const application = await repo.findApplicationWithJob(deps.db, applicationId);
  if (!application) throw notFound();
  if (application.studentId !== user.id) throw forbidden();
  await deps.db.transaction(async (tx) => {
    // The status is checked by the delete itself: a company's change in between wins.
    if (!(await repo.deleteInReview(tx, applicationId, user.id)))
      throw conflict(applyingServerMessages.notWithdrawable, 'NOT_WITHDRAWABLE');
    const me = await findPerson(tx, user.id);
    await deps.activity.write(
      {
        event: 'application.withdrawn',
        params: {
          studentId: user.id,
          studentName: me ? fullName(me) : user.name,
          jobId: application.jobId,
          jobTitle: application.jobTitle,
        },
        actorId: user.id,
      },
      tx,
    );
  });
}

/**
 * Tells the company behind a job, in its language, that someone applied: at once when it is the first since the
 * job's last such mail, else in one mail with the job's others at the end of the hour (application-mails.ts). An
 * admin's ad has no company to tell. Queued in the application's transaction: the mail exists exactly when the
 * application does, and the queue retries it while SMTP is down.
 */
export async function tellCompanyOfApplication(
  deps: Pick<JobsDeps, 'applicationMails'>,
  job: Job,
  applicationId: string,
  tx: Tx,
): Promise<void> {
  if (job.addedByType !== 'Company' || !job.addedBy) return;
  await deps.applicationMails.tell(tx, job.id, applicationId);
}
