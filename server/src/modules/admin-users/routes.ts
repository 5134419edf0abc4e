import type { FastifyInstance } from 'fastify';
import { adminUsersQuerySchema } from '@beceri/domain';
import { currentUser } from '../../plugins/sessions.ts';
import { listUsers } from './repository.ts';
import { createTeacher } from './service.ts';

export default async function adminUserRoutes(app: FastifyInstance) {
  const adminOnly = app.authorize('admin');

  app.get('/admin/users', { preHandler: adminOnly }, async (req, reply) => {
    const query = adminUsersQuerySchema.parse(req.query ?? {});
    const { rows, total } = await listUsers(app.db, query);
    return reply.header('x-total-count', String(total)).header('cache-control', 'private, no-store').send(rows);
  });

  app.post('/admin/users', { preHandler: adminOnly }, async (req, reply) => {
    const id = await createTeacher(app, currentUser(req).id, req.body);
    return reply.status(201).send({ ok: true, id });
  });
}
