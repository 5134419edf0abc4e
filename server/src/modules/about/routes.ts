import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipart } from '../../lib/multipart.ts';
import { notFound } from '../../plugins/errors.ts';
import { currentUser } from '../../plugins/sessions.ts';
import { aboutDeps, editAbout, getAbout } from './service.ts';

const aboutFiles = {
  files: { mainImage: { kind: 'about_image' as const, max: 1 }, endImage: { kind: 'about_image' as const, max: 1 } },
};

export default async function aboutRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = aboutDeps(app);

  // The page `/aboutus` has the same address: a browser's cache must not answer a navigation with this JSON.
  app.get('/aboutus', async (_req, reply) => {
    reply.header('vary', 'accept, sec-fetch-dest');
    return getAbout(deps);
  });

  // docs/product.md names the single page by id 1.
  app.post(
    '/aboutus/edit/:id',
    { preHandler: app.authorize('admin'), schema: { params: z.object({ id: z.string().max(20) }) } },
    async (req) => {
      if (req.params.id !== '1') throw notFound();
      const body = await readMultipart(req, aboutFiles);
      await editAbout(deps, currentUser(req), body);
      return { ok: true, ...(await getAbout(deps)) };
    },
  );
}
