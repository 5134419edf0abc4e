import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRedis } from 'rate-limiter-flexible';
import { BoundedMemoryLimiter, MEMORY_COUNTERS_MAX, type Limiter } from './bounded-memory-limiter.ts';

export type StoreKind = 'memory' | 'postgres' | 'redis';

/** Where the counters of `rate-limiter-flexible` live: one process, PostgreSQL or Redis. */
export interface LimiterStore {
  kind: StoreKind;
  /** A limiter of `points` hits in `durationS` seconds, its keys under `prefix`. */
  limiter(prefix: string, points: number, durationS: number): Limiter;
  close(): Promise<void>;
}

/** The table of server/src/db/schema/rate-limits.ts, in the layout the library reads and writes. */
export const RATE_LIMIT_TABLE = 'rate_limits';
const SWEEP_MS = 5 * 60_000;

/** The shared stores' fallback while they do not answer: counters in memory, as many as the embedded default keeps. */
const memoryLimiter = (prefix: string, points: number, duration: number) =>
  new BoundedMemoryLimiter(points, duration * 1000, MEMORY_COUNTERS_MAX, prefix);

/** One process alone (the embedded default): counters in memory, a bounded number of them. */
export function memoryStore(): LimiterStore {
  return {
    kind: 'memory',
    limiter: (_prefix, points, duration) => new BoundedMemoryLimiter(points, duration * 1000),
    close: async () => {},
  };
}

/**
 * Counters in the app's PostgreSQL, shared by every instance and kept across restarts. When the
 * database does not answer, each instance counts in memory meanwhile (the library's insurance limiter).
 */
export function postgresStore(pool: pg.Pool): LimiterStore {
  const sweep = setInterval(() => {
    pool.query(`delete from ${RATE_LIMIT_TABLE} where expire < $1`, [Date.now()]).catch(() => {});
  }, SWEEP_MS);
  sweep.unref();
  return {
    kind: 'postgres',
    limiter: (prefix, points, duration) =>
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: prefix,
        points,
        duration,
        insuranceLimiter: memoryLimiter(prefix, points, duration),
      }),
    close: async () => clearInterval(sweep),
  };
}

/**
 * Counters in Redis under `namespace`. The app starts and serves without Redis: until it answers,
 * each instance counts in memory.
 */
export async function redisStore(url: string, namespace: string, log: FastifyBaseLogger): Promise<LimiterStore> {
  // ioredis (~25 MB once loaded) is imported only by a server configured with Redis.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
  });
  let warnedAt = 0;
  redis.on('error', (err) => {
    if (Date.now() - warnedAt < 60_000) return;
    warnedAt = Date.now();
    log.warn({ err: { message: err.message } }, 'Redis unreachable: rate limits count in this process meanwhile');
  });
  await redis.connect().catch(() => {});
  return {
    kind: 'redis',
    limiter: (prefix, points, duration) =>
      new RateLimiterRedis({
        storeClient: redis,
        rejectIfRedisNotReady: true,
        keyPrefix: `${namespace}rl:${prefix}`,
        points,
        duration,
        insuranceLimiter: memoryLimiter(prefix, points, duration),
      }),
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Redis when REDIS_URL is set, else PostgreSQL when the app runs on it, else this process's memory. */
export async function openLimiterStore(
  config: { redisUrl?: string; redisPrefix: string },
  pool: pg.Pool | undefined,
  log: FastifyBaseLogger,
): Promise<LimiterStore> {
  if (config.redisUrl) return redisStore(config.redisUrl, config.redisPrefix, log);
  if (pool) return postgresStore(pool);
  return memoryStore();
}
