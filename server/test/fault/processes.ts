/** The fault tests' processes: the real server (on the shared process helper) and a PostgreSQL of their own. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startProcess, tsxArgs, type Started } from '@beceri/testkit/processes';

export interface ServerProcess extends Omit<Started, 'stop'> {
  url: string;
  port: number;
  /** The child process (for signals the test sends itself). */
  child: Started['proc'];
  dataDir: string;
  /** Ends the process if it still runs (SIGKILL) and removes the DATA_DIR it was given by default. */
  stop(): Promise<void>;
}

/**
 * Starts the real server the way production does (`node --import tsx server/src/server.ts`)
 * on a free loopback port and a fresh DATA_DIR, ready when it logs its own "listening" line
 * (logged at LOG_LEVEL info, so do not lower it).
 */
export async function startServer(env: Record<string, string> = {}, timeoutMs = 90_000): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beceri-fault-'));
  const url = `http://127.0.0.1:${port}`;
  let started: Started;
  try {
    started = await startProcess({
      name: 'the server',
      args: tsxArgs('server/src/server.ts'),
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.tmpdir(),
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dataDir, 'no-web'),
        LOG_LEVEL: 'info',
        // Required with DATABASE_URL; a fixed test key is fine for throw-away databases.
        DATA_KEY: 'dGVzdCBvbmx5OiB0aHJvdy1hd2F5IGRhdGFiYXNlcyE=',
        ...env,
      },
      ready: { line: new RegExp(`Server listening at ${url.replaceAll('.', '\\.')}`) },
      timeoutMs,
    });
  } catch (err) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    ...started,
    url,
    port,
    child: started.proc,
    dataDir,
    async stop() {
      await started.stop({ signal: 'SIGKILL' });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The newest PostgreSQL server binaries on this machine (Debian layout), or undefined. */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = path.join(root, v, 'bin');
    if (fs.existsSync(path.join(bin, 'initdb')) && fs.existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return undefined;
}

export interface ThrowawayCluster {
  url: string;
  port: number;
  start(): void;
  /** `fast` rolls back open transactions; `immediate` is a crash (recovery on the next start). */
  stop(mode?: 'fast' | 'immediate'): void;
  destroy(): void;
}

/**
 * A PostgreSQL cluster of our own in a temporary directory, on a free loopback port, trust auth.
 * initdb and pg_ctl refuse to run as root: as root they run as the `postgres` user.
 */
export async function createCluster(bin: string): Promise<ThrowawayCluster> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'beceri-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const who = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (who.status !== 0) throw new Error('running as root, but there is no postgres user to run initdb as');
    fs.chmodSync(dir, 0o700);
    fs.chownSync(dir, Number(who.stdout.trim()), Number(gid.stdout.trim()));
  }
  const run = (tool: string, args: string[]) => {
    const cmd = asRoot ? 'runuser' : path.join(bin, tool);
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    const res = spawnSync(cmd, argv, { cwd: dir, encoding: 'utf8', timeout: 60_000 });
    if (res.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed:\n${res.stdout}\n${res.stderr}`);
  };
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const opts = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c max_connections=50`;
  const logFile = path.join(dir, 'log');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () => run('pg_ctl', ['-D', data, '-l', logFile, '-o', opts, '-w', '-t', '30', 'start']),
    stop: (mode = 'fast') => run('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '30', 'stop']),
    destroy() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
