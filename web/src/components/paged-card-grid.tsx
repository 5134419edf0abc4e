import type { ReactNode } from 'react';
import type { InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { LIST_PAGE_SIZE } from '@beceri/domain/constants';
import type { Page } from '@beceri/domain';
import { cn } from '../lib/cn.ts';
import { pagedItems } from '../lib/paged-query.ts';
import { Button } from './ui/button.tsx';
import { EmptyState } from './ui/page.tsx';
import { CardGridSkeleton } from './ui/skeleton.tsx';

/** What the grid reads of a `useInfiniteQuery` over `pagedListQuery`. */
export interface PagedListState<T> {
  isPending: boolean;
  isError: boolean;
  data: InfiniteData<Page<T>> | undefined;
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
export function MoreButton({
  query,
  label,
  className = 'mt-6',
}: {
  query: PagedListState<unknown>;
  label: string;
  className?: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <div className={cn('flex justify-center', className)}>
      <Button variant="outline" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
        {label}
      </Button>
    </div>
  );
}

/** The address of another page of the list on screen (`?page=N` beside its filters; page 1 has none). */
function usePageHref() {
  const { pathname, search } = useLocation();
  return (page: number) => {
    const params = new URLSearchParams(search);
    if (page > 1) params.set('page', String(page));
    else params.delete('page');
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
}

/**
 * Plain links to the page before the first one shown and after the last one (docs/product.md): a reader without
 * scripts, and a crawler, reach every item of a public list through them; 'Daha fazla' still appends in place.
 */
function PageLinks({ data }: { data: InfiniteData<Page<unknown>> }) {
  const { t } = useTranslation();
  const href = usePageHref();
  // `pagedListQuery`'s page params are the page numbers read.
  const first = Number(data.pageParams[0] ?? 1);
  const last = Number(data.pageParams[data.pageParams.length - 1] ?? first);
  const count = Math.max(1, Math.ceil((data.pages[0]?.total ?? 0) / LIST_PAGE_SIZE));
  const previous = first > 1 ? first - 1 : undefined;
  const next = last < count ? last + 1 : undefined;
  if (!previous && !next) return null;
  const link =
    'inline-flex items-center gap-1 rounded-md px-3 py-2 font-medium text-brand-700 underline-offset-4 hover:underline';
  return (
    <nav aria-label={t('listPages.label')} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      {previous ? (
        <Link to={href(previous)} rel="prev" className={link}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          {t('listPages.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-700">
        {first === last
          ? t('listPages.position', { page: first, pages: count })
          : t('listPages.positionRange', { from: first, to: last, pages: count })}
      </span>
      {next ? (
        <Link to={href(next)} rel="next" className={link}>
          {t('listPages.next')}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
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
  pageLinks = false,
  children,
}: {
  query: PagedListState<T>;
  /** A public list (`LIST_PAGE_SIZE` a page): links to the pages before and after those on screen. */
  pageLinks?: boolean;
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
      {pageLinks && query.data && <PageLinks data={query.data} />}
    </>
  );
}
