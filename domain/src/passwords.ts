import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';
import { REQUIRED, passwordMessages } from './messages.ts';

/**
 * A password someone chooses (sign-up, reset, change, teacher creation, ADMIN_PASSWORD): 8–64 characters.
 * The server also refuses common passwords (server/src/lib/passwords.ts); the web checks the length only.
 */
export const newPasswordSchema = z
  .string({ error: REQUIRED })
  .min(1, REQUIRED)
  .min(PASSWORD_MIN, passwordMessages.tooShort)
  .max(PASSWORD_MAX, passwordMessages.tooLong);

/** A password someone types to prove who they are (login, current password): only not empty, and bounded. */
export const enteredPasswordSchema = (required: string = REQUIRED) =>
  z.string({ error: required }).min(1, required).max(PASSWORD_MAX, passwordMessages.tooLong);
