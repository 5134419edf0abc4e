import type { FastifyInstance } from 'fastify';
import {
  contactMessages,
  type AdminMessagesQuery,
  type ContactMessageRow,
  type MessageReplyInput,
  type SessionUser,
} from '@beceri/domain';
import type { Db, Tx } from '../../db/client.ts';
import { contactMail, contactReplyMail } from '../../mail/templates.ts';
import type { Page } from '../../lib/paging.ts';
import type { ActivityLog } from '../../plugins/activity.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import type { Mailer } from '../../plugins/mail.ts';
import {
  contactRepository,
  inboxRepository,
  type ContactRepository,
  type InboxRepository,
  type NewContactMessage,
} from './repository.ts';

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

/** What the admin's inbox needs besides (decision 057): its writes and the activity log. */
export interface InboxDeps extends ContactDeps {
  inbox: InboxRepository;
  activity: Pick<ActivityLog, 'write'>;
  config: Pick<FastifyInstance['config'], 'contactEmail' | 'orgName'>;
}

export const inboxDeps = (app: FastifyInstance): InboxDeps => ({
  ...contactDeps(app),
  inbox: inboxRepository,
  activity: app.activity,
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

/** The admin's inbox, newest first: every message or the unread ones. */
export async function messages(
  deps: Pick<ContactDeps, 'db' | 'contact'>,
  query: AdminMessagesQuery,
): Promise<Page<ContactMessageRow>> {
  return deps.contact.listMessages(deps.db, query);
}

/** `PUT /admin/messages/{id}/read`: opened (read) or marked unread again; 404 for an unknown message. */
export async function markRead(
  deps: Pick<InboxDeps, 'db' | 'inbox'>,
  id: string,
  read: boolean,
): Promise<ContactMessageRow> {
  const row = await deps.inbox.setRead(deps.db, id, read);
  if (!row) throw notFound(contactMessages.messageNotFound);
  return row;
}

/**
 * `POST /admin/messages/{id}/reply`: the answer is queued as a mail to the sender, the message marked answered (and
 * read) and the reply logged, all in one transaction; 404 for an unknown message, 409 when it has no e-mail address.
 */
export async function replyToMessage(
  deps: InboxDeps,
  user: SessionUser,
  id: string,
  input: Required<MessageReplyInput>,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const message = await deps.inbox.lockMessage(tx, id);
    if (!message) throw notFound(contactMessages.messageNotFound);
    if (!message.email) throw conflict(contactMessages.noEmail, 'NO_EMAIL');
    await deps.mailer.send(
      {
        to: message.email,
        replyTo: deps.config.contactEmail,
        ...contactReplyMail(
          { subject: input.subject, text: input.text, orgName: deps.config.orgName, name: message.name },
          message.lang,
        ),
      },
      tx,
    );
    await deps.inbox.markReplied(tx, id);
    await deps.activity.write({ event: 'contact.replied', params: { messageId: id }, actorId: user.id }, tx);
  });
}

/** `DELETE /admin/messages/{id}`: gone, and logged; 404 for an unknown message. */
export async function deleteMessage(deps: InboxDeps, user: SessionUser, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await deps.inbox.deleteMessage(tx, id))) throw notFound(contactMessages.messageNotFound);
    await deps.activity.write({ event: 'contact.deleted', params: { messageId: id }, actorId: user.id }, tx);
  });
}
