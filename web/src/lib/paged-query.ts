import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '@beceri/domain/constants';
import { api, withQuery } from './api.ts';
import type { Page } from '@beceri/domain';

type Params = Record<string, string | number | undefined | null>;

/**
 * A list read a page at a time with 'Daha fazla' (`?page=&limit=`, total in `X-Total-Count`), from `firstPage` on
 * (a public list's address may name a later page, `/jobs?page=3`): the next page exists while the rows up to the
 * last page read are fewer than the total.
 */
export function pagedListQuery<T>(
  queryKey: QueryKey,
  path: string,
  pageSize: number = LIST_PAGE_SIZE,
  params: Params = {},
  firstPage = 1,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => api.list<T>(withQuery(path, { ...params, page: pageParam, limit: pageSize })),
    initialPageParam: firstPage,
    getNextPageParam: (last: Page<T>, _pages: Page<T>[], lastPage: number) =>
      lastPage * pageSize < last.total ? lastPage + 1 : undefined,
  });
}

/** One numbered page of a table ('Öncesi' / 'Sonraki'); the previous page stays on screen while the next loads. */
export function pageQuery<T>(queryKey: QueryKey, path: string, params: Params) {
  return queryOptions({
    queryKey,
    queryFn: () => api.list<T>(withQuery(path, params)),
    placeholderData: keepPreviousData,
  });
}

/** Every row of the pages read so far. */
export const pagedItems = <T>(data: InfiniteData<Page<T>> | undefined): T[] =>
  data?.pages.flatMap((p) => p.items) ?? [];
