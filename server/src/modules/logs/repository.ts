import { count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { LogType } from '@beceri/domain';
import type { Db } from '../../db/client.ts';
import { activityLogs } from '../../db/schema/index.ts';

export interface LogPage {
  rows: { type: LogType; text: string; createdAt: Date }[];
  total: number;
}

/** Must match the indexes exactly (DESC NULLS LAST), or PostgreSQL sorts the whole table instead. */
const newestFirst = [sql`${activityLogs.createdAt} desc nulls last`, sql`${activityLogs.id} desc nulls last`];

const typeFilter = (types: LogType[]): SQL | undefined =>
  types.length === 0 ? undefined : types.length === 1 ? eq(activityLogs.type, types[0]) : inArray(activityLogs.type, types);

/**
 * One page, newest first, in two steps: the offset is walked over the narrow index only
 * (ids), then just the page's rows are read. The total is an exact count run alongside.
 * docs/decisions/ records the measurements on a million rows.
 */
export async function listLogs(db: Db, opts: { types: LogType[]; limit: number; offset: number }): Promise<LogPage> {
  const where = typeFilter(opts.types);
  const pageRows = async () => {
    const ids = await db
      .select({ id: activityLogs.id })
      .from(activityLogs)
      .where(where)
      .orderBy(...newestFirst)
      .limit(opts.limit)
      .offset(opts.offset);
    if (ids.length === 0) return [];
    return db
      .select({ type: activityLogs.type, text: activityLogs.text, createdAt: activityLogs.createdAt })
      .from(activityLogs)
      .where(inArray(activityLogs.id, ids.map((r) => r.id)))
      .orderBy(...newestFirst);
  };
  const [rows, [{ n }]] = await Promise.all([pageRows(), db.select({ n: count() }).from(activityLogs).where(where)]);
  return { rows, total: n };
}
