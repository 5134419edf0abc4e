import { AsyncLocalStorage } from 'node:async_hooks';
import { getTableName, type Logger, type Table } from 'drizzle-orm';

/**
 * Which tables a request wrote to, as `op table` ('insert jobs', 'delete sessions'): the read cache drops exactly
 * the topics those tables feed (plugins/read-cache, docs/request-lifecycle.md#write-tracking).
 *
 * Writes are declared, not guessed: every `insert(table)`, `update(table)` and `delete(table)` of the query builder
 * records its table from Drizzle's own metadata as the builder is made (`trackWrites` wraps the database and every
 * transaction), and a raw SQL statement that writes names its tables with `declareWrites(...)` beside it. Tests check
 * the declarations against the SQL actually sent (`checkedWrites`), so an undeclared raw write fails there.
 */
export const writeTracking = new AsyncLocalStorage<Set<string>>();

export type WriteOp = 'insert' | 'update' | 'delete' | 'truncate';
export type Write = `${WriteOp} ${string}`;

/** Records writes in the running request, if any (a raw SQL write's tables, by their SQL names). */
export function declareWrites(...writes: Write[]): void {
  const store = writeTracking.getStore();
  if (store) for (const write of writes) store.add(write);
}

const BUILDERS = new Set<PropertyKey>(['insert', 'update', 'delete']);

/**
 * The database (or a transaction) with every write builder recording its table. Transactions, savepoints and `with`
 * builders are wrapped the same way; everything else is the database's own.
 */
export function trackWrites<T extends object>(target: T): T {
  return new Proxy(target, {
    get(t, prop, receiver) {
      const value: unknown = Reflect.get(t, prop, receiver);
      if (typeof value !== 'function') return value;
      if (BUILDERS.has(prop))
        return (table: Table) => {
          declareWrites(`${prop as 'insert' | 'update' | 'delete'} ${getTableName(table)}`);
          return value.call(receiver, table);
        };
      if (prop === 'transaction')
        return (run: (tx: object) => unknown, config?: unknown) =>
          value.call(receiver, (tx: object) => run(trackWrites(tx)), config);
      if (prop === 'with') return (...args: unknown[]) => trackWrites(value.apply(receiver, args));
      return value;
    },
  });
}

/**
 * Every table a statement writes: `insert into t`, `update t`, `delete from t`, `truncate t`, CTEs included; not the
 * `update` of `on conflict do update set` or of a `for [no key] update` lock.
 */
const WRITES =
  /\b(insert\s+into|(?<!\b(?:do|for|key)\s+)update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;

/** The writes a statement's text names ('insert jobs', …): the tests' check of the declarations, never the source. */
export function writesOf(statement: string): string[] {
  return [...statement.matchAll(WRITES)].map((m) => `${m[1].split(/\s+/)[0].toLowerCase()} ${m[2].toLowerCase()}`);
}

/**
 * A logger for tests: a statement sent while a request runs that writes a table nobody declared is refused with an
 * error naming it, so a raw SQL write without `declareWrites` fails its test instead of leaving stale cache entries.
 */
export const checkedWrites: Logger = {
  logQuery(query) {
    const declared = writeTracking.getStore();
    if (!declared) return;
    const missing = writesOf(query).filter((w) => !declared.has(w));
    if (missing.length > 0)
      throw new Error(`undeclared write (${missing.join(', ')}): call declareWrites(...) beside this raw SQL`);
  },
};
