import crypto from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
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
import type { Db, Tx } from '../../db/client.ts';
import { msUntilIstanbulMidnight } from '../../lib/cache.ts';
import { fullName } from '../../lib/names.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { newTotpSecret, otpauthUrl, verifyTotp } from '../../lib/totp.ts';
import { mfaChangedMail, type MfaChange } from '../../mail/mfa.ts';
import type { ActivityLog } from '../../plugins/activity.ts';
import { badRequest, conflict, HttpError, notFound } from '../../plugins/errors.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { hashToken } from '../../plugins/sessions.ts';
import { authRepository, type AuthRepository } from '../auth/repository.ts';
import { trustRepository, type TrustRepository } from '../trust/repository.ts';
import { mfaRepository, type MfaRepository } from './repository.ts';

/**
 * What the second factor's set-up, its removal and the second step of a login need (the model: auth/service.ts): the
 * routes pass the real ones (`mfaDeps(app)`), the unit tests (service.test.ts) in-memory ones.
 */
export interface MfaDeps {
  db: Db;
  mfa: MfaRepository;
  auth: Pick<AuthRepository, 'findUserById'>;
  trust: Pick<TrustRepository, 'findAccount'>;
  /** Seals the app's secret under the account's context (decision 015). */
  personalData: Pick<FastifyInstance['personalData'], 'encrypt' | 'decrypt'>;
  mailer: Pick<Mailer, 'send'>;
  activity: Pick<ActivityLog, 'write'>;
  config: Pick<FastifyInstance['config'], 'publicUrl' | 'mfaRequiredRoles' | 'webauthnOrigin'>;
  log: Pick<FastifyBaseLogger, 'info'>;
  /** The clock the codes are checked against and the pending steps' ends are set by, in milliseconds. */
  now: () => number;
}

export const mfaDeps = (app: FastifyInstance): MfaDeps => ({
  db: app.db,
  mfa: mfaRepository,
  auth: authRepository,
  trust: trustRepository,
  personalData: app.personalData,
  mailer: app.mailer,
  activity: app.activity,
  config: app.config,
  log: app.log,
  now: Date.now,
});

const ISSUER = 'Beceri';
const PENDING_MS = MFA_PENDING_MINUTES * 60_000;
/** Wrong codes one pending login may take before the password is asked again. */
export const PENDING_FAILURES_MAX = 5;
const sealContext = (userId: string) => `${userId}:mfa_totp.secret`;

export const MFA_CODE_INVALID = 'MFA_CODE_INVALID';
export const codeInvalid = () =>
  new HttpError(401, MFA_CODE_INVALID, mfaMessages.codeInvalid, { code: mfaMessages.codeInvalid });
/**
 * Wrong app codes an account may have checked a day, from every address together (docs/security.md#second-factor):
 * with the window of three 30-second steps, 20 guesses a day find a code with a chance of 6 in 100,000.
 */
export const MFA_WRONG_CODES_PER_DAY = 20;
/** The cap ends at midnight in Istanbul: Retry-After says when. */
export const dailyCodeCap = () =>
  new HttpError(
    429,
    'MFA_DAILY_CODE_CAP',
    mfaMessages.dailyCodeCap,
    { code: mfaMessages.dailyCodeCap },
    Math.ceil(msUntilIstanbulMidnight() / 1000),
  );
export const pendingExpired = () => new HttpError(401, 'MFA_PENDING_EXPIRED', mfaMessages.noPendingLogin);

/** The passkey library (21 MB) loads with the first passkey operation, not with the server. */
let webauthnModule: Promise<typeof import('@simplewebauthn/server')> | undefined;
const webauthn = () => (webauthnModule ??= import('@simplewebauthn/server'));

/** The cookie between the password and the second factor (`__Host-` with Secure cookies, as the session's). */
export const pendingCookieName = (secure: boolean) => (secure ? '__Host-mfa' : 'mfa');

/** The owner's mail about a factor added or removed, queued in the change's transaction (decision 036). */
async function notify(
  deps: MfaDeps,
  tx: Tx | undefined,
  to: { email: string; locale: 'tr' | 'en'; name?: string },
  change: MfaChange,
) {
  await deps.mailer.send({ to: to.email, ...mfaChangedMail(change, deps.config.publicUrl, to.locale, to.name) }, tx);
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

async function issueRecoveryCodes(deps: Pick<MfaDeps, 'mfa'>, tx: Tx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await deps.mfa.replaceRecoveryCodes(
    tx,
    userId,
    codes.map((c) => recoveryHash(userId, c)),
  );
  return codes;
}

export const hasFactor = (deps: Pick<MfaDeps, 'db' | 'mfa'>, userId: string) => deps.mfa.hasFactor(deps.db, userId);

export const isRequired = (deps: Pick<MfaDeps, 'config'>, user: Pick<SessionUser, 'role'>) =>
  deps.config.mfaRequiredRoles.includes(user.role);

export async function status(deps: MfaDeps, user: SessionUser): Promise<MfaStatus> {
  const [totp, passkeys, recoveryCodesLeft] = await Promise.all([
    deps.mfa.findTotp(deps.db, user.id),
    deps.mfa.listPasskeys(deps.db, user.id),
    deps.mfa.unusedRecoveryCodes(deps.db, user.id),
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

export async function startTotp(deps: MfaDeps, user: SessionUser) {
  const existing = await deps.mfa.findTotp(deps.db, user.id);
  if (existing?.confirmedAt) throw conflict(mfaMessages.totpAlreadyOn, 'MFA_TOTP_ON');
  const secret = newTotpSecret();
  await deps.mfa.startTotp(deps.db, user.id, deps.personalData.encrypt(secret, sealContext(user.id)));
  return { secret, otpauthUrl: otpauthUrl(ISSUER, user.email, secret) };
}

/** The first right code confirms the app; the answer is a fresh set of recovery codes. */
export async function confirmTotp(deps: MfaDeps, user: SessionUser, code: string) {
  const row = await deps.mfa.findTotp(deps.db, user.id);
  if (!row) throw badRequest(mfaMessages.noTotpStarted);
  if (row.confirmedAt) throw conflict(mfaMessages.totpAlreadyOn, 'MFA_TOTP_ON');
  const secret = deps.personalData.decrypt(row.secretSealed, sealContext(user.id));
  const step = verifyTotp(secret, code.replace(/\s/g, ''), row.lastStep, deps.now());
  const recoveryCodes = await deps.db.transaction(async (tx) => {
    if (step === null || !(await deps.mfa.useTotpStep(tx, user.id, step, true))) return null;
    await notify(deps, tx, user, 'totpAdded');
    return issueRecoveryCodes(deps, tx, user.id);
  });
  if (!recoveryCodes) throw badRequest(mfaMessages.codeInvalid, { code: mfaMessages.codeInvalid });
  return { recoveryCodes };
}

/** The account's password again, before a change a borrowed session must not make. */
async function confirmPassword(deps: MfaDeps, user: SessionUser, password: string) {
  const row = await deps.auth.findUserById(deps.db, user.id);
  if (!row || !(await verifyPassword(row.passwordHash, password)))
    throw new HttpError(400, 'VALIDATION', mfaMessages.passwordWrong, { password: mfaMessages.passwordWrong });
}

/**
 * New recovery codes (the old ones stop working), for an account with a second factor, with the password: a session
 * alone would let whoever holds it keep a way past the second factor. The owner is mailed.
 */
export async function renewRecoveryCodes(deps: MfaDeps, user: SessionUser, password: string) {
  await confirmPassword(deps, user, password);
  const factors = await deps.mfa.hasFactor(deps.db, user.id);
  if (!factors.totp && !factors.passkey) throw badRequest(mfaMessages.notEnabled);
  const recoveryCodes = await deps.db.transaction(async (tx) => {
    await notify(deps, tx, user, 'recoveryRenewed');
    return issueRecoveryCodes(deps, tx, user.id);
  });
  return { recoveryCodes };
}

// ── Passkeys ─────────────────────────────────────────────────────────────────────────────────

/** The relying party: PUBLIC_URL's origin when set, else the address the request came to (development, tests). */
function relyingParty(deps: MfaDeps, req: FastifyRequest) {
  const origin = deps.config.webauthnOrigin ?? `${req.protocol}://${req.host}`;
  return { origin, rpID: new URL(origin).hostname };
}

const registerKey = (userId: string) => hashToken(`passkey-register:${userId}`);

export async function passkeyRegistrationOptions(deps: MfaDeps, req: FastifyRequest, user: SessionUser) {
  const passkeys = await deps.mfa.listPasskeys(deps.db, user.id);
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
  await deps.mfa.putChallenge(deps.db, {
    tokenHash: registerKey(user.id),
    userId: user.id,
    purpose: 'register',
    challenge: options.challenge,
    expiresAt: new Date(deps.now() + PENDING_MS),
  });
  return options;
}

export async function registerPasskey(
  deps: MfaDeps,
  req: FastifyRequest,
  user: SessionUser,
  body: { response: Record<string, unknown>; name?: string },
) {
  const challenge = await deps.mfa.findChallenge(deps.db, registerKey(user.id), 'register');
  if (!challenge?.challenge) throw badRequest(mfaMessages.passkeyFailed);
  await deps.mfa.deleteChallenge(deps.db, challenge.tokenHash);
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
  const before = await deps.mfa.hasFactor(deps.db, user.id);
  const count = (await deps.mfa.listPasskeys(deps.db, user.id)).length;
  // The first factor brings the recovery codes, as the app's confirmation does.
  const first = !before.totp && !before.passkey;
  try {
    return await deps.db.transaction(async (tx) => {
      await deps.mfa.insertPasskey(tx, {
        userId: user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: body.name || `${ISSUER} ${count + 1}`,
      });
      await notify(deps, tx, user, 'passkeyAdded');
      return first ? { ok: true, recoveryCodes: await issueRecoveryCodes(deps, tx, user.id) } : { ok: true };
    });
  } catch (err) {
    if ((err as { cause?: { code?: string } }).cause?.code === '23505') throw badRequest(mfaMessages.passkeyFailed);
    throw err;
  }
}

export async function removePasskey(deps: MfaDeps, user: SessionUser, id: string) {
  await deps.db.transaction(async (tx) => {
    if (!(await deps.mfa.deletePasskey(tx, user.id, id))) throw notFound();
    const left = await deps.mfa.hasFactor(tx, user.id);
    // Without any factor the recovery codes have nothing to stand in for.
    if (!left.totp && !left.passkey) await deps.mfa.removeAll(tx, user.id);
    await notify(deps, tx, user, 'passkeyRemoved');
  });
}

/** Turns the second factor off (the password again): app, passkeys and recovery codes go. */
export async function disable(deps: MfaDeps, user: SessionUser, password: string) {
  await confirmPassword(deps, user, password);
  const factors = await deps.mfa.hasFactor(deps.db, user.id);
  if (!factors.totp && !factors.passkey) throw badRequest(mfaMessages.notEnabled);
  await deps.db.transaction(async (tx) => {
    await deps.mfa.removeAll(tx, user.id);
    await notify(deps, tx, user, 'allRemoved');
  });
}

/** An admin clears a person's factors (lost phone and codes); logged, and the person is mailed. */
export async function adminReset(deps: MfaDeps, admin: SessionUser, id: string) {
  const who = await deps.trust.findAccount(deps.db, id);
  if (!who) throw notFound();
  const userName = who.role === 'company' ? who.companyName || who.name : fullName(who);
  await deps.db.transaction(async (tx) => {
    await deps.mfa.removeAll(tx, id);
    await deps.activity.write(
      { event: 'account.mfaReset', params: { role: who.role, userId: id, userName }, actorId: admin.id },
      tx,
    );
    await notify(deps, tx, who, 'resetByAdmin');
  });
}

// ── The second step of a login ───────────────────────────────────────────────────────────────

/** Starts the step between password and second factor; answers the cookie's token. */
export async function beginPendingLogin(deps: MfaDeps, userId: string): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await deps.mfa.purgeChallenges(deps.db, userId);
  await deps.mfa.putChallenge(deps.db, {
    tokenHash: hashToken(token),
    userId,
    purpose: 'login',
    expiresAt: new Date(deps.now() + PENDING_MS),
  });
  return token;
}

export async function pendingLogin(deps: Pick<MfaDeps, 'db' | 'mfa' | 'auth'>, token: string | undefined) {
  if (!token || token.length > 100) return undefined;
  const row = await deps.mfa.findChallenge(deps.db, hashToken(token), 'login');
  if (!row) return undefined;
  const user = await deps.auth.findUserById(deps.db, row.userId);
  if (!user || user.suspendedAt) return undefined;
  return { ...row, user };
}
type Pending = NonNullable<Awaited<ReturnType<typeof pendingLogin>>>;

/** A wrong code: counted against the pending login, which ends after PENDING_FAILURES_MAX. */
async function refuse(deps: MfaDeps, pending: Pending): Promise<never> {
  const failures = await deps.mfa.failChallenge(deps.db, pending.tokenHash);
  if (failures >= PENDING_FAILURES_MAX) await deps.mfa.deleteChallenge(deps.db, pending.tokenHash);
  throw codeInvalid();
}

/** Checks a TOTP or recovery code for the pending login; ends the pending step when it is right. */
export async function completeWithCode(deps: MfaDeps, pending: Pending, code: string) {
  const userId = pending.userId;
  const compact = code.replace(/\s/g, '');
  let ok = false;
  let usedRecoveryCode = false;
  if (/^\d{6}$/.test(compact)) {
    const totp = await deps.mfa.findTotp(deps.db, userId);
    if (totp?.confirmedAt) {
      // Someone with the password may guess from many addresses: the account's checks a day are capped, and
      // recovery codes (60 bits) and passkeys still sign its owner in.
      const checked = await deps.mfa.claimCodeCheck(deps.db, userId, MFA_WRONG_CODES_PER_DAY);
      if (checked === null) throw dailyCodeCap();
      const secret = deps.personalData.decrypt(totp.secretSealed, sealContext(userId));
      const step = verifyTotp(secret, compact, totp.lastStep, deps.now());
      ok = step !== null && (await deps.mfa.useTotpStep(deps.db, userId, step));
      if (ok) await deps.mfa.returnCodeCheck(deps.db, userId);
      // At the cap the owner is told: their password is likely known to someone else.
      else if (checked === MFA_WRONG_CODES_PER_DAY) await notify(deps, undefined, pending.user, 'wrongCodes');
    }
  } else {
    ok = await deps.mfa.useRecoveryCode(deps.db, userId, recoveryHash(userId, compact));
    usedRecoveryCode = ok;
  }
  if (!ok) await refuse(deps, pending);
  await deps.mfa.deleteChallenge(deps.db, pending.tokenHash);
  return {
    user: pending.user,
    recoveryCodesLeft: usedRecoveryCode ? await deps.mfa.unusedRecoveryCodes(deps.db, userId) : undefined,
  };
}

export async function passkeyLoginOptions(deps: MfaDeps, req: FastifyRequest, pending: Pending) {
  const passkeys = await deps.mfa.listPasskeys(deps.db, pending.userId);
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
  await deps.mfa.setChallenge(deps.db, pending.tokenHash, options.challenge);
  return options;
}

export async function completeWithPasskey(
  deps: MfaDeps,
  req: FastifyRequest,
  pending: Pending,
  response: Record<string, unknown>,
) {
  const expectedChallenge = pending.challenge;
  const passkey = await deps.mfa.findPasskey(deps.db, pending.userId, String(response.id));
  if (!expectedChallenge || !passkey) return refuse(deps, pending);
  // A challenge is good for one answer.
  await deps.mfa.setChallenge(deps.db, pending.tokenHash, '');
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
  await deps.mfa.passkeyUsed(deps.db, passkey.id, verified.authenticationInfo.newCounter);
  await deps.mfa.deleteChallenge(deps.db, pending.tokenHash);
  return { user: pending.user };
}
