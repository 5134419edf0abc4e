import { count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { LogType } from '@beceri/domain';
import type { StoredLogParams } from '@beceri/domain/log-events';
import type { Db } from '../../db/client.ts';
import { activityLogCounts, activityLogs } from '../../db/schema/index.ts';
import type { Page } from '../../lib/paging.ts';
import { declareWrites } from '../../db/writes.ts';

export type LogRow = { type: LogType; event: string; params: StoredLogParams; text: string; createdAt: Date };
export type LogPage = Page<LogRow>;

/** Must match the indexes exactly (DESC NULLS LAST), or PostgreSQL sorts the whole table instead. */
const newestFirst = [sql`${activityLogs.createdAt} desc nulls last`, sql`${activityLogs.id} desc nulls last`];
/** The same indexes read backwards. */
const oldestFirst = [sql`${activityLogs.createdAt} asc nulls first`, sql`${activityLogs.id} asc nulls first`];

const typeFilter = (types: LogType[]): SQL | undefined =>
  types.length === 0
    ? undefined
    : types.length === 1
      ? eq(activityLogs.type, types[0])
      : inArray(activityLogs.type, types);

/** Delta rows beyond this many are folded together (by the next reader). */
const COMPACT_AFTER = 200;

/**
 * The exact number of entries of these types, from the trigger-kept counts (not a scan of the log). Exported on its
 * own, as are compactLogCounts and listLogs, for test/log-counts.test.ts, which checks this SQL against the table.
 */
export async function countLogs(db: Db, types: LogType[]): Promise<number> {
  const where = types.length === 0 ? undefined : inArray(activityLogCounts.type, types);
  const [{ n, rows }] = await db
    .select({ n: sql<string>`coalesce(sum(${activityLogCounts.n}), 0)`, rows: count() })
    .from(activityLogCounts)
    .where(where);
  if (rows > COMPACT_AFTER) void compactLogCounts(db).catch(() => {});
  return Number(n);
}

/** Folds the delta rows into one per type, in one statement (safe beside writers and other compactions). */
export async function compactLogCounts(db: Db): Promise<void> {
  declareWrites('delete activity_log_counts', 'insert activity_log_counts');
  await db.execute(sql`
    with gone as (delete from ${activityLogCounts} returning type, n)
    insert into ${activityLogCounts} (type, n) select type, sum(n) from gone group by type`);
}

/**
 * One page, newest first, in two steps: the offset is walked over the narrow index only
 * (ids), then just the page's rows are read. Past the middle the index is walked from the
 * oldest end, so no page walks more than half of it. The total comes from countLogs().
 * docs/decisions/ records the measurements on a million rows.
 */
export async function listLogs(db: Db, opts: { types: LogType[]; limit: number; offset: number }): Promise<LogPage> {
  const where = typeFilter(opts.types);
  const total = await countLogs(db, opts.types);
  if (opts.offset >= total) return { items: [], total };
  const fromOldest = opts.offset > total / 2;
  const tail = total - opts.offset - opts.limit;
  const ids = await db
    .select({ id: activityLogs.id })
    .from(activityLogs)
    .where(where)
    .orderBy(...(fromOldest ? oldestFirst : newestFirst))
    .limit(fromOldest ? opts.limit + Math.min(0, tail) : opts.limit)
    .offset(fromOldest ? Math.max(0, tail) : opts.offset);
  if (ids.length === 0) return { items: [], total };
  const items = await db
    .select({
      type: activityLogs.type,
      event: activityLogs.event,
      params: activityLogs.params,
      text: activityLogs.text,
      createdAt: activityLogs.createdAt,
    })
    .from(activityLogs)
    .where(
      inArray(
        activityLogs.id,
        ids.map((r) => r.id),
      ),
    )
    .orderBy(...newestFirst);
  return { items, total };
}

/** The activity log's reads, handed to the service (service.ts `logsDeps`). */
export const logsRepository = { listLogs, countLogs, compactLogCounts };
export type LogsRepository = typeof logsRepository;
