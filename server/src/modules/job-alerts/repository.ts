import { and, asc, desc, eq, gt, inArray, isNull, like, lt, lte } from 'drizzle-orm';
import type { JobAlertView } from '@beceri/domain';
import type { Db, Tx } from '../../db/client.ts';
import { companyProfiles, jobAlerts, jobs, users, type JobAlert } from '../../db/schema/index.ts';
import { searchPatterns } from '../../lib/search.ts';
import { companyNameSql, jobIsListed, jobIsOpen } from '../jobs/repository.ts';

type Conn = Db | Tx;

export const alertView = (a: JobAlert): JobAlertView => ({
  id: a.id,
  q: a.q,
  city: a.city as JobAlertView['city'],
  type: a.type,
  createdAt: a.createdAt.toISOString(),
});

/** A student's alerts, oldest first; with `lock`, locked for the caller's transaction. */
async function alertsOf(db: Conn, studentId: string, lock = false): Promise<JobAlert[]> {
  const query = db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.studentId, studentId))
    .orderBy(asc(jobAlerts.createdAt), asc(jobAlerts.id));
  return lock ? query.for('update') : query;
}

/** Locks the student's row: two saves at once count each other (the limit of five holds). */
async function lockStudent(tx: Tx, studentId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, studentId)).for('update');
}

async function insertAlert(tx: Tx, studentId: string, f: { q?: string; city?: string; type?: JobAlert['type'] }) {
  const [row] = await tx
    .insert(jobAlerts)
    .values({ studentId, q: f.q ?? null, city: f.city ?? null, type: f.type ?? null })
    .returning();
  return row!;
}

async function deleteAlert(db: Conn, studentId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.studentId, studentId)))
    .returning({ id: jobAlerts.id });
  return rows.length > 0;
}

/** Of these alerts, those still the student's. */
async function alertsByIds(db: Conn, studentId: string, ids: string[]): Promise<JobAlert[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.studentId, studentId), inArray(jobAlerts.id, ids)))
    .orderBy(asc(jobAlerts.createdAt));
}

async function deleteAlertsByIds(db: Conn, studentId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.studentId, studentId), inArray(jobAlerts.id, ids)))
    .returning({ id: jobAlerts.id });
  return rows.length;
}

/** Students with an alert whose window ends before `now`, in id order after `after` (the digest's batches). */
async function studentsDue(db: Conn, now: Date, after: string | null, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ studentId: jobAlerts.studentId })
    .from(jobAlerts)
    .where(and(lt(jobAlerts.coveredUntil, now), after ? gt(jobAlerts.studentId, after) : undefined))
    .orderBy(asc(jobAlerts.studentId))
    .limit(limit);
  return rows.map((r) => r.studentId);
}

/**
 * The open, listed jobs published in the alert's window (after `coveredUntil`, up to `now`) that match its filters,
 * newest first: the same conditions as the public job list (decision 025), applied to the publication time.
 */
async function newJobsFor(db: Conn, alert: JobAlert, now: Date): Promise<{ id: string; createdAt: Date }[]> {
  return db
    .select({ id: jobs.id, createdAt: jobs.createdAt })
    .from(jobs)
    .where(
      and(
        gt(jobs.createdAt, alert.coveredUntil),
        lte(jobs.createdAt, now),
        jobIsOpen(),
        jobIsListed(),
        ...searchPatterns(alert.q ?? undefined).map((p) => like(jobs.search, p)),
        alert.city ? eq(jobs.city, alert.city) : undefined,
        alert.type ? eq(jobs.type, alert.type) : undefined,
      ),
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
}

/** The next digest starts where this one ended. */
async function coverUntil(tx: Tx, studentId: string, now: Date) {
  await tx
    .update(jobAlerts)
    .set({ coveredUntil: now })
    .where(and(eq(jobAlerts.studentId, studentId), lt(jobAlerts.coveredUntil, now)));
}

/** Whom the digest goes to: none when the account is suspended (nothing is mailed to it) or gone. */
async function recipient(db: Conn, studentId: string) {
  const [row] = await db
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(and(eq(users.id, studentId), isNull(users.suspendedAt), eq(users.role, 'student')));
  return row;
}

/** The KVKK export: a student's saved searches. */
export async function jobAlertsExport(db: Conn, studentId: string) {
  return (await alertsOf(db, studentId)).map((a) => ({ ...alertView(a), coveredUntil: a.coveredUntil.toISOString() }));
}

/** What a digest names of its jobs, newest first (one statement). */
async function digestJobs(db: Conn, ids: string[], orgName: string) {
  if (ids.length === 0) return [];
  return db
    .select({ id: jobs.id, title: jobs.title, companyName: companyNameSql(orgName), city: jobs.city, type: jobs.type })
    .from(jobs)
    .leftJoin(companyProfiles, eq(companyProfiles.userId, jobs.addedBy))
    .where(inArray(jobs.id, ids))
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
}

export const jobAlertsRepository = {
  digestJobs,
  alertsOf,
  lockStudent,
  insertAlert,
  deleteAlert,
  alertsByIds,
  deleteAlertsByIds,
  studentsDue,
  newJobsFor,
  coverUntil,
  recipient,
};
export type JobAlertsRepository = typeof jobAlertsRepository;
