import { RateLimiterCompatibleAbstract, RateLimiterRes } from 'rate-limiter-flexible';

/** What lib/rate-limit.ts asks of a counter store: the part of `rate-limiter-flexible`'s limiters it calls. */
export interface Limiter {
  consume(key: string): Promise<unknown>;
  reward(key: string, points: number): Promise<unknown>;
  penalty(key: string, points: number): Promise<unknown>;
  get(key: string): Promise<{ consumedPoints: number } | null>;
}

/** Counters one process keeps per limiter at most: ≈ 150 bytes each, so 100,000 are ≈ 15 MB. */
export const MEMORY_COUNTERS_MAX = 100_000;

interface Window {
  points: number;
  endsAt: number;
}

/**
 * Fixed-window counters in this process's memory, at most `capacity` of them (docs/security.md 'Rate limits'): the
 * library's memory limiter keeps a timer per key, so logins with made-up e-mails (each its own counter, counted like a
 * real one so that the limit tells nothing) grew the heap by ≈ 118 MB a window at 300 a second. Here a full store first
 * drops the windows that ended, then the oldest: every window lasts as long, so the oldest is the one closest to its end.
 * It is also the shared stores' fallback while PostgreSQL or Redis does not answer (the library's insurance limiter,
 * hence its compatible base class), so an outage does not make the heap grow either.
 */
export class BoundedMemoryLimiter extends RateLimiterCompatibleAbstract implements Limiter {
  private readonly windows = new Map<string, Window>();
  // What the library's insured limiters set on their fallback; a fixed window neither blocks longer nor spreads hits.
  blockDuration = 0;
  execEvenly = false;

  constructor(
    private readonly points: number,
    private readonly durationMs: number,
    private readonly capacity = MEMORY_COUNTERS_MAX,
    readonly keyPrefix = '',
  ) {
    super();
  }

  get size(): number {
    return this.windows.size;
  }

  private current(key: string, now: number): Window | undefined {
    const w = this.windows.get(key);
    if (w && w.endsAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return w;
  }

  private open(key: string, now: number): Window {
    if (this.windows.size >= this.capacity) {
      for (const [k, w] of this.windows) {
        if (w.endsAt > now && this.windows.size < this.capacity) break;
        this.windows.delete(k);
      }
    }
    const w = { points: 0, endsAt: now + this.durationMs };
    this.windows.set(key, w);
    return w;
  }

  private add(key: string, points: number): RateLimiterRes {
    const now = Date.now();
    const w = this.current(key, now) ?? this.open(key, now);
    w.points = Math.max(0, w.points + points);
    return new RateLimiterRes(Math.max(0, this.points - w.points), w.endsAt - now, w.points, false);
  }

  async consume(key: string, points = 1): Promise<RateLimiterRes> {
    const res = this.add(key, points);
    if (res.consumedPoints > this.points) throw res;
    return res;
  }

  async reward(key: string, points: number): Promise<RateLimiterRes> {
    return this.add(key, -points);
  }

  async penalty(key: string, points: number): Promise<RateLimiterRes> {
    return this.add(key, points);
  }

  async get(key: string): Promise<RateLimiterRes | null> {
    const now = Date.now();
    const w = this.current(key, now);
    return w ? new RateLimiterRes(Math.max(0, this.points - w.points), w.endsAt - now, w.points, false) : null;
  }

  async set(key: string, points: number, durationS: number): Promise<RateLimiterRes> {
    const now = Date.now();
    const durationMs = durationS > 0 ? durationS * 1000 : this.durationMs;
    this.windows.delete(key);
    this.open(key, now);
    this.windows.set(key, { points, endsAt: now + durationMs });
    return new RateLimiterRes(Math.max(0, this.points - points), durationMs, points, false);
  }

  async block(key: string, durationS: number): Promise<RateLimiterRes> {
    return this.set(key, this.points + 1, durationS);
  }

  async delete(key: string): Promise<boolean> {
    return this.windows.delete(key);
  }
}
