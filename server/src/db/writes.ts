import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

/**
 * Which tables a request wrote to, as `op table` ('insert jobs', 'delete sessions'), collected from the
 * statements Drizzle sends while the request's handler runs (its logger sees every statement, in
 * transactions too). The read cache drops exactly the topics those tables feed (plugins/read-cache).
 * A write it cannot read ('with … insert …') is recorded as 'unknown *', which drops everything.
 */
export const writeTracking = new AsyncLocalStorage<Set<string>>();

const WRITE = /^\s*(insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/i;
const MAYBE_WRITE = /^\s*with\b[\s\S]*\b(insert|update|delete)\b/i;

/** The write a statement makes, or undefined for a read (and for begin, commit, savepoints). */
export function writeOf(statement: string): string | undefined {
  const m = WRITE.exec(statement);
  if (m) return `${m[1].split(/\s+/)[0].toLowerCase()} ${m[2].toLowerCase()}`;
  if (MAYBE_WRITE.test(statement)) return 'unknown *';
  return undefined;
}

export const writeTrackingLogger: Logger = {
  logQuery(query) {
    const writes = writeTracking.getStore();
    if (!writes) return;
    const write = writeOf(query);
    if (write) writes.add(write);
  },
};
