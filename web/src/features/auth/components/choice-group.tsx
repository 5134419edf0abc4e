import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { translateMessage } from '../../../lib/i18n.ts';

/** A radio group with a legend and its error, for short fixed choices. */
export function ChoiceGroup({
  legend,
  options,
  registration,
  error,
}: {
  legend: string;
  options: { value: string; label: string }[];
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-4">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2">
            <input
              type="radio"
              value={o.value}
              className="size-5 accent-brand-700"
              aria-invalid={error ? true : undefined}
              {...registration}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {translateMessage(error)}
        </p>
      )}
    </fieldset>
  );
}
