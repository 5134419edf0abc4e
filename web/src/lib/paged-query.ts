import { infiniteQueryOptions, keepPreviousData, queryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '@beceri/domain/constants';
import { api, withQuery, type Paged } from './api.ts';

type Params = Record<string, string | number | undefined | null>;

/**
 * A list read a page at a time with 'Daha fazla' (`?page=&limit=`, total in `X-Total-Count`):
 * the next page exists while the pages read so far hold fewer rows than the total.
 */
export function pagedListQuery<T>(queryKey: QueryKey, path: string, pageSize: number = LIST_PAGE_SIZE, params: Params = {}) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => api.list<T>(withQuery(path, { ...params, page: pageParam, limit: pageSize })),
    initialPageParam: 1,
    getNextPageParam: (last: Paged<T>, pages: Paged<T>[]) => (pages.length * pageSize < last.total ? pages.length + 1 : undefined),
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
export const pagedItems = <T>(data: InfiniteData<Paged<T>> | undefined): T[] => data?.pages.flatMap((p) => p.items) ?? [];
