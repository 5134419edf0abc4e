import { useState, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { toast } from 'sonner';
import { createTeacherInputSchema, type CreateTeacherInput } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api.ts';
import { alertFirstError } from '../../../lib/form.ts';
import { useCreateTeacher } from '../api/users.ts';
import { adminUserTexts as t } from '../texts.ts';

type Values = Required<CreateTeacherInput>;
const order = ['name', 'surname', 'email', 'password', 'subject', 'phone', 'address'] as const;
const empty: Values = { name: '', surname: '', email: '', password: '', subject: '', phone: '', address: '' };

export function CreateTeacherDialog() {
  const [open, setOpen] = useState(false);
  const create = useCreateTeacher();
  const form = useForm<CreateTeacherInput, unknown, Values>({ resolver: zodResolver(createTeacherInputSchema), mode: 'onTouched', defaultValues: empty });
  const { errors } = form.formState;

  const onInvalid = alertFirstError(order);

  const onValid = (input: Values) =>
    create.mutate(input, {
      onSuccess: () => {
        toast.success(t.created);
        form.reset(empty);
        setOpen(false);
      },
      onError: (err) => {
        if (err instanceof ApiError) {
          for (const k of order) if (err.fields[k]) form.setError(k, { message: err.fields[k] });
          if (err.status === 409) form.setError('email', { message: err.message });
        }
        toast.error(err instanceof ApiError && err.status < 500 && err.status > 0 ? err.message : t.failed);
      },
    });

  const field = (name: (typeof order)[number], input: ReactElement<Record<string, unknown>>) => (
    <Field label={t.fields[name]} error={errors[name]?.message}>
      {input}
    </Field>
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          {t.addTeacher}
        </Button>
      </DialogTrigger>
      <DialogContent title={t.formTitle} description={t.formDescription}>
        <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="flex flex-col gap-4">
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
          <Button type="submit" className="self-end" disabled={create.isPending}>
            {t.submit}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
