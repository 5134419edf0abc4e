import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Trash2 } from 'lucide-react';
import { deleteAccountInputSchema, type DeleteAccountInput, type Role } from '@beceri/domain';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/toast.ts';
import { useDeleteAccount } from '../api/personal-data.ts';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';

/** 'Hesabımı sil': asks for the password in a dialog, then the person is logged out and taken home. */
export function DeleteAccountDialog({ role }: { role: Role }) {
  const { t } = useTranslation('kvkk', { useSuspense: true });
  const { t: tc } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountInputSchema),
    defaultValues: { password: '' },
  });
  const { errors, submitCount } = form.formState;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset();
  };

  const onSubmit = form.handleSubmit((input) =>
    remove.mutate(input, {
      onSuccess: () => {
        setOpen(false);
        notify.success(t('personalData.deleted'));
        navigate('/', { replace: true });
      },
      onError: (err) => {
        if (!showServerFieldErrors(form, err, ['password']))
          notify.error(err instanceof ApiError && err.status > 0 ? err.message : tc('failure'));
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          {t('personalData.delete')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('personalData.dialogTitle')} description={t('personalData.dialogDescription')}>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <p className="text-sm text-slate-700">{t(`personalData.whatHappens.${role}`)}</p>
          <ErrorSummary
            errors={errors}
            submitCount={submitCount}
            fields={[{ name: 'password', label: t('personalData.password') }]}
          />
          <Field label={t('personalData.password')} error={errors.password?.message}>
            <Input type="password" autoComplete="current-password" autoFocus {...form.register('password')} />
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {tc('cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending ? t('personalData.deleting') : t('personalData.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
