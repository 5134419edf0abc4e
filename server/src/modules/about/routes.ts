import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipart } from '../../lib/multipart.ts';
import { notFound } from '../../plugins/errors.ts';
import { currentUser } from '../../plugins/sessions.ts';
import { editAbout, getAbout } from './service.ts';

const aboutFiles = {
  files: { mainImage: { kind: 'about_image' as const, max: 1 }, endImage: { kind: 'about_image' as const, max: 1 } },
};

export default async function aboutRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/aboutus', async () => getAbout(app));

  // SPEC.md §7 names the single page by id 1.
  app.post(
    '/aboutus/edit/:id',
    { preHandler: app.authorize('admin'), schema: { params: z.object({ id: z.string().max(20) }) } },
    async (req) => {
      if (req.params.id !== '1') throw notFound();
      const body = await readMultipart(req, aboutFiles);
      await editAbout(app, currentUser(req), body);
      return { ok: true, ...(await getAbout(app)) };
    },
  );
}
