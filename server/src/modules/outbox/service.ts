import type { FastifyInstance } from 'fastify';
import { outboxServerMessages, type OutboxMail, type OutboxQuery, type SessionUser } from '@beceri/domain';
import type { Db } from '../../db/client.ts';
import { offsetOf, type Page } from '../../lib/paging.ts';
import type { ActivityLog } from '../../plugins/activity.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import { MAIL_QUEUE } from '../../plugins/mail.ts';
import { outboxRepository, type MailJobRow, type OutboxRepository } from './repository.ts';
import { iso } from '../../lib/dates.ts';

/**
 * What the outbox's rules need (the model: news/service.ts): the routes pass the real ones (`outboxDeps(app)`), the
 * unit tests (service.test.ts) an in-memory queue.
 */
export interface OutboxDeps {
  db: Db;
  queue: Pick<FastifyInstance['queue'], 'executor' | 'wakeAfterCommit'>;
  outbox: OutboxRepository;
  activity: Pick<ActivityLog, 'write'>;
}

export const outboxDeps = (app: FastifyInstance): OutboxDeps => ({
  db: app.db,
  queue: app.queue,
  outbox: outboxRepository,
  activity: app.activity,
});

/** The queue's states of each list (docs/operations.md): what is still to be delivered, and what was given up. */
const STATES = { queued: ['created', 'retry', 'active'], failed: ['failed'] } as const;

/** A row of the outbox, field by field: nothing else of the job (its sealed message above all) reaches the answer. */
const toOutboxMail = (r: MailJobRow): OutboxMail => ({
  id: r.id,
  template: r.template ?? '',
  to: r.to ?? '',
  state: r.state,
  tries: r.state === 'failed' || r.started ? r.retry_count + 1 : 0,
  createdAt: iso(r.created_on),
  nextTryAt: r.state === 'failed' ? null : iso(r.start_after),
  failedAt: r.state === 'failed' && r.completed_on ? iso(r.completed_on) : null,
  lastError: r.last_error,
});

/** `GET /admin/outbox`: the mails of one list, newest first, read from the queue (the message itself stays sealed). */
export async function outbox(deps: Pick<OutboxDeps, 'queue' | 'outbox'>, q: OutboxQuery): Promise<Page<OutboxMail>> {
  const states = STATES[q.state];
  const [rows, total] = await Promise.all([
    deps.outbox.listMails(deps.queue.executor, states, { limit: q.limit, offset: offsetOf(q) }),
    deps.outbox.countMails(deps.queue.executor, states),
  ]);
  return { items: rows.map(toOutboxMail), total };
}

/**
 * `POST /admin/outbox/{id}/retry`: a failed mail goes back to the queue to be tried now (once; failing again marks it
 * failed again), logged in the same transaction. 404 for an unknown mail, 409 for one that has not failed.
 */
export async function retryMail(deps: OutboxDeps, user: SessionUser, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const mail = await deps.outbox.lockMail(tx, id);
    if (!mail) throw notFound();
    if (mail.state !== 'failed') throw conflict(outboxServerMessages.notFailed, 'NOT_FAILED');
    await deps.outbox.requeueMail(tx, id);
    await deps.activity.write({ event: 'mail.retried', params: { template: mail.template }, actorId: user.id }, tx);
  });
  deps.queue.wakeAfterCommit(MAIL_QUEUE);
}
