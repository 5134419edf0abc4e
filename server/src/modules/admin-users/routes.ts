import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminUsersQuerySchema, createTeacherRequestSchema } from '@beceri/domain';
import { sendPage } from '../../lib/paging.ts';
import { withNewPassword } from '../../lib/passwords.ts';
import { objectBody } from '../../plugins/errors.ts';
import { currentUser } from '../../plugins/sessions.ts';
import * as service from './service.ts';

export default async function adminUserRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const adminOnly = app.authorize('admin');
  const deps = service.adminUsersDeps(app);

  app.get(
    '/admin/users',
    { preHandler: adminOnly, schema: { querystring: adminUsersQuerySchema } },
    async (req, reply) => sendPage(reply, await service.accounts(deps, req.query), true),
  );

  app.post(
    '/admin/users',
    { preHandler: adminOnly, schema: { body: objectBody(withNewPassword(createTeacherRequestSchema)) } },
    async (req, reply) => {
      const id = await service.createTeacher(deps, currentUser(req).id, req.body);
      return reply.status(201).send({ ok: true, id });
    },
  );
}
