import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEWS_IMAGES_MAX, cardPreview, LIST_PAGE_MAX, LIST_PAGE_SIZE } from '@beceri/domain';
import { readMultipart } from '../../lib/multipart.ts';
import { notFound } from '../../plugins/errors.ts';
import { currentUser } from '../../plugins/sessions.ts';
import * as repo from './repository.ts';
import { addNewsPost, deleteNewsPost, editNewsPost, toNewsPost } from './service.ts';

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).default(LIST_PAGE_SIZE).transform((n) => Math.min(n, LIST_PAGE_MAX)),
});
const idParams = z.object({ id: z.string().max(100) });
const isUuid = (id: string) => z.uuid().safeParse(id).success;
const newsFiles = { files: { images: { kind: 'blog_image' as const, max: NEWS_IMAGES_MAX } } };

export default async function newsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const adminOnly = { preHandler: app.authorize('admin') };

  app.get('/blog/all', { schema: { querystring: pageQuery }, config: { cache: { topics: ['blogs'], public: true } } }, async (req, reply) => {
    const { page, limit } = req.query;
    const { rows, total } = await repo.listNews(app.db, { limit, offset: (page - 1) * limit });
    reply.header('x-total-count', String(total));
    // The list is for cards, whose text is truncateText(description || details): it sends a preview of the
    // one the card shows and leaves the other empty; the full texts are at /blog/get/{id} (decision 007).
    return rows.map((row) => {
      const description = cardPreview(row.description);
      return { ...toNewsPost(row), description, details: description ? '' : cardPreview(row.details) };
    });
  });

  app.get('/blog/get/:id', { schema: { params: idParams } }, async (req) => {
    if (!isUuid(req.params.id)) throw notFound();
    const row = await repo.findNewsPost(app.db, req.params.id);
    if (!row) throw notFound();
    return toNewsPost(row);
  });

  app.post('/blog/add', adminOnly, async (req, reply) => {
    const body = await readMultipart(req, newsFiles);
    const id = await addNewsPost(app, currentUser(req), body);
    return reply.status(201).send({ ok: true, id });
  });

  app.post('/blog/edit/:id', { ...adminOnly, schema: { params: idParams } }, async (req) => {
    if (!isUuid(req.params.id)) throw notFound();
    const body = await readMultipart(req, newsFiles);
    await editNewsPost(app, currentUser(req), req.params.id, body);
    return { ok: true };
  });

  app.delete('/blog/delete/:id', { ...adminOnly, schema: { params: idParams } }, async (req) => {
    if (!isUuid(req.params.id)) throw notFound();
    await deleteNewsPost(app, currentUser(req), req.params.id);
    return { ok: true };
  });
}
