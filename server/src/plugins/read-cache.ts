import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { Role, SessionUser } from '@beceri/domain';
import { ReadCache, TOPICS, type Topic } from '../lib/cache.ts';
import { rawCookie, readyAnswer, sendReady, type FastPath, type ReadyAnswer } from '../lib/fast-path.ts';
import { asksForPage } from '../lib/navigation.ts';
import { SESSION_TOKEN_MAX } from './sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
    /** Serves cache hits before Fastify (lib/fast-path.ts). */
    readCacheFastPath: FastPath;
  }
  interface FastifyRequest {
    cacheSlot: { key: string; rule: Rule; ticket: number; fill?: Fill } | null;
    /** The cache's ticket when the request arrived, before its session was read. */
    cacheTicket: number;
  }
}

/** The channel the triggers of server/drizzle notify with the changed topic. */
export const CACHE_CHANNEL = 'beceri_cache';

interface Rule {
  topics: readonly Topic[];
  /** The answer differs for logged-in people (e.g. owners see more): cache it for visitors only. */
  visitorsOnly?: boolean;
  /** Served from the cache only to these roles; everyone else goes through the route's own checks. */
  roles?: readonly Role[];
  /** The answer is about the caller: kept per person (and once for all visitors). */
  perUser?: boolean;
  /** For topics no trigger announces (see migration 0003): how long another instance's write may go unseen. */
  ttlMs?: number;
}

/**
 * GET routes whose answer depends only on the URL (and on the caller, as each rule says), with the topics
 * (tables) it is read from. A route whose answer starts to depend on anything else must leave this list.
 */
export const cachedRoutes: Record<string, Rule> = {
  '/course/all': { topics: ['courses', 'people'] },
  '/course/get/:id': { topics: ['courses', 'people'], visitorsOnly: true },
  '/job/all': { topics: ['jobs', 'people'] },
  '/blog/all': { topics: ['blogs'] },
  '/log/all': { topics: ['logs'], roles: ['admin'], ttlMs: 2000 },
  '/auth/check-session': { topics: ['sessions', 'people'], perUser: true },
};
const perUserPaths = new Set(Object.keys(cachedRoutes).filter((path) => cachedRoutes[path].perUser));

/** Whether a cached answer of this rule may go to this caller (null: a visitor). */
const mayServe = (rule: Rule, user: SessionUser | null) =>
  !(rule.visitorsOnly && user) && !(rule.roles && (!user || !rule.roles.includes(user.role)));
const cacheKey = (url: string, rule: Rule, user: SessionUser | null) => (rule.perUser ? `${url}\n${user?.id ?? '-'}` : url);
const pathOf = (url: string) => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

interface Cached {
  /** Encoded once with every header of the first answer, sent as is. */
  answer: ReadyAnswer;
  rule: Rule;
}

/** One request reading an answer for the cache; others asking for the same URL meanwhile wait for it. */
interface Fill {
  ticket: number;
  done: Promise<Cached | undefined>;
  settle: (value: Cached | undefined) => void;
}

const isWrite = (req: FastifyRequest) => req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS';

export default fp(async function readCachePlugin(app: FastifyInstance) {
  const cache = new ReadCache();
  app.decorate('readCache', cache);
  const filling = new Map<string, Fill>();
  app.decorateRequest('cacheSlot', null);
  app.decorateRequest('cacheTicket', 0);

  app.addHook('onRequest', (req, _reply, done) => {
    req.cacheTicket = cache.ticket();
    done();
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
    return app.sessions.peek(token);
  };

  // Before Fastify: a hit whose caller is known without waiting is written straight to the socket.
  const fastPath: FastPath = (req, res) => {
    const url = req.url!;
    if (asksForPage(req.headers.accept)) return false;
    const hit = cache.get<Cached>(url);
    if (hit && !hit.rule.perUser) {
      const user = hit.rule.visitorsOnly || hit.rule.roles ? callerNow(req.headers.cookie) : null;
      return user !== undefined && mayServe(hit.rule, user) && sendReady(res, hit.answer);
    }
    const path = pathOf(url);
    if (!perUserPaths.has(path)) return false;
    const user = callerNow(req.headers.cookie);
    if (user === undefined) return false;
    const own = cache.get<Cached>(cacheKey(url, cachedRoutes[path], user));
    return own !== undefined && sendReady(res, own.answer);
  };
  app.decorate('readCacheFastPath', fastPath);

  // Through Fastify: after the route's own preValidation (where /log/all checks the admin role) and sessions.
  app.addHook('preHandler', async (req, reply) => {
    if (req.method !== 'GET' || asksForPage(req.headers.accept)) return;
    const rule = cachedRoutes[req.routeOptions.url ?? ''];
    if (!rule || !mayServe(rule, req.user)) return;
    const key = cacheKey(req.url, rule, req.user);
    const hit = cache.get<Cached>(key);
    if (hit) return reply.code(200).headers(hit.answer.replyHeaders).send(hit.answer.body);
    // No stampede: when the entry is missing (expired, or dropped by a write), the first request reads
    // the database and the others wait for its answer. Only a read that began after the last write is
    // joined, so a request that arrives after a write never gets an answer read before it.
    const ticket = req.cacheTicket;
    const pending = filling.get(key);
    if (pending && cache.enabled && pending.ticket === cache.ticket()) {
      const value = await pending.done;
      if (value) return reply.code(200).headers(value.answer.replyHeaders).send(value.answer.body);
    }
    let fill: Fill | undefined;
    if (cache.enabled && ticket === cache.ticket() && filling.get(key)?.ticket !== ticket) {
      let settle!: Fill['settle'];
      const done = new Promise<Cached | undefined>((resolve) => (settle = resolve));
      fill = { ticket, done, settle };
      filling.set(key, fill);
    }
    req.cacheSlot = { key, rule, ticket, fill };
  });

  /** Hands the answer (or nothing, on an error) to the requests waiting for this one. */
  const settleFill = (req: FastifyRequest, value: Cached | undefined) => {
    const fill = req.cacheSlot?.fill;
    if (!fill) return;
    req.cacheSlot!.fill = undefined;
    if (filling.get(req.cacheSlot!.key) === fill) filling.delete(req.cacheSlot!.key);
    fill.settle(value);
  };

  app.addHook('onSend', async (req, reply, payload) => {
    if (isWrite(req)) {
      // The write has committed by now; the next read on this instance must see it.
      if (reply.statusCode < 400 || reply.statusCode >= 500) cache.invalidate();
      return payload;
    }
    const slot = req.cacheSlot;
    if (slot && reply.statusCode === 200 && typeof payload === 'string') {
      const value: Cached = { answer: readyAnswer(reply.getHeaders(), Buffer.from(payload)), rule: slot.rule };
      cache.set(slot.key, slot.rule.topics, slot.ticket, value, slot.rule.ttlMs);
      settleFill(req, value);
    }
    settleFill(req, undefined);
    return payload;
  });
  // Errors are sent too (onSend above); a connection closed before the answer ends the wait here.
  app.addHook('onRequestAbort', async (req) => settleFill(req, undefined));

  const onNotify = (payload: string) => {
    const topic = payload as Topic;
    cache.invalidate(TOPICS.includes(topic) ? [topic] : TOPICS);
  };
  const pool = app.database.pool;
  if (pool) {
    // Tests write fixtures straight into the database; on PostgreSQL the notice comes back a moment
    // later, so tests turn the cache on only where they mean to (NODE_ENV=production in read-cache.test.ts).
    if (app.config.env === 'test') cache.enabled = false;
    else await listenForChanges(app, cache, pool, onNotify);
  } else {
    // PGlite runs in this process and delivers its notices before the writing query returns.
    const client = (app.database.db as unknown as { $client: PGlite }).$client;
    const unlisten = await client.listen(CACHE_CHANNEL, onNotify);
    app.addHook('onClose', async () => unlisten().catch(() => {}));
  }
});

/**
 * Other instances (and scripts) write to the same PostgreSQL: its triggers NOTIFY the topic, and
 * every instance drops what depends on it. While the channel is down the cache is off, so a lost
 * notification can never leave a stale entry behind.
 */
async function listenForChanges(app: FastifyInstance, cache: ReadCache, pool: pg.Pool, onNotify: (payload: string) => void) {
  cache.enabled = false;
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const c = new pg.Client(pool.options);
    c.on('notification', (msg) => onNotify(msg.payload ?? ''));
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(`listen ${CACHE_CHANNEL}`);
    } catch (err) {
      app.log.warn({ err }, 'cache: cannot listen for changes; reading without cache');
      lost(c);
      return;
    }
    client = c;
    cache.invalidate();
    cache.enabled = true;
  };

  const dead = new WeakSet<pg.Client>();
  const lost = (c: pg.Client) => {
    if (dead.has(c)) return;
    dead.add(c);
    cache.enabled = false;
    cache.invalidate();
    c.removeAllListeners('end');
    c.end().catch(() => {});
    if (client === c) client = undefined;
    if (!closed && !retry) {
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, 1000);
      retry.unref();
    }
  };

  app.addHook('onClose', async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = undefined;
    if (c) {
      c.removeAllListeners('end');
      await c.end().catch(() => {});
    }
  });
  await connect();
}
