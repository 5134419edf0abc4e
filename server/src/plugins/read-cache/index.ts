import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from '@beceri/domain';
import { MB, ReadCache, TOPICS, type Topic } from '../../lib/cache.ts';
import { rawCookie, type FastPath } from '../../lib/fast-path.ts';
import { asksForPage } from '../../lib/navigation.ts';
import { writeTracking } from '../../db/writes.ts';
import { SESSION_TOKEN_MAX } from '../sessions.ts';
import { cachedAnswer, etagOf, matchesEtag, pickAnswer, type CachedAnswer } from './answers.ts';
import { aliasMap, readCacheFastPath } from './fast-path.ts';
import { baseKey, checkRule, mayServe, personalKey, type CacheRule } from './rules.ts';
import { topicsOf } from './topics.ts';

export type { CacheRule } from './rules.ts';

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
    /** Serves cache hits before Fastify (lib/fast-path.ts). */
    readCacheFastPath: FastPath;
  }
  interface FastifyRequest {
    cacheSlot: { key: string; base: string; rule: CacheRule; ticket: number; fill?: Fill } | null;
    /** The cache's ticket when the request arrived, before its session was read. */
    cacheTicket: number;
    /** The writes its handler's statements made ('insert jobs', …; db/writes.ts). */
    tableWrites: Set<string> | null;
  }
}

/** The channel the triggers of server/drizzle notify with the changed topic. */
export const CACHE_CHANNEL = 'beceri_cache';

/** One request reading an answer for the cache; others asking for the same key meanwhile wait for it. */
interface Fill {
  ticket: number;
  done: Promise<CachedAnswer | undefined>;
  settle: (value: CachedAnswer | undefined) => void;
}

/** Free text is searched, never cached (docs/product.md): each query would be an entry of its own. */
const hasFreeText = (query: unknown) =>
  typeof (query as { q?: unknown } | null)?.q === 'string' && (query as { q: string }).q !== '';

const sendHit = (req: FastifyRequest, reply: FastifyReply, hit: CachedAnswer) => {
  const answer = pickAnswer(hit, req.headers);
  return reply
    .code(answer.status ?? 200)
    .headers(answer.replyHeaders)
    .send(answer.status === 304 ? undefined : answer.body);
};

/**
 * Caches whole JSON answers of the GET routes that declare `config: { cache }` (rules.ts), after the
 * route's own checks; drops what a write changed; serves hits before Fastify (decision 010). Decision 016.
 */
export default fp(async function readCachePlugin(app: FastifyInstance) {
  const cache = new ReadCache({ maxBytes: app.config.cacheMaxMb * MB });
  const aliases = aliasMap();
  app.decorate('readCache', cache);
  const filling = new Map<string, Fill>();
  app.decorateRequest('cacheSlot', null);
  app.decorateRequest('cacheTicket', 0);
  app.decorateRequest('tableWrites', null);

  app.addHook('onRequest', function cacheTicket(req, _reply, done) {
    req.cacheTicket = cache.ticket();
    done();
  });

  // Every handler runs with a record of the tables its statements write; a cached route looks its answer
  // up after every check the route makes, whatever hook stage the check uses.
  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function trackWrites(this: FastifyInstance, req, reply) {
      req.tableWrites = new Set();
      return writeTracking.run(req.tableWrites, () => handler.call(this, req, reply));
    };
    const rule = route.config?.cache;
    // HEAD twins of GET routes carry no body to cache.
    if (!rule || route.method === 'HEAD') return;
    checkRule(route, rule);
    route.preHandler = [...[route.preHandler ?? []].flat(), cacheLookup];
  });

  const cacheLookup: preHandlerAsyncHookHandler = async function cacheLookup(req, reply) {
    const rule = req.routeOptions.config.cache!;
    reply.header('vary', 'accept-encoding');
    if (asksForPage(req.headers) || !mayServe(rule, req.user) || hasFreeText(req.query)) return;
    const base = baseKey(req);
    const key = personalKey(base, rule, req.user, () => req.lang);
    const hit = cache.get<CachedAnswer>(key);
    if (hit) {
      aliases.set(req.url, { base, rule, route: req.routeOptions.url ?? '' });
      return sendHit(req, reply, hit);
    }
    // No stampede: when the entry is missing (expired, or dropped by a write), the first request reads
    // the database and the others wait for its answer. Only a read that began after the last change of
    // the rule's topics is joined, so a request that arrives after a write never gets an older answer.
    const ticket = req.cacheTicket;
    const pending = filling.get(key);
    if (pending && cache.enabled && cache.unchangedSince(pending.ticket, rule.topics)) {
      const value = await pending.done;
      if (value) return sendHit(req, reply, value);
    }
    let fill: Fill | undefined;
    if (cache.enabled && cache.unchangedSince(ticket, rule.topics) && filling.get(key)?.ticket !== ticket) {
      let settle!: Fill['settle'];
      const done = new Promise<CachedAnswer | undefined>((resolve) => (settle = resolve));
      fill = { ticket, done, settle };
      filling.set(key, fill);
    }
    req.cacheSlot = { key, base, rule, ticket, fill };
  };

  /** Hands the answer (or nothing, on an error) to the requests waiting for this one. */
  const settleFill = (req: FastifyRequest, value: CachedAnswer | undefined) => {
    const slot = req.cacheSlot;
    const fill = slot?.fill;
    if (!slot || !fill) return;
    slot.fill = undefined;
    if (filling.get(slot.key) === fill) filling.delete(slot.key);
    fill.settle(value);
  };

  app.addHook('onSend', async function storeAnswerDropChanged(req, reply, payload) {
    // The handler's writes have committed by now: the next read on this instance must see them.
    if (req.tableWrites?.size) cache.invalidate(topicsOf(req.tableWrites));
    const slot = req.cacheSlot;
    if (!slot) return validated(req, reply, payload);
    let value: CachedAnswer | undefined;
    if (reply.statusCode === 200 && typeof payload === 'string') {
      value = cachedAnswer(slot.rule, reply.getHeaders(), Buffer.from(payload));
      cache.set(slot.key, slot.rule.topics, slot.ticket, value, { size: value.bytes, ttlMs: slot.rule.ttlMs });
      aliases.set(req.url, { base: slot.base, rule: slot.rule, route: req.routeOptions.url ?? '' });
    }
    settleFill(req, value);
    return validated(req, reply, payload, value?.etag);
  });

  /**
   * A cached route's answer carries its `ETag` when it is read anew too (a miss, a search, the cache off), and a
   * client that holds that version gets 304 (docs/product.md): the same validator a hit would carry.
   */
  function validated(req: FastifyRequest, reply: FastifyReply, payload: unknown, known?: string) {
    if (!req.routeOptions.config?.cache || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = known ?? etagOf(payload);
    reply.header('etag', etag);
    if (!matchesEtag(req.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-length');
    return '';
  }
  // Errors are sent too (onSend above); a connection closed before the answer ends the wait here.
  app.addHook('onRequestAbort', async function releaseWaiters(req) {
    settleFill(req, undefined);
  });

  /**
   * The caller as far as it is known without waiting: null for a visitor, undefined when only the
   * database can tell (an unknown or odd cookie) — then Fastify's own path finds out.
   */
  const callerNow = (cookieHeader: string | undefined): SessionUser | null | undefined => {
    const token = rawCookie(cookieHeader, app.sessions.cookieName);
    if (token === undefined) return null;
    if (token === null) return undefined;
    if (token.length > SESSION_TOKEN_MAX) return null;
    const user = app.sessions.peek(token);
    // MFA_REQUIRED_ROLES: whether a second factor is still to be set up is known on Fastify's path (plugins/mfa-gate.ts).
    return user && app.config.mfaRequiredRoles.includes(user.role) ? undefined : user;
  };
  app.decorate('readCacheFastPath', readCacheFastPath(cache, aliases, callerNow));

  await listenForChanges(app, cache);
});

/**
 * Other instances (and scripts) write to the same database: its triggers NOTIFY the topic, and every
 * instance drops what depends on it. While the channel is down the cache is off, so a lost notice can
 * never leave a stale entry behind.
 */
async function listenForChanges(app: FastifyInstance, cache: ReadCache) {
  // Tests write fixtures straight into PostgreSQL, whose notice comes back a moment later: there they
  // turn the cache on only where they mean to (NODE_ENV=production in read-cache.test.ts).
  if (app.database.driver === 'postgres' && app.config.env === 'test') {
    cache.enabled = false;
    return;
  }
  cache.enabled = false;
  const stop = await app.database.listen(CACHE_CHANNEL, {
    notify(payload) {
      const topic = payload as Topic;
      cache.invalidate(TOPICS.includes(topic) ? [topic] : TOPICS);
    },
    up() {
      cache.invalidate();
      cache.enabled = true;
    },
    down(err) {
      cache.enabled = false;
      cache.invalidate();
      if (err)
        app.log.warn(
          { err: { message: (err as Error).message } },
          'cache: cannot listen for changes; reading without cache',
        );
    },
  });
  app.addHook('onClose', stop);
}
