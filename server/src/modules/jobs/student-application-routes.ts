import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppliedJobIds } from '@beceri/domain';
import { uuidOr404 } from '../../lib/ids.ts';
import { currentUser } from '../../plugins/sessions.ts';
import { appliedJobIds, withdraw } from './student-applications.ts';

/** The student's side of applying: 'Başvurdunuz' on cards and withdrawing an application. */
export default async function studentApplicationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const student = app.authorize('student');

  // The caller's own list, never the public cached one: the web keeps it beside the job lists.
  app.get('/enrollment/jobIds', { preHandler: student }, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { jobIds: await appliedJobIds(app, currentUser(req)) } satisfies AppliedJobIds;
  });

  app.delete(
    '/enrollment/:applicationId',
    { preHandler: student, schema: { params: z.object({ applicationId: z.string() }) } },
    async (req) => {
      await withdraw(app, currentUser(req), uuidOr404(req.params.applicationId));
      return { ok: true };
    },
  );
}
