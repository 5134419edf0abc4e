import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hireInputSchema, jobInputSchema, jobServerMessages, LIST_PAGE_MAX, LIST_PAGE_SIZE } from '@beceri/domain';
import { badRequest, notFound, validationError } from '../../plugins/errors.ts';
import { currentUser } from '../../plugins/sessions.ts';
import * as repo from './repository.ts';
import * as service from './service.ts';

/** `?page=&limit=`: bad values fall back to the defaults, the limit is capped (DESIGN.md §3). */
const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
  limit: z.coerce.number().int().min(1).catch(LIST_PAGE_SIZE).transform((n) => Math.min(n, LIST_PAGE_MAX)),
});
const idParams = z.object({ id: z.string() });
const jobIdParams = z.object({ jobId: z.string() });

const isUuid = (s: string) => z.uuid().safeParse(s).success;
/** An id that cannot exist is simply not found. */
const uuidOr404 = (s: string) => {
  if (!isUuid(s)) throw notFound();
  return s;
};

function sendPage<T>(reply: FastifyReply, page: repo.Paged<T>, personal = false) {
  reply.header('x-total-count', String(page.total));
  if (personal) reply.header('cache-control', 'private, no-store');
  return reply.send(page.items);
}

/** A body that is not a JSON object is read as an empty one, so every message is the form's own. */
const asObject = (body: unknown) => (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {});

function parseJobInput(body: unknown) {
  const parsed = jobInputSchema.safeParse(asObject(body));
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

export default async function jobRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const anyone = app.authorize();
  const company = app.authorize('company');
  const student = app.authorize('student');
  const companyOrAdmin = app.authorize('company', 'admin');

  // Jobs: the public list, its logged-in twin, one job.
  app.get('/job/all', { schema: { querystring: pageQuery }, config: { cache: { topics: ['jobs', 'people'], public: true } } }, async (req, reply) =>
    sendPage(reply, await repo.listJobs(app.db, req.query)),
  );
  app.get('/job/get', { preHandler: anyone, schema: { querystring: pageQuery } }, async (req, reply) =>
    sendPage(reply, await repo.listJobs(app.db, req.query)),
  );
  app.get('/job/getJob/:id', { schema: { params: idParams } }, async (req) =>
    service.getJob(app, uuidOr404(req.params.id)),
  );

  // A company's own ads, newest first (`?limit=3` for the profile).
  app.get('/job/getAddedJobs', { preHandler: company, schema: { querystring: pageQuery } }, async (req, reply) =>
    sendPage(reply, await repo.listOwnJobs(app.db, currentUser(req).id, req.query), true),
  );
  app.get('/job/jobDetails/:id', { preHandler: companyOrAdmin, schema: { params: idParams } }, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return service.jobDetails(app, currentUser(req), uuidOr404(req.params.id));
  });

  app.post('/job/add', { preHandler: companyOrAdmin }, async (req, reply) => {
    const id = await service.addJob(app, currentUser(req), parseJobInput(req.body));
    return reply.status(201).send({ ok: true, id });
  });
  app.put('/job/edit/:id', { preHandler: companyOrAdmin, schema: { params: idParams } }, async (req) => {
    const id = uuidOr404(req.params.id);
    await service.editJob(app, currentUser(req), id, parseJobInput(req.body));
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
    sendPage(reply, await repo.listStudentApplications(app.db, currentUser(req).id, req.query), true),
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
    { preHandler: company, schema: { params: z.object({ studentId: z.string() }) } },
    async (req) => {
      const studentId = req.params.studentId.trim();
      if (!isUuid(studentId)) throw badRequest(jobServerMessages.invalidApplicantId, { studentId: jobServerMessages.invalidApplicantId });
      const parsed = hireInputSchema.safeParse(asObject(req.body));
      if (!parsed.success) throw validationError(parsed.error);
      return { ok: true, ...(await service.hire(app, currentUser(req), studentId, parsed.data.jobId)) };
    },
  );

  // The company behind an ad (SPEC.md §7).
  app.get('/company/get/:email', { preHandler: anyone, schema: { params: z.object({ email: z.string().max(320) }) } }, async (req) => {
    const row = await repo.findCompanyByEmail(app.db, req.params.email.trim());
    if (!row) throw notFound();
    return row;
  });
}
