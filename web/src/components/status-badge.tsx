import type { ReactNode } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { cn } from '../lib/cn.ts';

/** A small pill beside a card's text: 'Başvurdunuz', 'Kayıtlısınız', an application's status. */
export function StatusBadge({
  children,
  tone = 'done',
  className,
}: {
  children: ReactNode;
  tone?: 'done' | 'neutral';
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-medium',
        tone === 'done' ? 'border-green-200 bg-green-50 text-green-800' : 'border-slate-300 bg-slate-50 text-slate-800',
        className,
      )}
    >
      {tone === 'done' && <CheckCircle2 className="size-4" aria-hidden="true" />}
      {children}
    </span>
  );
}
