import type { Query, SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** The SQL text of a statement, as the database's own dialect writes it (db/client.ts: snake_case). */
const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * A raw SQL statement for a hot path, written once and prepared once per database under `name`: its values are
 * `sql.placeholder(...)`s filled by name on each call, so neither Drizzle (building the text and its parameters) nor
 * PostgreSQL (parsing and planning it, once per connection) repeats work a request does not change (decision 046).
 * The statement's writes are still declared by its caller (db/writes.ts), and the tests' logger still sees it.
 */
export function preparedSql<Row>(name: string, statement: () => SQL) {
  let query: Query | undefined;
  const byDatabase = new WeakMap<object, PgPreparedQuery<PreparedQueryConfig & { execute: { rows: Row[] } }>>();
  return async (db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    const session = db._.session;
    let prepared = byDatabase.get(session);
    if (!prepared) {
      query ??= dialect.sqlToQuery(statement());
      prepared = session.prepareQuery(query, undefined, name, false);
      byDatabase.set(session, prepared);
    }
    return (await prepared.execute(values)).rows;
  };
}
