import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { jobApplicationMailWindows, jobApplications } from '../../db/schema/index.ts';
import { newApplicationsMail, type NewApplication } from '../../mail/new-application.ts';
import { fullName } from '../../lib/names.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { Queue } from '../../plugins/queue.ts';
import { findPerson } from './repository.ts';

/*
 * A company's mails of new applications (decision 061, docs/product.md 'Mails'), job by job: the first application
 * to a job since the last such mail of that job is mailed at once, in the application's transaction; one that arrives
 * within the window after a mail (APPLICATION_MAIL_WINDOW_SECONDS, an hour) is marked pending, and one queued job per
 * ad — the queue's singleton key, for the window's end — sends every pending one in a single mail. So a job's company
 * gets at most one such mail per job and window, and each mail starts that job's next window. The job's row of
 * `job_application_mail_windows` is the lock that orders an application and the window's job.
 */

/** The queue of the collected mails: `{jobId}`, one waiting job per ad at a time. */
export const APPLICATION_MAIL_QUEUE = 'application-mail';

export interface ApplicationMailDeps {
  mailer: Pick<Mailer, 'send'>;
  queue: Pick<Queue, 'sendOnce'>;
  config: Pick<FastifyInstance['config'], 'publicUrl' | 'applicationMailWindowSeconds'>;
}

/** Locks the job's window row (made on its first application); whether its window is over. */
async function lockWindow(tx: Tx, jobId: string, windowSeconds: number) {
  await tx.insert(jobApplicationMailWindows).values({ jobId }).onConflictDoNothing();
  const [row] = await tx
    .select({
      mailedAt: jobApplicationMailWindows.mailedAt,
      due: sql<boolean>`(${jobApplicationMailWindows.mailedAt} is null
        or ${jobApplicationMailWindows.mailedAt} <= now() - make_interval(secs => ${windowSeconds}))`,
    })
    .from(jobApplicationMailWindows)
    .where(eq(jobApplicationMailWindows.jobId, jobId))
    .for('update');
  return row;
}

/**
 * Takes every pending application to the job (the one just made included), marks it told, and queues one mail to
 * the job's company naming each applicant, oldest first; nothing when none is pending (all withdrawn meanwhile) or
 * the job has no company any more.
 */
async function mailPending(deps: ApplicationMailDeps, tx: Tx, jobId: string): Promise<number> {
  const { rows } = await tx.execute<{
    company_id: string | null;
    job_title: string;
    name: string;
    surname: string;
    created_at: string | Date;
    id: string;
  }>(sql`
    update job_applications a set company_mail_pending = false
    from jobs j, users s
    where a.company_mail_pending and a.job_id = ${jobId} and j.id = a.job_id and s.id = a.student_id
    returning a.id, a.created_at, j.added_by as company_id, j.title as job_title, s.name, s.surname`);
  const companyId = rows[0]?.company_id;
  if (!companyId) return 0;
  const [first, ...rest]: NewApplication[] = [...rows]
    .sort((x, y) => new Date(x.created_at).getTime() - new Date(y.created_at).getTime() || x.id.localeCompare(y.id))
    .map((r) => ({ applicantName: fullName(r), jobId, jobTitle: r.job_title }));
  const company = await findPerson(tx, companyId);
  if (!company || !first) return 0;
  const applications: [NewApplication, ...NewApplication[]] = [first, ...rest];
  const mail = newApplicationsMail(
    { applications, name: company.name, publicUrl: deps.config.publicUrl },
    company.locale,
  );
  await deps.mailer.send({ to: company.email, ...mail }, tx);
  await tx
    .update(jobApplicationMailWindows)
    .set({ mailedAt: sql`now()` })
    .where(eq(jobApplicationMailWindows.jobId, jobId));
  return applications.length;
}

/**
 * In the application's transaction: mails the job's company at once when the job's window is over, else marks the
 * application pending and makes sure the window's job waits for the window's end.
 */
export async function tellCompanyOfApplication(
  deps: ApplicationMailDeps,
  tx: Tx,
  jobId: string,
  applicationId: string,
): Promise<void> {
  const window = deps.config.applicationMailWindowSeconds;
  const job = await lockWindow(tx, jobId, window);
  if (!job) return;
  await tx.update(jobApplications).set({ companyMailPending: true }).where(eq(jobApplications.id, applicationId));
  if (job.due || !job.mailedAt) {
    await mailPending(deps, tx, jobId);
    return;
  }
  const windowEnd = new Date(job.mailedAt.getTime() + window * 1000);
  await deps.queue.sendOnce(APPLICATION_MAIL_QUEUE, { jobId }, `job:${jobId}`, windowEnd, tx);
}

/** The window's job: one mail with the job's applications collected since the last one (none: no mail). */
export async function sendCollected(deps: ApplicationMailDeps & { db: Db }, jobId: string): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const job = await lockWindow(tx, jobId, deps.config.applicationMailWindowSeconds);
    if (!job) return 0;
    return mailPending(deps, tx, jobId);
  });
}

/** What applying needs of this module (service.test.ts passes a recorder instead). */
export interface ApplicationMails {
  /** In the application's transaction: the job's company is mailed at once or at the window's end. */
  tell(tx: Tx, jobId: string, applicationId: string): Promise<void>;
}

export const applicationMails = (deps: ApplicationMailDeps): ApplicationMails => ({
  tell: (tx, jobId, applicationId) => tellCompanyOfApplication(deps, tx, jobId, applicationId),
});
