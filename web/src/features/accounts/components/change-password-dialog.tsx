import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import { changePasswordInputSchema, type ChangePasswordInput } from '@beceri/domain';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/toast.ts';
import { useChangePassword, type PasswordOwner } from '../api/accounts.ts';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';

const FIELDS = ['currentPassword', 'password'] as const;

/**
 * docs/product.md's change-password prompt as an accessible dialog, asking for the current password too
 * (docs/product.md). Field errors (empty, length, and the server's: a wrong current password, a common
 * new one) show in the error summary and under their fields and send nothing; the outcome is a toast
 * (docs/product.md: no `alert()`), and a failure keeps the dialog open.
 */
export function ChangePasswordDialog({ role = 'student' }: { role?: PasswordOwner }) {
  const { t } = useTranslation('accounts', { useSuspense: true });
  const { t: tc } = useTranslation();
  const [open, setOpen] = useState(false);
  const change = useChangePassword(role);
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInputSchema),
    defaultValues: { currentPassword: '', password: '' },
  });
  const { errors, submitCount } = form.formState;

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset();
  };

  const onSubmit = form.handleSubmit((input) =>
    change.mutate(input, {
      onSuccess: (res) => {
        if (res.success) {
          notify.success(t('changePassword.success'));
          close(false);
        } else notify.error(t('changePassword.failed'));
      },
      onError: (err) => {
        if (showServerFieldErrors(form, err, FIELDS)) return;
        notify.error(
          err instanceof ApiError && err.status > 0 ? t('changePassword.failed') : t('changePassword.error'),
        );
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('changePassword.title')} title={t('changePassword.title')}>
          <Pencil />
        </Button>
      </DialogTrigger>
      <DialogContent title={t('changePassword.title')} description={t('changePassword.description')}>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <ErrorSummary
            errors={errors}
            submitCount={submitCount}
            fields={[
              { name: 'currentPassword', label: t('changePassword.currentPassword') },
              { name: 'password', label: t('changePassword.newPassword') },
            ]}
          />
          <Field label={t('changePassword.currentPassword')} error={errors.currentPassword?.message}>
            <Input type="password" autoComplete="current-password" autoFocus {...form.register('currentPassword')} />
          </Field>
          <Field label={t('changePassword.newPassword')} error={errors.password?.message}>
            <Input type="password" autoComplete="new-password" {...form.register('password')} />
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={() => close(false)}>
              {tc('cancel')}
            </Button>
            <Button type="submit" disabled={change.isPending}>
              {t('changePassword.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
