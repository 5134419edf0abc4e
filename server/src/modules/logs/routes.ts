import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOG_PAGE_SIZE, logTypesParamSchema, type LogEntry } from '@beceri/domain';
import { listLogs } from './repository.ts';

const logQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000_000).default(1),
  types: logTypesParamSchema,
});

export default async function logRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Cached log pages live 2 s: the activity log announces no change to other instances (migration 0003).
  const cache = { topics: ['logs'], roles: ['admin'], ttlMs: 2000 } as const;
  app.get('/log/all', { preValidation: app.authorize('admin'), schema: { querystring: logQuery }, config: { cache } }, async (req, reply) => {
    const { page, types } = req.query;
    const { rows, total } = await listLogs(app.db, { types, limit: LOG_PAGE_SIZE, offset: (page - 1) * LOG_PAGE_SIZE });
    reply.header('x-total-count', String(total)).header('cache-control', 'no-store');
    return rows.map((r): LogEntry => ({ log: r.text, createdAt: r.createdAt.toISOString(), type: r.type }));
  });
}
