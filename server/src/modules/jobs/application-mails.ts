import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { companyProfiles, jobApplications } from '../../db/schema/index.ts';
import { newApplicationsMail, type NewApplication } from '../../mail/new-application.ts';
import { fullName } from '../../lib/names.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { Queue } from '../../plugins/queue.ts';
import { findPerson } from './repository.ts';

/*
 * A company's mails of new applications (decision 061, docs/product.md 'Mails'). The first application since the
 * company's last such mail is mailed at once, in the application's transaction; one that arrives within the window
 * after a mail (APPLICATION_MAIL_WINDOW_SECONDS, an hour) is marked pending, and one job per company — queued with
 * the queue's singleton key for the window's end — sends every pending one in a single mail. So a company gets at
 * most one such mail per window, and each mail starts the next window. The company's profile row is the lock that
 * orders an application and the window's job.
 */

/** The queue of the collected mails: `{companyId}`, one waiting job per company at a time. */
export const APPLICATION_MAIL_QUEUE = 'application-mail';

export interface ApplicationMailDeps {
  mailer: Pick<Mailer, 'send'>;
  queue: Pick<Queue, 'sendOnce'>;
  config: Pick<FastifyInstance['config'], 'publicUrl' | 'applicationMailWindowSeconds'>;
}

/** Locks the company's profile row; whether its window is over (no mail yet, or the last one a window ago). */
async function lockCompany(tx: Tx, companyId: string, windowSeconds: number) {
  const [row] = await tx
    .select({
      mailedAt: companyProfiles.applicationsMailedAt,
      due: sql<boolean>`(${companyProfiles.applicationsMailedAt} is null
        or ${companyProfiles.applicationsMailedAt} <= now() - make_interval(secs => ${windowSeconds}))`,
    })
    .from(companyProfiles)
    .where(eq(companyProfiles.userId, companyId))
    .for('update');
  return row;
}

/**
 * Takes every pending application to the company's jobs (the one just made included), marks it told, and queues one
 * mail naming each applicant and job, oldest first; nothing when none is pending (all withdrawn meanwhile).
 */
async function mailPending(deps: ApplicationMailDeps, tx: Tx, companyId: string): Promise<number> {
  const { rows } = await tx.execute<{
    job_id: string;
    job_title: string;
    name: string;
    surname: string;
    created_at: string | Date;
    id: string;
  }>(sql`
    update job_applications a set company_mail_pending = false
    from jobs j, users s
    where a.company_mail_pending and j.id = a.job_id and j.added_by = ${companyId} and j.added_by_type = 'Company'
      and s.id = a.student_id
    returning a.id, a.created_at, j.id as job_id, j.title as job_title, s.name, s.surname`);
  if (rows.length === 0) return 0;
  const applications: NewApplication[] = [...rows]
    .sort((x, y) => new Date(x.created_at).getTime() - new Date(y.created_at).getTime() || x.id.localeCompare(y.id))
    .map((r) => ({ applicantName: fullName(r), jobId: r.job_id, jobTitle: r.job_title }));
  const company = await findPerson(tx, companyId);
  if (!company) return 0;
  const mail = newApplicationsMail(
    { applications, name: company.name, publicUrl: deps.config.publicUrl },
    company.locale,
  );
  await deps.mailer.send({ to: company.email, ...mail }, tx);
  await tx
    .update(companyProfiles)
    .set({ applicationsMailedAt: sql`now()` })
    .where(eq(companyProfiles.userId, companyId));
  return applications.length;
}

/**
 * In the application's transaction: mails the company at once when its window is over, else marks the application
 * pending and makes sure the window's job waits for the window's end.
 */
export async function tellCompanyOfApplication(
  deps: ApplicationMailDeps,
  tx: Tx,
  companyId: string,
  applicationId: string,
): Promise<void> {
  const window = deps.config.applicationMailWindowSeconds;
  const company = await lockCompany(tx, companyId, window);
  if (!company) return;
  await tx.update(jobApplications).set({ companyMailPending: true }).where(eq(jobApplications.id, applicationId));
  if (company.due || !company.mailedAt) {
    await mailPending(deps, tx, companyId);
    return;
  }
  const windowEnd = new Date(company.mailedAt.getTime() + window * 1000);
  await deps.queue.sendOnce(APPLICATION_MAIL_QUEUE, { companyId }, `company:${companyId}`, windowEnd, tx);
}

/** The window's job: one mail with the applications collected since the last one (none: no mail). */
export async function sendCollected(deps: ApplicationMailDeps & { db: Db }, companyId: string): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId, deps.config.applicationMailWindowSeconds);
    if (!company) return 0;
    return mailPending(deps, tx, companyId);
  });
}

/** What applying needs of this module (service.test.ts passes a recorder instead). */
export interface ApplicationMails {
  /** In the application's transaction: the company is mailed at once or at the window's end. */
  tell(tx: Tx, companyId: string, applicationId: string): Promise<void>;
}

export const applicationMails = (deps: ApplicationMailDeps): ApplicationMails => ({
  tell: (tx, companyId, applicationId) => tellCompanyOfApplication(deps, tx, companyId, applicationId),
});
