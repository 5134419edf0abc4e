import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  OTP_LIFETIME_MS,
  OTP_MAX_ATTEMPTS,
  OTP_WRONG_PER_DAY,
  resetMessages,
  verifyOtpInputSchema,
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from '@beceri/domain';
import { hashPassword } from '../../lib/passwords.ts';
import { HttpError } from '../../plugins/errors.ts';
import { hashToken } from '../../plugins/sessions.ts';
import { resetCodeMail } from '../../mail/templates.ts';
import { findUserByEmail, updatePasswordHash } from '../auth/repository.ts';
import * as repo from './repository.ts';

const invalidOtp = () => new HttpError(400, 'INVALID_OTP', resetMessages.invalidOtp);
const resetFailed = () => new HttpError(400, 'RESET_FAILED', resetMessages.resetFailed);

/** The code's hash is bound to its row, so equal codes of two people never share a hash. */
const codeHash = (resetId: string, code: string) => hashToken(`${resetId}:${code}`);

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/**
 * Mails a fresh 6-digit code. Unknown e-mails get the same answer and no mail. The end of the earlier codes, the code
 * and the mail are one transaction, one at a time per person; the queue retries the mail while SMTP is down (decision 036).
 */
export async function sendResetCode(
  deps: Pick<FastifyInstance, 'db' | 'mailer' | 'log' | 'config'>,
  { email }: ForgotPasswordInput,
): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const id = crypto.randomUUID();
  const code = String(crypto.randomInt(100_000, 1_000_000));
  await deps.db.transaction(async (tx) => {
    await repo.lockPerson(tx, user.id);
    await repo.voidOtherResets(tx, user.id);
    await repo.insertReset(tx, {
      id,
      userId: user.id,
      otpHash: codeHash(id, code),
      expiresAt: new Date(Date.now() + OTP_LIFETIME_MS),
    });
    // Queued with the code, sealed (the code and the link are secrets), and retried while SMTP is down. The link
    // names the code, so its owner gets past the daily cap of wrong codes (verifyCode).
    const link = `${deps.config.publicUrl}/otp?${new URLSearchParams({ email: user.email, reset: id })}`;
    await deps.mailer.send({ to: user.email, ...resetCodeMail({ code, link }, user.locale) }, tx);
  });
}

/**
 * Checks the code (at most 5 wrong tries, one use) and hands out a one-time reset token. A body that is
 * not an e-mail and six digits is just a wrong code (INVALID_OTP, no field errors), so it is parsed here.
 * Past OTP_WRONG_PER_DAY wrong codes checked for the account today, no code is compared at all (the same answer).
 */
export async function verifyCode(
  deps: Pick<FastifyInstance, 'db' | 'config'>,
  body: unknown,
): Promise<{ token: string }> {
  const parsed = verifyOtpInputSchema.safeParse(body ?? {});
  if (!parsed.success) throw invalidOtp();
  const user = await findUserByEmail(deps.db, parsed.data.email);
  if (!user) throw invalidOtp();
  // The mail's link names its code (the row's random id, 122 bits): whoever has it has the mail, so the daily cap,
  // which stops guessing by strangers, does not stand between the owner and their code (docs/security.md).
  const { reset } = parsed.data;
  const fromMail = reset !== undefined && reset === (await repo.newestLiveResetId(deps.db, user.id));
  const perDay = Math.max(1, Math.round(OTP_WRONG_PER_DAY * deps.config.rateLimitFactor));
  if (!fromMail && !(await repo.claimDailyCheck(deps.db, user.id, perDay))) throw invalidOtp();
  const giveBack = () => (fromMail ? undefined : repo.returnDailyCheck(deps.db, user.id));
  const row = await repo.claimTry(deps.db, user.id, OTP_MAX_ATTEMPTS);
  if (!row) {
    await giveBack();
    throw invalidOtp();
  }
  if (!sameHash(row.otpHash, codeHash(row.id, parsed.data.otp))) {
    if (row.attempts >= OTP_MAX_ATTEMPTS) await repo.voidReset(deps.db, row.id);
    throw invalidOtp();
  }
  await giveBack();
  const token = crypto.randomBytes(32).toString('base64url');
  const issued = await repo.issueToken(deps.db, row.id, hashToken(token), new Date(Date.now() + OTP_LIFETIME_MS));
  if (!issued) throw invalidOtp();
  return { token };
}

/** Sets the new password with a reset token; every session of the person ends. */
export async function resetPassword(
  deps: Pick<FastifyInstance, 'db' | 'sessions'>,
  input: ResetPasswordInput,
): Promise<void> {
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
