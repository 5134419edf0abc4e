import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The message of the first failing field in the order the form shows them (then of any other field). */
export function firstError<T extends FieldValues>(errors: FieldErrors<T>, order: readonly string[]): string | undefined {
  for (const name of order) {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    if (typeof message === 'string' && message) return message;
  }
  const any = Object.values(errors).find((e) => typeof (e as { message?: unknown })?.message === 'string');
  return (any as { message?: string } | undefined)?.message;
}

/** SPEC.md's forms alert the first error when a submit is refused: the `onInvalid` of `handleSubmit`. */
export const alertFirstError =
  (order: readonly string[]) =>
  <T extends FieldValues>(errors: FieldErrors<T>) => {
    const message = firstError(errors, order);
    if (message) window.alert(message);
  };
