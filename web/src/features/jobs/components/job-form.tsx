import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  istanbulDay,
  JOB_TITLE_MAX,
  JOB_TYPES,
  jobInputSchema,
  PROVINCES,
  type JobFormValues,
  type JobInput,
} from '@beceri/domain';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { translateMessage } from '../../../lib/i18n.ts';

const emptyJob: JobFormValues = { title: '', description: '', city: '', type: 'fullTime', deadline: '' };

/** A stored job as the form's values (its edit, by its company or an admin). */
export const jobFormValues = (job: Omit<JobFormValues, 'deadline'> & { deadline?: string | null }): JobFormValues => ({
  title: job.title,
  description: job.description,
  city: job.city,
  type: job.type,
  deadline: job.deadline ?? '',
});

/**
 * A job's title, description, province, type of work and optional deadline, for companies and admins (docs/product.md):
 * errors show under the fields once touched; a refused submit lists them at the top and moves to the
 * first one (docs/architecture.md). The province is typed with the list's suggestions (a native datalist: keyboard and
 * phone friendly) and checked against the 81 provinces, Turkish letters or not ('istanbul' is İstanbul).
 */
export function JobForm({
  defaultValues = emptyJob,
  submitLabel,
  pending,
  onSubmit,
}: {
  defaultValues?: JobFormValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: JobInput) => void;
}) {
  const { t } = useTranslation('jobs');
  const form = useForm<JobFormValues, unknown, JobInput>({
    resolver: zodResolver(jobInputSchema),
    mode: 'onTouched',
    defaultValues,
  });
  const { errors, submitCount } = form.formState;
  const provincesId = useId();
  const typeErrorId = useId();
  const fields = [
    { name: 'title', label: t('form.title') },
    { name: 'description', label: t('form.description') },
    { name: 'city', label: t('search.city') },
    { name: 'type', label: t('search.type') },
    { name: 'deadline', label: t('search.deadlineLabel') },
  ] as const;

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex max-w-2xl flex-col gap-5">
      <ErrorSummary errors={errors} fields={fields} submitCount={submitCount} />
      <Field label={t('form.title')} error={errors.title?.message} hint={t('form.titleHint', { max: JOB_TITLE_MAX })}>
        <Input autoComplete="off" {...form.register('title')} />
      </Field>
      <Field label={t('form.description')} error={errors.description?.message}>
        <Textarea rows={6} {...form.register('description')} />
      </Field>
      <Field label={t('search.city')} error={errors.city?.message} hint={t('search.cityHint')}>
        <Input autoComplete="off" list={provincesId} {...form.register('city')} />
      </Field>
      <datalist id={provincesId}>
        {PROVINCES.map((p) => (
          <option key={p} value={p} />
        ))}
      </datalist>
      <fieldset className="flex flex-col gap-1.5" aria-describedby={errors.type ? typeErrorId : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('search.type')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {JOB_TYPES.map((type) => (
            <label key={type} className="flex min-h-10 items-center gap-2 text-base">
              <input type="radio" value={type} className="size-4 accent-brand-700" {...form.register('type')} />
              {translateMessage(`labels.jobType.${type}`)}
            </label>
          ))}
        </div>
        {errors.type?.message && (
          <p id={typeErrorId} className="text-sm text-red-700" role="alert">
            {translateMessage(errors.type.message)}
          </p>
        )}
      </fieldset>
      <Field label={t('search.deadlineLabel')} error={errors.deadline?.message} hint={t('search.deadlineHint')}>
        <Input type="date" min={istanbulDay()} className="sm:max-w-60" {...form.register('deadline')} />
      </Field>
      <Button type="submit" className="self-start" disabled={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
