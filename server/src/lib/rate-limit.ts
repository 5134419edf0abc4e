import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { serverMessages } from '@beceri/domain';
import { HttpError } from '../plugins/errors.ts';
import { normalizeEmail } from './email.ts';

export interface LimitSpec {
  max: number;
  /** Window in milliseconds. */
  windowMs: number;
  /** What the limit counts by: the IP unless given. An empty key is not counted. */
  key?: (req: FastifyRequest) => string;
}

/**
 * Fixed-window counters kept in this process. Several limits can guard one route
 * (per IP and per account), which @fastify/rate-limit does not allow.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  private readonly timer = setInterval(() => this.sweep(), 60_000);

  constructor() {
    this.timer.unref();
  }

  /** Counts a hit; returns the seconds to wait when the limit is passed, else 0. */
  hit(key: string, max: number, windowMs: number, now = Date.now()): number {
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      this.hits.set(key, entry);
    }
    entry.count += 1;
    return entry.count > max ? Math.ceil((entry.resetAt - now) / 1000) : 0;
  }

  private sweep(now = Date.now()) {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }

  close() {
    clearInterval(this.timer);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/** A preHandler limiting one route; RATE_LIMIT_FACTOR scales it for benchmarks only. */
export function limit(app: FastifyInstance, name: string, spec: LimitSpec): preHandlerAsyncHookHandler {
  const max = Math.max(1, Math.round(spec.max * app.config.rateLimitFactor));
  return async (req, reply) => {
    const key = spec.key ? spec.key(req) : req.ip;
    if (!key) return;
    const wait = app.rateLimiter.hit(`${name}:${key}`, max, spec.windowMs);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new HttpError(429, 'RATE_LIMITED', serverMessages.rateLimited);
    }
  };
}

/** The lower-cased e-mail of a JSON body, for limits per account. */
export function bodyEmail(req: FastifyRequest): string {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? normalizeEmail(email).slice(0, 200) : '';
}
