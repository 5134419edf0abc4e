import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DEFAULT_LAB_CAPACITY, DEFAULT_ROOM } from '@beceri/domain';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { istanbulMoment } from '../week.ts';

export interface SessionFormValues {
  date: string;
  start: string;
  end: string;
  room: string;
  capacity: string;
  repeatWeeks: string;
}

export const emptySessionForm = (date: string): SessionFormValues => ({
  date,
  start: '09:00',
  end: '12:00',
  room: DEFAULT_ROOM,
  capacity: String(DEFAULT_LAB_CAPACITY),
  repeatWeeks: '1',
});

type FieldName = keyof SessionFormValues;
export type SessionFormErrors = Partial<Record<FieldName, string>>;

/** The API's fields as the form's: a time's message goes under the date and start (startsAt) or the end (endsAt). */
function formErrors(fields: Record<string, string>): SessionFormErrors {
  const out: SessionFormErrors = {};
  if (fields.startsAt) out.start = fields.startsAt;
  if (fields.endsAt) out.end = fields.endsAt;
  if (fields.room) out.room = fields.room;
  if (fields.capacity) out.capacity = fields.capacity;
  if (fields.repeatWeeks) out.repeatWeeks = fields.repeatWeeks;
  return out;
}

/** The form's values as the API's input (times in Istanbul), checked with the server's own schema first. */
export function toInput<S extends z.ZodType>(
  schema: S,
  v: SessionFormValues,
  extra: Record<string, unknown>,
): { input: z.output<S> } | { errors: SessionFormErrors } {
  const body = {
    startsAt: istanbulMoment(v.date, v.start),
    endsAt: istanbulMoment(v.date, v.end),
    room: v.room,
    capacity: v.capacity === '' ? Number.NaN : Number(v.capacity),
    ...extra,
  };
  const parsed = schema.safeParse(body);
  if (parsed.success) return { input: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? '');
    fields[name] ??= issue.message;
  }
  return { errors: formErrors(fields) };
}

export const errorsOf = (err: unknown) => formErrors(serverFieldErrors(err));

/**
 * A session's fields (date, start, end, room, capacity and, when planning, the weeks to repeat), each with its label
 * and error; the first field with an error takes the focus after a refused submit.
 */
export function SessionForm({
  values,
  onChange,
  errors,
  onSubmit,
  withRepeat,
  children,
  formId,
}: {
  values: SessionFormValues;
  onChange: (v: SessionFormValues) => void;
  errors: SessionFormErrors;
  onSubmit: () => void;
  withRepeat: boolean;
  children: ReactNode;
  formId?: string;
}) {
  const { t } = useTranslation('timetable', { useSuspense: true });
  const set = (name: FieldName) => (e: { currentTarget: { value: string } }) =>
    onChange({ ...values, [name]: e.currentTarget.value });
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form ref={form} id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('lab.date')} error={errors.date}>
          <Input type="date" required value={values.date} onChange={set('date')} />
        </Field>
        <Field label={t('lab.start')} error={errors.start}>
          <Input type="time" required step={300} value={values.start} onChange={set('start')} />
        </Field>
        <Field label={t('lab.end')} error={errors.end}>
          <Input type="time" required step={300} value={values.end} onChange={set('end')} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('lab.room')} error={errors.room}>
          <Input required maxLength={80} value={values.room} onChange={set('room')} />
        </Field>
        <Field label={t('lab.capacity')} error={errors.capacity} hint={t('lab.capacityHint')}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={1000}
            value={values.capacity}
            onChange={set('capacity')}
          />
        </Field>
        {withRepeat && (
          <Field label={t('lab.repeatWeeks')} error={errors.repeatWeeks} hint={t('lab.repeatHint')}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={52}
              value={values.repeatWeeks}
              onChange={set('repeatWeeks')}
            />
          </Field>
        )}
      </div>
      {children}
    </form>
  );
}

export function useSessionForm(initial: SessionFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<SessionFormErrors>({});
  const [busy, setBusy] = useState(false);
  return { values, setValues, errors, setErrors, busy, setBusy };
}
