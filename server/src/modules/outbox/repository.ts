import type { Tx } from '../../db/client.ts';
import { QUEUE_SCHEMA, txExecutor, type SqlExecutor } from '../../lib/queue.ts';
import { MAIL_QUEUE } from '../../plugins/mail.ts';

/**
 * A mail job as the outbox reads it: the template and the recipient as the mailer stored them (masked), never the
 * sealed message (plugins/mail.ts `MailJob`).
 */
export interface MailJobRow {
  id: string;
  template: string | null;
  to: string | null;
  state: 'created' | 'retry' | 'active' | 'failed';
  retry_count: number;
  started: boolean;
  created_on: Date | string;
  start_after: Date | string;
  completed_on: Date | string | null;
  last_error: string | null;
}

/** The mail jobs in these states, newest first; `limit` rows from `offset`. */
async function listMails(
  db: SqlExecutor,
  states: readonly string[],
  page: { limit: number; offset: number },
): Promise<MailJobRow[]> {
  const { rows } = await db.executeSql(
    `select id::text, data->>'template' as template, data->>'to' as "to", state::text as state, retry_count,
       started_on is not null as started, created_on, start_after, completed_on, output->>'message' as last_error
     from ${QUEUE_SCHEMA}.job where name = $1 and state::text = any($2::text[])
     order by created_on desc, id limit $3 offset $4`,
    [MAIL_QUEUE, [...states], page.limit, page.offset],
  );
  return rows as MailJobRow[];
}

async function countMails(db: SqlExecutor, states: readonly string[]): Promise<number> {
  const { rows } = await db.executeSql(
    `select count(*)::int as n from ${QUEUE_SCHEMA}.job where name = $1 and state::text = any($2::text[])`,
    [MAIL_QUEUE, [...states]],
  );
  return (rows[0] as { n: number }).n;
}

/** The mail's state and template, locked until the transaction ends; undefined when there is no such mail. */
async function lockMail(tx: Tx, id: string): Promise<{ state: string; template: string } | undefined> {
  const { rows } = await txExecutor(tx).executeSql(
    `select state::text as state, data->>'template' as template from ${QUEUE_SCHEMA}.job
     where name = $1 and id = $2 for update`,
    [MAIL_QUEUE, id],
  );
  return rows[0] as { state: string; template: string } | undefined;
}

/** Back to the queue, due now, with one more try than it has had (failing again marks it failed again). */
async function requeueMail(tx: Tx, id: string): Promise<void> {
  await txExecutor(tx).executeSql(
    `update ${QUEUE_SCHEMA}.job set state = 'retry', retry_limit = retry_count + 1, start_after = now(),
       completed_on = null
     where name = $1 and id = $2`,
    [MAIL_QUEUE, id],
  );
}

/** The mail queue's jobs as the outbox screen reads and retries them, handed to the service (`outboxDeps`). */
export const outboxRepository = { listMails, countMails, lockMail, requeueMail };
export type OutboxRepository = typeof outboxRepository;
