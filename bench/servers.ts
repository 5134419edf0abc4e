/** Child processes of the bench: the production server and the bare-Fastify ceiling. */
import { freePort, startProcess, tsxArgs, type Started } from '@beceri/testkit/processes';

export { repoRoot } from '@beceri/testkit/processes';

export interface Child extends Started {
  base: string;
}

/** Runs `script` on a free port and resolves once a GET of `readyPath` answers. */
export async function startChild(script: string, env: Record<string, string>, readyPath: string): Promise<Child> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = await startProcess({
    name: script,
    args: tsxArgs(script),
    env: { ...process.env, ...env, PORT: String(port) },
    ready: { url: base + readyPath, every: 200 },
    timeoutMs: 120_000,
    keepChars: 4000,
  });
  return { ...started, base, stop: (options) => started.stop({ killAfterMs: 20_000, ...options }) };
}

/** A fixed key for the throw-away bench databases (DATA_KEY is required with DATABASE_URL). */
const BENCH_DATA_KEY = '62656e6368206f6e6c793a206e6f7420612072656164206b65792121212121ff';

/** The production server, exactly as `npm start` runs it, with rate limits raised for the load. */
export function startServer(dataDir: string, webDist: string, databaseUrl?: string): Promise<Child> {
  return startChild(
    'server/src/server.ts',
    {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      RATE_LIMIT_FACTOR: '1000000',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      // As scripts/start.mjs sets it (decision 068).
      MALLOC_MMAP_THRESHOLD_: '131072',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATA_KEY: BENCH_DATA_KEY } : { DATABASE_URL: '' }),
    },
    '/health',
  );
}

export const startCeiling = () => startChild('bench/ceiling.ts', {}, '/');

/** replay.ts answering with the recorded answer in `file`: a bare node:http server, or a bare Fastify route. */
export const startReplay = (file: string, withFastify = false) =>
  startChild('bench/replay.ts', { REPLAY_FILE: file, ...(withFastify ? { REPLAY_WITH: 'fastify' } : {}) }, '/');
