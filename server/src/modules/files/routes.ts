import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverMessages } from '@beceri/domain';
import { HttpError } from '../../plugins/errors.ts';
import { etagOf, type ByteRange } from '../../lib/storage/index.ts';
import { uuidOr404 } from '../../lib/ids.ts';
import { INLINE_PDF_CSP } from '../../lib/security-headers.ts';
import { fileBody, filesDeps, readableFile } from './service.ts';
import { contentDisposition, platformFileName } from '../../lib/file-names.ts';
import { extOfMime } from '../../plugins/storage.ts';

/**
 * One `bytes=` range of RFC 9110 §14.1.2 against a size: the range, 'unsatisfiable' (416), or undefined
 * when the header is absent, malformed or asks for several ranges (then the whole file is the answer).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (m[2] !== '' && Number(m[2]) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** True when an If-None-Match list names this ETag (weak comparison, as RFC 9110 §13.1.2 asks). */
const matchesEtag = (header: string, etag: string) =>
  header.trim() === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);

/** `?inline=1` asks for a resume PDF to be shown in the page instead of downloaded; anything else is ignored. */
const fileQuery = z.object({ inline: z.string().optional() });

export default async function fileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = filesDeps(app);

  app.get(
    '/files/:id',
    { schema: { params: z.object({ id: z.string() }), querystring: fileQuery } },
    async (req, reply) => {
      const { file, size } = await readableFile(deps, req.user, uuidOr404(req.params.id));
      const isPublic = file.kind !== 'resume';
      // A resume is a download unless its reader asks to preview a PDF in the hire page (`?inline=1`, docs/product.md).
      const resumePreview = !isPublic && req.query.inline === '1' && file.mime === 'application/pdf';
      const inline = resumePreview || (isPublic && (file.mime.startsWith('image/') || file.mime === 'application/pdf'));
      if (resumePreview) reply.header('content-security-policy', INLINE_PDF_CSP);
      const etag = etagOf(file.storageKey);
      const lastModified = file.createdAt.toUTCString();
      reply
        .header('etag', etag)
        .header('last-modified', lastModified)
        .header('accept-ranges', 'bytes')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', isPublic ? 'public, max-age=86400' : 'private, no-store');
      const ifNoneMatch = req.headers['if-none-match'];
      const ifModifiedSince = req.headers['if-modified-since'];
      const notModified = ifNoneMatch
        ? matchesEtag(ifNoneMatch, etag)
        : Boolean(ifModifiedSince) &&
          Date.parse(ifModifiedSince!) >= Math.floor(file.createdAt.getTime() / 1000) * 1000;
      if (notModified) return reply.code(304).send();

      // If-Range: a range only applies to the representation the client already holds.
      const ifRange = req.headers['if-range'];
      const rangeApplies = !ifRange || ifRange === etag || ifRange === lastModified;
      const range = rangeApplies ? parseRange(req.headers.range, size) : undefined;
      if (range === 'unsatisfiable') {
        // The error body of every refusal (docs/security.md), with the size the client may ask within.
        reply.header('content-range', `bytes */${size}`);
        throw new HttpError(416, 'RANGE_NOT_SATISFIABLE', serverMessages.rangeNotSatisfiable);
      }
      const body = await fileBody(deps, file, range);
      // Type and extension both come from the type read from the content at upload; the name is the platform's.
      const ext = extOfMime(file.mime);
      const name = platformFileName(file.kind, file.originalName, ext ?? 'bin');
      reply
        .type(ext ? file.mime : 'application/octet-stream')
        .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', name));
      if (range) {
        reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', range.end - range.start + 1);
      } else reply.header('content-length', size);
      return reply.send(body);
    },
  );
}
