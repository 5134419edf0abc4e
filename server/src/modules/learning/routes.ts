import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { courseMessages } from '@beceri/domain';
import { uuidOr404 } from '../../lib/ids.ts';
import { pageQuery, sendPage } from '../../lib/paging.ts';
import { currentUser } from '../../plugins/sessions.ts';
import * as service from './service.ts';

const classParams = z.object({ classId: z.string() });

/** The student's learning path (decision 050): lessons marked done, progress per enrolled course. */
export default async function learningRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const student = app.authorize('student');
  const deps = service.learningDeps(app);

  app.put('/me/lessons/:classId/done', { preHandler: student, schema: { params: classParams } }, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    const classId = uuidOr404(req.params.classId, courseMessages.lessonNotFound);
    return service.finishLesson(deps, currentUser(req), classId);
  });
  app.delete(
    '/me/lessons/:classId/done',
    { preHandler: student, schema: { params: classParams } },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const classId = uuidOr404(req.params.classId, courseMessages.lessonNotFound);
      return service.unfinishLesson(deps, currentUser(req), classId);
    },
  );
  app.get('/me/progress', { preHandler: student, schema: { querystring: pageQuery } }, async (req, reply) =>
    sendPage(reply, await service.listProgress(deps, currentUser(req), req.query), true),
  );
}
