import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deleteAccountInputSchema } from '@beceri/domain';
import { limit } from '../../lib/rate-limit.ts';
import { objectBody } from '../../plugins/errors.ts';
import { clearSessionCookie, currentUser } from '../../plugins/sessions.ts';
import { deleteAccount, exportData, kvkkDeps, withdrawDisabilityConsent } from './service.ts';
import { schedulePurge } from './purge.ts';

/** The rights of KVKK art. 11 a person exercises alone: see and take their data, withdraw consent, be erased. */
export default async function kvkkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  schedulePurge(app);
  const deps = kvkkDeps(app);
  const noStore = { 'cache-control': 'private, no-store' };
  const perPerson = (name: string, max: number) =>
    limit(app, name, { max, windowMs: 15 * 60_000, key: (req) => req.user?.id ?? '' });

  app.get('/me/export', { preHandler: [app.authorize(), perPerson('data-export', 20)] }, async (req, reply) => {
    const { filename, zip } = await exportData(deps, currentUser(req).id);
    return reply
      .headers({
        ...noStore,
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="${filename}"`,
      })
      .send(zip);
  });

  app.delete(
    '/me',
    {
      preHandler: [app.authorize(), perPerson('account-delete', 10)],
      schema: { body: objectBody(deleteAccountInputSchema) },
    },
    async (req, reply) => {
      await deleteAccount(deps, currentUser(req), req.body);
      clearSessionCookie(app, reply);
      return reply.headers(noStore).send({ ok: true });
    },
  );

  app.delete('/me/consents/disability-data', { preHandler: app.authorize('student') }, async (req, reply) => {
    await withdrawDisabilityConsent(deps, currentUser(req).id);
    return reply.headers(noStore).send({ ok: true });
  });
}
