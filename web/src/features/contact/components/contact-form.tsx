import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contactInputSchema, contactMessages, type ContactInput } from '@beceri/domain';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api.ts';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { useSendContactMessage } from '../api/contact.ts';

type Values = Required<ContactInput>;
const fields = ['name', 'phone', 'email', 'message'] as const;

/** `true`, or the domain schema's message for the field (a `domain` key, translated where it is shown). */
const schemaMessage = (name: (typeof fields)[number], value: string) => {
  const result = contactInputSchema.shape[name].safeParse(value);
  return result.success || result.error.issues[0]?.message || false;
};

/**
 * The message is required, and one way to reply (an e-mail or a phone); an e-mail, when given, must be one that can
 * be answered: the domain's contact schema decides, the messages here say what to write. What the server refuses goes
 * under its field.
 */
export function ContactForm() {
  const { t } = useTranslation('contact', { useSuspense: true });
  const send = useSendContactMessage();
  // Checked on the first submit, then as the person corrects: a message appearing when a field is left would push the
  // 'Gönder' button down between the press and the release of a click, and the click would be lost.
  const form = useForm<Values>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: '', phone: '', email: '', message: '' },
  });
  const { errors, submitCount } = form.formState;

  const onSubmit = (input: Values) =>
    send.mutate(input, {
      onSuccess: () => {
        notify.success(t('sent'));
        form.reset();
      },
      onError: (err) => {
        if (showServerFieldErrors(form, err, fields)) return;
        notify.error(err instanceof ApiError && err.status === 429 ? translateMessage(err.message) : t('failed'));
      },
    });

  return (
    // POST, so that without scripts nothing typed here ever lands in an address (a GET form's query).
    <form method="post" noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <ErrorSummary
        errors={errors}
        submitCount={submitCount}
        fields={fields.map((name) => ({ name, label: t(name) }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('name')} error={errors.name?.message}>
          <Input autoComplete="name" {...form.register('name', { validate: (name) => schemaMessage('name', name) })} />
        </Field>
        <Field label={t('phone')} error={errors.phone?.message}>
          <Input
            type="tel"
            autoComplete="tel"
            {...form.register('phone', { validate: (phone) => schemaMessage('phone', phone) })}
          />
        </Field>
      </div>
      <Field label={t('email')} error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          {...form.register('email', {
            validate: (email, values) =>
              email.trim() === '' && values.phone.trim() === ''
                ? translateMessage(contactMessages.replyWayRequired)
                : schemaMessage('email', email) === true || t('emailInvalid'),
            deps: ['phone'],
          })}
        />
      </Field>
      <Field label={t('message')} error={errors.message?.message}>
        <Textarea
          rows={6}
          {...form.register('message', {
            validate: (message) => (message.trim() ? schemaMessage('message', message) : t('messageRequired')),
          })}
        />
      </Field>
      <Button type="submit" className="self-start" disabled={send.isPending}>
        {send.isPending ? t('sending') : t('send')}
      </Button>
    </form>
  );
}
