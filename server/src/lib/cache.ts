/**
 * An in-process cache of read results, grouped by topics ('courses', 'jobs', 'sessions', …).
 * Invalidation is by topic: locally after every successful write request, and from other
 * instances through PostgreSQL NOTIFY (plugins/read-cache.ts; triggers in server/drizzle).
 *
 * Correctness against races: take a ticket before reading the database and pass it to set();
 * an invalidation in between makes set() a no-op, so a read that started before a write can
 * never store its stale result after the write's invalidation.
 */
export type Topic = 'courses' | 'jobs' | 'blogs' | 'logs' | 'sessions' | 'people';
export const TOPICS: readonly Topic[] = ['courses', 'jobs', 'blogs', 'logs', 'sessions', 'people'];

interface Entry {
  topics: readonly Topic[];
  value: unknown;
  expiresAt: number;
}

export class ReadCache {
  private epoch = 0;
  private readonly entries = new Map<string, Entry>();
  /** Off while the cross-instance channel is down: every read then goes to the database. */
  enabled = true;

  constructor(
    private readonly maxEntries = 5000,
    private readonly ttlMs = 5 * 60_000,
  ) {}

  ticket(): number {
    return this.epoch;
  }

  get<T>(key: string): T | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  set(key: string, topics: readonly Topic[], ticket: number, value: unknown, ttlMs = this.ttlMs): void {
    if (!this.enabled || ticket !== this.epoch) return;
    if (this.entries.size >= this.maxEntries) {
      // Oldest first (Map keeps insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { topics, value, expiresAt: Date.now() + ttlMs });
  }

  delete(key: string): void {
    this.epoch++;
    this.entries.delete(key);
  }

  /** Drops every entry that depends on one of these topics (all of them when none is given). */
  invalidate(topics: readonly Topic[] = TOPICS): void {
    this.epoch++;
    if (topics.length === TOPICS.length) {
      this.entries.clear();
      return;
    }
    for (const [key, entry] of this.entries) {
      if (entry.topics.some((t) => topics.includes(t))) this.entries.delete(key);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
