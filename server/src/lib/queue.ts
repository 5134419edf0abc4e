import PgBoss from 'pg-boss';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Tx } from '../db/client.ts';

/** The schema pg-boss keeps its tables in (jobs, schedules, queues), beside ours in `public`. */
export const QUEUE_SCHEMA = 'pgboss';

type Rows = { rows: unknown[] };
export type SqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<Rows> };

/** pg-boss on the node-postgres pool the app already has: no second pool. */
export function poolExecutor(pool: pg.Pool): SqlExecutor {
  return { executeSql: (text, values) => pool.query(text, values as unknown[]) };
}

/**
 * pg-boss on PGlite. Its migrations send several statements in one text without parameters, which a prepared
 * statement (`query`) refuses: those go to `exec`, whose last result is the answer.
 */
export function pgliteExecutor(client: Pick<PGlite, 'query' | 'exec'>): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/**
 * A transaction's own connection, so a job is inserted in the same transaction as the change that causes it and
 * exists exactly when that change commits. Both drivers' transaction sessions hold a client with `query(text, values)`.
 */
export function txExecutor(tx: Tx): SqlExecutor {
  const client = (tx as unknown as { session: { client: { query(t: string, v?: unknown[]): Promise<Rows> } } }).session
    .client;
  return { executeSql: (text, values) => client.query(text, values) };
}

/** Creates or upgrades the queue's tables (the server's migrate step, so test databases are cloned with them). */
export async function installQueue(db: SqlExecutor): Promise<void> {
  const boss = new PgBoss({ db, schema: QUEUE_SCHEMA, supervise: false, schedule: false, migrate: true });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, close: false, wait: true });
}

export interface RetryPolicy {
  /** Delay before the first retry, in seconds. */
  firstSeconds: number;
  /** Longest delay between two tries, in seconds. */
  maxSeconds: number;
  /** After this long since the job was queued, a failure is final (state `failed`). */
  windowSeconds: number;
}

/**
 * The delay before the next try after `failures` failed tries (1, 2, …): doubling from `firstSeconds`, capped at
 * `maxSeconds`; `null` when the next try would fall outside the window, so the failure is final. pg-boss 10 has no
 * maximum delay of its own, so the worker sets each job's next delay itself (decision 036). The last try falls on the
 * window's end.
 */
export function nextRetryDelay(policy: RetryPolicy, failures: number, ageSeconds: number): number | null {
  const remaining = policy.windowSeconds - ageSeconds;
  if (remaining < 1) return null;
  const delay = Math.min(policy.maxSeconds, policy.firstSeconds * 2 ** Math.min(30, failures - 1), remaining);
  return Math.max(1, Math.round(delay));
}

/** Enough retries for any window: the window, not this count, ends a job's tries. */
export const RETRY_LIMIT_CEILING = 1000;
