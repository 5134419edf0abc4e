import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '../../../lib/cn.ts';
import { translateMessage } from '../../../lib/i18n.ts';

/** A consent checkbox with its label and its message, wired for screen readers. */
export function ConsentCheckbox({
  id,
  label,
  error,
  registration,
  className,
}: {
  id: string;
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-brand-700"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...registration}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {translateMessage(error)}
        </p>
      )}
    </div>
  );
}
