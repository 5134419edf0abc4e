import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createLabSessionInputSchema,
  deleteLabSessionQuerySchema,
  labSessionMessages,
  labSessionRangeSchema,
  updateLabSessionInputSchema,
} from '@beceri/domain';
import { uuidOr404 } from '../../lib/ids.ts';
import { pageQuery, sendPage } from '../../lib/paging.ts';
import { limit } from '../../lib/rate-limit.ts';
import { objectBody } from '../../plugins/errors.ts';
import { currentUser } from '../../plugins/sessions.ts';
import * as service from './service.ts';

const idParams = z.object({ id: z.string() });
const noStore = { 'cache-control': 'private, no-store' };

/** Lab sessions, the timetable and the iCalendar feed (decision 054). */
export default async function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const planners = app.authorize('teacher', 'admin');
  const readers = app.authorize('student', 'teacher', 'admin');
  const deps = service.sessionsDeps(app);
  const courseId = (s: string) => uuidOr404(s, labSessionMessages.courseNotFound);
  const sessionId = (s: string) => uuidOr404(s, labSessionMessages.notFound);

  app.get('/sessions', { preHandler: readers, schema: { querystring: labSessionRangeSchema } }, async (req, reply) => {
    reply.headers(noStore);
    return service.listSessions(deps, currentUser(req), req.query);
  });

  app.get(
    '/course/:id/sessions',
    { preHandler: readers, schema: { params: idParams, querystring: pageQuery } },
    async (req, reply) =>
      sendPage(reply, await service.courseSessions(deps, currentUser(req), courseId(req.params.id), req.query), true),
  );

  app.post(
    '/course/:id/sessions',
    { preHandler: planners, schema: { params: idParams, body: objectBody(createLabSessionInputSchema) } },
    async (req, reply) => {
      const id = courseId(req.params.id);
      reply.headers(noStore).code(201);
      return service.createSessions(deps, currentUser(req), id, req.body, req.lang);
    },
  );

  app.put(
    '/sessions/:id',
    { preHandler: planners, schema: { params: idParams, body: objectBody(updateLabSessionInputSchema) } },
    async (req, reply) => {
      const id = sessionId(req.params.id);
      reply.headers(noStore);
      return service.updateSession(deps, currentUser(req), id, req.body, req.lang);
    },
  );

  app.delete(
    '/sessions/:id',
    { preHandler: planners, schema: { params: idParams, querystring: deleteLabSessionQuerySchema } },
    async (req, reply) => {
      const id = sessionId(req.params.id);
      reply.headers(noStore);
      return service.deleteSession(deps, currentUser(req), id, req.query.applyToSeries === 'true');
    },
  );

  app.get('/me/calendar-token', { preHandler: readers }, async (req, reply) => {
    reply.headers(noStore);
    return service.feedState(deps, currentUser(req));
  });
  app.post('/me/calendar-token', { preHandler: readers }, async (req, reply) => {
    reply.headers(noStore).code(201);
    return service.newFeedToken(deps, currentUser(req));
  });
  app.delete('/me/calendar-token', { preHandler: readers }, async (req, reply) => {
    reply.headers(noStore);
    return service.revokeFeedToken(deps, currentUser(req));
  });

  // Calendar apps poll the feed every hour or so, many from one address (a school's network): a generous limit per
  // address that still stops anyone guessing tokens.
  const feedLimit = limit(app, 'calendar-feed', { max: 300, windowMs: 15 * 60_000 });
  app.get(
    '/calendar/:token.ics',
    { preHandler: feedLimit, schema: { params: z.object({ token: z.string().max(200) }) } },
    async (req, reply) => {
      const body = await service.feed(deps, req.params.token);
      return reply
        .headers({
          'content-type': 'text/calendar; charset=utf-8',
          'cache-control': 'private, no-cache',
          'content-disposition': 'inline; filename="beceri.ics"',
        })
        .send(body);
    },
  );
}
