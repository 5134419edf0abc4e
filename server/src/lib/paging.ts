import type { FastifyReply } from 'fastify';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { offsetOf, pageQuerySchema, type Page, type PageQuery } from '@beceri/domain';

export { offsetOf, type Page, type PageQuery };

/** `?page=&limit=` of a list with the default page size (the shared schema: `pageQuerySchema` in the domain). */
export const pageQuery = pageQuerySchema();

/** Sends a page: the items as the body, the total in `X-Total-Count`; `personal` pages are never stored. */
export function sendPage<T>(reply: FastifyReply, page: Page<T>, personal = false) {
  reply.header('x-total-count', String(page.total));
  if (personal) reply.header('cache-control', 'private, no-store');
  return reply.send(page.items);
}

/**
 * One page of a select (in the order it gives) and the size of the whole list (`db.$count(table, where)`),
 * in parallel: two statements whatever the page size.
 */
export async function selectPage<Q extends PgSelect>(
  query: Q,
  total: PromiseLike<number>,
  q: PageQuery,
): Promise<{ rows: Awaited<Q>; total: number }> {
  const [rows, n] = await Promise.all([query.limit(q.limit).offset(offsetOf(q)), total]);
  return { rows: rows as Awaited<Q>, total: n };
}
