import { z } from 'zod';
import { TEXT_SHORT_MAX } from './constants.ts';
import { REQUIRED, signupMessages, tooLong } from './messages.ts';

/** Field builders shared by the feature schemas, so that every bound says SPEC's words the same way. */
export { tooLong };
export const requiredText = (max = TEXT_SHORT_MAX) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, tooLong(max));
export const optionalText = (max = TEXT_SHORT_MAX) => z.string().trim().max(max, tooLong(max)).optional().default('');
export const emailField = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(TEXT_SHORT_MAX, signupMessages.emailInvalid)
  .pipe(z.email(signupMessages.emailInvalid));
