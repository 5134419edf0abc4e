import type { FastifyInstance } from 'fastify';
import type { ContactMessageRow } from '@beceri/domain';
import { contactMail } from '../../mail/templates.ts';
import type { Page, PageQuery } from '../../lib/paging.ts';
import * as repo from './repository.ts';

type ContactDeps = Pick<FastifyInstance, 'db' | 'mailer' | 'config' | 'log'>;

/**
 * Stores the message and queues its mail in one transaction: admins read it at /admin/messages, and the queue retries
 * the mail while the mailbox cannot be reached.
 */
export async function receiveMessage(deps: ContactDeps, input: repo.NewContactMessage): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const id = await repo.insertMessage(tx, input);
    await deps.mailer.send(
      { to: deps.config.contactEmail, replyTo: input.email || undefined, ...contactMail(input) },
      tx,
    );
    return id;
  });
}

/** The admin's list, newest first. */
export async function messages(deps: Pick<FastifyInstance, 'db'>, query: PageQuery): Promise<Page<ContactMessageRow>> {
  return repo.listMessages(deps.db, query);
}
