import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limit } from '../../lib/rate-limit.ts';
import { currentUser } from '../../plugins/sessions.ts';
import * as service from './service.ts';

const codeParams = z.object({ code: z.string().max(100) });
const noStore = { 'cache-control': 'private, no-store' };

/** Certificates (docs/product.md): the student's list, the PDF, and the public check behind `/dogrula/{code}`. */
export default async function certificateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = service.certificatesDeps(app);

  app.get('/certificates', { preHandler: app.authorize('student') }, async (req, reply) => {
    reply.headers(noStore);
    return service.ownCertificates(deps, currentUser(req).id);
  });

  // A PDF is drawn on each request (a few milliseconds of CPU): a person may ask for 30 in 15 minutes.
  const pdfLimit = limit(app, 'certificate-pdf', { max: 30, windowMs: 15 * 60_000, key: (req) => req.user?.id ?? '' });
  app.get(
    '/certificates/:code/pdf',
    { preHandler: [app.authorize('student', 'admin'), pdfLimit], schema: { params: codeParams } },
    async (req, reply) => {
      const { bytes, filename } = await service.pdf(deps, currentUser(req), req.params.code);
      return reply
        .headers({
          ...noStore,
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${filename}"`,
        })
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );

  app.get('/certificates/verify/:code', { schema: { params: codeParams } }, async (req, reply) => {
    reply.header('cache-control', 'no-cache');
    return service.verify(deps, req.params.code);
  });
}
