import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { until } from '@beceri/testkit/processes';
import { createCluster, findPostgresBin, startServer, type ServerProcess, type ThrowawayCluster } from './processes.ts';
import { studentSignup } from './signup.ts';

const bin = findPostgresBin();
if (!bin)
  console.warn(
    'SKIPPED fault/postgres-outage: no PostgreSQL server binaries (initdb, pg_ctl) under /usr/lib/postgresql/*/bin',
  );

let cluster: ThrowawayCluster;
let server: ServerProcess;

beforeAll(async () => {
  if (!bin) return;
  cluster = await createCluster(bin);
  cluster.start();
  server = await startServer({ DATABASE_URL: cluster.url, RATE_LIMIT_FACTOR: '100' });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  cluster?.destroy();
});

interface Outcome {
  kind: 'read' | 'health' | 'register';
  status: number | 'network error';
  email?: string;
}

async function send(kind: Outcome['kind']): Promise<Outcome> {
  try {
    if (kind === 'register') {
      const form = studentSignup();
      const res = await fetch(`${server.url}/auth/register`, {
        method: 'POST',
        headers: form.headers,
        body: new Uint8Array(form.payload),
      });
      await res.arrayBuffer();
      return { kind, status: res.status, email: form.email };
    }
    const res = await fetch(`${server.url}${kind === 'health' ? '/health' : '/course/all'}`);
    await res.arrayBuffer();
    return { kind, status: res.status };
  } catch {
    return { kind, status: 'network error' };
  }
}

/** Keeps `workers` requests running (reads, health checks and sign-ups in turn) until stopped. */
function traffic(workers = 6) {
  const outcomes: Outcome[] = [];
  let running = true;
  const kinds: Outcome['kind'][] = ['read', 'register', 'health'];
  const loops = Array.from({ length: workers }, async (_, w) => {
    for (let i = w; running; i++) outcomes.push(await send(kinds[i % kinds.length]));
  });
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

describe.skipIf(!bin)('PostgreSQL stopped and started while requests run', () => {
  it(
    'stays up, says 503 on /health during the outage, recovers within 10 s and leaves nothing half-written',
    { timeout: 120_000 },
    async () => {
      const load = traffic();
      await until(
        'successful sign-ups before the outage',
        () => load.outcomes.filter((o) => o.kind === 'register' && o.status === 201).length >= 3,
        { within: 30_000 },
      );

      // A crash, not a polite shutdown: open transactions die half-way.
      cluster.stop('immediate');
      const duringOutage = load.outcomes.length;
      const health = await send('health');
      expect(health.status).toBe(503);
      const healthBody = await (await fetch(`${server.url}/health`)).json();
      expect(healthBody).toEqual({ status: 'unavailable', database: 'postgres' });
      // A sign-up while the database is away fails cleanly with the Turkish error shape.
      const form = studentSignup();
      const refused = await fetch(`${server.url}/auth/register`, {
        method: 'POST',
        headers: form.headers,
        body: new Uint8Array(form.payload),
      });
      expect(refused.status).toBeGreaterThanOrEqual(500);
      expect(await refused.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) });
      await until('requests to be tried during the outage', () => load.outcomes.length >= duringOutage + 12, {
        within: 20_000,
      });
      expect(server.child.exitCode).toBeNull();

      cluster.start();
      const up = Date.now();
      await until('a read to succeed after the restart', async () => (await send('read')).status === 200, {
        within: 10_000,
        every: 100,
      });
      await until('/health to say 200 again', async () => (await send('health')).status === 200, {
        within: 10_000,
        every: 100,
      });
      await until('a sign-up to succeed again', async () => (await send('register')).status === 201, {
        within: 10_000,
        every: 100,
      });
      expect(Date.now() - up).toBeLessThan(10_000);
      const outcomes = await load.stop();
      expect(server.child.exitCode).toBeNull();

      // Every request got an HTTP answer: no dropped connection, no crash.
      expect(outcomes.filter((o) => o.status === 'network error')).toEqual([]);
      const statuses = new Set(outcomes.map((o) => o.status));
      for (const s of statuses) expect([200, 201, 500, 503]).toContain(s);
      expect(outcomes.some((o) => typeof o.status === 'number' && o.status >= 500)).toBe(true);

      const db = new pg.Client({ connectionString: cluster.url });
      await db.connect();
      try {
        // Nothing half-written: no account without its profile, consent, resume row, or its file on disk.
        const { rows: orphans } = await db.query(`
        select u.email from users u
        left join student_profiles p on p.user_id = u.id
        left join files f on f.id = p.resume_file_id
        where u.role = 'student' and (p.user_id is null or f.id is null
          or not exists (select 1 from consents c where c.user_id = u.id))`);
        expect(orphans).toEqual([]);
        const { rows: fileRows } = await db.query<{ storage_key: string }>('select storage_key from files');
        const onDisk = fs.readdirSync(path.join(server.dataDir, 'uploads')).sort();
        expect(onDisk).toEqual(fileRows.map((r) => r.storage_key).sort());
        // Every sign-up that was answered 201 is there in full.
        const created = outcomes.filter((o) => o.kind === 'register' && o.status === 201).map((o) => o.email!);
        const { rows: found } = await db.query<{ email: string }>('select email from users where email = any($1)', [
          created,
        ]);
        expect(found.length).toBe(created.length);
        // The sign-up refused during the outage left no account behind.
        expect((await db.query('select 1 from users where email = $1', [form.email])).rowCount).toBe(0);
      } finally {
        await db.end();
      }
    },
  );
});

describe.skipIf(!bin)('a database connection lost inside a transaction', () => {
  it(
    'fails that transaction but does not crash the process; the pool then hands out working connections',
    { timeout: 60_000 },
    async () => {
      const uncaught: unknown[] = [];
      const onUncaught = (err: unknown) => uncaught.push(err);
      process.on('uncaughtException', onUncaught);
      const database = await openDatabase({ databaseUrl: cluster.url, poolSize: 2 });
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      try {
        // The transaction's connection, from the moment the pool hands it out: its end is the event to wait for.
        const ended = new Promise<void>((resolve) =>
          database.pool!.once('acquire', (client) => client.once('end', () => resolve())),
        );
        const work = database.db.transaction(async (tx) => {
          const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
          // The connection dies while the transaction is open and idle (as between two inserts).
          await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
          // The client has seen its connection end (an 'error' comes before the 'end', where it would crash).
          await ended;
          await tx.execute(sql`select 1`);
        });
        await expect(work).rejects.toThrow();
        expect(uncaught).toEqual([]);
        expect(await database.ping()).toBe(true);
        const { rows } = await database.db.execute<{ n: number }>(sql`select 1 as n`);
        expect(rows[0].n).toBe(1);
      } finally {
        process.off('uncaughtException', onUncaught);
        await admin.end();
        await database.close();
      }
    },
  );
});
