import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The public reads a partner's site may fetch from its own pages (docs/product.md): lists and items of jobs, courses
 * and news, a certificate's check, the feeds. Everything else stays same-origin.
 */
export const PUBLIC_READS = [
  '/job/all',
  '/job/getJob/:id',
  '/course/all',
  '/course/get/:id',
  '/blog/all',
  '/blog/get/:id',
  '/certificates/verify/:code',
  '/jobs.atom',
  '/haberler.atom',
] as const;

/** The headers every public read carries: any origin, never with credentials (no `Allow-Credentials`). */
export const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  // A list's size and the validator a partner's cache revalidates with.
  'access-control-expose-headers': 'X-Total-Count, ETag',
} as const;

/** A preflight's answer: GET and HEAD, with the headers a reader of the API sends. */
export const PREFLIGHT_HEADERS = {
  ...CORS_HEADERS,
  'access-control-allow-methods': 'GET, HEAD',
  'access-control-allow-headers': 'Accept, Accept-Language, If-None-Match',
  'access-control-max-age': '86400',
} as const;

const publicPath = new RegExp(
  `^(?:${PUBLIC_READS.map((p) => p.replace(/\./g, '\\.').replace(/:[a-zA-Z]+/g, '[^/?]+')).join('|')})(?:\\?|$)`,
);

/**
 * CORS for the public reads (decision 040): the headers on their answers (kept with a cached answer, so a ready
 * answer written before Fastify has them too) and the preflight (OPTIONS) for them. No other route answers a
 * foreign origin, and none ever allows credentials.
 */
export default fp(async function cors(app: FastifyInstance) {
  const publicRoutes = new Set<string>(PUBLIC_READS);
  app.addHook('onRequest', function allowPublicReads(req, reply, done) {
    if ((req.method === 'GET' || req.method === 'HEAD') && publicRoutes.has(req.routeOptions.url ?? ''))
      reply.headers(CORS_HEADERS);
    else if (req.method === 'OPTIONS' && publicPath.test(req.url)) {
      void reply.code(204).headers(PREFLIGHT_HEADERS).send();
      return;
    }
    done();
  });
});
