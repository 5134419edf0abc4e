import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cohortInputSchema, cohortMessages } from '@beceri/domain';
import { uuidOr404 } from '../../lib/ids.ts';
import { pageQuery, sendPage } from '../../lib/paging.ts';
import { objectBody } from '../../plugins/errors.ts';
import { currentUser } from '../../plugins/sessions.ts';
import * as service from './service.ts';

const idParams = z.object({ id: z.string().max(100) });

/**
 * Cohorts (docs/product.md, 'Cohorts'; decision 053): admins list, create and edit them; no delete (a cohort keeps
 * its participants and their figures). `GET /programme` is the open one for everyone, cached until a cohort changes.
 */
export default async function cohortRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const adminOnly = app.authorize('admin');
  const deps = service.cohortsDeps(app);

  app.get('/programme', { config: { cache: { topics: ['programme'], public: true } } }, async () =>
    service.programme(deps),
  );

  app.get('/admin/cohorts', { preHandler: adminOnly, schema: { querystring: pageQuery } }, async (req, reply) =>
    sendPage(reply, await service.listCohorts(deps, req.query), true),
  );

  app.post(
    '/admin/cohorts',
    { preHandler: adminOnly, schema: { body: objectBody(cohortInputSchema) } },
    async (req, reply) => {
      const id = await service.createCohort(deps, currentUser(req).id, req.body);
      return reply.status(201).send({ ok: true, id });
    },
  );

  app.put(
    '/admin/cohorts/:id',
    { preHandler: adminOnly, schema: { params: idParams, body: objectBody(cohortInputSchema) } },
    async (req) => {
      await service.updateCohort(
        deps,
        currentUser(req).id,
        uuidOr404(req.params.id, cohortMessages.notFound),
        req.body,
      );
      return { ok: true };
    },
  );
}
