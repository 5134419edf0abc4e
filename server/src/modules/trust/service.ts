import type { FastifyInstance } from 'fastify';
import type { AdminCompanyRow, CompanyApproval, SessionUser } from '@beceri/domain';
import { trustMessages } from '@beceri/domain';
import { fullName } from '../../lib/names.ts';
import type { Page, PageQuery } from '../../lib/paging.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { ActivityLog } from '../../plugins/activity.ts';
import { badRequest, notFound } from '../../plugins/errors.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { trustMail } from '../../mail/trust.ts';
import { findJob, setUnpublished } from '../jobs/repository.ts';
import { trustRepository, type TrustRepository } from './repository.ts';

/**
 * What the admin actions' rules need (the model: news/service.ts): the routes pass the real ones (`trustDeps(app)`),
 * the unit tests (service.test.ts) in-memory ones.
 */
export interface TrustDeps {
  db: Db;
  trust: TrustRepository;
  jobs: { findJob: typeof findJob; setUnpublished: typeof setUnpublished };
  activity: Pick<ActivityLog, 'write'>;
  mailer: Pick<Mailer, 'send'>;
  sessions: Pick<FastifyInstance['sessions'], 'destroyAllFor'>;
  config: Pick<FastifyInstance['config'], 'publicUrl'>;
}

export const trustDeps = (app: FastifyInstance): TrustDeps => ({
  db: app.db,
  trust: trustRepository,
  jobs: { findJob, setUnpublished },
  activity: app.activity,
  mailer: app.mailer,
  sessions: app.sessions,
  config: app.config,
});

type Account = NonNullable<Awaited<ReturnType<TrustRepository['findAccount']>>>;
/** How the log names an account: a company by its name, a person by name and surname. */
const nameOf = (a: Account) => (a.role === 'company' ? a.companyName || a.name : fullName(a));
const account = (a: Account) => ({ role: a.role, userId: a.id, userName: nameOf(a) });

async function findAccount(deps: Pick<TrustDeps, 'db' | 'trust'>, id: string) {
  const row = await deps.trust.findAccount(deps.db, id);
  if (!row) throw notFound();
  return row;
}

/** Queues the mail in the transaction of the change it tells of (decision 036): both commit, or neither. */
const mail = (
  deps: TrustDeps,
  tx: Tx,
  to: Account,
  kind: Parameters<typeof trustMail>[0],
  v: { jobTitle?: string; reason?: string } = {},
) =>
  deps.mailer.send(
    {
      to: to.email,
      ...trustMail(
        kind,
        { ...v, name: to.name, companyName: to.companyName, publicUrl: deps.config.publicUrl },
        to.locale,
      ),
    },
    tx,
  );

/**
 * Suspends an account: no login, its sessions end (the DELETE is announced to every instance, which drop their
 * cached sessions), its jobs leave public lists. Nothing is deleted. An admin cannot suspend themself. The owner is
 * mailed that the account is suspended, with the way to reach the programme; the reason is shown to admins and never
 * mailed (docs/product.md). Suspending an account already suspended mails no one again.
 */
export async function suspend(deps: TrustDeps, admin: SessionUser, id: string, reason: string) {
  if (id === admin.id) throw badRequest(trustMessages.cannotSuspendSelf);
  const who = await findAccount(deps, id);
  await deps.db.transaction(async (tx) => {
    await deps.trust.setSuspended(tx, id, reason);
    await deps.activity.write({ event: 'account.suspended', params: account(who), actorId: admin.id }, tx);
    if (!who.suspendedAt) await mail(deps, tx, who, 'accountSuspended');
  });
  await deps.sessions.destroyAllFor(id);
}

export async function reactivate(deps: TrustDeps, admin: SessionUser, id: string) {
  const who = await findAccount(deps, id);
  await deps.db.transaction(async (tx) => {
    await deps.trust.setSuspended(tx, id, null);
    await deps.activity.write({ event: 'account.reactivated', params: account(who), actorId: admin.id }, tx);
  });
}

/** Takes one job out of public lists and pages; its company is mailed the reason. Only an admin republishes it. */
export async function unpublish(deps: TrustDeps, admin: SessionUser, id: string, reason: string) {
  const job = await deps.jobs.findJob(deps.db, id);
  if (!job) throw notFound();
  const owner =
    job.addedByType === 'Company' && job.addedBy ? await deps.trust.findAccount(deps.db, job.addedBy) : undefined;
  await deps.db.transaction(async (tx) => {
    await deps.jobs.setUnpublished(tx, id, reason);
    await deps.activity.write(
      { event: 'job.unpublished', params: { jobId: id, jobTitle: job.title }, actorId: admin.id },
      tx,
    );
    if (owner) await mail(deps, tx, owner, 'jobUnpublished', { jobTitle: job.title, reason });
  });
}

export async function republish(deps: TrustDeps, admin: SessionUser, id: string) {
  const job = await deps.jobs.findJob(deps.db, id);
  if (!job) throw notFound();
  await deps.db.transaction(async (tx) => {
    await deps.jobs.setUnpublished(tx, id, null);
    await deps.activity.write(
      { event: 'job.republished', params: { jobId: id, jobTitle: job.title }, actorId: admin.id },
      tx,
    );
  });
}

export const companies = (
  deps: Pick<TrustDeps, 'db' | 'trust'>,
  query: PageQuery & { state: CompanyApproval },
): Promise<Page<AdminCompanyRow>> => deps.trust.listCompanies(deps.db, query.state, query);

async function company(deps: Pick<TrustDeps, 'db' | 'trust'>, id: string) {
  const row = await findAccount(deps, id);
  if (row.role !== 'company') throw notFound();
  return row;
}

/** Approves a company: its jobs become public at once, and it sees its applicants' details. */
export async function approve(deps: TrustDeps, admin: SessionUser, id: string) {
  const who = await company(deps, id);
  await deps.db.transaction(async (tx) => {
    await deps.trust.setApproval(tx, id, 'approved', null);
    await deps.activity.write(
      { event: 'company.approved', params: { companyId: id, companyName: nameOf(who) }, actorId: admin.id },
      tx,
    );
    if (who.approval !== 'approved') await mail(deps, tx, who, 'companyApproved');
  });
}

/** Rejects a company with a reason (mailed): its jobs stay hidden and its applicants' details closed. */
export async function reject(deps: TrustDeps, admin: SessionUser, id: string, reason: string) {
  const who = await company(deps, id);
  await deps.db.transaction(async (tx) => {
    await deps.trust.setApproval(tx, id, 'rejected', reason);
    await deps.activity.write(
      { event: 'company.rejected', params: { companyId: id, companyName: nameOf(who) }, actorId: admin.id },
      tx,
    );
    await mail(deps, tx, who, 'companyRejected', { reason });
  });
}
