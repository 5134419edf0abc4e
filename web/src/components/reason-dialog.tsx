import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ReasonInput } from '@beceri/domain';
import { Button } from './ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from './ui/dialog.tsx';
import { Field } from './ui/field.tsx';
import { Textarea } from './ui/input.tsx';

/**
 * An admin action that needs a reason (suspending an account, taking a job down, rejecting a company):
 * a dialog whose title names the person or thing, one required 'Gerekçe' field, and the action's button.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  reasonLabel,
  confirmLabel,
  pending,
  onConfirm,
  schema,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  reasonLabel: string;
  confirmLabel: string;
  pending: boolean;
  /** Called with the trimmed reason; the caller closes the dialog when the server agrees. */
  onConfirm: (reason: string) => void;
  /** The domain's `reasonInputSchema` (features import it; shared components take no domain values). */
  schema: z.ZodType<ReasonInput, ReasonInput>;
}) {
  const { t } = useTranslation();
  const form = useForm<ReasonInput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });
  const [openedAt, setOpenedAt] = useState(open);
  if (open !== openedAt) {
    setOpenedAt(open);
    if (open) form.reset({ reason: '' });
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description} className="max-w-[520px]">
        <form noValidate onSubmit={form.handleSubmit((v) => onConfirm(v.reason))} className="flex flex-col gap-4">
          <Field label={reasonLabel} error={form.formState.errors.reason?.message}>
            <Textarea rows={4} autoFocus {...form.register('reason')} />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
