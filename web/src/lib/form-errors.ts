import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api.ts';

/**
 * Puts the server's field errors (a 400's `fields`, keyed by field name) under the form's own fields, in the form's
 * order, and moves the focus to the first. Returns whether the answer named any of them, so the caller shows a
 * toast only for what no field explains.
 */
export function showServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  err: unknown,
  fields: readonly Path<T>[],
): boolean {
  if (!(err instanceof ApiError)) return false;
  const named = fields.filter((name) => err.fields[name]);
  named.forEach((name, i) => form.setError(name, { message: err.fields[name] }, { shouldFocus: i === 0 }));
  return named.length > 0;
}

/** The server's field errors of a failure (none for a failure without them), for forms that keep their own state. */
export const serverFieldErrors = (err: unknown): Record<string, string> =>
  err instanceof ApiError ? { ...err.fields } : {};

/** Whether the failure names one of these fields: then the form shows it there, and no toast repeats it. */
export const namesAnyField = (err: unknown, fields: readonly string[]): boolean =>
  fields.some((name) => serverFieldErrors(err)[name]);
