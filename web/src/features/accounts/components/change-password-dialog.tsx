import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { changePasswordInputSchema, type ChangePasswordInput } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useChangePassword, type PasswordOwner } from '../api/accounts.ts';
import { changePasswordTexts as t } from '../texts.ts';

const FIELDS = ['currentPassword', 'password'] as const;

/**
 * SPEC.md's change-password prompt as an accessible dialog, asking for the current password too
 * (DESIGN.md §8). Field errors (empty, length, and the server's: a wrong current password, a common
 * new one) stay under their fields and send nothing; SPEC's alerts report the outcome.
 */
export function ChangePasswordDialog({ role = 'student' }: { role?: PasswordOwner }) {
  const [open, setOpen] = useState(false);
  const change = useChangePassword(role);
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInputSchema),
    defaultValues: { currentPassword: '', password: '' },
  });
  const { errors } = form.formState;

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset();
  };

  const onSubmit = form.handleSubmit(
    (input) =>
      change.mutate(input, {
        onSuccess: (res) => {
          window.alert(res.success ? t.success : t.failed);
          if (res.success) close(false);
        },
        onError: (err) => {
          const fields = err instanceof ApiError ? FIELDS.filter((f) => err.fields[f]) : [];
          if (err instanceof ApiError && fields.length > 0) {
            for (const f of fields) form.setError(f, { message: err.fields[f] }, { shouldFocus: true });
            return;
          }
          window.alert(err instanceof ApiError && err.status > 0 ? t.failed : t.error);
        },
      }),
    () => {},
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t.title} title={t.title}>
          <Pencil />
        </Button>
      </DialogTrigger>
      <DialogContent title={t.title} description={t.description} className="max-h-none">
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <Field label={t.currentPassword} error={errors.currentPassword?.message}>
            <Input type="password" autoComplete="current-password" autoFocus {...form.register('currentPassword')} />
          </Field>
          <Field label={t.newPassword} error={errors.password?.message}>
            <Input type="password" autoComplete="new-password" {...form.register('password')} />
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => close(false)}>
              {t.cancel}
            </Button>
            <Button type="submit" disabled={change.isPending}>
              {t.submit}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
