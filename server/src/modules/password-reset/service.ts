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
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { hashToken } from '../../plugins/sessions.ts';
import { passwordChangedMail, resetCodeMail } from '../../mail/templates.ts';
import { authRepository, type AuthRepository } from '../auth/repository.ts';
import { passwordResetRepository, type PasswordResetRepository } from './repository.ts';

/**
 * What asking for a code, checking it and setting the new password need (the model: auth/service.ts): the routes pass
 * the real ones (`passwordResetDeps(app)`), the unit tests (service.test.ts) in-memory ones.
 */
export interface PasswordResetDeps {
  db: Db;
  resets: PasswordResetRepository;
  auth: Pick<AuthRepository, 'findUserByEmail' | 'updatePasswordHash'>;
  mailer: Pick<Mailer, 'send'>;
  sessions: Pick<FastifyInstance['sessions'], 'destroyAllFor'>;
  config: Pick<FastifyInstance['config'], 'publicUrl' | 'rateLimitFactor'>;
  /** The clock a code's and a token's end is set by, in milliseconds. */
  now: () => number;
}

export const passwordResetDeps = (app: FastifyInstance): PasswordResetDeps => ({
  db: app.db,
  resets: passwordResetRepository,
  auth: authRepository,
  mailer: app.mailer,
  sessions: app.sessions,
  config: app.config,
  now: Date.now,
});

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
export async function sendResetCodeWith(deps: PasswordResetDeps, { email }: ForgotPasswordInput): Promise<void> {
  const user = await deps.auth.findUserByEmail(deps.db, email);
  if (!user) return;
  const id = crypto.randomUUID();
  const code = String(crypto.randomInt(100_000, 1_000_000));
  await deps.db.transaction(async (tx) => {
    await deps.resets.lockPerson(tx, user.id);
    await deps.resets.voidOtherResets(tx, user.id);
    await deps.resets.insertReset(tx, {
      id,
      userId: user.id,
      otpHash: codeHash(id, code),
      expiresAt: new Date(deps.now() + OTP_LIFETIME_MS),
    });
    // Queued with the code, sealed (the code and the link are secrets), and retried while SMTP is down. The link
    // names the code, so its owner gets past the daily cap of wrong codes (verifyCode).
    const link = `${deps.config.publicUrl}/otp?${new URLSearchParams({ email: user.email, reset: id })}`;
    await deps.mailer.send({ to: user.email, ...resetCodeMail({ code, link, name: user.name }, user.locale) }, tx);
  });
}

/** `sendResetCodeWith` on the app's own dependencies, for a caller holding the app (password-reset.test.ts). */
export const sendResetCode = (app: FastifyInstance, input: ForgotPasswordInput): Promise<void> =>
  sendResetCodeWith(passwordResetDeps(app), input);

/**
 * Checks the code (at most 5 wrong tries, one use) and hands out a one-time reset token. A body that is
 * not an e-mail and six digits is just a wrong code (INVALID_OTP, no field errors), so it is parsed here.
 * Past OTP_WRONG_PER_DAY wrong codes checked for the account today, no code is compared at all (the same answer).
 */
export async function verifyCode(deps: PasswordResetDeps, body: unknown): Promise<{ token: string }> {
  const parsed = verifyOtpInputSchema.safeParse(body ?? {});
  if (!parsed.success) throw invalidOtp();
  const user = await deps.auth.findUserByEmail(deps.db, parsed.data.email);
  if (!user) throw invalidOtp();
  // The mail's link names its code (the row's random id, 122 bits): whoever has it has the mail, so the daily cap,
  // which stops guessing by strangers, does not stand between the owner and their code (docs/security.md).
  const { reset } = parsed.data;
  const fromMail = reset !== undefined && reset === (await deps.resets.newestLiveResetId(deps.db, user.id));
  const perDay = Math.max(1, Math.round(OTP_WRONG_PER_DAY * deps.config.rateLimitFactor));
  if (!fromMail && !(await deps.resets.claimDailyCheck(deps.db, user.id, perDay))) throw invalidOtp();
  const giveBack = () => (fromMail ? undefined : deps.resets.returnDailyCheck(deps.db, user.id));
  const row = await deps.resets.claimTry(deps.db, user.id, OTP_MAX_ATTEMPTS);
  if (!row) {
    await giveBack();
    throw invalidOtp();
  }
  if (!sameHash(row.otpHash, codeHash(row.id, parsed.data.otp))) {
    if (row.attempts >= OTP_MAX_ATTEMPTS) await deps.resets.voidReset(deps.db, row.id);
    throw invalidOtp();
  }
  await giveBack();
  const token = crypto.randomBytes(32).toString('base64url');
  const issued = await deps.resets.issueToken(
    deps.db,
    row.id,
    hashToken(token),
    new Date(deps.now() + OTP_LIFETIME_MS),
  );
  if (!issued) throw invalidOtp();
  return { token };
}

/**
 * Sets the new password with a reset token; every session of the person ends, and the owner is told by mail (queued
 * with the change, as a password changed on the profile is: decision 036), so a reset they did not make is noticed.
 */
export async function resetPassword(deps: PasswordResetDeps, input: ResetPasswordInput): Promise<void> {
  const user = await deps.auth.findUserByEmail(deps.db, input.email);
  if (!user) throw resetFailed();
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    if (!(await deps.resets.consumeToken(tx, user.id, hashToken(input.token)))) throw resetFailed();
    await deps.auth.updatePasswordHash(tx, user.id, passwordHash);
    await deps.resets.voidOtherResets(tx, user.id);
    await deps.mailer.send(
      { to: user.email, ...passwordChangedMail({ publicUrl: deps.config.publicUrl, name: user.name }, user.locale) },
      tx,
    );
  });
  await deps.sessions.destroyAllFor(user.id);
}
