import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminMessagesQuerySchema,
  contactInputSchema,
  contactMessages,
  messageReadInputSchema,
  messageReplyInputSchema,
} from '@beceri/domain';
import { uuidOr404 } from '../../lib/ids.ts';
import { sendPage } from '../../lib/paging.ts';
import { limit } from '../../lib/rate-limit.ts';
import { objectBody } from '../../plugins/errors.ts';
import { currentUser } from '../../plugins/sessions.ts';
import {
  contactDeps,
  deleteMessage,
  inboxDeps,
  markRead,
  messages,
  receiveMessage,
  replyToMessage,
} from './service.ts';

const idParams = { params: z.object({ id: z.string() }) };

export default async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = contactDeps(app);
  const inbox = inboxDeps(app);
  const messageId = (id: string) => uuidOr404(id, contactMessages.messageNotFound);

  app.post(
    '/mail/contact',
    {
      preHandler: limit(app, 'contact-ip', { max: 5, windowMs: 15 * 60_000 }),
      schema: { body: objectBody(contactInputSchema) },
    },
    async (req, reply) =>
      reply.status(201).send({ ok: true, id: await receiveMessage(deps, { ...req.body, lang: req.lang }) }),
  );

  // The admin's inbox (decision 057).
  app.get(
    '/admin/messages',
    { preHandler: app.authorize('admin'), schema: { querystring: adminMessagesQuerySchema } },
    async (req, reply) => sendPage(reply, await messages(deps, req.query), true),
  );

  app.put(
    '/admin/messages/:id/read',
    { preHandler: app.authorize('admin'), schema: { ...idParams, body: objectBody(messageReadInputSchema) } },
    async (req, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .send(await markRead(inbox, messageId(req.params.id), req.body.read)),
  );

  app.post(
    '/admin/messages/:id/reply',
    {
      preHandler: app.authorize('admin'),
      schema: { ...idParams, body: objectBody(messageReplyInputSchema) },
    },
    async (req, reply) => {
      await replyToMessage(inbox, currentUser(req), messageId(req.params.id), req.body);
      return reply.header('cache-control', 'private, no-store').send({ ok: true });
    },
  );

  app.delete('/admin/messages/:id', { preHandler: app.authorize('admin'), schema: idParams }, async (req, reply) => {
    await deleteMessage(inbox, currentUser(req), messageId(req.params.id));
    return reply.header('cache-control', 'private, no-store').send({ ok: true });
  });
}
