import type { FastifyInstance } from 'fastify';
import type { ContactMessageRow } from '@beceri/domain';
import type { Db, Tx } from '../../db/client.ts';
import { contactMail } from '../../mail/templates.ts';
import type { Page, PageQuery } from '../../lib/paging.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { contactRepository, type ContactRepository, type NewContactMessage } from './repository.ts';

/**
 * What the contact form's rules need (the model: news/service.ts): the routes pass the real ones
 * (`contactDeps(app)`), the unit tests (service.test.ts) in-memory ones.
 */
export interface ContactDeps {
  db: Db;
  contact: ContactRepository;
  mailer: Pick<Mailer, 'send'>;
  config: Pick<FastifyInstance['config'], 'contactEmail'>;
}

export const contactDeps = (app: FastifyInstance): ContactDeps => ({
  db: app.db,
  contact: contactRepository,
  mailer: app.mailer,
  config: app.config,
});

/**
 * Stores the message and queues its mail in one transaction: admins read it at /admin/messages, and the queue retries
 * the mail while the mailbox cannot be reached.
 */
export async function receiveMessage(deps: ContactDeps, input: NewContactMessage): Promise<string> {
  return deps.db.transaction(async (tx: Tx) => {
    const id = await deps.contact.insertMessage(tx, input);
    await deps.mailer.send(
      { to: deps.config.contactEmail, replyTo: input.email || undefined, ...contactMail(input) },
      tx,
    );
    return id;
  });
}

/** The admin's list, newest first. */
export async function messages(
  deps: Pick<ContactDeps, 'db' | 'contact'>,
  query: PageQuery,
): Promise<Page<ContactMessageRow>> {
  return deps.contact.listMessages(deps.db, query);
}
