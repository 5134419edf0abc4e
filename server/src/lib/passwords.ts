import argon2 from 'argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import type { z } from 'zod';
import { newPasswordSchema, passwordMessages } from '@beceri/domain';
import { validate } from '../plugins/errors.ts';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const options = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, options);

let dummyHash: Promise<string> | undefined;

/** Verifies a password; with no hash it still spends the same time, so unknown e-mails do not show. */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('beceri-dummy');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}

let common: Set<string> | undefined;

/**
 * True when the password is in zxcvbn-ts's list of common passwords (about 49,000, all lower case),
 * whatever its letter case: 'Password1' is as guessable as 'password1'.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

/** DESIGN.md §7's rule on the server: the shared length rule plus the common-password list. */
export const serverPasswordSchema = newPasswordSchema.refine((p) => !isCommonPassword(p), passwordMessages.common);

/**
 * A shared schema whose `field` is a newly chosen password, refusing a common one along with the other
 * field errors (a route body schema; the common-password message shows only when the field has no other).
 */
export const withNewPassword = <S extends z.ZodType>(schema: S, field = 'password') =>
  schema.refine((value) => {
    const password = (value as Record<string, unknown> | null | undefined)?.[field];
    return !(typeof password === 'string' && isCommonPassword(password));
  }, { path: [field], message: passwordMessages.common, when: () => true });

/** `withNewPassword` for a body read by hand: a 400 with `fields` like a route schema's. */
export const parseWithNewPassword = <S extends z.ZodType>(schema: S, body: unknown, field = 'password'): z.output<S> =>
  validate(withNewPassword(schema, field), body ?? {});
