import type { FastifyInstance } from 'fastify';
import {
  JOB_ALERTS_MAX,
  jobAlertMessages,
  type JobAlertUnsubscribeView,
  type JobAlertView,
  type JobType,
  type Province,
  type SessionUser,
} from '@beceri/domain';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, HttpError, notFound } from '../../plugins/errors.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { jobAlertDigestMail, type DigestJob } from '../../mail/job-alerts.ts';
import { requirementsRepository } from '../jobs/requirements-repository.ts';
import { alertView, jobAlertsRepository, type JobAlertsRepository } from './repository.ts';
import { readUnsubscribe, signUnsubscribe, type UnsubscribeClaim } from './token.ts';

export interface JobAlertsDeps {
  db: Db;
  alerts: JobAlertsRepository;
  requirements: Pick<typeof requirementsRepository, 'matchesForStudent'>;
  mailer: Pick<Mailer, 'send'>;
  key: Buffer;
  config: Pick<FastifyInstance['config'], 'publicUrl' | 'orgName'>;
}

export const jobAlertsDeps = (app: FastifyInstance): JobAlertsDeps => ({
  db: app.db,
  alerts: jobAlertsRepository,
  requirements: requirementsRepository,
  mailer: app.mailer,
  key: app.personalData.jobAlertKey,
  config: app.config,
});

export interface JobAlertInput {
  q?: string;
  city?: Province;
  type?: JobType;
}

/** The filters as stored: absent and empty are the same (no filter). */
const same = (a: { q: string | null; city: string | null; type: string | null }, b: JobAlertInput) =>
  (a.q ?? '') === (b.q ?? '') && (a.city ?? '') === (b.city ?? '') && (a.type ?? '') === (b.type ?? '');

/**
 * Saves a search (docs/product.md 'Job alerts'): at most JOB_ALERTS_MAX per student, counted under the student's row
 * lock so two saves at once cannot make a sixth; the same filters twice are refused (a double click saves one).
 */
export async function createAlert(deps: JobAlertsDeps, user: SessionUser, input: JobAlertInput): Promise<JobAlertView> {
  return deps.db.transaction(async (tx: Tx) => {
    await deps.alerts.lockStudent(tx, user.id);
    const existing = await deps.alerts.alertsOf(tx, user.id);
    if (existing.some((a) => same(a, input))) throw conflict(jobAlertMessages.duplicate, 'JOB_ALERT_EXISTS');
    if (existing.length >= JOB_ALERTS_MAX) throw conflict(jobAlertMessages.limit, 'JOB_ALERT_LIMIT');
    return alertView(await deps.alerts.insertAlert(tx, user.id, input));
  });
}

export const listAlerts = async (deps: JobAlertsDeps, user: SessionUser): Promise<JobAlertView[]> =>
  (await deps.alerts.alertsOf(deps.db, user.id)).map(alertView);

/** Deletes one of the caller's alerts; another student's, or none, is not found (its existence is not told). */
export async function deleteAlert(deps: JobAlertsDeps, user: SessionUser, id: string): Promise<void> {
  if (!(await deps.alerts.deleteAlert(deps.db, user.id, id))) throw notFound(jobAlertMessages.notFound);
}

const invalidToken = () => new HttpError(404, 'INVALID_TOKEN', jobAlertMessages.tokenInvalid);

function claimOf(deps: JobAlertsDeps, token: string): UnsubscribeClaim {
  const claim = readUnsubscribe(deps.key, token);
  if (!claim) throw invalidToken();
  return claim;
}

/** What the unsubscribe page shows: the mail's alerts that still exist (none: already removed). */
export async function unsubscribeView(deps: JobAlertsDeps, token: string): Promise<JobAlertUnsubscribeView> {
  const claim = claimOf(deps, token);
  const alerts = await deps.alerts.alertsByIds(deps.db, claim.studentId, claim.alertIds);
  return { alerts: alerts.map(({ q, city, type }) => ({ q, city: city as Province | null, type })) };
}

/** The one-click unsubscribe (RFC 8058) and the page's button: removes the mail's alerts; again is harmless. */
export async function unsubscribe(deps: JobAlertsDeps, token: string): Promise<{ removed: number }> {
  const claim = claimOf(deps, token);
  return { removed: await deps.alerts.deleteAlertsByIds(deps.db, claim.studentId, claim.alertIds) };
}

/** The address of a digest's unsubscribe: the page (GET, a browser) and the one-click POST are the same URL. */
export const unsubscribeUrl = (deps: Pick<JobAlertsDeps, 'config' | 'key'>, claim: UnsubscribeClaim) =>
  `${deps.config.publicUrl}/job-alerts/unsubscribe?token=${signUnsubscribe(deps.key, claim)}`;

/** The newest jobs a digest lists; the rest are counted ('… more'). */
export const DIGEST_LIST_MAX = 10;
const STUDENT_BATCH = 100;

/**
 * One student's digest at `now`, in one transaction with the student's alerts locked: the listed, open jobs published
 * after each alert's window start (the previous digest's `now`, or the alert's creation) and up to `now` that match it,
 * each job once; the mail queued in the same transaction as the windows' move, so a digest is mailed exactly when its
 * window closes. Nothing new: no mail, the windows move all the same.
 */
async function digestOf(deps: JobAlertsDeps, studentId: string, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx: Tx) => {
    const alerts = (await deps.alerts.alertsOf(tx, studentId, true)).filter((a) => a.coveredUntil < now);
    if (alerts.length === 0) return false;
    const found = new Map<string, Date>();
    for (const alert of alerts) {
      for (const job of await deps.alerts.newJobsFor(tx, alert, now)) found.set(job.id, job.createdAt);
    }
    await deps.alerts.coverUntil(tx, studentId, now);
    const to = await deps.alerts.recipient(tx, studentId);
    if (found.size === 0 || !to) return false;
    const newest = [...found].sort((a, b) => b[1].getTime() - a[1].getTime() || b[0].localeCompare(a[0]));
    const listedIds = newest.slice(0, DIGEST_LIST_MAX).map(([id]) => id);
    const rows = await deps.alerts.digestJobs(tx, listedIds, deps.config.orgName);
    const matches = await deps.requirements.matchesForStudent(tx as unknown as Db, listedIds, studentId);
    const jobs = rows.map((r) => ({ ...r, match: matches.get(r.id)! })) as DigestJob[];
    const [first, ...rest] = jobs;
    if (!first) return false;
    const url = unsubscribeUrl(deps, { studentId, alertIds: alerts.map((a) => a.id) });
    const mail = jobAlertDigestMail(
      {
        jobs: [first, ...rest],
        more: found.size - jobs.length,
        name: to.name,
        publicUrl: deps.config.publicUrl,
        unsubscribeUrl: url,
      },
      to.locale,
    );
    await deps.mailer.send(
      {
        to: to.email,
        ...mail,
        headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      },
      tx,
    );
    return true;
  });
}

/** The daily run: every student with an alert due, in batches; returns how many digests were mailed. */
export async function sendDigests(deps: JobAlertsDeps, now: Date = new Date()): Promise<number> {
  let mailed = 0;
  let after: string | null = null;
  for (;;) {
    const batch = await deps.alerts.studentsDue(deps.db, now, after, STUDENT_BATCH);
    for (const studentId of batch) if (await digestOf(deps, studentId, now)) mailed++;
    if (batch.length < STUDENT_BATCH) return mailed;
    after = batch.at(-1)!;
  }
}
