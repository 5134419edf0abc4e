import { useState, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { UserPlus } from 'lucide-react';
import { createTeacherInputSchema, type CreateTeacherInput } from '@beceri/domain';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/toast.ts';
import { useCreateTeacher } from '../api/users.ts';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';

type Values = Required<CreateTeacherInput>;
const order = ['name', 'surname', 'email', 'password', 'subject', 'phone', 'address'] as const;
const empty: Values = { name: '', surname: '', email: '', password: '', subject: '', phone: '', address: '' };

/** 'Öğretmen Ekle': the form in a dialog whose buttons stay in view however long the form (DialogFooter). */
export function CreateTeacherDialog() {
  const { t } = useTranslation('adminUsers', { useSuspense: true });
  const { t: tc } = useTranslation();
  const [open, setOpen] = useState(false);
  const create = useCreateTeacher();
  const form = useForm<CreateTeacherInput, unknown, Values>({
    resolver: zodResolver(createTeacherInputSchema),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const { errors, submitCount } = form.formState;

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset(empty);
  };

  const onValid = (input: Values) =>
    create.mutate(input, {
      onSuccess: () => {
        notify.success(t('created'));
        close(false);
      },
      onError: (err) => {
        showServerFieldErrors(form, err, order);
        if (err instanceof ApiError && err.status === 409)
          form.setError('email', { message: err.message }, { shouldFocus: true });
        notify.error(err instanceof ApiError && err.status < 500 && err.status > 0 ? err.message : t('failed'));
      },
    });

  const field = (name: (typeof order)[number], input: ReactElement<Record<string, unknown>>) => (
    <Field label={t(`fields.${name}`)} error={errors[name]?.message}>
      {input}
    </Field>
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          {t('addTeacher')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('formTitle')} description={t('formDescription')}>
        <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-4">
          <ErrorSummary
            errors={errors}
            submitCount={submitCount}
            fields={order.map((name) => ({ name, label: t(`fields.${name}`) }))}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            {field('name', <Input autoComplete="off" {...form.register('name')} />)}
            {field('surname', <Input autoComplete="off" {...form.register('surname')} />)}
          </div>
          {field('email', <Input type="email" autoComplete="off" {...form.register('email')} />)}
          <div className="grid gap-4 sm:grid-cols-2">
            {field('password', <Input type="password" autoComplete="new-password" {...form.register('password')} />)}
            {field('subject', <Input {...form.register('subject')} />)}
          </div>
          {field('phone', <Input type="tel" {...form.register('phone')} />)}
          {field('address', <Textarea rows={2} {...form.register('address')} />)}
          <DialogFooter>
            <Button variant="outline" onClick={() => close(false)}>
              {tc('cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {t('submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
