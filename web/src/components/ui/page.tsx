import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** The content column of a page: one h1, max 1440 px wide. */
export function Page({
  title,
  actions,
  className,
  children,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('mx-auto w-full max-w-[1440px] px-4 py-8 sm:px-6 lg:px-10', className)}>
      {(title || actions) && (
        <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
          {title && <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>}
          {actions}
        </div>
      )}
      {children}
    </div>
  );
}

/** A quiet message for an empty list or a missing item. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
      {children}
    </p>
  );
}
