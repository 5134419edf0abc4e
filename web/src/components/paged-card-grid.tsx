import type { ReactNode } from 'react';
import type { InfiniteData } from '@tanstack/react-query';
import type { Paged } from '../lib/api.ts';
import { cn } from '../lib/cn.ts';
import { pagedItems } from '../lib/paged-query.ts';
import { Button } from './ui/button.tsx';
import { EmptyState } from './ui/page.tsx';
import { CardGridSkeleton } from './ui/skeleton.tsx';

/** What the grid reads of a `useInfiniteQuery` over `pagedListQuery`. */
export interface PagedListState<T> {
  isPending: boolean;
  isError: boolean;
  data: InfiniteData<Paged<T>> | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The column widths of a full page's grid and of a profile section's. */
const grids = {
  page: 'gap-5 sm:grid-cols-2 xl:grid-cols-3',
  section: 'gap-4 sm:grid-cols-2 lg:grid-cols-3',
} as const;

/** Cards in a responsive grid, one list item each. */
export function CardGrid<T extends { id: string | number }>({
  items,
  grid = 'page',
  itemClassName,
  children,
}: {
  items: T[];
  grid?: keyof typeof grids;
  itemClassName?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className={cn('grid', grids[grid])}>
      {items.map((item) => (
        <li key={item.id} className={itemClassName}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}

/** 'Daha fazla': reads the next page while there is one. */
export function MoreButton({ query, label, className = 'mt-6' }: { query: PagedListState<unknown>; label: string; className?: string }) {
  if (!query.hasNextPage) return null;
  return (
    <div className={cn('flex justify-center', className)}>
      <Button variant="outline" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
        {label}
      </Button>
    </div>
  );
}

/** A paged list as cards: placeholder cards, then the error or empty message, or the cards and 'Daha fazla'. */
export function PagedCardGrid<T extends { id: string | number }>({
  query,
  texts,
  grid = 'page',
  moreClassName = grid === 'page' ? 'mt-6' : 'mt-4',
  itemClassName,
  emptyAction,
  children,
}: {
  query: PagedListState<T>;
  texts: { loadFailed: string; empty: string; more: string };
  /** Shown under the empty message (a filtered list's 'clear filters'). */
  emptyAction?: ReactNode;
  grid?: keyof typeof grids;
  moreClassName?: string;
  itemClassName?: string;
  children: (item: T) => ReactNode;
}) {
  if (query.isPending) return <CardGridSkeleton count={grid === 'page' ? 6 : 3} />;
  if (query.isError) return <EmptyState>{texts.loadFailed}</EmptyState>;
  const items = pagedItems(query.data);
  if (items.length === 0) {
    return (
      <EmptyState>
        {texts.empty}
        {emptyAction && <span className="mt-4 block">{emptyAction}</span>}
      </EmptyState>
    );
  }
  return (
    <>
      <CardGrid items={items} grid={grid} itemClassName={itemClassName}>
        {children}
      </CardGrid>
      <MoreButton query={query} label={texts.more} className={moreClassName} />
    </>
  );
}
