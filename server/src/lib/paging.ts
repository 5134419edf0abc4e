import type { FastifyReply } from 'fastify';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { LIST_PAGE_MAX, LIST_PAGE_SIZE } from '@beceri/domain';

/** `?page=&limit=`: bad values fall back to the defaults, the limit is capped (DESIGN.md §3). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
  limit: z.coerce.number().int().min(1).catch(LIST_PAGE_SIZE).transform((n) => Math.min(n, LIST_PAGE_MAX)),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** One page of a list and the size of the whole list (sent as `X-Total-Count`). */
export interface Page<T> {
  items: T[];
  total: number;
}

/** Rows to skip before this page. */
export const offsetOf = (q: PageQuery) => (q.page - 1) * q.limit;

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
export async function selectPage<Q extends PgSelect>(query: Q, total: PromiseLike<number>, q: PageQuery): Promise<{ rows: Awaited<Q>; total: number }> {
  const [rows, n] = await Promise.all([query.limit(q.limit).offset(offsetOf(q)), total]);
  return { rows: rows as Awaited<Q>, total: n };
}
