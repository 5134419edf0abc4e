import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../plugins/errors.ts';

function sameToken(given: string | undefined, expected: string): boolean {
  if (!given?.startsWith('Bearer ')) return false;
  const a = crypto.createHash('sha256').update(given.slice(7)).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/** `GET /metrics`: Prometheus text, only with `Authorization: Bearer $METRICS_TOKEN`; 404 when no token is set. */
export default async function metricsRoutes(app: FastifyInstance) {
  app.get('/metrics', async (req, reply) => {
    const token = app.config.metricsToken;
    if (!token) return reply.callNotFound();
    if (!sameToken(req.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer').header('cache-control', 'no-store');
      throw unauthorized();
    }
    return reply
      .header('cache-control', 'no-store')
      .type(app.metrics.contentType)
      .send(await app.metrics.metrics());
  });
}
