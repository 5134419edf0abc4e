import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOG_FILTER_TYPES, LOG_PAGE_SIZE, type LogType } from '@beceri/domain';
import { EmptyState } from '../../../components/ui/page.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLogs } from '../api/logs.ts';

const badge: Record<LogType, string> = {
  teacher: 'bg-emerald-100 text-emerald-900',
  student: 'bg-blue-100 text-blue-900',
  company: 'bg-amber-100 text-amber-900',
  other: 'bg-slate-200 text-slate-800',
};

/** Placeholder rows of the list's shape while a page loads. */
function LogListSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
      data-testid="log-skeleton"
    >
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className={cn('h-4 flex-1', i % 2 ? 'sm:max-w-md' : 'sm:max-w-xl')} />
          <Skeleton className="h-4 w-32" />
        </div>
      ))}
    </div>
  );
}

/** Checkbox filters (none = everything; any change back to page 1) and 20 entries a page. */
export function LogList() {
  const { t } = useTranslation('logs', { useSuspense: true });
  const [types, setTypes] = useState<LogType[]>([]);
  const [page, setPage] = useState(1);
  const query = useLogs(page, types);

  const toggle = (type: LogType, on: boolean) => {
    setTypes((list) => LOG_FILTER_TYPES.filter((x) => (x === type ? on : list.includes(x))));
    setPage(1);
  };
  const total = query.data?.total ?? 0;
  const pageCount = Math.ceil(total / LOG_PAGE_SIZE);

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-wrap items-center gap-5 rounded-lg border border-slate-200 bg-white p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">{t('filters')}</legend>
        {LOG_FILTER_TYPES.map((type) => (
          <label key={type} className="flex cursor-pointer items-center gap-2 text-base">
            <input
              type="checkbox"
              name="types"
              value={type}
              className="size-5 accent-brand-700"
              checked={types.includes(type)}
              onChange={(e) => toggle(type, e.target.checked)}
            />
            {t(`types.${type}`)}
          </label>
        ))}
        {query.data && <span className="ml-auto text-sm text-slate-700">{t('total', { count: total })}</span>}
      </fieldset>
      {query.isPending ? (
        <LogListSkeleton />
      ) : query.isError ? (
        <EmptyState>{t('loadFailed')}</EmptyState>
      ) : query.data.items.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <ol
          className={cn(
            'divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white',
            query.isPlaceholderData && 'opacity-60',
          )}
          aria-busy={query.isFetching}
        >
          {query.data.items.map((entry, i) => (
            <li
              key={`${entry.createdAt}-${i}`}
              className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:gap-4"
              data-testid="log-entry"
            >
              <span
                className={cn('w-fit shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', badge[entry.type])}
              >
                {t(`types.${entry.type}`)}
              </span>
              <span className="flex-1 text-slate-900">{entry.log}</span>
              <time dateTime={entry.createdAt} className="shrink-0 text-sm text-slate-700">
                {formatDateTime(entry.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} onPage={setPage} />}
    </div>
  );
}
