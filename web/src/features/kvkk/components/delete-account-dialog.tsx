import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Trash2 } from 'lucide-react';
import { deleteAccountInputSchema, type DeleteAccountInput, type Role } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useDeleteAccount } from '../api/personal-data.ts';
import { personalDataTexts as t } from '../texts.ts';

/** 'Hesabımı sil': asks for the password in a dialog, then the person is logged out and taken home. */
export function DeleteAccountDialog({ role }: { role: Role }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const form = useForm<DeleteAccountInput>({ resolver: zodResolver(deleteAccountInputSchema), defaultValues: { password: '' } });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset();
  };

  const onSubmit = form.handleSubmit((input) =>
    remove.mutate(input, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t.deleted, { duration: 3000 });
        navigate('/', { replace: true });
      },
      onError: (err) => {
        if (err instanceof ApiError && err.fields.password) {
          form.setError('password', { message: err.fields.password }, { shouldFocus: true });
        } else {
          toast.error(err instanceof ApiError && err.status > 0 ? err.message : 'Bir hata oluştu, tekrar deneyin..', { duration: 8000, closeButton: true });
        }
      },
    }));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          {t.delete}
        </Button>
      </DialogTrigger>
      <DialogContent title={t.dialogTitle} description={t.dialogDescription} className="max-h-none">
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <p className="text-sm text-slate-700">{t.whatHappens[role]}</p>
          <Field label={t.password} error={form.formState.errors.password?.message}>
            <Input type="password" autoComplete="current-password" autoFocus {...form.register('password')} />
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t.cancel}
            </Button>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending ? t.deleting : t.confirm}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
