import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Pencil, Trash2 } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@beceri/domain';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Button } from './ui/button.tsx';
import { EmptyState } from './ui/page.tsx';
import { Pagination } from './ui/pagination.tsx';
import { TableSkeleton } from './ui/skeleton.tsx';
import { Table } from './ui/table.tsx';

/**
 * The page of an admin table read with `pageQuery` (`useList(...filters, page)`); after a delete empties the
 * last page it steps back to the last page that has rows.
 */
export function useTablePage<T, F extends unknown[] = []>(
  useList: (...args: [...F, number]) => UseQueryResult<Page<T>>,
  pageSize: number,
  ...filters: F
) {
  const [page, setPage] = useState(1);
  const query = useList(...filters, page);
  const pageCount = query.data ? Math.ceil(query.data.total / pageSize) : 1;
  const emptyPage = Boolean(query.data && query.data.items.length === 0 && page > 1 && !query.isPlaceholderData);
  useEffect(() => {
    if (emptyPage) setPage(Math.max(1, pageCount));
  }, [emptyPage, pageCount]);
  return { query, page, pageCount, setPage };
}

/** Placeholder rows, then the error or empty message, or the table (cards on a phone) and 'Öncesi' / 'Sonraki'. */
export function PagedTable<T>({
  table: { query, page, pageCount, setPage },
  label,
  caption = false,
  texts,
  head,
  children,
}: {
  table: ReturnType<typeof useTablePage<T>>;
  label: string;
  /** Also name the table itself with a hidden caption. */
  caption?: boolean;
  texts: { loadFailed: string; empty: string };
  head: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return <TableSkeleton />;
  if (query.isError)
    return (
      <p role="alert" className="text-red-700">
        {texts.loadFailed}
      </p>
    );
  if (query.data.items.length === 0) return <EmptyState>{texts.empty}</EmptyState>;
  return (
    <>
      <Table label={label} aria-busy={query.isPlaceholderData}>
        {caption && <caption className="sr-only">{label}</caption>}
        {head}
        {children(query.data.items)}
      </Table>
      <Pagination page={page} pageCount={pageCount} onPage={setPage} />
    </>
  );
}

/**
 * A row's 'Düzenle' (only where `editTo` is given) and 'Sil', which asks first in a dialog whose question
 * (`confirmDelete`) names the thing, then any other actions.
 */
export function RowActions({
  name,
  editTo,
  texts,
  deleting,
  onDelete,
  children,
}: {
  name: string;
  editTo?: string;
  texts: { edit: string; delete: string; confirmDelete: string };
  deleting: boolean;
  onDelete: () => void;
  children?: ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      {editTo && (
        <Button asChild variant="outline" size="sm">
          <Link to={editTo} aria-label={`${name}: ${texts.edit}`}>
            <Pencil aria-hidden="true" />
            {texts.edit}
          </Link>
        </Button>
      )}
      <Button
        variant="destructive"
        size="sm"
        onClick={() => setConfirming(true)}
        disabled={deleting}
        aria-label={`${name}: ${texts.delete}`}
      >
        <Trash2 aria-hidden="true" />
        {texts.delete}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={texts.confirmDelete}
        confirmLabel={texts.delete}
        pending={deleting}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
      />
      {children}
    </div>
  );
}
