import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { BoundedMemoryLimiter } from './bounded-memory-limiter.ts';
import { postgresStore } from './rate-limit-stores.ts';

describe('counters in memory', () => {
  it('count like the shared stores: the hit past the limit is refused with the time left in its window', async () => {
    const limiter = new BoundedMemoryLimiter(3, 60_000);
    for (let i = 0; i < 3; i++) await limiter.consume('a');
    const refused = await limiter.consume('a').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RateLimiterRes);
    expect((refused as RateLimiterRes).msBeforeNext).toBeGreaterThan(59_000);
    expect((await limiter.get('a'))?.consumedPoints).toBe(4);
    await limiter.reward('a', 2);
    await limiter.consume('a');
    expect(await limiter.get('b')).toBeNull();
  });

  it('start again when the window ends', async () => {
    const limiter = new BoundedMemoryLimiter(1, 20);
    await limiter.consume('a');
    await expect(limiter.consume('a')).rejects.toBeInstanceOf(RateLimiterRes);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await limiter.consume('a');
    expect((await limiter.get('a'))?.consumedPoints).toBe(1);
  });

  it('hold at most their capacity: a flood of made-up keys drops the oldest windows, never the newest', async () => {
    const limiter = new BoundedMemoryLimiter(10, 60_000, 1_000);
    for (let i = 0; i < 50_000; i++) await limiter.consume(`uydurma-${i}`);
    expect(limiter.size).toBeLessThanOrEqual(1_000);
    expect(await limiter.get('uydurma-0')).toBeNull();
    expect((await limiter.get('uydurma-49999'))?.consumedPoints).toBe(1);
  });
});

describe('the shared stores while they do not answer', () => {
  it('count in bounded memory meanwhile: the limit still holds, and a flood cannot grow the heap', async () => {
    // A pool whose server refuses every connection: PostgreSQL down.
    const pool = new pg.Pool({ host: '127.0.0.1', port: 1, connectionTimeoutMillis: 500 });
    const store = postgresStore(pool);
    try {
      const limiter = store.limiter('uzak', 3, 60);
      for (let i = 0; i < 3; i++) await limiter.consume('a');
      const refused = await limiter.consume('a').catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(RateLimiterRes);
      expect((refused as RateLimiterRes).msBeforeNext).toBeGreaterThan(59_000);
      const fallback = (limiter as unknown as { insuranceLimiter: unknown }).insuranceLimiter;
      expect(fallback).toBeInstanceOf(BoundedMemoryLimiter);
      expect((fallback as BoundedMemoryLimiter).size).toBe(1);
    } finally {
      await store.close();
      await pool.end();
    }
  });
});
