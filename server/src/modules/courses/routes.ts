import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COURSE_MAX_PDFS, courseMessages, submitTestInputSchema } from '@beceri/domain';
import { uuidOr404 } from '../../lib/ids.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { pageQuery, sendPage } from '../../lib/paging.ts';
import { validationError } from '../../plugins/errors.ts';
import { currentUser } from '../../plugins/sessions.ts';
import { parseCourseForm } from './form.ts';
import { enrol, enrolledCourses, submitTest } from './learning.ts';
import * as repo from './repository.ts';
import * as service from './service.ts';

const idParams = z.object({ id: z.string() });
const courseIdParams = z.object({ courseId: z.string() });
const examIdParams = z.object({ examId: z.string() });

const courseId = (s: string) => uuidOr404(s, courseMessages.notFound);

const readCourseForm = async (req: FastifyRequest) =>
  parseCourseForm(await readMultipart(req, { files: { pdfFiles: { kind: 'course_pdf', max: COURSE_MAX_PDFS } } }));

export default async function courseRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const anyone = app.authorize();
  const student = app.authorize('student');
  const author = app.authorize('teacher', 'admin');

  // Lists: the public one (visitors, admin table) and its logged-in twin.
  app.get('/course/all', { schema: { querystring: pageQuery }, config: { cache: { topics: ['courses', 'people'], public: true } } }, async (req, reply) =>
    sendPage(reply, await repo.listCourses(app.db, req.query)),
  );
  app.get('/course/getCourses', { preHandler: anyone, schema: { querystring: pageQuery } }, async (req, reply) =>
    sendPage(reply, await repo.listCourses(app.db, req.query)),
  );
  app.get('/course/getAddedCourses', { preHandler: author, schema: { querystring: pageQuery } }, async (req, reply) =>
    sendPage(reply, await repo.listCourses(app.db, req.query, currentUser(req).id), true),
  );

  app.get('/course/get/:id', { schema: { params: idParams }, config: { cache: { topics: ['courses', 'people'], visitorsOnly: true } } }, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return service.courseView(app, req.user, courseId(req.params.id));
  });
  app.get('/course/courseDetails/:id', { preHandler: author, schema: { params: idParams, querystring: pageQuery } }, async (req, reply) => {
    const { total, details } = await service.courseDetails(app, currentUser(req), courseId(req.params.id), req.query);
    reply.header('x-total-count', String(total)).header('cache-control', 'private, no-store');
    return details;
  });

  // Authoring: multipart bodies; access is checked before the body is read.
  app.post('/course/add', { preHandler: author }, async (req, reply) => {
    const form = await readCourseForm(req);
    const id = await service.addCourse(app, currentUser(req), form);
    return reply.status(201).send({ ok: true, id });
  });
  app.post('/course/edit/:id', { preHandler: author, schema: { params: idParams } }, async (req) => {
    const user = currentUser(req);
    const course = await service.editableCourse(app, user, courseId(req.params.id));
    await service.editCourse(app, user, course, await readCourseForm(req));
    return { ok: true, id: course.id };
  });
  app.delete('/course/delete/:id', { preHandler: author, schema: { params: idParams } }, async (req) => {
    await service.deleteCourse(app, currentUser(req), courseId(req.params.id));
    return { ok: true };
  });

  // Enrolment (SPEC.md keeps the spelling `courseEnrollement`).
  app.post('/courseEnrollement/enroll/:courseId', { preHandler: student, schema: { params: courseIdParams } }, async (req, reply) => {
    const { created } = await enrol(app, currentUser(req), courseId(req.params.courseId));
    return reply.status(created ? 201 : 200).send({ ok: true, alreadyEnrolled: !created });
  });
  app.get('/courseEnrollement/getAll', { preHandler: student, schema: { querystring: pageQuery } }, async (req, reply) =>
    sendPage(reply, await enrolledCourses(app, currentUser(req), req.query), true),
  );
  app.get('/courseEnrollement/enrolledCount/:courseId', { schema: { params: courseIdParams } }, async (req) => {
    const course = await service.existingCourse(app, courseId(req.params.courseId));
    return { count: await repo.countEnrolled(app.db, course.id) };
  });

  // The exam: questions without answers for students, grading on the server.
  app.get('/test/:examId', { schema: { params: examIdParams } }, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return service.examQuestions(app, req.user, courseId(req.params.examId));
  });
  app.post('/test/add', { preHandler: student }, async (req) => {
    const parsed = submitTestInputSchema.safeParse(req.body ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    return submitTest(app, currentUser(req), parsed.data);
  });
}
