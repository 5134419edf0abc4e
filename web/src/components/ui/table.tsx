import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A table that scrolls sideways on narrow screens. The scrolling box is a named, focusable region so
 * keyboard users can scroll it too (WCAG 2.1.1); `label` names it for screen readers.
 */
export function Table({ label, className, ...props }: ComponentProps<'table'> & { label: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="w-full overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <table className={cn('w-full caption-bottom text-left text-sm', className)} {...props} />
    </div>
  );
}
export const THead = (p: ComponentProps<'thead'>) => <thead className="bg-slate-100 text-slate-800" {...p} />;
export const TBody = (p: ComponentProps<'tbody'>) => <tbody className="divide-y divide-slate-200" {...p} />;
export const Tr = (p: ComponentProps<'tr'>) => <tr {...p} />;
export const Th = ({ className, ...p }: ComponentProps<'th'>) => <th scope="col" className={cn('px-4 py-3 font-semibold', className)} {...p} />;
export const Td = ({ className, ...p }: ComponentProps<'td'>) => <td className={cn('px-4 py-3 align-middle', className)} {...p} />;
