import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { courseMessages, submitTestInputSchema } from '@beceri/domain';
import { uuidOr404 } from '../../lib/ids.ts';
import { objectBody } from '../../plugins/errors.ts';
import { currentUser } from '../../plugins/sessions.ts';
import * as service from './service.ts';

export default async function examRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // The exam: questions without answers for students, grading on the server.
  app.get('/test/:examId', { schema: { params: z.object({ examId: z.string() }) } }, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return service.examQuestions(app, req.user, uuidOr404(req.params.examId, courseMessages.notFound));
  });
  app.post('/test/add', { preHandler: app.authorize('student'), schema: { body: objectBody(submitTestInputSchema) } }, async (req) =>
    service.submitTest(app, currentUser(req), req.body),
  );
}
