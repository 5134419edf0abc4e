/** Child processes of the bench: the production server and the bare-Fastify ceiling. */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface Child {
  proc: ChildProcess;
  pid: number;
  base: string;
  stop(): Promise<void>;
}

async function waitReady(url: string, proc: ChildProcess, output: () => string, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (proc.exitCode !== null) throw new Error(`process exited with ${proc.exitCode}:\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not ready after ${timeoutMs} ms:\n${output()}`);
}

export async function startChild(script: string, env: Record<string, string>, readyPath: string): Promise<Child> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (b: Buffer) => {
    out = (out + b.toString()).slice(-4000);
  };
  proc.stdout!.on('data', keep);
  proc.stderr!.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const stop = async () => {
    if (proc.exitCode === null) proc.kill('SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitReady(base + readyPath, proc, () => out, 120_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { proc, pid: proc.pid!, base, stop };
}

/** A fixed key for the throw-away bench databases (DATA_KEY is required with DATABASE_URL). */
const BENCH_DATA_KEY = '62656e6368206f6e6c793a206e6f7420612072656164206b65792121212121ff';

/** The production server, exactly as `npm start` runs it, with rate limits raised for the load. */
export function startServer(dataDir: string, webDist: string, databaseUrl?: string): Promise<Child> {
  return startChild('server/src/server.ts', {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    RATE_LIMIT_FACTOR: '1000000',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATA_KEY: BENCH_DATA_KEY } : { DATABASE_URL: '' }),
  }, '/health');
}

export const startCeiling = () => startChild('bench/ceiling.ts', {}, '/');
