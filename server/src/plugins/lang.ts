import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import fp from 'fastify-plugin';
import { pickLang, type Lang } from '@beceri/domain';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language (docs/product.md): `?lang=` over the `lang` cookie over Accept-Language over Turkish. */
    readonly lang: Lang;
  }
}

const picked = new WeakMap<FastifyRequest, Lang>();

/** `lang` from the request's own query string: a route's querystring schema drops keys it does not know. */
function queryLang(url: string | undefined): string | null {
  const at = url?.indexOf('?') ?? -1;
  if (at < 0) return null;
  return new URLSearchParams(url!.slice(at + 1)).get('lang');
}

/**
 * `req.lang`, worked out on first use (error answers, sign-up, mails) rather than in a hook, so that answers
 * which say nothing in words — and the ready answers written before Fastify — pay nothing for it.
 */
export default fp(
  async function lang(app: FastifyInstance) {
    app.decorateRequest('lang', {
      getter(this: FastifyRequest): Lang {
        let lang = picked.get(this);
        if (!lang) {
          lang = pickLang({
            query: queryLang(this.raw.url),
            cookie: this.cookies?.lang,
            acceptLanguage: this.headers['accept-language'],
          });
          picked.set(this, lang);
        }
        return lang;
      },
    });
  },
  { name: 'lang', dependencies: ['@fastify/cookie'] },
);
