import { LRUCache } from 'lru-cache';
import type { Lang, SessionUser } from '@beceri/domain';
import type { ReadCache } from '../../lib/cache.ts';
import { rawLang, readyRoutes, sendReady, type FastPath } from '../../lib/fast-path.ts';
import { asksForPage } from '../../lib/navigation.ts';
import { pickAnswer, type CachedAnswer } from './answers.ts';
import { mayServe, needsCaller, personalKey, type CacheRule } from './rules.ts';

/** What Fastify's path learnt about a raw URL: the key of its validated input, and the route's rule. */
export interface Alias {
  base: string;
  rule: CacheRule;
  /** The route's path as registered (`/job/:id`): the metrics' label of a ready answer. */
  route: string;
}

/**
 * Raw URLs (as sent) → their entry's key. Only Fastify's path validates a query, so it records here which
 * key a URL it has seen maps to; the fast path then needs no parsing. Bounded in bytes like the cache:
 * `?v=1…300` adds 300 small aliases of one entry, never 300 entries.
 */
export function aliasMap(maxBytes = 4 * 1024 * 1024) {
  return new LRUCache<string, Alias>({
    maxSize: maxBytes,
    sizeCalculation: (alias, url) => (url.length + alias.base.length) * 2 + 100,
  });
}

/**
 * Before Fastify (decision 010): a hit whose caller is known without waiting is written straight to the
 * socket. `callerNow` is null for a visitor and undefined when only the database can tell.
 */
export function readCacheFastPath(
  cache: ReadCache,
  aliases: LRUCache<string, Alias>,
  callerNow: (cookieHeader: string | undefined) => SessionUser | null | undefined,
): FastPath {
  return (req, res) => {
    if (!cache.enabled || asksForPage(req.headers)) return false;
    const alias = aliases.get(req.url!);
    if (!alias) return false;
    const { rule } = alias;
    let user: SessionUser | null | undefined = null;
    if (needsCaller(rule)) {
      user = callerNow(req.headers.cookie);
      if (user === undefined || !mayServe(rule, user)) return false;
    }
    let lang: Lang | undefined;
    if (rule.byLanguage) {
      lang = rawLang(req.url!, req.headers.cookie, req.headers['accept-language']);
      if (!lang) return false;
    }
    const hit = cache.get<CachedAnswer>(
      personalKey(alias.base, rule, user, () => lang!),
      false,
    );
    if (hit === undefined) return false;
    readyRoutes.set(res, alias.route);
    return sendReady(res, pickAnswer(hit, req.headers));
  };
}
