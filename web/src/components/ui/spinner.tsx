import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export function Spinner({ label = 'Yükleniyor...', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-2 p-6 text-slate-700', className)}>
      <Loader2 className="size-6 animate-spin" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
