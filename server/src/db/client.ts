import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { lockDataDir } from './lock.ts';

/** Both drivers expose the same query builder; the node-postgres type stands for both. */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** Present only on PostgreSQL: a dedicated connection for LISTEN. */
  pool?: pg.Pool;
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
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 10);
  return openPglite(opts);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30000 });
  // Without this handler an idle client's error would kill the process.
  pool.on('error', () => {});
  // A checked-out client has no error listener (pg-pool removes it): a connection lost mid-transaction
  // would emit an unhandled 'error' and crash the server. The query still fails, and the pool drops
  // the dead client on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema, casing: 'snake_case' });
  return {
    db,
    driver: 'postgres',
    pool,
    migrate: () => migratePg(db, { migrationsFolder }),
    ping: async () => {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(opts: OpenOptions): Promise<Database> {
  let release: (() => void) | undefined;
  if (opts.pgliteDir) {
    fs.mkdirSync(opts.pgliteDir, { recursive: true });
    if (opts.lock) release = lockDataDir(path.dirname(opts.pgliteDir));
  }
  const client = await PGlite.create({ dataDir: opts.pgliteDir, loadDataDir: opts.loadDataDir });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      await client.close();
      release?.();
    },
  };
}
