import { useForm } from 'react-hook-form';
import type { ContactInput } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useSendContactMessage } from '../api/contact.ts';
import { contactTexts as t } from '../texts.ts';

type Values = Required<ContactInput>;
const fields = ['name', 'phone', 'email', 'message'] as const;

/** SPEC.md asks no validation here; what the server refuses is shown under its field. */
export function ContactForm() {
  const send = useSendContactMessage();
  const form = useForm<Values>({ defaultValues: { name: '', phone: '', email: '', message: '' } });
  const { errors } = form.formState;

  const onSubmit = (input: Values) =>
    send.mutate(input, {
      onSuccess: () => {
        window.alert(t.sent);
        form.reset();
      },
      onError: (err) => {
        if (err instanceof ApiError) {
          for (const name of fields) if (err.fields[name]) form.setError(name, { message: err.fields[name] });
        }
        window.alert(err instanceof ApiError && err.status === 429 ? err.message : t.failed);
      },
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t.name} error={errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </Field>
        <Field label={t.phone} error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...form.register('phone')} />
        </Field>
      </div>
      <Field label={t.email} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </Field>
      <Field label={t.message} error={errors.message?.message}>
        <Textarea rows={6} {...form.register('message')} />
      </Field>
      <Button type="submit" className="self-start" disabled={send.isPending}>
        {t.send}
      </Button>
    </form>
  );
}
