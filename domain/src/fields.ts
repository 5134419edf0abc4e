import { z } from 'zod';
import { TEXT_SHORT_MAX } from './constants.ts';
import { REQUIRED, signupMessages, tooLong } from './messages.ts';

/** Field builders shared by the feature schemas, so that every bound says SPEC's words the same way. */
export { tooLong };
export const requiredText = (max = TEXT_SHORT_MAX) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, tooLong(max));
export const optionalText = (max = TEXT_SHORT_MAX) => z.string().trim().max(max, tooLong(max)).optional().default('');
export const emailField = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(TEXT_SHORT_MAX, signupMessages.emailInvalid)
  .pipe(z.email(signupMessages.emailInvalid));

/**
 * A real calendar day written YYYY-MM-DD (2026-02-30 and the year 0000 are refused): what PostgreSQL's `date`
 * takes, checked before it is asked.
 */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
