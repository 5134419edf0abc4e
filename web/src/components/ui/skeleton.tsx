import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

/** A grey block where content will appear: the page keeps its shape while it loads (no lone 'Yükleniyor…'). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none', className)}
    />
  );
}

/** Placeholder cards in the grid of a list page, announced once as loading. */
export function CardGridSkeleton({ count = 6, className }: { count?: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', className)}>
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5">
          <Skeleton className="h-36 w-full" />
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      ))}
    </div>
  );
}

/** Placeholder lines of a text page (a detail page, a form). */
export function PageSkeleton({ lines = 6, className }: { lines?: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={cn('flex flex-col gap-3 py-6', className)}>
      <span className="sr-only">{t('loading')}</span>
      <Skeleton className="h-8 w-2/3" />
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={cn('h-4', i % 3 === 2 ? 'w-4/6' : 'w-full')} />
      ))}
    </div>
  );
}

/** Placeholder rows of an admin table (on a phone: of its cards). */
export function TableSkeleton({ rows = 5, className }: { rows?: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={cn('flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4', className)}>
      <span className="sr-only">{t('loading')}</span>
      <Skeleton className="h-6 w-full" />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}

/**
 * While a screen's code loads: the shape of a page (its heading and a first block of content) inside the page
 * column, so the header and footer never jump and nobody stares at a lone 'Yükleniyor…'.
 */
export function RouteSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="mx-auto flex w-full max-w-[1440px] flex-col gap-6 px-4 py-8 sm:px-6 lg:px-10"
      data-testid="route-skeleton"
    >
      <span className="sr-only">{t('loading')}</span>
      <Skeleton className="h-9 w-2/3 max-w-md" />
      <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <div
            key={i}
            className={cn(
              'flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5',
              i > 0 && 'max-sm:hidden',
            )}
          >
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        ))}
      </div>
    </div>
  );
}
