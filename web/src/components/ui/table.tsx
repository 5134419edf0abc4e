import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div className="w-full overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className={cn('w-full caption-bottom text-left text-sm', className)} {...props} />
    </div>
  );
}
export const THead = (p: ComponentProps<'thead'>) => <thead className="bg-slate-100 text-slate-800" {...p} />;
export const TBody = (p: ComponentProps<'tbody'>) => <tbody className="divide-y divide-slate-200" {...p} />;
export const Tr = (p: ComponentProps<'tr'>) => <tr {...p} />;
export const Th = ({ className, ...p }: ComponentProps<'th'>) => <th scope="col" className={cn('px-4 py-3 font-semibold', className)} {...p} />;
export const Td = ({ className, ...p }: ComponentProps<'td'>) => <td className={cn('px-4 py-3 align-middle', className)} {...p} />;
