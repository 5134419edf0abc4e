import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invitationAnswerSchema, invitationInputSchema, talentQuerySchema } from '@beceri/domain';
import { uuidOr404 } from '../../lib/ids.ts';
import { searchQueryParam } from '../../lib/search.ts';
import { objectBody } from '../../plugins/errors.ts';
import { currentUser } from '../../plugins/sessions.ts';
import { answerInvitation, invite, myInvitations, searchTalent } from './service.ts';

/** The talent pool (decision 063): companies search and invite; students read and answer their invitations. */
export default async function talentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const company = app.authorize('company');
  const student = app.authorize('student');
  const noStore = { 'cache-control': 'private, no-store' };

  app.get(
    '/talent',
    { preHandler: company, schema: { querystring: talentQuerySchema.extend({ q: searchQueryParam }) } },
    async (req, reply) => reply.headers(noStore).send(await searchTalent(app, currentUser(req), req.query)),
  );

  app.post(
    '/talent/:studentId/invitations',
    {
      preHandler: company,
      schema: { params: z.object({ studentId: z.string() }), body: objectBody(invitationInputSchema) },
    },
    async (req, reply) => {
      const studentId = uuidOr404(req.params.studentId);
      const made = await invite(app, currentUser(req), studentId, req.body);
      return reply.code(201).headers(noStore).send(made);
    },
  );

  app.get('/me/invitations', { preHandler: student }, async (req, reply) =>
    reply.headers(noStore).send(await myInvitations(app, currentUser(req))),
  );

  app.put(
    '/me/invitations/:id',
    { preHandler: student, schema: { params: z.object({ id: z.string() }), body: objectBody(invitationAnswerSchema) } },
    async (req, reply) =>
      reply.headers(noStore).send(await answerInvitation(app, currentUser(req), uuidOr404(req.params.id), req.body)),
  );
}
