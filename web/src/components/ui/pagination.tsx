import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

/** 'Öncesi' / 'Sonraki' paging of docs/product.md's admin lists. */
export function Pagination({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('pagination.label')} className="flex items-center justify-center gap-3 py-4">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pagination.previous')}
      </Button>
      <span className="text-sm text-slate-700" aria-live="polite">
        {page} / {Math.max(1, pageCount)}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
      </Button>
    </nav>
  );
}
