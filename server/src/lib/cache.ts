import { LRUCache } from 'lru-cache';
import { istanbulDay } from '@beceri/domain';

/**
 * An in-process cache of read results, grouped by topics ('courses', 'jobs', 'sessions', …) and bounded in
 * bytes (least recently used entries leave first). Invalidation is by topic: after a write on this instance
 * (plugins/read-cache) and from other instances through PostgreSQL NOTIFY (triggers in server/drizzle).
 *
 * Correctness against races: take a ticket before reading the database and pass it to set(); a change of
 * one of the entry's topics in between makes set() a no-op, so a read that started before a write can never
 * store its stale result after the write's invalidation. A change of another topic does not stop it.
 */
export type Topic = 'courses' | 'jobs' | 'news' | 'logs' | 'sessions' | 'people' | 'programme';
export const TOPICS: readonly Topic[] = ['courses', 'jobs', 'news', 'logs', 'sessions', 'people', 'programme'];

export const MB = 1024 * 1024;

export interface CacheLimits {
  /** All entries together, in bytes (as `size` says for each). */
  maxBytes: number;
  /** A larger entry is not kept at all. */
  maxEntryBytes: number;
  /** Backstop lifetime of an entry. */
  ttlMs: number;
}

export const defaultLimits: CacheLimits = { maxBytes: 64 * MB, maxEntryBytes: 2 * MB, ttlMs: 5 * 60_000 };

let istanbulOffset: Intl.DateTimeFormat | undefined;

/**
 * Milliseconds until the next midnight in Europe/Istanbul: no entry outlives it, so a job whose deadline was
 * yesterday leaves the cached public lists and pages on time (docs/product.md).
 */
export function msUntilIstanbulMidnight(now: number = Date.now()): number {
  const today = istanbulDay(new Date(now));
  const next = new Date(`${today}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  // Türkiye keeps UTC+3 all year; the offset is read rather than assumed (one formatter: every cache write asks).
  const offset =
    (istanbulOffset ??= new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Istanbul', timeZoneName: 'longOffset' }))
      .formatToParts(new Date(now))
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT+03:00';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(offset);
  const offsetMs = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) * 60_000 : 3 * 3_600_000;
  return Math.max(1, next.getTime() - offsetMs - now);
}

interface Entry {
  topics: readonly Topic[];
  value: unknown;
}

/** What a key and its bookkeeping cost besides the value itself. */
const ENTRY_OVERHEAD = 200;

export class ReadCache {
  /** Counts every invalidation; a ticket is its value when a read began. */
  private clock = 0;
  /** The clock at each topic's last change. */
  private readonly changedAt = new Map<Topic, number>(TOPICS.map((t) => [t, 0]));
  private readonly byTopic = new Map<Topic, Set<string>>(TOPICS.map((t) => [t, new Set()]));
  private readonly entries: LRUCache<string, Entry>;
  private readonly limits: CacheLimits;
  /** Off while the cross-instance channel is down: every read then goes to the database. */
  enabled = true;

  constructor(limits: Partial<CacheLimits> = {}) {
    this.limits = { ...defaultLimits, ...limits };
    this.entries = new LRUCache<string, Entry>({
      maxSize: this.limits.maxBytes,
      maxEntrySize: this.limits.maxEntryBytes,
      ttl: Math.max(1, this.limits.ttlMs),
      ttlAutopurge: false,
      updateAgeOnGet: false,
      dispose: (entry, key) => {
        for (const topic of entry.topics) this.byTopic.get(topic)!.delete(key);
      },
    });
  }

  ticket(): number {
    return this.clock;
  }

  /** Whether none of these topics changed since the ticket was taken. */
  unchangedSince(ticket: number, topics: readonly Topic[]): boolean {
    return topics.every((t) => this.changedAt.get(t)! <= ticket);
  }

  /** Lookups that found their entry, and ones that did not (metrics). */
  hits = 0;
  misses = 0;

  /** `countMiss: false` for a lookup whose miss is looked up again elsewhere (the fast path's, before Fastify). */
  get<T>(key: string, countMiss = true): T | undefined {
    if (!this.enabled) return undefined;
    const value = this.entries.get(key)?.value as T | undefined;
    if (value !== undefined) this.hits++;
    else if (countMiss) this.misses++;
    return value;
  }

  /**
   * Keeps a value read under `ticket`, unless one of its topics changed meanwhile or it is larger than an
   * entry may be. `size` is what it holds in bytes (its encoded answers); the key is counted too.
   */
  set(
    key: string,
    topics: readonly Topic[],
    ticket: number,
    value: unknown,
    opts: { size: number; ttlMs?: number },
  ): void {
    if (!this.enabled || !this.unchangedSince(ticket, topics)) return;
    const size = opts.size + key.length * 2 + ENTRY_OVERHEAD;
    if (size > this.limits.maxEntryBytes) return;
    const ttl = Math.min(opts.ttlMs ?? this.limits.ttlMs, msUntilIstanbulMidnight());
    this.entries.set(key, { topics, value }, { size, ttl: Math.max(1, ttl) });
    if (this.entries.has(key)) for (const topic of topics) this.byTopic.get(topic)!.add(key);
  }

  /** Drops every entry that depends on one of these topics (all of them when none is given). */
  invalidate(topics: readonly Topic[] = TOPICS): void {
    this.clock++;
    for (const topic of topics) {
      this.changedAt.set(topic, this.clock);
      for (const key of [...this.byTopic.get(topic)!]) this.entries.delete(key);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held, as counted against `maxBytes`. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }
}
