import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ReadyObserver } from '../lib/fast-path.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts a ready answer written before Fastify (lib/fast-path.ts) like any other request. */
    observeReady: ReadyObserver;
    /** Every series of this app; `GET /metrics` (modules/metrics) answers it. */
    metrics: Registry;
  }
}

/** Seconds: from a cached answer (under a millisecond) to a slow export. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * `GET /metrics` in Prometheus text (decision 037; docs/operations.md says what to alert on): requests by route,
 * method and status with durations (ready answers included), the read cache, the job queue, the database pool, the
 * event loop and the process (answered by modules/metrics).
 */
export default fp(async function metricsPlugin(app: FastifyInstance) {
  const registry = new Registry();
  // Event-loop lag (nodejs_eventloop_lag_*), memory (process_resident_memory_bytes, nodejs_heap_*), GC, handles.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const labelNames = ['route', 'method', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route (as registered), method and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route, method and status',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  // Each route, method and status's two series, found by one string key rather than by hashing the labels twice on
  // every request; as bounded as the series themselves (routes as registered, unmatched paths under one label).
  const series = new Map<string, { count: Counter.Internal; time: Histogram.Internal<(typeof labelNames)[number]> }>();
  const observe: ReadyObserver = (route, method, status, seconds) => {
    const key = `${route} ${method} ${status}`;
    let s = series.get(key);
    if (s === undefined) {
      const labels = { route, method, status: String(status) };
      s = { count: requests.labels(labels), time: durations.labels(labels) };
      series.set(key, s);
    }
    s.count.inc();
    s.time.observe(seconds);
  };
  app.decorate('observeReady', observe);
  app.addHook('onResponse', async function countRequest(req, reply) {
    // Unmatched paths share one label, so a scan of random URLs cannot grow the series without bound.
    observe(req.routeOptions.url ?? '(unmatched)', req.method, reply.statusCode, reply.elapsedTime / 1000);
  });

  new Counter({
    name: 'read_cache_hits_total',
    help: 'Read-cache lookups that found their entry (ready answers before Fastify included)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(app.readCache.hits);
    },
  });
  new Counter({
    name: 'read_cache_misses_total',
    help: 'Read-cache lookups that found nothing',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(app.readCache.misses);
    },
  });
  new Gauge({
    name: 'read_cache_bytes',
    help: 'Bytes the read cache holds (against CACHE_MAX_MB)',
    registers: [registry],
    collect() {
      this.set(app.readCache.bytes);
    },
  });
  new Gauge({
    name: 'read_cache_entries',
    help: 'Entries the read cache holds',
    registers: [registry],
    collect() {
      this.set(app.readCache.size);
    },
  });

  new Gauge({
    name: 'queue_jobs',
    help: 'Jobs in the queue by queue and state (created and retry wait; active are being done; failed gave up)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await app.queue.depth().catch(() => []))
        this.set({ queue: row.name, state: row.state }, row.count);
    },
  });
  new Gauge({
    name: 'queue_oldest_waiting_seconds',
    help: 'Age of the oldest job waiting to be done, by queue (0 when none waits)',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await app.queue.oldestWaiting().catch(() => [])) this.set({ queue: row.name }, row.seconds);
    },
  });
  new Counter({
    name: 'queue_jobs_failed_total',
    help: 'Jobs this instance marked failed for good (retries used up), by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [queue, n] of app.queue.failures) this.inc({ queue }, n);
    },
  });
  new Counter({
    name: 'queue_job_tries_failed_total',
    help: 'Tries of jobs that failed (a refused or unreachable SMTP server, for mails), by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [queue, n] of app.queue.failedTries) this.inc({ queue }, n);
    },
  });

  const pool = app.database.pool;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (in_use, idle, total); PostgreSQL only',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!pool) return;
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'total' }, pool.totalCount);
    },
  });
  new Gauge({
    name: 'db_pool_waiting',
    help: 'Queries waiting for a free database connection; PostgreSQL only',
    registers: [registry],
    collect() {
      if (pool) this.set(pool.waitingCount);
    },
  });

  app.decorate('metrics', registry);
});
