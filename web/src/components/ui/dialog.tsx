import * as D from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;

/** A centred dialog about 600 × 500 px (docs/product.md), scrolling inside when longer. */
export function DialogContent({
  title,
  description,
  className,
  children,
  ...props
}: ComponentProps<typeof D.Content> & { title: string; description?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
      <D.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[min(500px,90vh)] w-[min(600px,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-white p-6 shadow-xl',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div className="flex items-start justify-between gap-4">
          <D.Title className="text-lg font-semibold">{title}</D.Title>
          <D.Close className="rounded-md p-1 text-slate-700 hover:bg-slate-100" aria-label={t('close')}>
            <X className="size-5" />
          </D.Close>
        </div>
        {description && <D.Description className="text-sm text-slate-600">{description}</D.Description>}
        {children}
      </D.Content>
    </D.Portal>
  );
}

/**
 * A dialog's buttons: they stay in view at the bottom while a long form scrolls (a phone's short screen included).
 * `-bottom-6`/`-mx-6` reach over the content's padding so nothing shows below or beside them.
 */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'sticky -bottom-6 z-10 -mx-6 -mb-6 mt-auto flex flex-wrap justify-end gap-2 border-t border-slate-200 bg-white px-6 py-4',
        className,
      )}
      {...props}
    />
  );
}
