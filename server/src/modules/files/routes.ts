import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../plugins/errors.ts';
import { canReadFile, findFile } from './repository.ts';

/** RFC 6266 attachment/inline header that survives any name (Turkish letters included). */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export default async function fileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/files/:id', { schema: { params: z.object({ id: z.string() }) } }, async (req, reply) => {
    const { id } = req.params;
    if (!z.uuid().safeParse(id).success) throw notFound();
    const file = await findFile(app.db, id);
    // A file the caller may not read looks exactly like one that does not exist.
    if (!file || !(await canReadFile(app.db, file, req.user))) throw notFound();
    const data = await app.storage.read(file.storageKey).catch(() => null);
    if (!data) throw notFound();
    const isPublic = file.kind !== 'resume';
    // A resume is always a download: it is personal data, not a page to open in the site's origin.
    const inline = isPublic && (file.mime.startsWith('image/') || file.mime === 'application/pdf');
    return reply
      .type(file.mime)
      .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.originalName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', isPublic ? 'public, max-age=86400' : 'private, no-store')
      .send(data);
  });
}
