import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  OTP_LIFETIME_MS, OTP_MAX_ATTEMPTS, resetMessages, verifyOtpInputSchema, type ForgotPasswordInput, type ResetPasswordInput,
} from '@beceri/domain';
import { hashPassword } from '../../lib/passwords.ts';
import { HttpError } from '../../plugins/errors.ts';
import { hashToken } from '../../plugins/sessions.ts';
import { resetCodeMail } from '../../mail/templates.ts';
import { findUserByEmail, updatePasswordHash } from '../auth/repository.ts';
import * as repo from './repository.ts';

const invalidOtp = () => new HttpError(400, 'INVALID_OTP', resetMessages.invalidOtp);
const resetFailed = () => new HttpError(400, 'RESET_FAILED', resetMessages.resetFailed);
const mailFailed = () => new HttpError(502, 'MAIL_FAILED', resetMessages.mailFailed);

/** The code's hash is bound to its row, so equal codes of two people never share a hash. */
const codeHash = (resetId: string, code: string) => hashToken(`${resetId}:${code}`);

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/**
 * Mails a fresh 6-digit code. Unknown e-mails get the same answer and no mail. When the mail
 * cannot be sent, the new code is removed again, so no usable code is left behind.
 */
export async function sendResetCode(deps: Pick<FastifyInstance, 'db' | 'mailer' | 'log'>, { email }: ForgotPasswordInput): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const id = crypto.randomUUID();
  const code = String(crypto.randomInt(100_000, 1_000_000));
  await repo.insertReset(deps.db, { id, userId: user.id, otpHash: codeHash(id, code), expiresAt: new Date(Date.now() + OTP_LIFETIME_MS) });
  try {
    await deps.mailer.send({ to: user.email, ...resetCodeMail({ code }, user.locale) });
  } catch (err) {
    deps.log.error({ err, template: 'reset-code' }, 'mail not sent');
    await repo.deleteReset(deps.db, id);
    throw mailFailed();
  }
  await repo.voidOtherResets(deps.db, user.id, id);
}

/**
 * Checks the code (at most 5 wrong tries, one use) and hands out a one-time reset token. A body that is
 * not an e-mail and six digits is just a wrong code (INVALID_OTP, no field errors), so it is parsed here.
 */
export async function verifyCode(deps: Pick<FastifyInstance, 'db'>, body: unknown): Promise<{ token: string }> {
  const parsed = verifyOtpInputSchema.safeParse(body ?? {});
  if (!parsed.success) throw invalidOtp();
  const user = await findUserByEmail(deps.db, parsed.data.email);
  const row = user ? await repo.claimTry(deps.db, user.id, OTP_MAX_ATTEMPTS) : undefined;
  if (!row) throw invalidOtp();
  if (!sameHash(row.otpHash, codeHash(row.id, parsed.data.otp))) {
    if (row.attempts >= OTP_MAX_ATTEMPTS) await repo.voidReset(deps.db, row.id);
    throw invalidOtp();
  }
  const token = crypto.randomBytes(32).toString('base64url');
  const issued = await repo.issueToken(deps.db, row.id, hashToken(token), new Date(Date.now() + OTP_LIFETIME_MS));
  if (!issued) throw invalidOtp();
  return { token };
}

/** Sets the new password with a reset token; every session of the person ends. */
export async function resetPassword(deps: Pick<FastifyInstance, 'db' | 'sessions'>, input: ResetPasswordInput): Promise<void> {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) throw resetFailed();
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.consumeToken(tx, user.id, hashToken(input.token)))) throw resetFailed();
    await updatePasswordHash(tx, user.id, passwordHash);
    await repo.voidOtherResets(tx, user.id);
  });
  await deps.sessions.destroyAllFor(user.id);
}
