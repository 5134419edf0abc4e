/** The cluster's parts, each started for one test run and stopped after it. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { freePort, repoRoot, startProcess, tsxArgs, type Started } from '@beceri/testkit/processes';

export { freePort, until } from '@beceri/testkit/processes';

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
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: dir,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
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

export interface Instance extends Started {
  name: string;
  port: number;
  base: string;
}

/** One production server process, exactly as `npm start` runs it (`node --import tsx server/src/server.ts`), ready when /health answers. */
export async function startInstance(name: string, port: number, env: Record<string, string>): Promise<Instance> {
  const base = `http://127.0.0.1:${port}`;
  const started = await startProcess({
    name: `instance ${name}`,
    args: tsxArgs('server/src/server.ts'),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    ready: { url: `${base}/health` },
    timeoutMs: 60_000,
    keepChars: 8000,
  });
  return { ...started, name, port, base };
}

export const stopInstance = (instance: Instance) => instance.stop();

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
  const conf = fs
    .readFileSync(nginxTemplate, 'utf8')
    .replaceAll('{{PREFIX}}', prefix)
    .replaceAll('{{LISTEN}}', `127.0.0.1:${port}`)
    .replaceAll('{{SERVERS}}', servers);
  if (conf.includes('{{')) {
    fs.rmSync(prefix, { recursive: true, force: true });
    throw new Error('nginx.conf.template has a placeholder the test does not fill');
  }
  const confFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(confFile, conf);
  const nginx = await startProcess({
    name: 'nginx',
    command: NGINX,
    args: ['-p', prefix, '-c', confFile, '-g', 'daemon off;'],
    env: process.env,
    ready: { port },
    timeoutMs: 10_000,
  }).catch((err: unknown) => {
    fs.rmSync(prefix, { recursive: true, force: true });
    throw err;
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    /** The access log's lines so far (`upstream=<address>` names the instance that answered). */
    accessLog: () => fs.readFileSync(path.join(prefix, 'access.log'), 'utf8').split('\n').filter(Boolean),
    errorLog: () => fs.readFileSync(path.join(prefix, 'error.log'), 'utf8'),
    async stop() {
      // SIGQUIT: nginx's graceful shutdown.
      await nginx.stop({ signal: 'SIGQUIT' });
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/**
 * A real SMTP server on a fixed loopback port that the test stops (connections refused) and starts again on the same
 * port; it keeps each message's envelope recipients and raw text.
 */
export async function startMailCatcher(port: number) {
  const { SMTPServer } = await import('smtp-server');
  const messages: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  let up = false;
  const catcher = {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The messages to `email` so far. */
    to: (email: string) => messages.filter((m) => m.to.includes(email.toLowerCase())),
    async start() {
      if (up) return;
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      up = true;
    },
    async stop() {
      if (!up) return;
      up = false;
      for (const connection of server.connections) connection.close();
      await new Promise<void>((resolve) => server.server.close(() => resolve()));
    },
  };
  await catcher.start();
  return catcher;
}
