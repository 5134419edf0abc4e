import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

/**
 * Which tables a request wrote to, as `op table` ('insert jobs', 'delete sessions'), collected from the
 * statements Drizzle sends while the request's handler runs (its logger sees every statement, in
 * transactions too). The read cache drops exactly the topics those tables feed (plugins/read-cache).
 * A writing statement it cannot read is recorded as 'unknown *', which drops everything.
 */
export const writeTracking = new AsyncLocalStorage<Set<string>>();

/** Every table a statement writes: `insert into t`, `update t`, `delete from t`, `truncate t`, CTEs included. */
const WRITES = /\b(insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;
const LEADING_WRITE = /^\s*(insert|update|delete|truncate|merge|copy)\b/i;
const CTE_WITH_WRITE = /^\s*with\b[\s\S]*\b(insert|update|delete|merge)\b/i;

/**
 * The writes a statement makes ('insert jobs', …); none for a read (and for begin, commit, savepoints).
 * A writing statement whose table cannot be read gives 'unknown *'. A keyword inside a string can only
 * add a write that did not happen, which drops a little more than needed, never less.
 */
export function writesOf(statement: string): string[] {
  const writes = [...statement.matchAll(WRITES)].map((m) => `${m[1].split(/\s+/)[0].toLowerCase()} ${m[2].toLowerCase()}`);
  if (writes.length > 0) return writes;
  return LEADING_WRITE.test(statement) || CTE_WITH_WRITE.test(statement) ? ['unknown *'] : [];
}

export const writeTrackingLogger: Logger = {
  logQuery(query) {
    const writes = writeTracking.getStore();
    if (!writes) return;
    for (const write of writesOf(query)) writes.add(write);
  },
};
