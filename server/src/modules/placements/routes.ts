import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPlacementsQuerySchema,
  placementEvaluationSchema,
  placementFeedbackSchema,
  placementInputSchema,
  placementMessages,
} from '@beceri/domain';
import { uuidOr404 } from '../../lib/ids.ts';
import { pageQuery, sendPage } from '../../lib/paging.ts';
import { objectBody } from '../../plugins/errors.ts';
import { currentUser } from '../../plugins/sessions.ts';
import * as service from './service.ts';

const idParams = z.object({ id: z.string().max(100) });
const noStore = { 'cache-control': 'private, no-store' };

/**
 * Internship placements (decision 065): made by a hire on an internship job (jobs/applicants-service.ts); the company
 * schedules and evaluates, the student gives feedback, admins list them; a daily sweep mails the reminders.
 */
export default async function placementRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: service.PlacementsDeps = app;
  const company = app.authorize('company');
  const student = app.authorize('student');
  const placementId = (id: string) => uuidOr404(id, placementMessages.notFound);

  app.queue.define(service.PLACEMENT_REMINDERS_QUEUE, {
    cron: '0 9 * * *',
    atStart: true,
    handler: async () => {
      const n = await service.sendReminders(deps);
      if (n.company + n.student > 0) app.log.info(n, 'internship reminders queued');
    },
  });

  app.get(
    '/placements',
    { preHandler: app.authorize('company', 'student'), schema: { querystring: pageQuery } },
    async (req, reply) => sendPage(reply, await service.ownPlacements(deps, currentUser(req), req.query), true),
  );

  app.put(
    '/placements/:id',
    { preHandler: company, schema: { params: idParams, body: objectBody(placementInputSchema) } },
    async (req, reply) =>
      reply.headers(noStore).send(await service.schedule(deps, currentUser(req), placementId(req.params.id), req.body)),
  );

  app.put(
    '/placements/:id/evaluation',
    { preHandler: company, schema: { params: idParams, body: objectBody(placementEvaluationSchema) } },
    async (req, reply) =>
      reply.headers(noStore).send(await service.evaluate(deps, currentUser(req), placementId(req.params.id), req.body)),
  );

  app.put(
    '/placements/:id/feedback',
    { preHandler: student, schema: { params: idParams, body: objectBody(placementFeedbackSchema) } },
    async (req, reply) =>
      reply
        .headers(noStore)
        .send(await service.giveFeedback(deps, currentUser(req), placementId(req.params.id), req.body)),
  );

  app.get(
    '/admin/placements',
    { preHandler: app.authorize('admin'), schema: { querystring: pageQuery.extend(adminPlacementsQuerySchema.shape) } },
    async (req, reply) => {
      const { cohort, state, ...page } = req.query;
      return sendPage(reply, await service.allPlacements(deps, { cohort, state }, page), true);
    },
  );
}
