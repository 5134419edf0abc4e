import { z } from 'zod';
import { LIST_PAGE_MAX, LIST_PAGE_SIZE } from './constants.ts';

/**
 * `?page=&limit=` of every paged list (docs/architecture.md, 'Lists'): a bad page reads as 1, a bad limit as the
 * list's default, a limit over LIST_PAGE_MAX as LIST_PAGE_MAX. Lists with filters extend it
 * (`pageQuerySchema(20).extend({ role: … })`).
 */
export const pageQuerySchema = (defaultLimit = LIST_PAGE_SIZE) =>
  z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .catch(defaultLimit)
      .default(defaultLimit)
      .transform((n) => Math.min(n, LIST_PAGE_MAX)),
  });
export type PageQuery = z.infer<ReturnType<typeof pageQuerySchema>>;

/** One page of a list and the size of the whole list (the API sends it as `X-Total-Count`). */
export interface Page<T> {
  items: T[];
  total: number;
}

/** Rows to skip before this page. */
export const offsetOf = (q: PageQuery) => (q.page - 1) * q.limit;
