import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { EmailVerificationResult, SessionUser } from '@beceri/domain';
import { users } from '../../db/schema/index.ts';
import { hashToken } from '../../plugins/sessions.ts';
import { verificationMail } from '../../mail/templates.ts';

/** A verification link lives 48 hours (docs/product.md). */
export const VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;

/** 32 random bytes for the link; only their SHA-256 is stored, like session tokens and reset codes. */
export function newVerificationToken() {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token), expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS) };
}

export const verifyUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/auth/verify-email?token=${encodeURIComponent(token)}`;

/**
 * Follows a mailed link: 'verified' once (the hash is cleared, so the link is single use), 'expired' after 48 h,
 * 'invalid' for a used, replaced or unknown one.
 */
export async function verifyEmail(deps: Pick<FastifyInstance, 'db'>, token: string): Promise<EmailVerificationResult> {
  if (!token || token.length > 100) return 'invalid';
  const hash = hashToken(token);
  const [done] = await deps.db
    .update(users)
    .set({ emailVerifiedAt: new Date(), emailVerificationHash: null, emailVerificationExpiresAt: null })
    .where(and(eq(users.emailVerificationHash, hash), gt(users.emailVerificationExpiresAt, new Date())))
    .returning({ id: users.id });
  if (done) return 'verified';
  const [stale] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.emailVerificationHash, hash))
    .limit(1);
  return stale ? 'expired' : 'invalid';
}

/** 'Yeniden gönder': a new link to the account's address (the old one stops working); nothing when verified. */
export async function resendVerification(
  deps: Pick<FastifyInstance, 'db' | 'mailer' | 'config' | 'log'>,
  user: SessionUser,
): Promise<{ ok: true; alreadyVerified: boolean }> {
  const next = newVerificationToken();
  const sent = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ emailVerificationHash: next.hash, emailVerificationExpiresAt: next.expiresAt })
      .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)))
      .returning({ email: users.email, locale: users.locale, name: users.name });
    if (!row) return false;
    const mail = verificationMail(
      { verifyUrl: verifyUrl(deps.config.publicUrl, next.token), name: row.name },
      row.locale,
    );
    await deps.mailer.send({ to: row.email, ...mail }, tx);
    return true;
  });
  return { ok: true, alreadyVerified: !sent };
}

/** Whether the account's address is verified. */
export async function isEmailVerified(db: FastifyInstance['db'], userId: string): Promise<boolean> {
  const [row] = await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(row?.at);
}
