import { useEffect } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { jobInputSchema, type JobInput } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { alertFirstError } from '../../../lib/form.ts';
import { jobFormTexts as t } from '../texts.ts';

/**
 * Title and description of a job, for companies and admins (SPEC.md §5): errors show under the
 * fields once touched, the title's also as an alert, and a submit with errors alerts the first one.
 */
export function JobForm({
  defaultValues = { title: '', description: '' },
  submitLabel,
  pending,
  onSubmit,
}: {
  defaultValues?: JobInput;
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: JobInput) => void;
}) {
  const form = useForm<JobInput>({ resolver: zodResolver(jobInputSchema), mode: 'onTouched', defaultValues });
  const { errors, touchedFields } = form.formState;
  const titleError = errors.title?.message;
  const titleTouched = Boolean(touchedFields.title);

  useEffect(() => {
    if (titleTouched && titleError) window.alert(titleError);
  }, [titleTouched, titleError]);

  const onInvalid = (errs: FieldErrors<JobInput>) => {
    // Once touched, the title's message has had its alert already.
    if (errs.title && titleTouched) return;
    alertFirstError(['title', 'description'])(errs);
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)} className="flex max-w-2xl flex-col gap-5">
      <Field label={t.title} error={titleError} hint={t.titleHint}>
        <Input autoComplete="off" {...form.register('title')} />
      </Field>
      <Field label={t.description} error={errors.description?.message}>
        <Textarea rows={6} {...form.register('description')} />
      </Field>
      <Button type="submit" className="self-start" disabled={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
