import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index.ts';
import type { Db } from './client.ts';

/**
 * Work that needs several connections at once takes them together: one caller at a time picks its connections,
 * so two callers never each hold some and wait for the rest (which, with a pool of 10 and reports asking for three,
 * left other requests waiting 5 s and answering 500). `run` gets one database handle per connection.
 */
let queue: Promise<unknown> = Promise.resolve();

export async function withConnections<T>(pool: pg.Pool, count: number, run: (dbs: Db[]) => Promise<T>): Promise<T> {
  const taking = queue.then(async () => {
    const clients: pg.PoolClient[] = [];
    try {
      for (let i = 0; i < count; i++) clients.push(await pool.connect());
      return clients;
    } catch (err) {
      for (const c of clients) c.release();
      throw err;
    }
  });
  queue = taking.catch(() => {});
  const clients = await taking;
  let failed: Error | undefined;
  try {
    return await run(clients.map((c) => drizzle(c, { schema, casing: 'snake_case' }) as unknown as Db));
  } catch (err) {
    failed = err as Error;
    throw err;
  } finally {
    // A connection whose work failed may be mid-transaction: the pool drops it rather than lend it again.
    for (const c of clients) c.release(failed);
  }
}
