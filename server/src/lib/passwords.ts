import argon2 from 'argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import type { z } from 'zod';
import { newPasswordSchema, passwordMessages } from '@beceri/domain';

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

/** docs/product.md's rule on the server: the shared length rule plus the common-password list. */
export const serverPasswordSchema = newPasswordSchema.refine((p) => !isCommonPassword(p), passwordMessages.common);

/** The product's name in the ways people write it (Turkish and English lower case of 'BECERİ'/'BECERI'). */
const PRODUCT_NAMES = ['beceri', 'becerı'];
/** A local part this short ('ab@…') is in too many passwords by chance to be refused. */
const LOCAL_PART_MIN = 3;

/**
 * What makes a new password guessable from its context (NIST SP 800-63B §5.1.1.2), as a message key: fewer than
 * 4 different characters ('aaaaaaaa', eight spaces), the product's name, or the e-mail address's local part.
 * Applies whenever a password is set; an existing ADMIN_PASSWORD is not judged again at start-up (decision 035).
 */
export function contextualPasswordProblem(password: string, email?: string): string | undefined {
  if (new Set(password).size < 4) return passwordMessages.fewDistinct;
  const forms = [password.toLowerCase(), password.toLocaleLowerCase('tr')];
  if (forms.some((p) => PRODUCT_NAMES.some((name) => p.includes(name)))) return passwordMessages.productName;
  const local = email?.trim().split('@')[0]?.toLowerCase();
  if (local && local.length >= LOCAL_PART_MIN && forms.some((p) => p.includes(local)))
    return passwordMessages.emailPart;
  return undefined;
}

/** The first rule a new password breaks beyond its length: the common-password list, then its context. */
export const newPasswordProblem = (password: string, email?: string) =>
  isCommonPassword(password) ? passwordMessages.common : contextualPasswordProblem(password, email);

/**
 * A shared schema whose `field` is a newly chosen password, refusing a common or guessable one along with the other
 * field errors (a route body schema; these messages show only when the field has no other). The body's `email`, when
 * it has one, is the context.
 */
export const withNewPassword = <S extends z.ZodType>(schema: S, field = 'password') =>
  schema.superRefine(
    (value, ctx) => {
      const body = value as Record<string, unknown> | null | undefined;
      const password = body?.[field];
      if (typeof password !== 'string') return;
      const problem = newPasswordProblem(password, typeof body?.email === 'string' ? body.email : undefined);
      if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
    },
    // Also when other fields failed: a form learns every problem in one answer (decision 060).
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
