import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  placementEvaluationSchema,
  placementFeedbackSchema,
  placementInputSchema,
  type Placement,
} from '@beceri/domain';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select, Textarea } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { useEvaluatePlacement, usePlacementFeedback, useSchedulePlacement } from '../api/placements.ts';

type Errors = Record<string, string>;

/**
 * Validates with the server's schema, then saves; field errors (ours or the server's) under their fields and in a
 * summary at the top that takes the focus.
 */
function useFormSubmit<S extends z.ZodType>(
  schema: S,
  save: (input: z.input<S>, done: { onSuccess: () => void; onError: (err: unknown) => void }) => void,
  savedText: string,
  onSaved?: () => void,
) {
  const { t } = useTranslation('internships', { useSuspense: true });
  const [errors, setErrors] = useState<Errors>({});
  const submit = (e: FormEvent<HTMLFormElement>, input: z.input<S>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const focusSummary = () => setTimeout(() => form.querySelector<HTMLElement>('[data-summary]')?.focus(), 0);
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      focusSummary();
      return;
    }
    setErrors({});
    save(input, {
      onSuccess: () => {
        notify.success(savedText);
        onSaved?.();
      },
      onError: (err) => {
        if (err instanceof ApiError && Object.keys(err.fields).length) {
          setErrors(err.fields);
          focusSummary();
        }
        notify.error(err instanceof ApiError ? err.message : t('saveFailed'));
      },
    });
  };
  return { errors, submit };
}

function ErrorSummary({ errors }: { errors: Errors }) {
  const { t } = useTranslation('internships', { useSuspense: true });
  const messages = [...new Set(Object.values(errors).map((m) => translateMessage(m)))];
  if (messages.length === 0) return null;
  return (
    <div
      role="alert"
      tabIndex={-1}
      data-summary
      className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
    >
      <p className="font-semibold">{t('fixErrors')}</p>
      <ul className="list-disc pl-5">
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </div>
  );
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-md border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The company's dates and mentor. */
export function ScheduleForm({ placement, onDone }: { placement: Placement; onDone?: () => void }) {
  const { t } = useTranslation('internships', { useSuspense: true });
  const [form, setForm] = useState({
    startsOn: placement.startsOn ?? '',
    endsOn: placement.endsOn ?? '',
    mentorName: placement.mentorName ?? '',
  });
  const save = useSchedulePlacement();
  const { errors, submit } = useFormSubmit(
    placementInputSchema,
    (input, done) => save.mutate({ id: placement.id, input }, done),
    t('schedule.saved'),
    onDone,
  );
  return (
    <form noValidate onSubmit={(e) => submit(e, form)} className="flex flex-col gap-3">
      <Fieldset legend={t('schedule.legend')}>
        <ErrorSummary errors={errors} />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={t('schedule.startsOn')} error={errors.startsOn}>
            <Input
              type="date"
              name="startsOn"
              value={form.startsOn}
              onChange={(e) => setForm((f) => ({ ...f, startsOn: e.target.value }))}
              required
            />
          </Field>
          <Field label={t('schedule.endsOn')} error={errors.endsOn}>
            <Input
              type="date"
              name="endsOn"
              value={form.endsOn}
              onChange={(e) => setForm((f) => ({ ...f, endsOn: e.target.value }))}
              required
            />
          </Field>
          <Field label={t('schedule.mentorName')} error={errors.mentorName}>
            <Input
              name="mentorName"
              autoComplete="off"
              value={form.mentorName}
              onChange={(e) => setForm((f) => ({ ...f, mentorName: e.target.value }))}
              required
            />
          </Field>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {t('schedule.save')}
          </Button>
          {onDone && placement.startsOn && (
            <Button type="button" variant="outline" onClick={onDone}>
              {t('schedule.cancel')}
            </Button>
          )}
        </div>
      </Fieldset>
    </form>
  );
}

function ScoreSelect({
  label,
  name,
  value,
  error,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('internships', { useSuspense: true });
  return (
    <Field label={label} error={error}>
      <Select name={name} value={value} onChange={(e) => onChange(e.target.value)} required>
        <option value="">{t('evaluation.choose')}</option>
        {(['1', '2', '3', '4', '5'] as const).map((n) => (
          <option key={n} value={n}>
            {t('score', { n, label: t(`scoreLabels.${n}`) })}
          </option>
        ))}
      </Select>
    </Field>
  );
}

const scoreOf = (v: string) => (v === '' ? Number.NaN : Number(v));

/** The company's evaluation of the intern (from the last day on). */
export function EvaluationForm({ placement }: { placement: Placement }) {
  const { t } = useTranslation('internships', { useSuspense: true });
  const e = placement.evaluation;
  const [form, setForm] = useState({
    attendance: e ? String(e.attendance) : '',
    technical: e ? String(e.technical) : '',
    teamwork: e ? String(e.teamwork) : '',
    comment: e?.comment ?? '',
  });
  const save = useEvaluatePlacement();
  const { errors, submit } = useFormSubmit(
    placementEvaluationSchema,
    (input, done) => save.mutate({ id: placement.id, input }, done),
    t('evaluation.saved'),
  );
  const input = {
    attendance: scoreOf(form.attendance),
    technical: scoreOf(form.technical),
    teamwork: scoreOf(form.teamwork),
    comment: form.comment,
  };
  return (
    <form noValidate onSubmit={(ev) => submit(ev, input)}>
      <Fieldset legend={t('evaluation.legend')}>
        <ErrorSummary errors={errors} />
        <div className="grid gap-4 sm:grid-cols-3">
          {(['attendance', 'technical', 'teamwork'] as const).map((k) => (
            <ScoreSelect
              key={k}
              name={k}
              label={t(`evaluation.${k}`)}
              value={form[k]}
              error={errors[k]}
              onChange={(v) => setForm((f) => ({ ...f, [k]: v }))}
            />
          ))}
        </div>
        <Field label={t('evaluation.comment')} error={errors.comment}>
          <Textarea
            name="comment"
            rows={3}
            value={form.comment}
            onChange={(ev) => setForm((f) => ({ ...f, comment: ev.target.value }))}
          />
        </Field>
        <Button type="submit" className="w-fit" disabled={save.isPending}>
          {t('evaluation.save')}
        </Button>
      </Fieldset>
    </form>
  );
}

/** The student's feedback (from the last day on); only the programme team reads it. */
export function FeedbackForm({ placement }: { placement: Placement }) {
  const { t } = useTranslation('internships', { useSuspense: true });
  const [form, setForm] = useState({
    rating: placement.feedback ? String(placement.feedback.rating) : '',
    comment: placement.feedback?.comment ?? '',
  });
  const save = usePlacementFeedback();
  const { errors, submit } = useFormSubmit(
    placementFeedbackSchema,
    (input, done) => save.mutate({ id: placement.id, input }, done),
    t('feedback.saved'),
  );
  return (
    <form noValidate onSubmit={(ev) => submit(ev, { rating: scoreOf(form.rating), comment: form.comment })}>
      <Fieldset legend={t('feedback.legend')}>
        <ErrorSummary errors={errors} />
        <p className="text-sm text-slate-700">{t('feedback.privacy')}</p>
        <div className="sm:max-w-xs">
          <ScoreSelect
            name="rating"
            label={t('feedback.rating')}
            value={form.rating}
            error={errors.rating}
            onChange={(v) => setForm((f) => ({ ...f, rating: v }))}
          />
        </div>
        <Field label={t('feedback.comment')} error={errors.comment}>
          <Textarea
            name="comment"
            rows={3}
            value={form.comment}
            onChange={(ev) => setForm((f) => ({ ...f, comment: ev.target.value }))}
          />
        </Field>
        <Button type="submit" className="w-fit" disabled={save.isPending}>
          {t('feedback.save')}
        </Button>
      </Fieldset>
    </form>
  );
}

/** The placement's facts: dates, mentor, state; shared by the three screens. */
export function PlacementFacts({ placement, children }: { placement: Placement; children?: ReactNode }) {
  const { t } = useTranslation('internships', { useSuspense: true });
  const p = placement;
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {children}
      <dt className="font-semibold text-slate-900">{t('dates')}</dt>
      <dd className="text-slate-800">
        {p.startsOn && p.endsOn
          ? t('datesValue', { from: formatDate(p.startsOn), to: formatDate(p.endsOn) })
          : t('noDates')}
      </dd>
      <dt className="font-semibold text-slate-900">{t('mentor')}</dt>
      <dd className="text-slate-800">{p.mentorName ?? t('noMentor')}</dd>
      {p.evaluation && (
        <>
          <dt className="font-semibold text-slate-900">{t('evaluation.given')}</dt>
          <dd className="text-slate-800">
            {t('evaluation.scores', { ...p.evaluation })}
            {p.evaluation.comment && <span className="block italic">“{p.evaluation.comment}”</span>}
          </dd>
        </>
      )}
    </dl>
  );
}

export function StateBadge({ placement }: { placement: Placement }) {
  const { t } = useTranslation('internships', { useSuspense: true });
  return (
    <StatusBadge tone={placement.state === 'completed' ? 'done' : 'neutral'}>
      {t(`states.${placement.state}`)}
    </StatusBadge>
  );
}
