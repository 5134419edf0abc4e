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
import { useChangePassword } from '../api/profiles.ts';
import { changePasswordTexts as t } from '../texts.ts';

/**
 * SPEC.md's change-password prompt as an accessible dialog: an empty entry does nothing,
 * the three SPEC alerts report the outcome.
 */
export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordInputSchema), defaultValues: { password: '' } });
  const error = form.formState.errors.password;

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
        onError: (err) => window.alert(err instanceof ApiError && err.status > 0 ? t.failed : t.error),
      }),
    // An empty entry is a prompt left blank: nothing happens.
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
          <Field label={t.newPassword} error={error?.type === 'too_big' ? error.message : undefined}>
            <Input type="password" autoComplete="new-password" autoFocus {...form.register('password')} />
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
