import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  istanbulDay,
  JOB_TITLE_MAX,
  JOB_TYPES,
  jobInputSchema,
  PROVINCES,
  type CourseRef,
  type JobFormValues,
  type JobInput,
} from '@beceri/domain';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { CourseRequirementsPicker } from './course-requirements-picker.tsx';

const emptyJob: JobFormValues = {
  title: '',
  description: '',
  city: '',
  type: 'fullTime',
  deadline: '',
  requiredCourseIds: [],
  preferredCourseIds: [],
};

/** A stored job as the form's values (its edit, by its company or an admin), its course requirements included. */
export const jobFormValues = (
  job: Omit<JobFormValues, 'deadline' | 'requiredCourseIds' | 'preferredCourseIds'> & {
    deadline?: string | null;
    requiredCourses?: CourseRef[];
    preferredCourses?: CourseRef[];
  },
): JobFormValues => ({
  title: job.title,
  description: job.description,
  city: job.city,
  type: job.type,
  deadline: job.deadline ?? '',
  requiredCourseIds: job.requiredCourses?.map((c) => c.courseId) ?? [],
  preferredCourseIds: job.preferredCourses?.map((c) => c.courseId) ?? [],
});

const REQUIREMENT_FIELDS = ['requiredCourseIds', 'preferredCourseIds'] as const;

/**
 * A job's title, description, province, type of work, optional deadline and course requirements, for companies and
 * admins (docs/product.md):
 * errors show under the fields once touched; a refused submit lists them at the top and moves to the
 * first one (docs/architecture.md). The province is typed with the list's suggestions (a native datalist: keyboard and
 * phone friendly) and checked against the 81 provinces, Turkish letters or not ('istanbul' is İstanbul).
 */
export function JobForm({
  defaultValues = emptyJob,
  submitLabel,
  pending,
  onSubmit,
  knownCourses = [],
  serverError,
}: {
  defaultValues?: JobFormValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: JobInput) => void;
  /** The courses the stored job names (their titles). */
  knownCourses?: readonly CourseRef[];
  /** The last refused submit: a course the server does not offer is shown under the requirements. */
  serverError?: unknown;
}) {
  const { t } = useTranslation('jobs');
  const { t: tm } = useTranslation('matching', { useSuspense: true });
  const form = useForm<JobFormValues, unknown, JobInput>({
    resolver: zodResolver(jobInputSchema),
    mode: 'onTouched',
    defaultValues,
  });
  const { errors, submitCount } = form.formState;
  useEffect(() => {
    if (!(serverError instanceof ApiError) || serverError.status !== 400) return;
    for (const name of REQUIREMENT_FIELDS) {
      const message = serverError.fields[name];
      if (message) form.setError(name, { type: 'server', message });
    }
  }, [serverError, form]);
  const required = form.watch('requiredCourseIds') ?? [];
  const preferred = form.watch('preferredCourseIds') ?? [];
  const listError = (name: (typeof REQUIREMENT_FIELDS)[number]) => {
    const error = errors[name] as { message?: string } | { message?: string }[] | undefined;
    return Array.isArray(error) ? error.find((e) => e?.message)?.message : error?.message;
  };
  const provincesId = useId();
  const typeErrorId = useId();
  const fields = [
    { name: 'title', label: t('form.title') },
    { name: 'description', label: t('form.description') },
    { name: 'city', label: t('search.city') },
    { name: 'type', label: t('search.type') },
    { name: 'deadline', label: t('search.deadlineLabel') },
    { name: 'requiredCourseIds', label: tm('required') },
    { name: 'preferredCourseIds', label: tm('preferred') },
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
      <CourseRequirementsPicker
        required={required}
        preferred={preferred}
        known={knownCourses}
        errors={{ required: listError('requiredCourseIds'), preferred: listError('preferredCourseIds') }}
        onChange={(lists) => {
          for (const name of REQUIREMENT_FIELDS)
            form.setValue(name, lists[name], { shouldDirty: true, shouldValidate: submitCount > 0 });
        }}
      />
      <Button type="submit" className="self-start" disabled={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
