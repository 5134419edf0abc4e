import { bigint, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every instance on PostgreSQL, in the layout rate-limiter-flexible's
 * Postgres store reads and writes (lib/rate-limit-stores.ts). Keys are hashes; `expire` is epoch ms.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
