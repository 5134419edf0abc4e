import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobInputSchema } from '@beceri/domain';
import { uuidOr404 } from '../../lib/ids.ts';
import { pageQuery, sendPage } from '../../lib/paging.ts';
import { optionalFilter } from '../../lib/search.ts';
import { jobFilterParams } from './filter-params.ts';
import { objectBody } from '../../plugins/errors.ts';
import { currentUser } from '../../plugins/sessions.ts';
import applicantRoutes from './applicants-routes.ts';
import * as service from './service.ts';
import { APPLICATION_MAIL_QUEUE, sendCollected } from './application-mails.ts';

const idParams = z.object({ id: z.string() });
const jobIdParams = z.object({ jobId: z.string() });
const jobBody = objectBody(jobInputSchema);
/**
 * `?q=&city=&type=&eligible=` besides the page (docs/product.md): an unknown city or type is the caller's error (400).
 * `eligible=1` is 'Bana uygun ilanlar', a logged-in student's (`0` or nothing: every job).
 */
const jobListQuery = pageQuery.extend({
  ...jobFilterParams,
  eligible: optionalFilter(z.enum(['1', '0'])).transform((v) => (v === '1' ? ('1' as const) : undefined)),
});

export default async function jobRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const anyone = app.authorize();
  const company = app.authorize('company');
  const student = app.authorize('student');
  const companyOrAdmin = app.authorize('company', 'admin');
  const deps = service.jobsDeps(app);

  // A job's new applications collected within the hour go out in one mail at its end (decision 061).
  app.queue.define<{ jobId: string }>(APPLICATION_MAIL_QUEUE, {
    retry: app.config.mailRetry,
    handler: async ({ jobId }) => {
      await sendCollected(app, jobId);
    },
  });

  // Jobs: the public list, its logged-in twin, one job.
  // Past-deadline jobs leave both lists; admins still see them in the logged-in one (their table reads it).
  // Visitors share one cached answer; a logged-in caller's is read anew: a student's jobs carry her `match` (decision 062).
  app.get(
    '/job/all',
    { schema: { querystring: jobListQuery }, config: { cache: { topics: ['jobs', 'people'], visitorsOnly: true } } },
    async (req, reply) => sendPage(reply, await service.listJobs(deps, req.user, req.query, true), Boolean(req.user)),
  );
  app.get('/job/get', { preHandler: anyone, schema: { querystring: jobListQuery } }, async (req, reply) =>
    sendPage(reply, await service.listJobs(deps, currentUser(req), req.query)),
  );
  app.get('/job/getJob/:id', { schema: { params: idParams } }, async (req) =>
    service.getJob(deps, req.user, uuidOr404(req.params.id)),
  );

  // A company's own ads, newest first (`?limit=3` for the profile).
  app.get('/job/getAddedJobs', { preHandler: company, schema: { querystring: pageQuery } }, async (req, reply) =>
    sendPage(reply, await service.listOwnJobs(deps, currentUser(req), req.query), true),
  );
  app.get('/job/jobDetails/:id', { preHandler: companyOrAdmin, schema: { params: idParams } }, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return service.jobDetails(deps, currentUser(req), uuidOr404(req.params.id));
  });

  app.post('/job/add', { preHandler: companyOrAdmin, schema: { body: jobBody } }, async (req, reply) => {
    const id = await service.addJob(deps, currentUser(req), req.body);
    return reply.status(201).send({ ok: true, id });
  });
  app.put('/job/edit/:id', { preHandler: companyOrAdmin, schema: { params: idParams, body: jobBody } }, async (req) => {
    const id = uuidOr404(req.params.id);
    await service.editJob(deps, currentUser(req), id, req.body);
    return { ok: true, id };
  });
  app.delete('/job/delete/:id', { preHandler: companyOrAdmin, schema: { params: idParams } }, async (req) => {
    await service.deleteJob(deps, currentUser(req), uuidOr404(req.params.id));
    return { ok: true };
  });

  // Applications.
  app.post(
    '/enrollment/enroll/:jobId',
    { preHandler: student, schema: { params: jobIdParams } },
    async (req, reply) => {
      const id = await service.apply(deps, currentUser(req), uuidOr404(req.params.jobId));
      return reply.status(201).send({ ok: true, id, status: 'In Review' });
    },
  );
  app.get('/enrollment/getAll', { preHandler: student, schema: { querystring: pageQuery } }, async (req, reply) =>
    sendPage(reply, await service.listApplications(deps, currentUser(req), req.query), true),
  );
  app.get(
    '/enrollment/getEnrollment/:id',
    { preHandler: student, schema: { params: idParams } },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.applicationStatus(deps, currentUser(req), uuidOr404(req.params.id));
    },
  );

  // The company behind an ad (docs/product.md).
  app.get(
    '/company/get/:email',
    { preHandler: anyone, schema: { params: z.object({ email: z.string().max(320) }) } },
    async (req) => service.companyByEmail(deps, currentUser(req), req.params.email),
  );

  // A company's applicant pipeline: lists, counts, status moves and docs/product.md's hire call (applicants-routes.ts).
  await applicantRoutes(fastify);
}
