import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { lockDataDir } from './lock.ts';
import { ownerOnlyDirSync, ownerOnlyTree } from '../lib/owner-only.ts';
import { checkedWrites, trackWrites } from './writes.ts';
import { installQueue, pgliteExecutor, poolExecutor } from '../lib/queue.ts';

/** Both drivers expose the same query builder; the node-postgres type stands for both. */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * Calls `notify` with the payload of every NOTIFY on `channel`. `up`/`down` say whether notices can
   * arrive (PostgreSQL: a connection of its own, reopened every second while lost; PGlite: always).
   * Resolves once listening (or failing to, on PostgreSQL: it keeps trying); the result stops it.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** Present only on PostgreSQL. */
  pool?: pg.Pool;
}

export interface ListenHandlers {
  notify(payload: string): void;
  up?(): void;
  down?(err?: unknown): void;
}

export const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite's data directory; ignored when databaseUrl is set. */
  pgliteDir?: string;
  /** A PGlite data-dir tarball to start from (tests clone a migrated copy). */
  loadDataDir?: Blob;
  /** Lock the data directory against a second process (the server does; tests use their own dirs). */
  lock?: boolean;
  poolSize?: number;
  /** Tests: refuse a raw SQL write that no `declareWrites` names (db/writes.ts). */
  checkWrites?: boolean;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 10, opts.checkWrites);
  return openPglite(opts);
}

async function openPostgres(url: string, max: number, checkWrites = false): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30000 });
  // Without this handler an idle client's error would kill the process.
  pool.on('error', () => {});
  // A checked-out client has no error listener (pg-pool removes it): a connection lost mid-transaction
  // would emit an unhandled 'error' and crash the server. The query still fails, and the pool drops
  // the dead client on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = trackWrites(drizzlePg(pool, { schema, casing: 'snake_case', logger: checkWrites && checkedWrites }));
  return {
    db,
    driver: 'postgres',
    pool,
    migrate: () =>
      migrateLocked(pool, async () => {
        await migratePg(db, { migrationsFolder });
        await installQueue(poolExecutor(pool));
      }),
    ping: async () => {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    listen: (channel, handlers) => listenPostgres(pool, channel, handlers),
    close: () => pool.end(),
  };
}

/** Any fixed number: the advisory lock that lets one instance at a time migrate the shared database. */
const MIGRATION_LOCK = 160_016;

/**
 * Instances started together on one database (a fresh deployment, a rolling restart with a new migration)
 * would otherwise run the same migration at once, and all but one would die on a duplicate table. The
 * lock is held by a connection of its own; the others wait, then find nothing left to apply.
 */
async function migrateLocked(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  // Outside the pool, which may have a single connection (the tests' template database).
  const client = new pg.Client(pool.options);
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    // Ending the session releases the lock.
    await client.end();
  }
}

const RELISTEN_MS = 1000;

/** LISTEN on a connection of its own; while it is lost, `down`, and a new one every second. */
async function listenPostgres(pool: pg.Pool, channel: string, handlers: ListenHandlers): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const dead = new WeakSet<pg.Client>();

  const lost = (c: pg.Client, err?: unknown) => {
    if (dead.has(c)) return;
    dead.add(c);
    c.removeAllListeners('end');
    c.end().catch(() => {});
    if (client === c) client = undefined;
    if (stopped) return;
    handlers.down?.(err);
    retry ??= setTimeout(() => {
      retry = undefined;
      void connect();
    }, RELISTEN_MS);
    retry.unref();
  };

  const connect = async () => {
    const c = new pg.Client(pool.options);
    c.on('notification', (msg) => handlers.notify(msg.payload ?? ''));
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      lost(c, err);
      return;
    }
    if (stopped) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    handlers.up?.();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = undefined;
    if (c) {
      c.removeAllListeners('end');
      await c.end().catch(() => {});
    }
  };
}

/** How often the embedded database's new files are set owner-only (its directory is 0700 meanwhile). */
const OWNER_ONLY_EVERY_MS = 5 * 60 * 1000;

async function openPglite(opts: OpenOptions): Promise<Database> {
  let release: (() => void) | undefined;
  const dir = opts.pgliteDir;
  if (dir) {
    // DATA_DIR and the database directory are 0700 before PGlite writes anything into them (lib/owner-only.ts).
    ownerOnlyDirSync(path.dirname(dir));
    ownerOnlyDirSync(dir);
    if (opts.lock) release = lockDataDir(path.dirname(dir));
  }
  // Loaded here, not with the module: a server on PostgreSQL never holds the embedded database's 40 MB.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  // pg_trgm serves the search columns' `like '%…%'` (migration 0008), as on PostgreSQL.
  const client = await PGlite.create({
    dataDir: opts.pgliteDir,
    loadDataDir: opts.loadDataDir,
    extensions: { pg_trgm },
  });
  // PGlite gives its files modes of its own (0666 for the WAL, pg_control, postgresql.conf): set them owner-only now,
  // every few minutes for the files it makes later, and once more when it closes.
  let ownerOnly: NodeJS.Timeout | undefined;
  if (dir) {
    await ownerOnlyTree(dir);
    ownerOnly = setInterval(() => void ownerOnlyTree(dir).catch(() => {}), OWNER_ONLY_EVERY_MS);
    ownerOnly.unref();
  }
  const db = trackWrites(
    drizzlePglite(client, { schema, casing: 'snake_case', logger: opts.checkWrites && checkedWrites }),
  ) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder });
      await installQueue(pgliteExecutor(client));
    },
    ping: async () => {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    listen: async (channel, handlers) => {
      // PGlite runs in this process and delivers a notice before the writing query returns.
      const unlisten = await client.listen(channel, handlers.notify);
      handlers.up?.();
      return () => unlisten().catch(() => {});
    },
    close: async () => {
      if (ownerOnly) clearInterval(ownerOnly);
      await client.close();
      if (dir) await ownerOnlyTree(dir);
      release?.();
    },
  };
}
