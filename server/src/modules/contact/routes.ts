import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminMessagesQuerySchema, contactInputSchema } from '@beceri/domain';
import { sendPage } from '../../lib/paging.ts';
import { limit } from '../../lib/rate-limit.ts';
import { objectBody } from '../../plugins/errors.ts';
import { contactDeps, messages, receiveMessage } from './service.ts';

export default async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = contactDeps(app);

  app.post(
    '/mail/contact',
    {
      preHandler: limit(app, 'contact-ip', { max: 5, windowMs: 15 * 60_000 }),
      schema: { body: objectBody(contactInputSchema) },
    },
    async (req, reply) => reply.status(201).send({ ok: true, id: await receiveMessage(deps, req.body) }),
  );

  app.get(
    '/admin/messages',
    { preHandler: app.authorize('admin'), schema: { querystring: adminMessagesQuerySchema } },
    async (req, reply) => sendPage(reply, await messages(deps, req.query), true),
  );
}
