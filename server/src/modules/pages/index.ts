import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickLang, type Lang } from '@beceri/domain/i18n';
import { matchPage } from '@beceri/domain/pages';
import { rawCookie, sendReady, type FastPath } from '../../lib/fast-path.ts';
import { isPageNavigation } from '../../lib/navigation.ts';
import { SESSION_TOKEN_MAX } from '../../plugins/sessions.ts';
import { cachedAnswer, pickAnswer, type CachedAnswer } from '../../plugins/read-cache/answers.ts';
import type { CacheRule } from '../../plugins/read-cache/rules.ts';
import { renderPage } from './render.ts';
import type { PageTemplate } from './template.ts';

export { loadTemplate } from './template.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Serves visitors' cached pages before Fastify (lib/fast-path.ts); false leaves the request to Fastify. */
    pagesFastPath: FastPath;
  }
}

/**
 * The pages a link is shared to, by their route: a crawler, a link preview or `curl` asks for them with `Accept: *\/*`
 * and gets the page too (issue 19). No API route has one of these paths (pages.test.ts checks).
 */
export const SHARED_PAGES: ReadonlySet<string> = new Set(['/', '/jobs', '/courses', '/haberler', '/jobinfopage/:jobId', '/courseInfoPage/:courseId', '/haberler/details/:id', '/dogrula/:code']);

/** The shared pages' paths as one expression (`:name` is one segment): API requests pay one test, not a route match. */
const sharedPath = new RegExp(`^(?:${[...SHARED_PAGES].map((p) => p.replace(/:[a-zA-Z]+/g, '[^/?]+')).join('|')})(?:\\?|$)`);

const acceptsAnything = (accept: string | undefined) => !accept || accept.includes('*/*');

/** A browser's navigation, or a fetch of a shared page by a client that takes whatever it is given. */
const wantsPage = (url: string, accept: string | undefined): boolean =>
  isPageNavigation(url, accept) || (acceptsAnything(accept) && sharedPath.test(url));

/** A visitor's page: the same for every visitor of that path and language. */
const pageKey = (pathname: string, lang: Lang) => `page\n${pathname}\n${lang}`;

/** The query says nothing the page depends on but the language: the cached page may answer it. */
function onlyLang(search: string): boolean {
  if (search === '') return true;
  const params = new URLSearchParams(search);
  for (const name of params.keys()) if (name !== 'lang') return false;
  return true;
}

function splitUrl(url: string): { pathname: string; search: string } {
  const q = url.indexOf('?');
  return q === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, q), search: url.slice(q + 1) };
}

const langOf = (search: string, cookieHeader: string | undefined, acceptLanguage: string | undefined) =>
  pickLang({
    query: search === '' ? undefined : new URLSearchParams(search).get('lang'),
    cookie: rawCookie(cookieHeader, 'lang'),
    acceptLanguage,
  });

/**
 * Every page navigation (decision 004) gets index.html written for its route and language (decision 024):
 * title, description, share tags, the screen's preloads, the layout's first paint, and the boot data
 * (session, public config, the first screen's data). Visitors' pages are kept in the read cache by path and
 * language, dropped with the topics of their data, and served before Fastify (decision 010); a logged-in
 * person's page is written for them on every visit and never kept.
 */
export function registerPages(app: FastifyInstance, template: PageTemplate, pageHeaders: Record<string, string>): FastPath {
  const cache = app.readCache;
  const baseHeaders = { ...pageHeaders, 'content-type': 'text/html; charset=utf-8', vary: 'accept-encoding, accept-language, cookie' };

  async function sendPage(req: FastifyRequest, reply: FastifyReply) {
    const { pathname, search } = splitUrl(req.url);
    const lang = langOf(search, req.headers.cookie, req.headers['accept-language']);
    const user = req.user;
    const cacheable = !user && onlyLang(search);
    const key = pageKey(pathname, lang);
    if (cacheable) {
      const hit = cache.get<CachedAnswer>(key);
      if (hit) return send(reply, 200, pickAnswer(hit, req.headers['accept-encoding']));
    }
    const ticket = cache.ticket();
    const page = await renderPage(app, template, { pathname, search, match: matchPage(pathname), lang, user, cookie: req.headers.cookie });
    const headers = {
      ...baseHeaders,
      'content-language': lang,
      // A person's page holds their session: no cache anywhere may keep it.
      'cache-control': user ? 'private, no-store' : 'no-cache',
    };
    const rule: CacheRule = { topics: page.topics ?? [], visitorsOnly: true };
    const answer = cachedAnswer(rule, headers, Buffer.from(page.html));
    if (cacheable && page.status === 200 && page.topics) cache.set(key, page.topics, ticket, answer, { size: answer.bytes });
    return send(reply, page.status, pickAnswer(answer, req.headers['accept-encoding']));
  }

  const send = (reply: FastifyReply, status: number, answer: ReturnType<typeof pickAnswer>) =>
    reply.code(status).headers(answer.replyHeaders).send(answer.body);

  app.addHook('onRequest', async function servePage(req, reply) {
    if ((req.method === 'GET' || req.method === 'HEAD') && wantsPage(req.url, req.headers.accept)) return sendPage(req, reply);
  });
  app.get('/', (req, reply) => sendPage(req, reply));

  /** Whether the caller is a visitor as far as can be told without waiting (see read-cache's callerNow). */
  const isVisitorNow = (cookieHeader: string | undefined): boolean => {
    const token = rawCookie(cookieHeader, app.sessions.cookieName);
    if (token === undefined) return true;
    if (token === null) return false;
    // A token that cannot be a session is ignored by the session plugin too; any other needs its check
    // (a person, or an expired session only the database can tell), which Fastify's path does.
    return token.length > SESSION_TOKEN_MAX;
  };

  const fastPath: FastPath = (req, res) => {
    const url = req.url!;
    if (!(url === '/' || wantsPage(url, req.headers.accept))) return false;
    const { pathname, search } = splitUrl(url);
    if (!onlyLang(search) || !isVisitorNow(req.headers.cookie)) return false;
    const hit = cache.get<CachedAnswer>(pageKey(pathname, langOf(search, req.headers.cookie, req.headers['accept-language'])));
    return hit !== undefined && sendReady(res, pickAnswer(hit, req.headers['accept-encoding']));
  };
  app.decorate('pagesFastPath', fastPath);
  return fastPath;
}
