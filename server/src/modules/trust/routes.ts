import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminCompaniesQuerySchema, reasonInputSchema, RESEND_VERIFICATION_PER_HOUR } from '@beceri/domain';
import { limit } from '../../lib/rate-limit.ts';
import { resendVerification, verifyEmail } from './email-verification.ts';
import { uuidOr404 } from '../../lib/ids.ts';
import { sendPage } from '../../lib/paging.ts';
import { objectBody } from '../../plugins/errors.ts';
import { currentUser } from '../../plugins/sessions.ts';
import * as service from './service.ts';

const idParams = z.object({ id: z.string() });
const reasonBody = objectBody(reasonInputSchema);

/** Suspensions, taking jobs down, vetting companies (admins only; docs/product.md). */
export default async function trustRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const adminOnly = app.authorize('admin');
  const deps = service.trustDeps(app);

  // E-mail verification: the mailed link answers with a redirect to the page that says the result.
  app.get(
    '/auth/verify-email',
    { schema: { querystring: z.object({ token: z.string().optional().default('') }) } },
    async (req, reply) => {
      const result = await verifyEmail(app, req.query.token);
      reply.header('cache-control', 'no-store');
      return reply.redirect(`/email-verified?result=${result}`, 303);
    },
  );
  app.post(
    '/auth/resend-verification',
    {
      preHandler: [
        app.authorize(),
        limit(app, 'resend-verification', {
          max: RESEND_VERIFICATION_PER_HOUR,
          windowMs: 60 * 60_000,
          key: (req) => req.user?.id ?? '',
        }),
      ],
    },
    async (req) => resendVerification(app, currentUser(req)),
  );

  app.put(
    '/admin/users/:id/suspend',
    { preHandler: adminOnly, schema: { params: idParams, body: reasonBody } },
    async (req) => {
      await service.suspend(deps, currentUser(req), uuidOr404(req.params.id), req.body.reason);
      return { ok: true };
    },
  );
  app.put('/admin/users/:id/reactivate', { preHandler: adminOnly, schema: { params: idParams } }, async (req) => {
    await service.reactivate(deps, currentUser(req), uuidOr404(req.params.id));
    return { ok: true };
  });

  app.put(
    '/admin/jobs/:id/unpublish',
    { preHandler: adminOnly, schema: { params: idParams, body: reasonBody } },
    async (req) => {
      await service.unpublish(deps, currentUser(req), uuidOr404(req.params.id), req.body.reason);
      return { ok: true };
    },
  );
  app.put('/admin/jobs/:id/republish', { preHandler: adminOnly, schema: { params: idParams } }, async (req) => {
    await service.republish(deps, currentUser(req), uuidOr404(req.params.id));
    return { ok: true };
  });

  app.get(
    '/admin/companies',
    { preHandler: adminOnly, schema: { querystring: adminCompaniesQuerySchema } },
    async (req, reply) => sendPage(reply, await service.companies(deps, req.query), true),
  );
  app.put('/admin/companies/:id/approve', { preHandler: adminOnly, schema: { params: idParams } }, async (req) => {
    await service.approve(deps, currentUser(req), uuidOr404(req.params.id));
    return { ok: true };
  });
  app.put(
    '/admin/companies/:id/reject',
    { preHandler: adminOnly, schema: { params: idParams, body: reasonBody } },
    async (req) => {
      await service.reject(deps, currentUser(req), uuidOr404(req.params.id), req.body.reason);
      return { ok: true };
    },
  );
}
