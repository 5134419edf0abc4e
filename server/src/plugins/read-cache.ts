import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { Role } from '@beceri/domain';
import { ReadCache, TOPICS, type Topic } from '../lib/cache.ts';
import { SESSION_COOKIE } from './sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
  interface FastifyRequest {
    cacheSlot: { key: string; topics: readonly Topic[]; ticket: number; ttlMs?: number; fill?: Fill } | null;
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
  /** For topics no trigger announces (see migration 0003): how long another instance's write may go unseen. */
  ttlMs?: number;
}

/**
 * GET routes whose answer depends only on the URL (and, where `visitorsOnly`, on not being logged in),
 * with the topics (tables) it is read from. A route whose answer starts to depend on the caller must
 * leave this list.
 */
export const cachedRoutes: Record<string, Rule> = {
  '/course/all': { topics: ['courses', 'people'] },
  '/course/get/:id': { topics: ['courses', 'people'], visitorsOnly: true },
  '/job/all': { topics: ['jobs', 'people'] },
  '/blog/all': { topics: ['blogs'] },
  '/log/all': { topics: ['logs'], roles: ['admin'], ttlMs: 2000 },
};

interface Cached {
  /** Encoded once, sent as is. */
  body: Buffer;
  headers: Record<string, string>;
}

/** One request reading an answer for the cache; others asking for the same URL meanwhile wait for it. */
interface Fill {
  ticket: number;
  done: Promise<Cached | undefined>;
  settle: (value: Cached | undefined) => void;
}

const keptHeaders = ['content-type', 'x-total-count', 'cache-control'];
const isWrite = (req: FastifyRequest) => req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS';

export default fp(async function readCachePlugin(app: FastifyInstance) {
  const cache = new ReadCache();
  app.decorate('readCache', cache);
  const filling = new Map<string, Fill>();
  app.decorateRequest('cacheSlot', null);

  // The cheapest path, before validation and the rest of the request's life (the session, where the rule
  // needs one, from the session cache). Page navigations (Accept: text/html) are the SPA's (decision 004).
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET') return;
    const rule = cachedRoutes[req.routeOptions.url ?? ''];
    if (!rule || (req.headers.accept ?? '').startsWith('text/html')) return;
    const hit = cache.get<Cached>(req.url);
    if (!hit) return;
    if (rule.visitorsOnly || rule.roles) {
      const token = req.cookies[SESSION_COOKIE];
      const user = token && token.length <= 100 ? await app.sessions.resolve(token) : null;
      if (rule.visitorsOnly && user) return;
      if (rule.roles && (!user || !rule.roles.includes(user.role))) return;
    }
    return reply.code(200).headers(hit.headers).send(hit.body);
  });

  // Everything else: after the route's own preValidation (where /log/all checks the admin role) and sessions.
  app.addHook('preHandler', async (req, reply) => {
    if (req.method !== 'GET') return;
    const rule = cachedRoutes[req.routeOptions.url ?? ''];
    if (!rule) return;
    if (rule.visitorsOnly && req.user) return;
    if (rule.roles && (!req.user || !rule.roles.includes(req.user.role))) return;
    const hit = cache.get<Cached>(req.url);
    if (hit) return reply.code(200).headers(hit.headers).send(hit.body);
    // No stampede: when the entry is missing (expired, or dropped by a write), the first request reads
    // the database and the others wait for its answer. Only a read that began after the last write is
    // joined, so a request that arrives after a write never gets an answer read before it.
    const pending = filling.get(req.url);
    if (pending && cache.enabled && pending.ticket === cache.ticket()) {
      const value = await pending.done;
      if (value) return reply.code(200).headers(value.headers).send(value.body);
    }
    const ticket = cache.ticket();
    let fill: Fill | undefined;
    if (cache.enabled && filling.get(req.url)?.ticket !== ticket) {
      let settle!: Fill['settle'];
      const done = new Promise<Cached | undefined>((resolve) => (settle = resolve));
      fill = { ticket, done, settle };
      filling.set(req.url, fill);
    }
    req.cacheSlot = { key: req.url, topics: rule.topics, ticket, ttlMs: rule.ttlMs, fill };
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
      const headers: Record<string, string> = {};
      for (const name of keptHeaders) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      const value: Cached = { body: Buffer.from(payload), headers };
      cache.set(slot.key, slot.topics, slot.ticket, value, slot.ttlMs);
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
