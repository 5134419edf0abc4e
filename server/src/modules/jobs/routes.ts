import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applicantIdSchema, hireInputSchema, jobInputSchema } from '@beceri/domain';
import { uuidOr404 } from '../../lib/ids.ts';
import { pageQuery, sendPage } from '../../lib/paging.ts';
import { objectBody } from '../../plugins/errors.ts';
import { currentUser } from '../../plugins/sessions.ts';
import * as service from './service.ts';

const idParams = z.object({ id: z.string() });
const jobIdParams = z.object({ jobId: z.string() });
const jobBody = objectBody(jobInputSchema);
/** An applicant id that cannot be one is the form's error (400), not a missing row. */
const hireParams = z.object({ studentId: applicantIdSchema });

export default async function jobRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const anyone = app.authorize();
  const company = app.authorize('company');
  const student = app.authorize('student');
  const companyOrAdmin = app.authorize('company', 'admin');

  // Jobs: the public list, its logged-in twin, one job.
  app.get('/job/all', { schema: { querystring: pageQuery }, config: { cache: { topics: ['jobs', 'people'], public: true } } }, async (req, reply) =>
    sendPage(reply, await service.listJobs(app, req.query)),
  );
  app.get('/job/get', { preHandler: anyone, schema: { querystring: pageQuery } }, async (req, reply) =>
    sendPage(reply, await service.listJobs(app, req.query)),
  );
  app.get('/job/getJob/:id', { schema: { params: idParams } }, async (req) =>
    service.getJob(app, uuidOr404(req.params.id)),
  );

  // A company's own ads, newest first (`?limit=3` for the profile).
  app.get('/job/getAddedJobs', { preHandler: company, schema: { querystring: pageQuery } }, async (req, reply) =>
    sendPage(reply, await service.listOwnJobs(app, currentUser(req), req.query), true),
  );
  app.get('/job/jobDetails/:id', { preHandler: companyOrAdmin, schema: { params: idParams } }, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return service.jobDetails(app, currentUser(req), uuidOr404(req.params.id));
  });

  app.post('/job/add', { preHandler: companyOrAdmin, schema: { body: jobBody } }, async (req, reply) => {
    const id = await service.addJob(app, currentUser(req), req.body);
    return reply.status(201).send({ ok: true, id });
  });
  app.put('/job/edit/:id', { preHandler: companyOrAdmin, schema: { params: idParams, body: jobBody } }, async (req) => {
    const id = uuidOr404(req.params.id);
    await service.editJob(app, currentUser(req), id, req.body);
    return { ok: true, id };
  });
  app.delete('/job/delete/:id', { preHandler: companyOrAdmin, schema: { params: idParams } }, async (req) => {
    await service.deleteJob(app, currentUser(req), uuidOr404(req.params.id));
    return { ok: true };
  });

  // Applications.
  app.post('/enrollment/enroll/:jobId', { preHandler: student, schema: { params: jobIdParams } }, async (req, reply) => {
    const id = await service.apply(app, currentUser(req), uuidOr404(req.params.jobId));
    return reply.status(201).send({ ok: true, id, status: 'In Review' });
  });
  app.get('/enrollment/getAll', { preHandler: student, schema: { querystring: pageQuery } }, async (req, reply) =>
    sendPage(reply, await service.listApplications(app, currentUser(req), req.query), true),
  );
  app.get('/enrollment/getEnrollment/:id', { preHandler: student, schema: { params: idParams } }, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return service.applicationStatus(app, currentUser(req), uuidOr404(req.params.id));
  });
  app.get(
    '/enrollment/studentsEnrolled/:jobId',
    { preHandler: company, schema: { params: jobIdParams, querystring: pageQuery } },
    async (req, reply) =>
      sendPage(reply, await service.applicants(app, currentUser(req), uuidOr404(req.params.jobId), req.query), true),
  );
  app.put(
    '/enrollment/hire/:studentId',
    { preHandler: company, schema: { params: hireParams, body: objectBody(hireInputSchema) } },
    async (req) => ({ ok: true, ...(await service.hire(app, currentUser(req), req.params.studentId, req.body.jobId)) }),
  );

  // The company behind an ad (SPEC.md §7).
  app.get('/company/get/:email', { preHandler: anyone, schema: { params: z.object({ email: z.string().max(320) }) } }, async (req) =>
    service.companyByEmail(app, req.params.email),
  );
}
