import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEWS_IMAGES_MAX } from '@beceri/domain';
import { uuidOr404 } from '../../lib/ids.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { pageQuery, sendPage } from '../../lib/paging.ts';
import { currentUser } from '../../plugins/sessions.ts';
import * as service from './service.ts';

const idParams = z.object({ id: z.string().max(100) });
const newsFiles = { files: { images: { kind: 'blog_image' as const, max: NEWS_IMAGES_MAX } } };

export default async function newsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const adminOnly = { preHandler: app.authorize('admin') };
  const deps = service.newsDeps(app);

  app.get(
    '/blog/all',
    { schema: { querystring: pageQuery }, config: { cache: { topics: ['news'], public: true } } },
    async (req, reply) => sendPage(reply, await service.newsCards(deps, req.query)),
  );

  app.get('/blog/get/:id', { schema: { params: idParams } }, async (req) =>
    service.newsPost(deps, uuidOr404(req.params.id)),
  );

  app.post('/blog/add', adminOnly, async (req, reply) => {
    const body = await readMultipart(req, newsFiles);
    const id = await service.addNewsPost(deps, currentUser(req), body);
    return reply.status(201).send({ ok: true, id });
  });

  app.post('/blog/edit/:id', { ...adminOnly, schema: { params: idParams } }, async (req) => {
    const id = uuidOr404(req.params.id);
    const body = await readMultipart(req, newsFiles);
    await service.editNewsPost(deps, currentUser(req), id, body);
    return { ok: true };
  });

  app.delete('/blog/delete/:id', { ...adminOnly, schema: { params: idParams } }, async (req) => {
    await service.deleteNewsPost(deps, currentUser(req), uuidOr404(req.params.id));
    return { ok: true };
  });
}
