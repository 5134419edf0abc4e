import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxQuerySchema } from '@beceri/domain';
import { uuidOr404 } from '../../lib/ids.ts';
import { sendPage } from '../../lib/paging.ts';
import { currentUser } from '../../plugins/sessions.ts';
import { outbox, outboxDeps, retryMail } from './service.ts';

/** The mail outbox for admins (docs/operations.md): what waits, what failed, and sending a failed one again. */
export default async function outboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = outboxDeps(app);

  app.get(
    '/admin/outbox',
    { preHandler: app.authorize('admin'), schema: { querystring: outboxQuerySchema } },
    async (req, reply) => sendPage(reply, await outbox(deps, req.query), true),
  );

  app.post(
    '/admin/outbox/:id/retry',
    { preHandler: app.authorize('admin'), schema: { params: z.object({ id: z.string() }) } },
    async (req, reply) => {
      await retryMail(deps, currentUser(req), uuidOr404(req.params.id));
      return reply.header('cache-control', 'private, no-store').send({ ok: true });
    },
  );
}
