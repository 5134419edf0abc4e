import { sql } from 'drizzle-orm';
import { check, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * A CHECK that the column holds one of the domain's values: the same constant types the column (`text(…, { enum })`),
 * the constraint, the OpenAPI document and the web, so a value is added in one place. The values are the domain's
 * own constants, never user input (they are written into the SQL).
 */
export const oneOf = (name: string, column: PgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '))})`);
