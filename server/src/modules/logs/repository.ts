import { count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { LogType } from '@beceri/domain';
import type { Db } from '../../db/client.ts';
import { activityLogs } from '../../db/schema/index.ts';

export interface LogPage {
  rows: { type: LogType; text: string; createdAt: Date }[];
  total: number;
}

const typeFilter = (types: LogType[]): SQL | undefined =>
  types.length === 0 ? undefined : types.length === 1 ? eq(activityLogs.type, types[0]) : inArray(activityLogs.type, types);

/**
 * One page, newest first. Deferred join: the offset is walked over the narrow
 * (type, created_at, id) index only, and just the page's 20 rows are read from the table.
 * See docs/decisions/ for the measurements on a million rows.
 */
export async function listLogs(db: Db, opts: { types: LogType[]; limit: number; offset: number }): Promise<LogPage> {
  const where = typeFilter(opts.types);
  const pageIds = db
    .select({ id: activityLogs.id })
    .from(activityLogs)
    .where(where)
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(opts.limit)
    .offset(opts.offset)
    .as('page_ids');
  const rows = await db
    .select({ type: activityLogs.type, text: activityLogs.text, createdAt: activityLogs.createdAt })
    .from(activityLogs)
    .innerJoin(pageIds, eq(pageIds.id, activityLogs.id))
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id));
  const [{ n }] = await db.select({ n: count() }).from(activityLogs).where(where);
  return { rows, total: n };
}

