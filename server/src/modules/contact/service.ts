import type { FastifyInstance } from 'fastify';
import type { ContactMessageRow } from '@beceri/domain';
import { contactMail } from '../../mail/templates.ts';
import type { Page, PageQuery } from '../../lib/paging.ts';
import * as repo from './repository.ts';

type ContactDeps = Pick<FastifyInstance, 'db' | 'mailer' | 'config' | 'log'>;

/**
 * Stores the message first: it is then safe even when the mailbox cannot be reached, and admins
 * read it at /admin/messages. A mail failure is logged, not shown to the sender.
 */
export async function receiveMessage(deps: ContactDeps, input: repo.NewContactMessage): Promise<string> {
  const id = await repo.insertMessage(deps.db, input);
  try {
    await deps.mailer.send({ to: deps.config.contactEmail, replyTo: input.email || undefined, ...contactMail(input) });
  } catch (err) {
    deps.log.error({ err, template: 'contact', messageId: id }, 'mail not sent; the contact message is stored');
  }
  return id;
}

/** The admin's list, newest first. */
export async function messages(deps: Pick<FastifyInstance, 'db'>, query: PageQuery): Promise<Page<ContactMessageRow>> {
  return repo.listMessages(deps.db, query);
}
