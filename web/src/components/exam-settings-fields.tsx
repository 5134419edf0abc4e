import type { ReactNode } from 'react';
import { Field } from './ui/field.tsx';
import { Input } from './ui/input.tsx';

/** The exam settings as their fields hold them: text, empty for 'none' (all questions, no limit, the default). */
export interface ExamSettingsValues {
  drawCount: string;
  timeLimitMinutes: string;
  passPercent: string;
  shuffle: boolean;
  /** Shown only where the caller passes it (the question bank's panel). */
  minAttendancePercent?: string;
}
type NumberName = 'drawCount' | 'timeLimitMinutes' | 'passPercent' | 'minAttendancePercent';

/** Each field's label and hint, in the caller's own namespace. */
export interface ExamSettingsTexts {
  drawCount: string;
  drawCountHint: string;
  timeLimit: string;
  timeLimitHint: string;
  passPercent: string;
  passPercentHint: string;
  minAttendance?: string;
  minAttendanceHint?: string;
  shuffle: string;
}

/** Bounds of the number fields of the course form (the domain's exam settings schema checks them again). */
const BOUNDS: Record<NumberName, { min: number; max: number }> = {
  drawCount: { min: 1, max: 200 },
  timeLimitMinutes: { min: 1, max: 600 },
  passPercent: { min: 1, max: 100 },
  minAttendancePercent: { min: 0, max: 100 },
};

/**
 * The exam settings' fields (docs/product.md: draw count, time limit, pass percent, shuffle; the certificate's
 * attendance where given), drawn the same way on the course form and beside the question bank. `layout`:
 * 'grid' is the course form's box with its legend and number fields; 'stack' is the bank's column of text fields that
 * keep what was typed so `errors` can explain it, `children` (the draw's summary) under them.
 */
export function ExamSettingsFields({
  values,
  onChange,
  texts,
  layout,
  legend,
  errors = {},
  disabled = false,
  children,
}: {
  values: ExamSettingsValues;
  onChange: (next: ExamSettingsValues) => void;
  texts: ExamSettingsTexts;
  layout: 'grid' | 'stack';
  /** The fieldset's legend ('grid'; the bank's panel has its own heading). */
  legend?: string;
  errors?: Partial<Record<NumberName, string>>;
  disabled?: boolean;
  children?: ReactNode;
}) {
  const grid = layout === 'grid';
  const patch = (p: Partial<ExamSettingsValues>) => onChange({ ...values, ...p });
  const number = (name: NumberName, label: string, hint: string) => (
    <Field label={label} hint={hint} error={errors[name]}>
      <Input
        name={name}
        inputMode="numeric"
        {...(grid ? { type: 'number', ...BOUNDS[name] } : { autoComplete: 'off' })}
        value={values[name] ?? ''}
        onChange={(e) => patch({ [name]: e.target.value })}
      />
    </Field>
  );
  return (
    <fieldset
      className={grid ? 'grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2' : 'flex flex-col gap-4'}
      disabled={disabled || undefined}
    >
      {legend && <legend className="px-1 font-semibold">{legend}</legend>}
      {number('drawCount', texts.drawCount, texts.drawCountHint)}
      {number('timeLimitMinutes', texts.timeLimit, texts.timeLimitHint)}
      {number('passPercent', texts.passPercent, texts.passPercentHint)}
      {values.minAttendancePercent !== undefined &&
        texts.minAttendance &&
        number('minAttendancePercent', texts.minAttendance, texts.minAttendanceHint ?? '')}
      <label className={grid ? 'flex items-center gap-2 self-end pb-2' : 'flex items-center gap-2'}>
        <input
          type="checkbox"
          name="shuffle"
          className="size-5 shrink-0"
          checked={values.shuffle}
          onChange={(e) => patch({ shuffle: e.target.checked })}
        />
        {texts.shuffle}
      </label>
      {children}
    </fieldset>
  );
}
