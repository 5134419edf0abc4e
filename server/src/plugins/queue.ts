import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { Tx } from '../db/client.ts';
import {
  nextRetryDelay,
  poolExecutor,
  pgliteExecutor,
  QUEUE_SCHEMA,
  RETRY_LIMIT_CEILING,
  txExecutor,
  type RetryPolicy,
  type SqlExecutor,
} from '../lib/queue.ts';

/** Jobs a worker takes at once (and runs side by side). */
const BATCH_SIZE = 10;

type Handler<T> = (data: T, job: { id: string; retryCount: number; createdOn: Date }) => Promise<void>;

interface Definition {
  name: string;
  retry?: RetryPolicy;
  cron?: string;
  atStart?: boolean;
  handler: Handler<never>;
}

/** A job's state as pg-boss names it; `queued` on the outbox screen is `created`, `retry` and `active`. */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/**
 * The one durable job queue (pg-boss in the database): mails and every piece of background work. A job sent with a
 * transaction exists exactly when that transaction commits; scheduled work is queued once per slot by whichever
 * instance's clock check comes first, and done by one instance (decision 036).
 */
export class Queue {
  private readonly definitions = new Map<string, Definition>();
  private started = false;
  /** Jobs failed for good, and tries that failed, since start, by queue (metrics). */
  readonly failures = new Map<string, number>();
  readonly failedTries = new Map<string, number>();

  constructor(
    private readonly boss: PgBoss,
    readonly executor: SqlExecutor,
    private readonly opts: { pollSeconds: number; log: FastifyInstance['log'] },
  ) {}

  /** Declares a queue and its worker; `retry` sets the backoff and window, `cron` makes it scheduled work. */
  /** `atStart`: also run once when this instance starts (work a restart should not wait a whole period for). */
  define<T>(name: string, def: { retry?: RetryPolicy; cron?: string; atStart?: boolean; handler: Handler<T> }) {
    if (this.started) throw new Error(`queue ${name} defined after start`);
    this.definitions.set(name, { name, ...def, handler: def.handler as Handler<never> });
  }

  private readonly workers = new Map<string, string>();

  /**
   * Queues a job; with `tx`, inside that transaction. Returns the job's id. One plain insert into pg-boss's job table
   * with the queue's retry settings: pg-boss's own `send` costs about ten times more in the write path, where
   * applications and status changes queue their mails (decision 036, measured).
   */
  async send(name: string, data: object, tx?: Tx, id: string = crypto.randomUUID()): Promise<string> {
    await this.insert(name, data, tx, id);
    return id;
  }

  /**
   * Queues a job to start at `startAfter` unless one with the same `key` already waits (pg-boss's 'short' policy):
   * for work that reads the state when it runs, such as a deferred certificate looked at when its session has ended
   * (decision 055) — a teacher saving a session's marks five times leaves one such job, not five. Returns whether
   * this call queued it.
   */
  async sendOnce(name: string, data: object, key: string, startAfter: Date, tx?: Tx): Promise<boolean> {
    return this.insert(name, data, tx, crypto.randomUUID(), { key, startAfter });
  }

  private async insert(
    name: string,
    data: object,
    tx: Tx | undefined,
    id: string,
    once?: { key: string; startAfter: Date },
  ): Promise<boolean> {
    const def = this.definitions.get(name);
    if (!def) throw new Error(`unknown queue ${name}`);
    const { rows } = await (tx ? txExecutor(tx) : this.executor).executeSql(
      `insert into ${QUEUE_SCHEMA}.job (id, name, data, retry_limit, retry_delay, policy, singleton_key, start_after)
       values ($1, $2, $3, $4, $5, $6, $7, coalesce($8::timestamptz, now()))
       on conflict do nothing returning id`,
      [
        id,
        name,
        data,
        def.retry ? RETRY_LIMIT_CEILING : 0,
        def.retry?.firstSeconds ?? 0,
        once ? 'short' : 'standard',
        once?.key ?? null,
        once?.startAfter.toISOString() ?? null,
      ],
    );
    if (rows.length === 0) return false;
    this.wake(name, tx ? 2 : 1);
    return true;
  }

  /**
   * Tells this instance's worker to look now instead of at its next poll. A job sent in a transaction is seen once
   * that commits, so the worker is told again a moment later; the poll catches anything both miss.
   */
  private wake(name: string, times: number) {
    const worker = this.workers.get(name);
    if (!worker) return;
    setImmediate(() => this.boss.notifyWorker(worker));
    if (times > 1) setTimeout(() => this.boss.notifyWorker(worker), 50).unref();
  }

  async start() {
    await this.boss.start();
    this.started = true;
    for (const def of this.definitions.values()) {
      await this.createQueue(def);
      if (def.cron) await this.boss.schedule(def.name, def.cron, {}, { tz: 'Europe/Istanbul' });
      const worker = await this.boss.work(
        def.name,
        { pollingIntervalSeconds: this.opts.pollSeconds, batchSize: BATCH_SIZE, includeMetadata: true },
        (jobs) => this.run(def, jobs),
      );
      this.workers.set(def.name, worker);
    }
    // Marked, so that a count of the schedule's own runs can leave them out (the cluster test).
    for (const def of this.definitions.values()) if (def.atStart) await this.send(def.name, { atStart: true });
  }

  /**
   * Creates a queue (its row and table partition) unless it exists. Instances started together on a fresh database
   * race to create the same queue, and PostgreSQL may end one of the two transactions as a deadlock (found by the
   * cluster test): the loser tries again a moment later, when the winner's queue is there.
   */
  private async createQueue(def: Definition) {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.boss.createQueue(def.name, {
          name: def.name,
          retryLimit: def.retry ? RETRY_LIMIT_CEILING : 0,
          retryDelay: def.retry?.firstSeconds ?? 0,
          retryBackoff: false,
        });
        return;
      } catch (err) {
        const code = (err as { code?: string }).code ?? '';
        // 40P01 deadlock, 23505 unique violation, 42P07 duplicate table: another instance is creating it.
        if (attempt >= 5 || !['40P01', '23505', '42P07'].includes(code)) throw err;
        this.opts.log.info({ queue: def.name, code }, 'queue created by another instance meanwhile; trying again');
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
      }
    }
  }

  /**
   * One batch: the jobs run side by side; each failure is settled here (its next try, or failed for good), so one
   * refused mail never fails its batch-mates. pg-boss completes the rest when this returns.
   */
  private async run(def: Definition, jobs: PgBoss.JobWithMetadata<unknown>[]) {
    await Promise.all(jobs.map((job) => this.runOne(def, job)));
    // A full batch means more may wait: look again now rather than after the poll interval.
    if (jobs.length === BATCH_SIZE) this.wake(def.name, 1);
  }

  private async runOne(def: Definition, job: PgBoss.JobWithMetadata<unknown>) {
    try {
      await def.handler(job.data as never, job);
    } catch (err) {
      const age = (Date.now() - new Date(job.createdOn).getTime()) / 1000;
      const delay = def.retry ? nextRetryDelay(def.retry, job.retryCount + 1, age) : null;
      // The next try's delay, or no next try (retry_limit = retry_count makes pg-boss mark the job failed).
      await this.executor.executeSql(
        `update ${QUEUE_SCHEMA}.job set retry_delay = $3, retry_backoff = false,
           retry_limit = case when $4::boolean then retry_count else greatest(retry_limit, retry_count + 1) end
         where name = $1 and id = $2`,
        [def.name, job.id, delay ?? 0, delay === null],
      );
      await this.boss.fail(def.name, job.id, { message: (err as Error).message });
      this.failedTries.set(def.name, (this.failedTries.get(def.name) ?? 0) + 1);
      if (delay === null) {
        this.failures.set(def.name, (this.failures.get(def.name) ?? 0) + 1);
        this.opts.log.warn({ queue: def.name, jobId: job.id, tries: job.retryCount + 1 }, 'job failed for good');
      } else {
        this.opts.log.info({ queue: def.name, jobId: job.id, retryInSeconds: delay }, 'job failed; will retry');
      }
    }
  }

  /** Jobs waiting, being done and failed, per queue (metrics, outbox). */
  async depth(): Promise<{ name: string; state: JobState; count: number }[]> {
    const { rows } = await this.executor.executeSql(
      `select name, state::text as state, count(*)::int as count from ${QUEUE_SCHEMA}.job
       where state in ('created', 'retry', 'active', 'failed') group by name, state`,
    );
    return rows as { name: string; state: JobState; count: number }[];
  }

  /** The age of the oldest job waiting to be done, per queue with one (metrics: a stuck queue). */
  async oldestWaiting(): Promise<{ name: string; seconds: number }[]> {
    const { rows } = await this.executor.executeSql(
      `select name, extract(epoch from now() - min(start_after))::float8 as seconds from ${QUEUE_SCHEMA}.job
       where state in ('created', 'retry') and start_after < now() group by name`,
    );
    return rows as { name: string; seconds: number }[];
  }

  /** After a transaction that put jobs back: this instance's worker looks now. */
  wakeAfterCommit(name: string) {
    this.wake(name, 1);
  }

  async stop() {
    if (!this.started) return;
    this.started = false;
    // Waits for the jobs under way (a mail being handed to SMTP), then lets go of the database.
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: 15_000 });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    queue: Queue;
  }
}

/** pg-boss's statement texts (its src/plans.js, untyped by the package): the two guarded below are among them. */
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
};

/**
 * pg-boss 10 records a batch as completed (or failed) after its handler without awaiting it (src/manager.js), so a
 * database outage at that moment was an unhandled rejection that closed the server. Those two statements get a guard:
 * the failure is logged and the jobs stay active until pg-boss expires and retries them (at least once: a mail whose
 * completion was lost this way may be sent twice).
 */
function guardUnawaited(executor: SqlExecutor, log: FastifyInstance['log']): SqlExecutor {
  const unawaited = new Set([plans.completeJobs(QUEUE_SCHEMA), plans.failJobsById(QUEUE_SCHEMA)]);
  return {
    executeSql: (text, values) =>
      executor.executeSql(text, values).catch((err: unknown) => {
        if (!unawaited.has(text)) throw err;
        log.warn({ err }, 'job queue: a completion was not recorded (database away); the job will be tried again');
        return { rows: [{ count: '0' }] };
      }),
  };
}

export default fp(async function queuePlugin(app: FastifyInstance) {
  const { database, config } = app;
  const executor = database.pool
    ? poolExecutor(database.pool)
    : pgliteExecutor((database.db as unknown as { $client: Parameters<typeof pgliteExecutor>[0] }).$client);
  const boss = new PgBoss({
    db: guardUnawaited(executor, app.log) as PgBoss.Db,
    schema: QUEUE_SCHEMA,
    // The server's migrate step installs and upgrades the queue's tables (db/client.ts).
    migrate: false,
    cronMonitorIntervalSeconds: config.queue.cronCheckSeconds,
    cronWorkerIntervalSeconds: config.queue.cronCheckSeconds,
  });
  boss.on('error', (err) => app.log.warn({ err }, 'job queue error'));
  const queue = new Queue(boss, executor, {
    pollSeconds: config.queue.pollSeconds,
    log: app.log,
  });
  app.decorate('queue', queue);
  // Modules define their queues while they register; the workers start once every one is known.
  app.addHook('onReady', async () => queue.start());
  app.addHook('preClose', async () => queue.stop());
});
