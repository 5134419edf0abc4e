import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * Below 640 px a row becomes a card: the header row is hidden from sight (screen readers still read the table), and
 * each cell shows its column's name before its value. The names are copied from the header cells into `data-label`
 * after each render, so every table gets it without its rows knowing.
 */
const cards = [
  'max-sm:block max-sm:[&_tbody]:flex max-sm:[&_tbody]:flex-col max-sm:[&_tbody]:gap-3 max-sm:[&_tbody]:divide-y-0 max-sm:[&_tbody]:p-3',
  'max-sm:[&_thead]:sr-only',
  'max-sm:[&_tbody_tr:not(.hidden)]:flex max-sm:[&_tbody_tr]:flex-col max-sm:[&_tbody_tr]:gap-1 max-sm:[&_tbody_tr]:rounded-lg max-sm:[&_tbody_tr]:border max-sm:[&_tbody_tr]:border-slate-200 max-sm:[&_tbody_tr]:p-3 max-sm:[&_tbody_tr]:shadow-sm',
  'max-sm:[&_tbody_td:not(.hidden)]:flex max-sm:[&_tbody_td]:flex-wrap max-sm:[&_tbody_td]:gap-x-2 max-sm:[&_tbody_td]:px-0 max-sm:[&_tbody_td]:py-1 max-sm:[&_tbody_td]:whitespace-normal max-sm:[&_tbody_td]:break-words',
  'max-sm:[&_tbody_td[data-label]]:before:font-semibold max-sm:[&_tbody_td[data-label]]:before:text-slate-900 max-sm:[&_tbody_td[data-label]]:before:content-[attr(data-label)]',
].join(' ');

/** Gives every body cell the text of its column's header cell (none for an empty header, such as an actions column). */
function labelCells(table: HTMLTableElement) {
  const heads = [...table.querySelectorAll<HTMLTableCellElement>('thead th')].map((th) => th.textContent?.trim() ?? '');
  for (const row of table.querySelectorAll<HTMLTableRowElement>('tbody tr')) {
    [...row.cells].forEach((cell, i) => {
      const label = heads[i];
      if (label && cell.dataset.label !== label) cell.dataset.label = label;
      else if (!label && cell.dataset.label !== undefined) delete cell.dataset.label;
    });
  }
}

/**
 * A table in a named, focusable region (it scrolls sideways on tablets, WCAG 2.1.1); `label` names it for screen
 * readers. On phones its rows are cards (issue: action buttons clipped at 390 px).
 */
export function Table({ label, className, ...props }: ComponentProps<'table'> & { label: string }) {
  const ref = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    if (ref.current) labelCells(ref.current);
  });
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="w-full overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 max-sm:overflow-visible max-sm:border-0 max-sm:bg-transparent"
    >
      {/* Explicit roles: a table whose rows are restyled as cards keeps its table semantics in every browser. */}
      <table
        ref={ref}
        role="table"
        className={cn('w-full caption-bottom text-left text-sm', cards, className)}
        {...props}
      />
    </div>
  );
}
export const THead = (p: ComponentProps<'thead'>) => (
  <thead role="rowgroup" className="bg-slate-100 text-slate-800" {...p} />
);
export const TBody = (p: ComponentProps<'tbody'>) => (
  <tbody role="rowgroup" className="divide-y divide-slate-200" {...p} />
);
export const Tr = (p: ComponentProps<'tr'>) => <tr role="row" {...p} />;
export const Th = ({ className, ...p }: ComponentProps<'th'>) => (
  <th scope="col" role="columnheader" className={cn('px-4 py-3 font-semibold', className)} {...p} />
);
export const Td = ({ className, ...p }: ComponentProps<'td'>) => (
  <td role="cell" className={cn('px-4 py-3 align-middle', className)} {...p} />
);
