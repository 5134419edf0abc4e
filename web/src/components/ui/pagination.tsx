import { Button } from './button.tsx';

/** 'Öncesi' / 'Sonraki' paging of SPEC.md's admin lists. */
export function Pagination({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label="Sayfalama" className="flex items-center justify-center gap-3 py-4">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Öncesi
      </Button>
      <span className="text-sm text-slate-700" aria-live="polite">
        {page} / {Math.max(1, pageCount)}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Sonraki
      </Button>
    </nav>
  );
}
