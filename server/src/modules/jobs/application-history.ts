import { asc, inArray, sql } from 'drizzle-orm';
import type { ApplicationStatus, StatusChangeView } from '@beceri/domain';
import type { Db, Tx } from '../../db/client.ts';
import { applicationStatusChanges } from '../../db/schema/index.ts';

/**
 * An application's history (table `application_status_changes`, decision 060): written by the statement's own
 * transaction whenever an application is made or its status changes, read for a page of applications at once.
 */

/** Records one step: the application itself (`from` null) or a change, at `changedAt` (the change's own time). */
export async function recordStatusChange(
  tx: Tx,
  applicationId: string,
  from: ApplicationStatus | null,
  to: ApplicationStatus,
  changedAt?: Date,
): Promise<void> {
  await tx
    .insert(applicationStatusChanges)
    .values({ applicationId, fromStatus: from, toStatus: to, changedAt: changedAt ?? sql`now()` });
}

/** The histories of these applications, each oldest first, in one statement whatever their number. */
export async function statusHistories(db: Db | Tx, applicationIds: string[]): Promise<Map<string, StatusChangeView[]>> {
  const byApplication = new Map<string, StatusChangeView[]>(applicationIds.map((id) => [id, []]));
  if (applicationIds.length === 0) return byApplication;
  const rows = await db
    .select({
      applicationId: applicationStatusChanges.applicationId,
      from: applicationStatusChanges.fromStatus,
      to: applicationStatusChanges.toStatus,
      changedAt: applicationStatusChanges.changedAt,
    })
    .from(applicationStatusChanges)
    .where(inArray(applicationStatusChanges.applicationId, applicationIds))
    .orderBy(asc(applicationStatusChanges.applicationId), asc(applicationStatusChanges.id));
  for (const { applicationId, changedAt, ...step } of rows)
    byApplication.get(applicationId)?.push({ ...step, changedAt: changedAt.toISOString() });
  return byApplication;
}
