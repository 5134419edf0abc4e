import type { FastifyInstance } from 'fastify';
import { contactInputSchema } from '@beceri/domain';
import { validationError } from '../../plugins/errors.ts';
import { contactMail } from '../../mail/templates.ts';
import { insertMessage } from './repository.ts';

/**
 * Stores the message first: it is then safe even when the mailbox cannot be reached, and admins
 * read it at /admin/messages. A mail failure is logged, not shown to the sender.
 */
export async function receiveMessage(app: FastifyInstance, body: unknown): Promise<string> {
  const parsed = contactInputSchema.safeParse(body ?? {});
  if (!parsed.success) throw validationError(parsed.error);
  const input = parsed.data;
  const id = await insertMessage(app.db, input);
  try {
    await app.mailer.send({ to: app.config.contactEmail, replyTo: input.email || undefined, ...contactMail(input) });
  } catch (err) {
    app.log.error({ err, template: 'contact', messageId: id }, 'mail not sent; the contact message is stored');
  }
  return id;
}
