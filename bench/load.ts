/** Drives one endpoint with autocannon and reads the server's resident memory afterwards. */
import fs from 'node:fs';
import autocannon from 'autocannon';

export interface Endpoint {
  name: string;
  path: string;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
  /** Writes are recorded but not held to the read budgets. */
  write?: boolean;
  /** A free-text search: never cached, so held to SEARCH_BUDGET (report.ts) instead of the ceiling's share. */
  search?: boolean;
  /**
   * Held to a bare node:http server sending the same answer (replay.ts), not to the 0.2 KB ceiling: for an
   * answer whose bytes, not the server, bound the rate (the rendered page, 10 KB with brotli).
   */
  replay?: boolean;
  /**
   * A visitor's page from the read cache (docs/product.md): its server CPU per request is held to PAGE_CPU_FACTOR times
   * a bare route's sending the same bytes (replay.ts), with the compression a browser asks for.
   */
  page?: boolean;
  /**
   * Held to this p99 alone (an admin report counted anew on every request, never from the read cache: the
   * programme indicators ), driven by `connections` instead of CONNECTIONS.
   */
  p99Ms?: number;
  connections?: number;
  /** Each request's own path and headers (a write that may not repeat), instead of `path` and `headers`. */
  next?: () => { path: string; headers: Record<string, string> };
}

export interface Measure {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  rssMb: number;
  /** Server CPU (user + system) per request: steadier than req/s on a busy machine. */
  cpuUs: number;
  /** Bytes of one answer, headers included (autocannon's throughput over its request count). */
  answerBytes: number;
  requests: number;
  /** Non-2xx answers and socket errors: any of them makes the figure worthless. */
  failures: number;
  write: boolean;
  search: boolean;
  /** A visitor's cached page (Endpoint.page). */
  page: boolean;
  /** The same answer's req/s from replay.ts, for `replay` endpoints. */
  replayRps?: number;
  /** replay.ts's CPU per request sending that answer from a bare node:http server. */
  replayCpuUs?: number;
  /** …and from a bare Fastify route: what a page's CPU is held to (PAGE_CPU_FACTOR, docs/product.md). */
  bareRouteCpuUs?: number;
  /** Its own p99 budget (Endpoint.p99Ms). */
  p99Ms?: number;
}

export const CONNECTIONS = 50;

export function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** CPU time the process has used so far, in microseconds (/proc/<pid>/stat, clock ticks of 10 ms). */
export function cpuUs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

export async function measure(base: string, e: Endpoint, seconds: number, pid: number): Promise<Measure> {
  const opts: autocannon.Options = {
    url: base + e.path,
    method: e.method ?? 'GET',
    headers: { accept: 'application/json', ...(e.body ? { 'content-type': 'application/json' } : {}), ...e.headers },
    body: e.body,
    connections: e.connections ?? CONNECTIONS,
    ...(e.next
      ? {
          requests: [
            {
              setupRequest: (req: autocannon.Request) => {
                const { path, headers } = e.next!();
                return { ...req, path, headers: { ...req.headers, ...headers } };
              },
            },
          ],
        }
      : {}),
  };
  // A short warm-up (JIT, caches, connection pool), then two measured halves; the better one is kept,
  // for the ceiling as for every endpoint, so a burst of other work on a shared machine counts less.
  await run({ ...opts, duration: Math.max(1, Math.round(seconds / 4)) });
  let r: autocannon.Result | undefined;
  let cpu = 0;
  let failures = 0;
  for (let i = 0; i < 2; i++) {
    const cpuBefore = cpuUs(pid);
    const half = await run({ ...opts, duration: Math.max(1, Math.round(seconds / 2)) });
    failures += half.non2xx + half.errors + half.timeouts;
    if (!r || half.requests.average > r.requests.average) {
      r = half;
      cpu = cpuUs(pid) - cpuBefore;
    }
  }
  if (!r) throw new Error('no measurement');
  return {
    name: e.name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    rssMb: rssMb(pid),
    cpuUs: r.requests.total ? Math.round(cpu / r.requests.total) : 0,
    answerBytes: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
    requests: r.requests.total,
    failures,
    write: Boolean(e.write),
    search: Boolean(e.search),
    page: Boolean(e.page),
    p99Ms: e.p99Ms,
  };
}
