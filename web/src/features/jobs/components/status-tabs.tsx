import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES, type ApplicantCounts, type ApplicationStatus } from '@beceri/domain';
import { cn } from '../../../lib/cn.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useStatusLabel } from '../status-label.ts';

export type StatusFilter = ApplicationStatus | 'all';
const FILTERS: readonly StatusFilter[] = ['all', ...APPLICATION_STATUSES];

export const tabId = (filter: StatusFilter) => `applicants-tab-${filter.replace(/\s+/g, '-')}`;
export const PANEL_ID = 'applicants-panel';

/**
 * 'Tümü, İnceleniyor, Kısa listede, Reddedildi, İşe Alındı' with their counts, as WAI-ARIA tabs: one tab stop,
 * arrow keys (and Home/End) move between them and show that tab's applicants at once.
 */
export function StatusTabs({
  value,
  counts,
  onChange,
}: {
  value: StatusFilter;
  counts?: ApplicantCounts;
  onChange: (f: StatusFilter) => void;
}) {
  const { t: tw } = useTranslation('workspace', { useSuspense: true });
  const statusLabel = useStatusLabel();
  const refs = useRef(new Map<StatusFilter, HTMLButtonElement>());
  const countOf = (f: StatusFilter) => (counts ? (f === 'all' ? counts.total : counts.byStatus[f]) : undefined);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = FILTERS.indexOf(value);
    const next =
      e.key === 'ArrowRight'
        ? FILTERS[(i + 1) % FILTERS.length]
        : e.key === 'ArrowLeft'
          ? FILTERS[(i - 1 + FILTERS.length) % FILTERS.length]
          : e.key === 'Home'
            ? FILTERS[0]
            : e.key === 'End'
              ? FILTERS[FILTERS.length - 1]
              : undefined;
    if (!next) return;
    e.preventDefault();
    onChange(next);
    refs.current.get(next)?.focus();
  };

  return (
    // Wraps onto several lines on a phone rather than scrolling sideways.
    <div
      role="tablist"
      aria-label={tw('pipeline.tabsLabel')}
      onKeyDown={onKeyDown}
      className="flex flex-wrap gap-2 border-b border-slate-200 pb-2"
    >
      {FILTERS.map((f) => {
        const selected = f === value;
        const count = countOf(f);
        return (
          <button
            key={f}
            ref={(el) => {
              if (el) refs.current.set(f, el);
              else refs.current.delete(f);
            }}
            type="button"
            role="tab"
            id={tabId(f)}
            aria-selected={selected}
            aria-controls={PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(f)}
            className={cn(
              'rounded-md px-3 py-2 text-sm font-medium transition-colors',
              selected
                ? 'bg-brand-700 text-white'
                : 'bg-white text-slate-800 hover:bg-slate-100 border border-slate-300',
            )}
          >
            {f === 'all' ? tw('pipeline.all') : statusLabel(f)}
            {count !== undefined && (
              <>
                {' '}
                <span>{tw('pipeline.tabCount', { n: formatNumber(count) })}</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
