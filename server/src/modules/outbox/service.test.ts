import { describe, expect, it } from 'vitest';
import { outboxServerMessages, type OutboxQuery } from '@beceri/domain';
import type { Tx } from '../../db/client.ts';
import type { SqlExecutor } from '../../lib/queue.ts';
import type { LogWrite } from '../../plugins/activity.ts';
import { MAIL_QUEUE } from '../../plugins/mail.ts';
import { person, uuid } from '../../../test/people.ts';
import type { MailJobRow } from './repository.ts';
import { outbox, retryMail, type OutboxDeps } from './service.ts';
import { tracedDb } from '../../../test/fakes.ts';

/*
 * The outbox's rules alone, on an in-memory mail queue (docs/operations.md, the mail outbox; decision 036): each list
 * holds only its states, a row says no more than the masked recipient and the template, and only a failed mail can be
 * sent again. The SQL, the worker and who may call the routes are tested in outbox.test.ts.
 */

const admin = person(uuid(1), 'admin', 'Selin');
const clear = 'ayse.yilmaz@example.com';
const masked = 'a***z@e***.com';
const sealed = 'v1.c2VhbGVkLXJlc2V0LWNvZGUtNDI0MjQy';
const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 9, minute));

/** A job as the queue holds it; `data` is what the mailer stored (plugins/mail.ts `MailJob`). */
type Job = MailJobRow & { data: { template: string; to: string; sealed: string } };
const job = (n: number, state: Job['state'], extra: Partial<Job> = {}): Job => ({
  id: uuid(n),
  template: 'reset-code',
  to: masked,
  state,
  retry_count: 0,
  started: false,
  created_on: at(n),
  start_after: at(n + 1),
  completed_on: null,
  last_error: null,
  data: { template: 'reset-code', to: masked, sealed },
  ...extra,
});

function world() {
  const jobs: Job[] = [
    job(10, 'created'),
    job(11, 'retry', { retry_count: 1, started: true, last_error: 'SMTP 550' }),
    job(12, 'active', { started: true }),
    job(13, 'failed', { retry_count: 3, started: true, completed_on: at(40), last_error: 'SMTP 550' }),
    job(14, 'failed', { template: 'welcome', retry_count: 2, started: true, completed_on: at(50) }),
  ];
  const executor = { executeSql: async () => ({ rows: [] }) } as unknown as SqlExecutor;
  /** Each transaction is a handle of its own, so that a write can be traced to the one it was made in. */
  const { db, inTx } = tracedDb();
  const requeued: { id: string; tx: Tx }[] = [];
  const logged: { entry: LogWrite; tx: Tx | undefined }[] = [];
  /** Wake-ups of a queue, and whether a transaction was still open then. */
  const woken: { name: string; inTx: boolean }[] = [];
  const listedWith: SqlExecutor[] = [];

  const inStates = (states: readonly string[]) =>
    jobs
      .filter((j) => states.includes(j.state))
      .sort((a, b) => new Date(b.created_on).getTime() - new Date(a.created_on).getTime());
  const deps: OutboxDeps = {
    db,
    queue: {
      executor,
      wakeAfterCommit: (name) => {
        woken.push({ name, inTx: inTx() });
      },
    },
    outbox: {
      // The whole job, `data` and its sealed message included, as a careless query would hand it over.
      listMails: async (on, states, page) => {
        listedWith.push(on);
        return inStates(states).slice(page.offset, page.offset + page.limit);
      },
      countMails: async (_on, states) => inStates(states).length,
      lockMail: async (_tx, id) => {
        const found = jobs.find((j) => j.id === id);
        return found && { state: found.state, template: found.template ?? '' };
      },
      requeueMail: async (tx, id) => {
        requeued.push({ id, tx });
        const found = jobs.find((j) => j.id === id)!;
        Object.assign(found, { state: 'retry', start_after: at(59), completed_on: null });
      },
    },
    activity: {
      write: async (entry, tx) => {
        logged.push({ entry, tx });
      },
    },
  };
  return { deps, executor, requeued, logged, woken, listedWith };
}

const query = (state: OutboxQuery['state'], page = 1, limit = 20): OutboxQuery => ({ state, page, limit });
const ids = (page: { items: { id: string }[] }) => page.items.map((m) => m.id);

describe('the outbox lists', () => {
  it('queued: mails waiting, retrying or being sent, newest first, and no failed one', async () => {
    const { deps, executor, listedWith } = world();
    const page = await outbox(deps, query('queued'));
    expect(ids(page)).toEqual([uuid(12), uuid(11), uuid(10)]);
    expect(page.total).toBe(3);
    expect(listedWith).toEqual([executor]);
  });

  it('failed: only the mails given up, newest first', async () => {
    const { deps } = world();
    const page = await outbox(deps, query('failed'));
    expect(ids(page)).toEqual([uuid(14), uuid(13)]);
    expect(page.total).toBe(2);
  });

  it('pages a list, the total counting the whole list', async () => {
    const { deps } = world();
    const second = await outbox(deps, query('queued', 2, 2));
    expect(ids(second)).toEqual([uuid(10)]);
    expect(second.total).toBe(3);
  });

  it('says how often a mail was tried, when it is due again and when it was given up', async () => {
    const { deps } = world();
    const queued = await outbox(deps, query('queued'));
    expect(queued.items).toEqual([
      {
        id: uuid(12),
        template: 'reset-code',
        to: masked,
        state: 'active',
        tries: 1,
        createdAt: at(12).toISOString(),
        nextTryAt: at(13).toISOString(),
        failedAt: null,
        lastError: null,
      },
      expect.objectContaining({ id: uuid(11), state: 'retry', tries: 2, lastError: 'SMTP 550', failedAt: null }),
      // Never started: no try yet.
      expect.objectContaining({ id: uuid(10), state: 'created', tries: 0, nextTryAt: at(11).toISOString() }),
    ]);
    const failed = await outbox(deps, query('failed'));
    expect(failed.items[1]).toEqual({
      id: uuid(13),
      template: 'reset-code',
      to: masked,
      state: 'failed',
      tries: 4,
      createdAt: at(13).toISOString(),
      nextTryAt: null,
      failedAt: at(40).toISOString(),
      lastError: 'SMTP 550',
    });
  });

  it('keeps the recipient masked and lets nothing of the sealed message into the answer', async () => {
    const { deps } = world();
    for (const state of ['queued', 'failed'] as const) {
      const body = JSON.stringify(await outbox(deps, query(state)));
      expect(body).not.toContain(sealed);
      expect(body).not.toContain('sealed');
      expect(body).not.toContain(clear);
      expect(body).not.toContain('"data"');
      const page = await outbox(deps, query(state));
      expect(page.items.every((m) => m.to === masked)).toBe(true);
    }
  });
});

describe('sending a failed mail again', () => {
  it('puts it back in the queue, logs it in the same transaction, and wakes the queue after the commit', async () => {
    const { deps, requeued, logged, woken } = world();
    await retryMail(deps, admin, uuid(14));
    expect(requeued.map((r) => r.id)).toEqual([uuid(14)]);
    expect(logged.map((l) => l.entry)).toEqual([
      { event: 'mail.retried', params: { template: 'welcome' }, actorId: admin.id },
    ]);
    expect(logged[0].tx).toBe(requeued[0].tx);
    expect(woken).toEqual([{ name: MAIL_QUEUE, inTx: false }]);
    // It has left the failed list for the queued one.
    expect(ids(await outbox(deps, query('failed')))).toEqual([uuid(13)]);
    expect(ids(await outbox(deps, query('queued')))).toContain(uuid(14));
  });

  it('refuses a mail that has not failed with 409 NOT_FAILED, changing and logging nothing', async () => {
    for (const [n, state] of [
      [10, 'created'],
      [11, 'retry'],
      [12, 'active'],
    ] as const) {
      const { deps, requeued, logged, woken } = world();
      await expect(retryMail(deps, admin, uuid(n)), state).rejects.toMatchObject({
        statusCode: 409,
        code: 'NOT_FAILED',
        message: outboxServerMessages.notFailed,
      });
      expect([requeued, logged, woken], state).toEqual([[], [], []]);
    }
  });

  it('answers 404 for an unknown mail, changing and logging nothing', async () => {
    const { deps, requeued, logged, woken } = world();
    await expect(retryMail(deps, admin, uuid(99))).rejects.toMatchObject({ statusCode: 404 });
    expect([requeued, logged, woken]).toEqual([[], [], []]);
  });

  it('refuses a second retry of the same mail: it is queued again, no longer failed', async () => {
    const { deps, requeued } = world();
    await retryMail(deps, admin, uuid(13));
    await expect(retryMail(deps, admin, uuid(13))).rejects.toMatchObject({ statusCode: 409 });
    expect(requeued).toHaveLength(1);
  });
});
