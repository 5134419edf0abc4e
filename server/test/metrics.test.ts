import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createUser, type TestContext } from './helpers.ts';

const TOKEN = 'olcum-belirteci-0123456789abcdef';
let ctx: TestContext;
beforeAll(async () => {
  // NODE_ENV=production: the read cache is on as in a deployment (on PostgreSQL tests run it off: read-cache.test.ts).
  ctx = await createTestApp({ METRICS_TOKEN: TOKEN, NODE_ENV: 'production' });
});
afterAll(() => ctx?.close());

const scrape = (authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one series, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) return Number(line.split(' ').at(-1));
  }
  return undefined;
}

describe('GET /metrics', () => {
  it('answers only with the bearer token, and 404 when no token is set', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(401);
    const ok = await scrape(`Bearer ${TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('counts requests by route and status with durations, the read cache, the queue, the process and the event loop', async () => {
    const student = await createUser(ctx.app, 'student');
    await ctx.app.inject({ method: 'POST', url: '/auth/resend-verification', headers: { cookie: student.cookie } });
    for (let i = 0; i < 3; i++) expect((await ctx.app.inject({ method: 'GET', url: '/job/all' })).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/job/getJob/00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);

    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, 'http_requests_total', { route: '/job/all', method: 'GET', status: '200' })).toBe(3);
    expect(sample(text, 'http_requests_total', { route: '/job/getJob/:id', status: '404' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/job/all', status: '200' })).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_bucket', { route: '/job/all', le: '+Inf' })).toBe(3);
    expect(sample(text, 'read_cache_misses_total')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'read_cache_entries')).toBeGreaterThanOrEqual(0);
    // A read after a read of the same list is a hit. On PostgreSQL the sign-up's change notice arrives a moment
    // later and may empty the cache between two reads: read again until it has settled.
    await vi.waitFor(async () => {
      const before = await scrape(`Bearer ${TOKEN}`);
      await ctx.app.inject({ method: 'GET', url: '/job/all' });
      await ctx.app.inject({ method: 'GET', url: '/job/all' });
      const after = (await scrape(`Bearer ${TOKEN}`)).body;
      expect(
        sample(after, 'read_cache_hits_total')! - sample(before.body, 'read_cache_hits_total')!,
      ).toBeGreaterThanOrEqual(1);
      expect(sample(after, 'read_cache_bytes')).toBeGreaterThan(0);
    });
    for (const series of ['queue_jobs gauge', 'queue_oldest_waiting_seconds gauge', 'queue_jobs_failed_total counter'])
      expect(text).toContain(`# TYPE ${series}`);
    expect(text).toContain('# TYPE db_pool_waiting gauge');
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).not.toContain(student.email);
  });
});
