/** The cluster's parts, each started for one test run and stopped after it. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Polls `check` until it returns a value other than undefined or false; no fixed sleeps anywhere. */
export async function until<T>(what: string, deadlineMs: number, check: () => Promise<T | undefined | false>, everyMs = 10): Promise<T> {
  const end = Date.now() + deadlineMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (err) {
      last = err;
    }
    if (Date.now() > end) throw new Error(`${what}: not within ${deadlineMs} ms${last ? ` (last error: ${String(last)})` : ''}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

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

export const tempDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `beceri-cluster-${name}-`));

/** A fresh database on the machine's PostgreSQL, dropped by `drop()`. */
export async function freshDatabase(adminUrl: string) {
  const name = `beceri_cluster_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** s3rver (an S3 REST server for tests) on loopback with one bucket; production uses a real object store. */
export async function startObjectStore(bucket: string) {
  const dir = tempDir('s3');
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    dir,
    async stop() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Instance {
  name: string;
  port: number;
  base: string;
  proc: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** One production server process, exactly as `npm start` runs it (`node --import tsx server/src/server.ts`). */
export async function startInstance(name: string, port: number, env: Record<string, string>): Promise<Instance> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (b: Buffer) => {
    out = (out + b.toString()).slice(-8000);
  };
  proc.stdout!.on('data', keep);
  proc.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const instance: Instance = { name, port, base, proc, output: () => out, exited };
  const healthy = await until(`instance ${name} healthy`, 60_000, async () => {
    if (proc.exitCode !== null) return 'exited';
    return (await fetch(`${base}/health`)).ok && 'ok';
  }, 100).catch(() => 'timeout');
  if (healthy !== 'ok') {
    proc.kill('SIGKILL');
    throw new Error(`instance ${name} did not become healthy (${healthy}):\n${out}`);
  }
  return instance;
}

export async function stopInstance(instance: Instance) {
  if (instance.proc.exitCode === null && instance.proc.signalCode === null) instance.proc.kill('SIGTERM');
  const timer = setTimeout(() => instance.proc.kill('SIGKILL'), 15_000);
  await instance.exited;
  clearTimeout(timer);
}

export const NGINX = '/usr/sbin/nginx';
export const nginxTemplate = path.join(repoRoot, 'cluster/nginx.conf.template');

/** Debian's nginx as a child process with its own config and prefix (never the system service). */
export async function startNginx(backends: string[]) {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx (.ci/run does)`);
  const prefix = tempDir('nginx');
  // Run as root, nginx's workers are `nobody`: they must be able to reach their temporary directories.
  fs.chmodSync(prefix, 0o755);
  const port = await freePort();
  const servers = backends.map((b) => `    server ${b} max_fails=1 fail_timeout=5s;`).join('\n');
  const conf = fs.readFileSync(nginxTemplate, 'utf8')
    .replaceAll('{{PREFIX}}', prefix)
    .replaceAll('{{LISTEN}}', `127.0.0.1:${port}`)
    .replaceAll('{{SERVERS}}', servers);
  if (conf.includes('{{')) {
    fs.rmSync(prefix, { recursive: true, force: true });
    throw new Error('nginx.conf.template has a placeholder the test does not fill');
  }
  const confFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(confFile, conf);
  const proc = spawn(NGINX, ['-p', prefix, '-c', confFile, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  proc.stdout!.on('data', (b: Buffer) => (out += b.toString()));
  proc.stderr!.on('data', (b: Buffer) => (out += b.toString()));
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  await until('nginx listening', 10_000, async () => {
    if (proc.exitCode !== null) throw new Error(`nginx exited with ${proc.exitCode}: ${out}`);
    await new Promise<void>((resolve, reject) => {
      const s = net.connect(port, '127.0.0.1', () => s.end(resolve));
      s.once('error', reject);
    });
    return true;
  }, 50).catch((err) => {
    proc.kill('SIGKILL');
    fs.rmSync(prefix, { recursive: true, force: true });
    throw err;
  });
  return {
    base,
    /** The access log's lines so far (`upstream=<address>` names the instance that answered). */
    accessLog: () => fs.readFileSync(path.join(prefix, 'access.log'), 'utf8').split('\n').filter(Boolean),
    errorLog: () => fs.readFileSync(path.join(prefix, 'error.log'), 'utf8'),
    async stop() {
      if (proc.exitCode === null) proc.kill('SIGQUIT');
      await exited;
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
