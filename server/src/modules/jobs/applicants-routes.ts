import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPLICANT_SORTS,
  APPLICATION_STATUSES,
  applicantIdSchema,
  applicationStatusInputSchema,
  hireInputSchema,
} from '@beceri/domain';
import { uuidOr404 } from '../../lib/ids.ts';
import { pageQuery, sendPage } from '../../lib/paging.ts';
import { objectBody } from '../../plugins/errors.ts';
import { currentUser } from '../../plugins/sessions.ts';
import * as service from './applicants-service.ts';

const jobIdParams = z.object({ jobId: z.string() });
/**
 * `?status=` picks one tab of the hire page; an unknown value lists every applicant, like no filter. Applicants who
 * meet more of the job's required courses come first; `?sort=` orders those alike by the application's date, `oldest`
 * (the default) or `newest`; an unknown value is the default.
 */
const applicantsQuery = pageQuery.extend({
  status: z.enum(APPLICATION_STATUSES).optional().catch(undefined),
  sort: z.enum(APPLICANT_SORTS).optional().catch(undefined),
  /** `1`: only the applicants who hold the certificate of every course the job requires (decision 062). */
  meetsRequirements: z
    .enum(['1', '0'])
    .optional()
    .catch(undefined)
    .transform((v) => v === '1'),
});
/** An applicant id that cannot be one is the form's error (400), not a missing row. */
const hireParams = z.object({ studentId: applicantIdSchema });

/** The owning company's applicant pipeline (docs/product.md); every answer is personal and never stored. */
export default async function applicantRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const company = app.authorize('company');
  const deps = service.applicantsDeps(app);

  app.get(
    '/enrollment/studentsEnrolled/:jobId',
    { preHandler: company, schema: { params: jobIdParams, querystring: applicantsQuery } },
    async (req, reply) =>
      sendPage(reply, await service.applicants(deps, currentUser(req), uuidOr404(req.params.jobId), req.query), true),
  );
  app.get('/enrollment/counts/:jobId', { preHandler: company, schema: { params: jobIdParams } }, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return service.applicantCounts(deps, currentUser(req), uuidOr404(req.params.jobId));
  });
  app.put(
    '/enrollment/status/:applicationId',
    {
      preHandler: company,
      schema: { params: z.object({ applicationId: z.string() }), body: objectBody(applicationStatusInputSchema) },
    },
    async (req) => ({
      ok: true,
      ...(await service.changeStatus(deps, currentUser(req), uuidOr404(req.params.applicationId), req.body.status)),
    }),
  );
  app.put(
    '/enrollment/hire/:studentId',
    { preHandler: company, schema: { params: hireParams, body: objectBody(hireInputSchema) } },
    async (req) => ({
      ok: true,
      ...(await service.hire(deps, currentUser(req), req.params.studentId, req.body.jobId)),
    }),
  );
}
