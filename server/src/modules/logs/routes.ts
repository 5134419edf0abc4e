import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { logTypesParamSchema } from '@beceri/domain';
import { sendPage } from '../../lib/paging.ts';
import { logPage, logsDeps } from './service.ts';

const logQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000_000).default(1),
  types: logTypesParamSchema,
});

export default async function logRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = logsDeps(app);

  // Cached log pages live 2 s: the activity log announces no change to other instances (migration 0003).
  // Entries are written in the caller's language: one answer per language (decision 044).
  const cache = { topics: ['logs'], roles: ['admin'], ttlMs: 2000, byLanguage: true } as const;
  app.get(
    '/log/all',
    { preHandler: app.authorize('admin'), schema: { querystring: logQuery }, config: { cache } },
    async (req, reply) => sendPage(reply.header('cache-control', 'no-store'), await logPage(deps, req.query, req.lang)),
  );
}
