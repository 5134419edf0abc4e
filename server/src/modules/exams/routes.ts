import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  courseMessages,
  examMessages,
  extraTimeInputSchema,
  saveAnswerInputSchema,
  submitTestInputSchema,
} from '@beceri/domain';
import { uuidOr404 } from '../../lib/ids.ts';
import { objectBody } from '../../plugins/errors.ts';
import { currentUser } from '../../plugins/sessions.ts';
import * as service from './service.ts';

export default async function examRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  service.scheduleExpiredGrading(fastify);
  const deps = service.examsDeps(fastify);
  const noStore = { 'cache-control': 'private, no-store' };

  // The exam: its size for everyone, the bank only for the owner and admins (docs/product.md).
  app.get('/test/:examId', { schema: { params: z.object({ examId: z.string() }) } }, async (req, reply) => {
    reply.headers(noStore);
    return service.examQuestions(deps, req.user, uuidOr404(req.params.examId, courseMessages.notFound));
  });
  // docs/product.md's submission: grades the caller's open attempt with answers in the bank's order.
  app.post(
    '/test/add',
    { preHandler: app.authorize('student'), schema: { body: objectBody(submitTestInputSchema) } },
    async (req) => service.submitTest(deps, currentUser(req), req.body),
  );

  // Attempts drawn and recorded on the server; a reload answers the open one again.
  app.post(
    '/exam/:courseId/attempts',
    { preHandler: app.authorize('student'), schema: { params: z.object({ courseId: z.string() }) } },
    async (req, reply) => {
      const courseId = uuidOr404(req.params.courseId, courseMessages.notFound);
      const { created, attempt } = await service.openAttempt(deps, currentUser(req), courseId);
      return reply
        .headers(noStore)
        .code(created ? 201 : 200)
        .send(attempt);
    },
  );
  app.put(
    '/exam/attempts/:attemptId/answers/:questionId',
    {
      preHandler: app.authorize('student'),
      schema: {
        params: z.object({ attemptId: z.string(), questionId: z.string() }),
        body: objectBody(saveAnswerInputSchema),
      },
    },
    async (req, reply) => {
      const attemptId = uuidOr404(req.params.attemptId, examMessages.attemptNotFound);
      await service.saveAnswer(deps, currentUser(req), attemptId, req.params.questionId, req.body.option);
      return reply.code(204).send();
    },
  );
  app.post(
    '/exam/attempts/:attemptId/submit',
    { preHandler: app.authorize('student'), schema: { params: z.object({ attemptId: z.string() }) } },
    async (req, reply) => {
      reply.headers(noStore);
      return service.submitAttempt(
        deps,
        currentUser(req),
        uuidOr404(req.params.attemptId, examMessages.attemptNotFound),
      );
    },
  );

  // Item statistics for the course's teacher and admins.
  app.get(
    '/course/:id/exam-stats',
    { preHandler: app.authorize('teacher', 'admin'), schema: { params: z.object({ id: z.string() }) } },
    async (req, reply) => {
      reply.headers(noStore);
      return service.examStats(deps, currentUser(req), uuidOr404(req.params.id, courseMessages.notFound));
    },
  );

  // Extra exam time for a student's accessibility need, set by admins.
  app.put(
    '/admin/students/:id/extra-time',
    {
      preHandler: app.authorize('admin'),
      schema: { params: z.object({ id: z.string() }), body: objectBody(extraTimeInputSchema) },
    },
    async (req) =>
      service.setExtraTime(
        deps,
        currentUser(req),
        uuidOr404(req.params.id, examMessages.notStudent),
        req.body.extraTimePercent,
      ),
  );
}
