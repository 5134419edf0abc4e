import type { FastifyInstance } from 'fastify';
import { adminMessagesQuerySchema } from '@beceri/domain';
import { limit } from '../../lib/rate-limit.ts';
import { listMessages } from './repository.ts';
import { receiveMessage } from './service.ts';

export default async function contactRoutes(app: FastifyInstance) {
  app.post(
    '/mail/contact',
    { preHandler: limit(app, 'contact-ip', { max: 5, windowMs: 15 * 60_000 }) },
    async (req, reply) => reply.status(201).send({ ok: true, id: await receiveMessage(app, req.body) }),
  );

  app.get('/admin/messages', { preHandler: app.authorize('admin') }, async (req, reply) => {
    const { rows, total } = await listMessages(app.db, adminMessagesQuerySchema.parse(req.query ?? {}));
    return reply.header('x-total-count', String(total)).header('cache-control', 'private, no-store').send(rows);
  });
}
