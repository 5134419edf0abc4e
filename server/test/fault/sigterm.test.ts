import http from 'node:http';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionRefused, until } from '@beceri/testkit/processes';
import { startServer, type ServerProcess } from './processes.ts';

const admin = { email: 'yonetici@example.com', password: 'Parola1!' };
const IN_FLIGHT = 50;

let server: ServerProcess;
/** On the PostgreSQL run (TEST_DATABASE_URL) the server gets a database of its own there; else PGlite in its DATA_DIR. */
let dropDatabase: (() => Promise<void>) | undefined;
beforeAll(async () => {
  const env: Record<string, string> = {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // 50 logins from one address and one account are more than the normal limits allow.
    RATE_LIMIT_FACTOR: '100',
  };
  if (process.env.TEST_DATABASE_URL) {
    const name = `beceri_sigterm_${process.pid}`;
    const url = new URL(process.env.TEST_DATABASE_URL);
    const root = new pg.Client({ connectionString: url.toString() });
    await root.connect();
    await root.query(`drop database if exists ${name} with (force)`);
    await root.query(`create database ${name}`);
    dropDatabase = async () => {
      await root.query(`drop database if exists ${name} with (force)`);
      await root.end();
    };
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  }
  server = await startServer(env);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await dropDatabase?.();
});

/** A keep-alive connection that has had its answer and now sits idle, as a browser leaves it. */
async function idleKeepAlive(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const status = await new Promise<number>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/health', agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
  expect(status).toBe(200);
  const socket = Object.values(agent.freeSockets)[0]![0]!;
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { closed, agent };
}

interface RawResponse {
  status: number;
  headers: string;
  body: string;
}

/**
 * A login sent by hand over its own socket: headers first (with `Expect: 100-continue`, so the
 * server's "100 Continue" proves it has taken the request in), the body only when `finish()` is called.
 */
async function startLogin(port: number) {
  const body = JSON.stringify(admin);
  const socket = net.connect(port, '127.0.0.1');
  let buf = Buffer.alloc(0);
  const listeners = new Set<() => void>();
  socket.on('data', (c: Buffer) => {
    buf = Buffer.concat([buf, c]);
    for (const l of listeners) l();
  });
  const errors: Error[] = [];
  socket.on('error', (e) => errors.push(e));
  const until = <T>(test: () => T | undefined) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const v = test();
        if (v !== undefined) {
          listeners.delete(check);
          resolve(v);
        }
      };
      listeners.add(check);
      socket.once('close', () =>
        reject(new Error(`socket closed; got ${JSON.stringify(buf.toString())} ${errors.join(' ')}`)),
      );
      check();
    });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.write(
    `POST /auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
  );
  await until(() => (buf.toString().startsWith('HTTP/1.1 100 Continue\r\n\r\n') ? true : undefined));
  buf = buf.subarray('HTTP/1.1 100 Continue\r\n\r\n'.length);
  return {
    async finish(): Promise<RawResponse> {
      socket.write(body);
      const res = await until(() => {
        const text = buf.toString();
        const end = text.indexOf('\r\n\r\n');
        if (end < 0) return undefined;
        const headers = text.slice(0, end);
        const length = Number(/content-length: (\d+)/i.exec(headers)?.[1] ?? NaN);
        const rest = buf.subarray(Buffer.byteLength(text.slice(0, end + 4)));
        if (!(rest.length >= length)) return undefined;
        return { status: Number(headers.split(' ')[1]), headers, body: rest.subarray(0, length).toString() };
      });
      socket.end();
      return res;
    },
  };
}

describe('SIGTERM under load', () => {
  it('finishes every request in flight, refuses new connections, and exits with 0', { timeout: 60_000 }, async () => {
    const idle = await Promise.all(Array.from({ length: 5 }, () => idleKeepAlive(server.port)));
    const inFlight = await Promise.all(Array.from({ length: IN_FLIGHT }, () => startLogin(server.port)));
    // Every one of the 50 requests has been received (100 Continue) and still waits for its body.
    server.child.kill('SIGTERM');
    await until('the listener to close', () => connectionRefused(server.port), { within: 5000 });
    expect(server.child.exitCode).toBeNull();
    // Idle keep-alive connections are closed at once rather than holding the shutdown up.
    await Promise.all(idle.map((c) => c.closed));
    for (const c of idle) c.agent.destroy();

    const responses = await Promise.all(inFlight.map((r) => r.finish()));
    for (const res of responses) {
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({ ok: true, role: 'admin' });
      expect(res.headers).toMatch(/set-cookie: __Host-sid=/i);
    }
    const answeredAt = Date.now();
    expect(await connectionRefused(server.port)).toBe(true);
    // The shutdown does not wait for the 15 s safety timer: it ends as soon as the work is done.
    expect(await server.exited).toBe(0);
    expect(Date.now() - answeredAt).toBeLessThan(5000);
    expect(server.output()).toContain('shutting down: finishing in-flight requests');
  });
});
