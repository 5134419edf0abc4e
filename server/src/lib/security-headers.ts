import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { asksForPage } from './navigation.ts';

/**
 * The headers helmet sets, computed once. @fastify/helmet builds helmet (and re-parses the whole CSP)
 * on every request, about a sixth of the CPU of a cached answer; these headers never change per request
 * (no CSP nonces), so the result is taken once from helmet itself and copied onto each reply.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as never, res as never, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * What is not a page (JSON, files fetched by the app, assets) may load and be framed by nothing. This is
 * the policy OWASP suggests for APIs; it is stricter than the pages' one and a tenth of its size.
 */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * A resume PDF previewed in the hire page (`GET /files/{id}?inline=1`): framed by our own pages only, loading
 * nothing; `object-src 'self'` lets the browser's PDF viewer embed the document itself and nothing else.
 */
export const INLINE_PDF_CSP = "default-src 'none'; object-src 'self'; frame-ancestors 'self'";

export interface SecurityHeaders {
  /** For pages (index.html). */
  page: Record<string, string>;
  /** For everything else: JSON, files, assets. */
  other: Record<string, string>;
}

/**
 * Sets helmet's headers on every reply, as @fastify/helmet would, without its per-request cost. A browser
 * navigation (Accept: text/html, decision 004) gets the pages' CSP from `options`; every other request gets
 * NON_PAGE_CSP. Returns both sets, for routes that answer a page whatever the Accept header says and for
 * answers sent before Fastify (lib/fast-path.ts).
 */
export function securityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): SecurityHeaders {
  const page = helmetHeaders(options);
  const other = { ...page };
  if ('content-security-policy' in other) other['content-security-policy'] = NON_PAGE_CSP;
  app.addHook('onRequest', function setSecurityHeaders(req, reply, done) {
    reply.headers(asksForPage(req.headers) ? page : other);
    done();
  });
  return { page, other };
}
