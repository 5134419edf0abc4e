import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickLang, type Lang } from '@beceri/domain/i18n';
import { canonicalQuery, listAddress, matchPage, type PageMatch } from '@beceri/domain/pages';
import { rawCookie, readyRoutes, sendReady, type FastPath } from '../../lib/fast-path.ts';
import { isPageNavigation } from '../../lib/navigation.ts';
import { SESSION_TOKEN_MAX } from '../../plugins/sessions.ts';
import { cachedAnswer, pickAnswer, type CachedAnswer } from '../../plugins/read-cache/answers.ts';
import type { CacheRule } from '../../plugins/read-cache/rules.ts';
import { pageTopics, renderPage } from './render.ts';
import type { ScreenRenderer } from './screens.ts';
import type { PageTemplate } from './template.ts';

export { loadScreens } from './screens.ts';
export { loadTemplate } from './template.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Serves visitors' cached pages before Fastify (lib/fast-path.ts); false leaves the request to Fastify. */
    pagesFastPath: FastPath;
  }
}

/**
 * The pages a link is shared to, by their route: a crawler, a link preview or `curl` asks for them with `Accept: *\/*`
 * and gets the page too. No API route has one of these paths (pages.test.ts checks).
 */
export const SHARED_PAGES: ReadonlySet<string> = new Set([
  '/',
  '/jobs',
  '/courses',
  '/haberler',
  '/jobinfopage/:jobId',
  '/courseInfoPage/:courseId',
  '/haberler/details/:id',
  '/dogrula/:code',
]);

/** The shared pages' paths as one expression (`:name` is one segment): API requests pay one test, not a route match. */
const sharedPath = new RegExp(
  `^(?:${[...SHARED_PAGES].map((p) => p.replace(/:[a-zA-Z]+/g, '[^/?]+')).join('|')})(?:\\?|$)`,
);

const acceptsAnything = (accept: string | undefined) => !accept || accept.includes('*/*');

/** A browser's navigation, or a fetch of a shared page by a client that takes whatever it is given. */
const wantsPage = (url: string, headers: IncomingHttpHeaders): boolean =>
  isPageNavigation(url, headers) || (acceptsAnything(headers.accept) && sharedPath.test(url));

/**
 * A visitor's page: the same for every visitor of that path, validated query and language (docs/product.md). A list's
 * filters and page are its query (`city=Kocaeli&page=2`); any other page reads none.
 */
const pageKey = (pathname: string, query: string, lang: Lang, search: string) =>
  `page\n${pathname}\n${query}\n${lang}${langInAddress(search) ? '' : '*'}`;

/**
 * Whether the address names its language (`?lang=tr`): such a page is canonical as it is; one without (`/jobs`, the
 * x-default address, in the language the visitor prefers) names itself (docs/product.md; render.ts).
 */
const langInAddress = (search: string) => search !== '' && /(?:^|&)lang=(?:tr|en)(?:&|$)/.test(search);

/** The query says nothing the page depends on but the language: the cached page may answer it without parsing. */
function onlyLang(search: string): boolean {
  if (search === '') return true;
  const params = new URLSearchParams(search);
  for (const name of params.keys()) if (name !== 'lang') return false;
  return true;
}

/**
 * The key of a visitor's page for this address, or null when the page is never kept: a free-text search (each
 * would be an entry of its own, docs/product.md).
 */
function visitorKey(match: PageMatch, pathname: string, search: string, lang: Lang): string | null {
  const list = listAddress(match.page, search);
  if (list && 'q' in list.filters) return null;
  return pageKey(pathname, canonicalQuery(match.page, search), lang, search);
}

function splitUrl(url: string): { pathname: string; search: string } {
  const q = url.indexOf('?');
  return q === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, q), search: url.slice(q + 1) };
}

/** Browsers send a few Accept-Language spellings: each is ranked once (the fast path asks on every hit). */
const acceptedLangs = new Map<string, Lang>();
const langOfHeader = (acceptLanguage: string | undefined): Lang => {
  if (!acceptLanguage) return pickLang({});
  let lang = acceptedLangs.get(acceptLanguage);
  if (lang === undefined) {
    lang = pickLang({ acceptLanguage });
    if (acceptedLangs.size < 1000) acceptedLangs.set(acceptLanguage, lang);
  }
  return lang;
};

const langOf = (search: string, cookieHeader: string | undefined, acceptLanguage: string | undefined): Lang => {
  const query = search === '' ? undefined : new URLSearchParams(search).get('lang');
  const cookie = cookieHeader ? rawCookie(cookieHeader, 'lang') : undefined;
  return query || cookie ? pickLang({ query, cookie, acceptLanguage }) : langOfHeader(acceptLanguage);
};

/**
 * Every page navigation (decision 004) gets index.html written for its route and language (decision 024):
 * title, description, share tags, the screen's preloads, the layout's first paint, and the boot data
 * (session, public config, the first screen's data). Visitors' pages are kept in the read cache by path and
 * language, dropped with the topics of their data, and served before Fastify (decision 010); a logged-in
 * person's page is written for them on every visit and never kept.
 */
export function registerPages(
  app: FastifyInstance,
  template: PageTemplate,
  pageHeaders: Record<string, string>,
  screens: ScreenRenderer | undefined,
): FastPath {
  const cache = app.readCache;
  const baseHeaders = {
    ...pageHeaders,
    'content-type': 'text/html; charset=utf-8',
    // The same address may be an API's JSON (`/aboutus`): a cache must tell a navigation from a fetch.
    vary: 'accept, sec-fetch-dest, accept-encoding, accept-language, cookie',
  };

  async function sendPage(req: FastifyRequest, reply: FastifyReply) {
    const { pathname, search } = splitUrl(req.url);
    const lang = langOf(search, req.headers.cookie, req.headers['accept-language']);
    const user = req.user;
    const match = matchPage(pathname);
    // A logged-in person's page is never served from, nor stored in, a visitor's entry.
    const key = user ? null : visitorKey(match, pathname, search, lang);
    if (key) {
      const hit = cache.get<CachedAnswer>(key);
      if (hit) return send(reply, 200, pickAnswer(hit, req.headers));
    }
    // Visitors arriving while their page is being rendered wait for that render (no stampede after a write), unless
    // its data changed since it began.
    const pending = key ? rendering.get(key) : undefined;
    const topics = pageTopics(match);
    const joined = pending && topics && cache.unchangedSince(pending.ticket, topics) ? await pending.done : undefined;
    if (joined) return send(reply, joined.status, pickAnswer(joined.answer, req.headers));
    const ticket = cache.ticket();
    const fill = key && !pending ? startFill(key, ticket) : undefined;
    try {
      const page = await renderPage(
        app,
        template,
        { pathname, search, match, lang, langInAddress: langInAddress(search), user, cookie: req.headers.cookie },
        screens,
      );
      const headers = {
        ...baseHeaders,
        'content-language': lang,
        // A person's page holds their session: no cache anywhere may keep it.
        'cache-control': user ? 'private, no-store' : 'no-cache',
      };
      const rule: CacheRule = { topics: page.topics ?? [], visitorsOnly: true };
      const answer = cachedAnswer(rule, headers, Buffer.from(page.html));
      if (key && page.status === 200 && page.topics)
        cache.set(key, page.topics, ticket, answer, { size: answer.bytes });
      fill?.settle({ status: page.status, answer });
      return send(reply, page.status, pickAnswer(answer, req.headers));
    } finally {
      fill?.settle(undefined);
    }
  }

  interface PageFill {
    ticket: number;
    done: Promise<{ status: number; answer: CachedAnswer } | undefined>;
    settle: (value: { status: number; answer: CachedAnswer } | undefined) => void;
  }
  const rendering = new Map<string, PageFill>();
  function startFill(key: string, ticket: number): PageFill {
    let resolve!: PageFill['settle'];
    const fill: PageFill = {
      ticket,
      done: new Promise((r) => (resolve = r)),
      settle: (value) => {
        if (rendering.get(key) === fill) rendering.delete(key);
        resolve(value);
      },
    };
    rendering.set(key, fill);
    return fill;
  }

  /** `status` is the page's (200, or 404 for the not-found page); the answer may turn a 200 into a 304. */
  const send = (reply: FastifyReply, status: number, answer: ReturnType<typeof pickAnswer>) =>
    answer.status === 304 && status === 200
      ? reply.code(304).headers(answer.replyHeaders).send()
      : reply.code(status).headers(answer.replyHeaders).send(answer.body);

  app.addHook('onRequest', async function servePage(req, reply) {
    if ((req.method === 'GET' || req.method === 'HEAD') && wantsPage(req.url, req.headers)) return sendPage(req, reply);
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
    if (!(url === '/' || wantsPage(url, req.headers))) return false;
    if (!isVisitorNow(req.headers.cookie)) return false;
    const { pathname, search } = splitUrl(url);
    const lang = langOf(search, req.headers.cookie, req.headers['accept-language']);
    // Most addresses carry no query but the language: their key needs no route match.
    const key = onlyLang(search)
      ? pageKey(pathname, '', lang, search)
      : visitorKey(matchPage(pathname), pathname, search, lang);
    const hit = key === null ? undefined : cache.get<CachedAnswer>(key, false);
    if (hit === undefined) return false;
    readyRoutes.set(res, '(page)');
    return sendReady(res, pickAnswer(hit, req.headers));
  };
  app.decorate('pagesFastPath', fastPath);
  return fastPath;
}
