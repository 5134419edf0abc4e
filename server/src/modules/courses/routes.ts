import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COURSE_RESULTS_PAGE_SIZE, courseCategorySchema, courseMessages, LIST_PAGE_MAX } from '@beceri/domain';
import { uuidOr404 } from '../../lib/ids.ts';
import { pageQuery, sendPage } from '../../lib/paging.ts';
import { optionalFilter, searchQueryParam } from '../../lib/search.ts';
import { currentUser } from '../../plugins/sessions.ts';
import { parseCourseDraft, readCourseForm } from './form.ts';
import * as service from './service.ts';

const idParams = z.object({ id: z.string() });
const courseIdParams = z.object({ courseId: z.string() });
/** `?q=&category=` besides the page (docs/product.md): an unknown category is the caller's error (400). */
const courseListQuery = pageQuery.extend({ q: searchQueryParam, category: optionalFilter(courseCategorySchema) });

/** Results pages default to a whole class (`COURSE_RESULTS_PAGE_SIZE`). */
const resultsQuery = pageQuery.extend({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .catch(COURSE_RESULTS_PAGE_SIZE)
    .transform((n) => Math.min(n, LIST_PAGE_MAX)),
});

/** `?ended=true` keeps the courses whose enrolment ended (decision 051); anything else lists them all. */
const ownListQuery = pageQuery.extend({
  ended: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

/** An id that cannot exist is simply not found. */
const courseId = (s: string) => uuidOr404(s, courseMessages.notFound);

export default async function courseRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const anyone = app.authorize();
  const student = app.authorize('student');
  const author = app.authorize('teacher', 'admin');
  const deps = service.coursesDeps(app);

  // Lists: the public one (visitors, admin table) and its logged-in twin.
  app.get(
    '/course/all',
    { schema: { querystring: courseListQuery }, config: { cache: { topics: ['courses', 'people'], public: true } } },
    async (req, reply) => sendPage(reply, await service.listCourses(deps, req.query, req.query)),
  );
  // Not cached: an admin's list has the drafts too (decision 051).
  app.get('/course/getCourses', { preHandler: anyone, schema: { querystring: courseListQuery } }, async (req, reply) =>
    sendPage(reply, await service.listCourses(deps, req.query, req.query, currentUser(req))),
  );
  // The author's own, drafts included, with enrolled and passed students; `?ended=true`: 'Eski Kurslar' only.
  app.get(
    '/course/getAddedCourses',
    { preHandler: author, schema: { querystring: ownListQuery } },
    async (req, reply) =>
      sendPage(reply, await service.listOwnCourses(deps, currentUser(req), req.query, req.query.ended), true),
  );

  app.get(
    '/course/get/:id',
    { schema: { params: idParams }, config: { cache: { topics: ['courses', 'people'], visitorsOnly: true } } },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.courseView(deps, req.user, courseId(req.params.id));
    },
  );
  app.get(
    '/course/courseDetails/:id',
    { preHandler: author, schema: { params: idParams, querystring: pageQuery } },
    async (req, reply) => {
      const { total, details } = await service.courseDetails(
        deps,
        currentUser(req),
        courseId(req.params.id),
        req.query,
      );
      reply.header('x-total-count', String(total)).header('cache-control', 'private, no-store');
      return details;
    },
  );
  // Teacher results (docs/product.md): the owning teacher and admins, a class on a page.
  app.get(
    '/course/:id/results',
    { preHandler: author, schema: { params: idParams, querystring: resultsQuery } },
    async (req, reply) =>
      sendPage(reply, await service.courseResults(deps, currentUser(req), courseId(req.params.id), req.query), true),
  );

  // Authoring: multipart bodies; access is checked before the body is read.
  app.post('/course/add', { preHandler: author }, async (req, reply) => {
    const form = await readCourseForm(req);
    const id = await service.addCourse(deps, currentUser(req), form);
    return reply.status(201).send({ ok: true, id });
  });
  app.post('/course/edit/:id', { preHandler: author, schema: { params: idParams } }, async (req) => {
    const user = currentUser(req);
    const course = await service.editableCourse(deps, user, courseId(req.params.id));
    await service.editCourse(deps, user, course, await readCourseForm(req));
    return { ok: true, id: course.id };
  });
  // The studio (decision 051): a draft saved as the author types, published when they choose.
  app.post('/course/draft', { preHandler: author }, async (req, reply) =>
    reply
      .status(201)
      .header('cache-control', 'private, no-store')
      .send(await service.createDraft(deps, currentUser(req), parseCourseDraft(req.body))),
  );
  app.put('/course/draft/:id', { preHandler: author, schema: { params: idParams } }, async (req, reply) => {
    const user = currentUser(req);
    const id = courseId(req.params.id);
    reply.header('cache-control', 'private, no-store');
    return service.saveDraft(deps, user, id, parseCourseDraft(req.body));
  });
  app.post('/course/publish/:id', { preHandler: author, schema: { params: idParams } }, async (req) =>
    service.publishCourse(deps, currentUser(req), courseId(req.params.id)),
  );
  app.delete('/course/delete/:id', { preHandler: author, schema: { params: idParams } }, async (req) => {
    await service.deleteCourse(deps, currentUser(req), courseId(req.params.id));
    return { ok: true };
  });

  // Enrolment (docs/product.md keeps the spelling `courseEnrollement`).
  app.post(
    '/courseEnrollement/enroll/:courseId',
    { preHandler: student, schema: { params: courseIdParams } },
    async (req, reply) => {
      const { created } = await service.enrol(deps, currentUser(req), courseId(req.params.courseId));
      return reply.status(created ? 201 : 200).send({ ok: true, alreadyEnrolled: !created });
    },
  );
  app.get(
    '/courseEnrollement/getAll',
    { preHandler: student, schema: { querystring: pageQuery } },
    async (req, reply) => sendPage(reply, await service.enrolledCourses(deps, currentUser(req), req.query), true),
  );
  // The caller's own enrolments as ids, never on the public cached list: 'Kayıtlısınız' on the cards.
  app.get('/courseEnrollement/courseIds', { preHandler: student }, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { courseIds: await service.enrolledCourseIds(deps, currentUser(req)) };
  });
  app.get('/courseEnrollement/enrolledCount/:courseId', { schema: { params: courseIdParams } }, async (req) => ({
    count: await service.enrolledCount(deps, req.user, courseId(req.params.courseId)),
  }));
}
