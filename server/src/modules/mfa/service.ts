import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import {
  mfaMessages,
  MFA_PENDING_MINUTES,
  PASSKEYS_MAX,
  RECOVERY_CODE_COUNT,
  type MfaStatus,
  type SessionUser,
} from '@beceri/domain';
import type { Tx } from '../../db/client.ts';
import { fullName } from '../../lib/names.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { newTotpSecret, otpauthUrl, verifyTotp } from '../../lib/totp.ts';
import { mfaChangedMail, type MfaChange } from '../../mail/mfa.ts';
import { badRequest, conflict, HttpError, notFound } from '../../plugins/errors.ts';
import { hashToken } from '../../plugins/sessions.ts';
import { findUserById } from '../auth/repository.ts';
import { findAccount } from '../trust/repository.ts';
import * as repo from './repository.ts';

type Deps = Pick<FastifyInstance, 'db' | 'personalData' | 'mailer' | 'config' | 'log' | 'activity'>;

const ISSUER = 'Beceri';
const PENDING_MS = MFA_PENDING_MINUTES * 60_000;
/** Wrong codes one pending login may take before the password is asked again. */
export const PENDING_FAILURES_MAX = 5;
const sealContext = (userId: string) => `${userId}:mfa_totp.secret`;

export const MFA_CODE_INVALID = 'MFA_CODE_INVALID';
export const codeInvalid = () =>
  new HttpError(401, MFA_CODE_INVALID, mfaMessages.codeInvalid, { code: mfaMessages.codeInvalid });
export const pendingExpired = () => new HttpError(401, 'MFA_PENDING_EXPIRED', mfaMessages.noPendingLogin);

/** The passkey library (21 MB) loads with the first passkey operation, not with the server. */
let webauthnModule: Promise<typeof import('@simplewebauthn/server')> | undefined;
const webauthn = () => (webauthnModule ??= import('@simplewebauthn/server'));

/** The cookie between the password and the second factor (`__Host-` with Secure cookies, as the session's). */
export const pendingCookieName = (secure: boolean) => (secure ? '__Host-mfa' : 'mfa');

/** The owner's mail about a factor added or removed, queued in the change's transaction (decision 036). */
async function notify(deps: Deps, tx: Tx, to: { email: string; locale: 'tr' | 'en' }, change: MfaChange) {
  await deps.mailer.send({ to: to.email, ...mfaChangedMail(change, deps.config.publicUrl, to.locale) }, tx);
}

/** Recovery codes as handed out: 12 letters and digits in three groups (60 bits each), no look-alikes. */
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
function newRecoveryCode(): string {
  const bytes = crypto.randomBytes(12);
  const chars = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`;
}
/** A recovery code as typed (any case, spaces or dashes) to its stored hash. */
const recoveryHash = (userId: string, code: string) =>
  hashToken(`${userId}:${code.toLowerCase().replace(/[^a-z0-9]/g, '')}`);

async function issueRecoveryCodes(tx: Tx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await repo.replaceRecoveryCodes(
    tx,
    userId,
    codes.map((c) => recoveryHash(userId, c)),
  );
  return codes;
}

export const hasFactor = (deps: Pick<Deps, 'db'>, userId: string) => repo.hasFactor(deps.db, userId);

export const isRequired = (deps: Pick<Deps, 'config'>, user: Pick<SessionUser, 'role'>) =>
  deps.config.mfaRequiredRoles.includes(user.role);

export async function status(deps: Deps, user: SessionUser): Promise<MfaStatus> {
  const [totp, passkeys, recoveryCodesLeft] = await Promise.all([
    repo.findTotp(deps.db, user.id),
    repo.listPasskeys(deps.db, user.id),
    repo.unusedRecoveryCodes(deps.db, user.id),
  ]);
  const totpOn = Boolean(totp?.confirmedAt);
  return {
    enabled: totpOn || passkeys.length > 0,
    required: isRequired(deps, user),
    totp: totpOn,
    passkeys: passkeys.map((p) => ({
      id: p.id,
      name: p.name,
      createdAt: p.createdAt.toISOString(),
      lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
    })),
    recoveryCodesLeft,
  };
}

// ── TOTP set-up ──────────────────────────────────────────────────────────────────────────────

export async function startTotp(deps: Deps, user: SessionUser) {
  const existing = await repo.findTotp(deps.db, user.id);
  if (existing?.confirmedAt) throw conflict(mfaMessages.totpAlreadyOn, 'MFA_TOTP_ON');
  const secret = newTotpSecret();
  await repo.startTotp(deps.db, user.id, deps.personalData.encrypt(secret, sealContext(user.id)));
  return { secret, otpauthUrl: otpauthUrl(ISSUER, user.email, secret) };
}

/** The first right code confirms the app; the answer is a fresh set of recovery codes. */
export async function confirmTotp(deps: Deps, user: SessionUser, code: string) {
  const row = await repo.findTotp(deps.db, user.id);
  if (!row) throw badRequest(mfaMessages.noTotpStarted);
  if (row.confirmedAt) throw conflict(mfaMessages.totpAlreadyOn, 'MFA_TOTP_ON');
  const secret = deps.personalData.decrypt(row.secretSealed, sealContext(user.id));
  const step = verifyTotp(secret, code.replace(/\s/g, ''), row.lastStep);
  const recoveryCodes = await deps.db.transaction(async (tx) => {
    if (step === null || !(await repo.useTotpStep(tx, user.id, step, true))) return null;
    await notify(deps, tx, user, 'totpAdded');
    return issueRecoveryCodes(tx, user.id);
  });
  if (!recoveryCodes) throw badRequest(mfaMessages.codeInvalid, { code: mfaMessages.codeInvalid });
  return { recoveryCodes };
}

/** New recovery codes (the old ones stop working), for an account with a second factor. */
export async function renewRecoveryCodes(deps: Deps, user: SessionUser) {
  const factors = await repo.hasFactor(deps.db, user.id);
  if (!factors.totp && !factors.passkey) throw badRequest(mfaMessages.notEnabled);
  return { recoveryCodes: await deps.db.transaction((tx) => issueRecoveryCodes(tx, user.id)) };
}

// ── Passkeys ─────────────────────────────────────────────────────────────────────────────────

/** The relying party: PUBLIC_URL's origin when set, else the address the request came to (development, tests). */
function relyingParty(deps: Deps, req: FastifyRequest) {
  const origin = deps.config.webauthnOrigin ?? `${req.protocol}://${req.host}`;
  return { origin, rpID: new URL(origin).hostname };
}

const registerKey = (userId: string) => hashToken(`passkey-register:${userId}`);

export async function passkeyRegistrationOptions(deps: Deps, req: FastifyRequest, user: SessionUser) {
  const passkeys = await repo.listPasskeys(deps.db, user.id);
  if (passkeys.length >= PASSKEYS_MAX) throw badRequest(mfaMessages.passkeyLimit);
  const { rpID } = relyingParty(deps, req);
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: ISSUER,
    rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: passkeys.map((p) => ({
      id: p.credentialId,
      transports: p.transports as AuthenticatorTransport[],
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await repo.putChallenge(deps.db, {
    tokenHash: registerKey(user.id),
    userId: user.id,
    purpose: 'register',
    challenge: options.challenge,
    expiresAt: new Date(Date.now() + PENDING_MS),
  });
  return options;
}

export async function registerPasskey(
  deps: Deps,
  req: FastifyRequest,
  user: SessionUser,
  body: { response: Record<string, unknown>; name?: string },
) {
  const challenge = await repo.findChallenge(deps.db, registerKey(user.id), 'register');
  if (!challenge?.challenge) throw badRequest(mfaMessages.passkeyFailed);
  await repo.deleteChallenge(deps.db, challenge.tokenHash);
  const { origin, rpID } = relyingParty(deps, req);
  let verified;
  try {
    const { verifyRegistrationResponse } = await webauthn();
    verified = await verifyRegistrationResponse({
      response: body.response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
  } catch (err) {
    deps.log.info({ err }, 'passkey registration refused');
    throw badRequest(mfaMessages.passkeyFailed);
  }
  if (!verified.verified || !verified.registrationInfo) throw badRequest(mfaMessages.passkeyFailed);
  const { credential } = verified.registrationInfo;
  const before = await repo.hasFactor(deps.db, user.id);
  const count = (await repo.listPasskeys(deps.db, user.id)).length;
  // The first factor brings the recovery codes, as the app's confirmation does.
  const first = !before.totp && !before.passkey;
  try {
    return await deps.db.transaction(async (tx) => {
      await repo.insertPasskey(tx, {
        userId: user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: body.name || `${ISSUER} ${count + 1}`,
      });
      await notify(deps, tx, user, 'passkeyAdded');
      return first ? { ok: true, recoveryCodes: await issueRecoveryCodes(tx, user.id) } : { ok: true };
    });
  } catch (err) {
    if ((err as { cause?: { code?: string } }).cause?.code === '23505') throw badRequest(mfaMessages.passkeyFailed);
    throw err;
  }
}

export async function removePasskey(deps: Deps, user: SessionUser, id: string) {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.deletePasskey(tx, user.id, id))) throw notFound();
    const left = await repo.hasFactor(tx, user.id);
    // Without any factor the recovery codes have nothing to stand in for.
    if (!left.totp && !left.passkey) await repo.removeAll(tx, user.id);
    await notify(deps, tx, user, 'passkeyRemoved');
  });
}

/** Turns the second factor off (the password again): app, passkeys and recovery codes go. */
export async function disable(deps: Deps, user: SessionUser, password: string) {
  const row = await findUserById(deps.db, user.id);
  if (!row || !(await verifyPassword(row.passwordHash, password)))
    throw new HttpError(400, 'VALIDATION', mfaMessages.passwordWrong, { password: mfaMessages.passwordWrong });
  const factors = await repo.hasFactor(deps.db, user.id);
  if (!factors.totp && !factors.passkey) throw badRequest(mfaMessages.notEnabled);
  await deps.db.transaction(async (tx) => {
    await repo.removeAll(tx, user.id);
    await notify(deps, tx, user, 'allRemoved');
  });
}

/** An admin clears a person's factors (lost phone and codes); logged, and the person is mailed. */
export async function adminReset(deps: Deps, admin: SessionUser, id: string) {
  const who = await findAccount(deps.db, id);
  if (!who) throw notFound();
  const userName = who.role === 'company' ? who.companyName || who.name : fullName(who);
  await deps.db.transaction(async (tx) => {
    await repo.removeAll(tx, id);
    await deps.activity.write(
      { event: 'account.mfaReset', params: { role: who.role, userId: id, userName }, actorId: admin.id },
      tx,
    );
    await notify(deps, tx, who, 'resetByAdmin');
  });
}

// ── The second step of a login ───────────────────────────────────────────────────────────────

/** Starts the step between password and second factor; answers the cookie's token. */
export async function beginPendingLogin(deps: Deps, userId: string): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await repo.purgeChallenges(deps.db, userId);
  await repo.putChallenge(deps.db, {
    tokenHash: hashToken(token),
    userId,
    purpose: 'login',
    expiresAt: new Date(Date.now() + PENDING_MS),
  });
  return token;
}

export async function pendingLogin(deps: Pick<Deps, 'db'>, token: string | undefined) {
  if (!token || token.length > 100) return undefined;
  const row = await repo.findChallenge(deps.db, hashToken(token), 'login');
  if (!row) return undefined;
  const user = await findUserById(deps.db, row.userId);
  if (!user || user.suspendedAt) return undefined;
  return { ...row, user };
}
type Pending = NonNullable<Awaited<ReturnType<typeof pendingLogin>>>;

/** A wrong code: counted against the pending login, which ends after PENDING_FAILURES_MAX. */
async function refuse(deps: Deps, pending: Pending): Promise<never> {
  const failures = await repo.failChallenge(deps.db, pending.tokenHash);
  if (failures >= PENDING_FAILURES_MAX) await repo.deleteChallenge(deps.db, pending.tokenHash);
  throw codeInvalid();
}

/** Checks a TOTP or recovery code for the pending login; ends the pending step when it is right. */
export async function completeWithCode(deps: Deps, pending: Pending, code: string) {
  const userId = pending.userId;
  const compact = code.replace(/\s/g, '');
  let ok = false;
  let usedRecoveryCode = false;
  if (/^\d{6}$/.test(compact)) {
    const totp = await repo.findTotp(deps.db, userId);
    if (totp?.confirmedAt) {
      const secret = deps.personalData.decrypt(totp.secretSealed, sealContext(userId));
      const step = verifyTotp(secret, compact, totp.lastStep);
      ok = step !== null && (await repo.useTotpStep(deps.db, userId, step));
    }
  } else {
    ok = await repo.useRecoveryCode(deps.db, userId, recoveryHash(userId, compact));
    usedRecoveryCode = ok;
  }
  if (!ok) await refuse(deps, pending);
  await repo.deleteChallenge(deps.db, pending.tokenHash);
  return {
    user: pending.user,
    recoveryCodesLeft: usedRecoveryCode ? await repo.unusedRecoveryCodes(deps.db, userId) : undefined,
  };
}

export async function passkeyLoginOptions(deps: Deps, req: FastifyRequest, pending: Pending) {
  const passkeys = await repo.listPasskeys(deps.db, pending.userId);
  if (passkeys.length === 0) throw badRequest(mfaMessages.passkeyFailed);
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps, req).rpID,
    allowCredentials: passkeys.map((p) => ({
      id: p.credentialId,
      transports: p.transports as AuthenticatorTransport[],
    })),
    userVerification: 'preferred',
  });
  await repo.setChallenge(deps.db, pending.tokenHash, options.challenge);
  return options;
}

export async function completeWithPasskey(
  deps: Deps,
  req: FastifyRequest,
  pending: Pending,
  response: Record<string, unknown>,
) {
  const expectedChallenge = pending.challenge;
  const passkey = await repo.findPasskey(deps.db, pending.userId, String(response.id));
  if (!expectedChallenge || !passkey) return refuse(deps, pending);
  // A challenge is good for one answer.
  await repo.setChallenge(deps.db, pending.tokenHash, '');
  const { origin, rpID } = relyingParty(deps, req);
  let verified;
  try {
    const { verifyAuthenticationResponse } = await webauthn();
    verified = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: false,
    });
  } catch (err) {
    deps.log.info({ err }, 'passkey assertion refused');
    return refuse(deps, pending);
  }
  if (!verified.verified) return refuse(deps, pending);
  await repo.passkeyUsed(deps.db, passkey.id, verified.authenticationInfo.newCounter);
  await repo.deleteChallenge(deps.db, pending.tokenHash);
  return { user: pending.user };
}
