import type { FastifyInstance } from 'fastify';
import { outboxServerMessages, type OutboxMail, type OutboxQuery } from '@beceri/domain';
import type { SessionUser } from '@beceri/domain';
import { offsetOf, type Page } from '../../lib/paging.ts';
import { QUEUE_SCHEMA, txExecutor } from '../../lib/queue.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import { MAIL_QUEUE } from '../../plugins/mail.ts';

type OutboxDeps = Pick<FastifyInstance, 'db' | 'queue' | 'activity'>;

const STATES = { queued: ['created', 'retry', 'active'], failed: ['failed'] } as const;

interface JobRow {
  id: string;
  template: string | null;
  to: string | null;
  state: OutboxMail['state'];
  retry_count: number;
  started: boolean;
  created_on: Date | string;
  start_after: Date | string;
  completed_on: Date | string | null;
  last_error: string | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** `GET /admin/outbox`: the mails of one list, newest first, read from the queue (the message itself stays sealed). */
export async function outbox(deps: Pick<OutboxDeps, 'queue'>, q: OutboxQuery): Promise<Page<OutboxMail>> {
  const states = [...STATES[q.state]];
  const { executeSql } = deps.queue.executor;
  const [list, count] = await Promise.all([
    executeSql(
      `select id::text, data->>'template' as template, data->>'to' as "to", state::text as state, retry_count,
         started_on is not null as started, created_on, start_after, completed_on, output->>'message' as last_error
       from ${QUEUE_SCHEMA}.job where name = $1 and state::text = any($2::text[])
       order by created_on desc, id limit $3 offset $4`,
      [MAIL_QUEUE, states, q.limit, offsetOf(q)],
    ),
    executeSql(`select count(*)::int as n from ${QUEUE_SCHEMA}.job where name = $1 and state::text = any($2::text[])`, [
      MAIL_QUEUE,
      states,
    ]),
  ]);
  const items = (list.rows as JobRow[]).map((r) => ({
    id: r.id,
    template: r.template ?? '',
    to: r.to ?? '',
    state: r.state,
    tries: r.state === 'failed' || r.started ? r.retry_count + 1 : 0,
    createdAt: iso(r.created_on),
    nextTryAt: r.state === 'failed' ? null : iso(r.start_after),
    failedAt: r.state === 'failed' && r.completed_on ? iso(r.completed_on) : null,
    lastError: r.last_error,
  }));
  return { items, total: (count.rows[0] as { n: number }).n };
}

/**
 * `POST /admin/outbox/{id}/retry`: a failed mail goes back to the queue to be tried now (once; failing again marks it
 * failed again), logged in the same transaction. 404 for an unknown mail, 409 for one that has not failed.
 */
export async function retryMail(deps: OutboxDeps, user: SessionUser, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { rows } = await txExecutor(tx).executeSql(
      `update ${QUEUE_SCHEMA}.job set state = 'retry', retry_limit = retry_count + 1, start_after = now(),
         completed_on = null
       where name = $1 and id = $2 and state = 'failed' returning data->>'template' as template`,
      [MAIL_QUEUE, id],
    );
    const retried = rows[0] as { template: string } | undefined;
    if (!retried) {
      const found = await txExecutor(tx).executeSql(`select 1 from ${QUEUE_SCHEMA}.job where name = $1 and id = $2`, [
        MAIL_QUEUE,
        id,
      ]);
      throw found.rows.length > 0 ? conflict(outboxServerMessages.notFailed, 'NOT_FAILED') : notFound();
    }
    await deps.activity.write({ event: 'mail.retried', params: { template: retried.template }, actorId: user.id }, tx);
  });
  deps.queue.wakeAfterCommit(MAIL_QUEUE);
}
