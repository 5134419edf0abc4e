import type { FastifyInstance } from 'fastify';
import { adminDashboard, dashboardDeps } from './service.ts';

/** The admin's landing page (decision 057): what waits for them, counted on the server. */
export default async function dashboardRoutes(app: FastifyInstance) {
  const deps = dashboardDeps(app);
  app.get('/admin/dashboard', { preHandler: app.authorize('admin') }, async (_req, reply) =>
    reply.header('cache-control', 'private, no-store').send(await adminDashboard(deps)),
  );
}
