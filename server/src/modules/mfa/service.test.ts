import { describe, expect, it } from 'vitest';
import { istanbulDay, mfaMessages, RECOVERY_CODE_COUNT } from '@beceri/domain';
import type { Tx } from '../../db/client.ts';
import type { User } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { DataCipher } from '../../lib/personal-data.ts';
import { totpCode, TOTP_STEP_SECONDS } from '../../lib/totp.ts';
import { mfaChangedMail, type MfaChange } from '../../mail/mfa.ts';
import type { LogWrite } from '../../plugins/activity.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import { person, uuid } from '../../../test/people.ts';
import {
  adminReset,
  beginPendingLogin,
  completeWithCode,
  confirmTotp,
  disable,
  MFA_CODE_INVALID,
  MFA_WRONG_CODES_PER_DAY,
  PENDING_FAILURES_MAX,
  pendingLogin,
  removePasskey,
  startTotp,
  status,
  type MfaDeps,
} from './service.ts';
import { tracedDb } from '../../../test/fakes.ts';

/*
 * The second factor's rules alone, on in-memory rows and a clock the tests set (docs/product.md, Two-step
 * verification; decision 038): an app counts only once a code confirms it, a code is good once, recovery codes are
 * single-use and kept as hashes, wrong codes end a pending login as wrong passwords do, every change is mailed to the
 * owner in its transaction, and an admin's reset is logged. HTTP, SQL, the cookie, passkeys (WebAuthn) and the shared
 * failure counters of the route are tested in mfa.test.ts.
 */

const PASSWORD = 'Parola12!';
const passwordHash = await hashPassword(PASSWORD);
const PUBLIC_URL = 'https://beceri.example';
const START = Date.parse('2026-11-27T09:00:00Z');
const STEP_MS = TOTP_STEP_SECONDS * 1000;
const [teacherId, adminId, companyId, nowhere] = [uuid(1), uuid(2), uuid(3), uuid(99)];
const teacher = person(teacherId, 'teacher', 'Ayşe Kaya');
const admin = person(adminId, 'admin', 'Yönetici');

type TotpRow = NonNullable<Awaited<ReturnType<MfaDeps['mfa']['findTotp']>>>;
type PasskeyRow = Awaited<ReturnType<MfaDeps['mfa']['listPasskeys']>>[number];
type ChallengeRow = NonNullable<Awaited<ReturnType<MfaDeps['mfa']['findChallenge']>>>;
type Account = NonNullable<Awaited<ReturnType<MfaDeps['trust']['findAccount']>>>;

function world() {
  const clock = { now: START };
  const users = new Map<string, User>(
    [teacherId, companyId].map((id): [string, User] => [
      id,
      { id, email: `${id}@example.com`, passwordHash, suspendedAt: null, locale: 'tr' } as User,
    ]),
  );
  const accounts = new Map<string, Account>([
    [
      companyId,
      {
        id: companyId,
        role: 'company',
        name: 'Ali',
        surname: 'Veli',
        email: `${companyId}@example.com`,
        locale: 'en',
        suspendedAt: null,
        companyName: 'Örnek A.Ş.',
        approval: 'approved',
      },
    ],
  ]);

  /** Each transaction is a handle of its own, so that a write can be traced to the one it was made in. */
  const { db } = tracedDb();

  const totp = new Map<string, TotpRow>();
  let passkeys: PasskeyRow[] = [];
  let recovery: { userId: string; codeHash: string; usedAt: Date | null }[] = [];
  const challenges = new Map<string, ChallengeRow>();
  /** Wrong app codes checked, by account and Istanbul day, as mfa_code_checks keeps them. */
  const codeChecks = new Map<string, number>();
  const checkKey = (userId: string) => `${userId} ${istanbulDay(new Date(clock.now))}`;
  /** The removals of every factor, with the transaction each was made in. */
  const removals: { userId: string; tx: Tx }[] = [];

  const mfa: MfaDeps['mfa'] = {
    // A copy, as a row read from the database is: a later write does not change what was read.
    findTotp: async (_db, userId) => {
      const row = totp.get(userId);
      return row && { ...row };
    },
    startTotp: async (_db, userId, secretSealed) => {
      totp.set(userId, { userId, secretSealed, confirmedAt: null, lastStep: 0, createdAt: new Date(clock.now) });
    },
    // Raised only past the last step used, as the conditional UPDATE does.
    useTotpStep: async (_db, userId, step, confirm = false) => {
      const row = totp.get(userId);
      if (!row || row.lastStep >= step) return false;
      row.lastStep = step;
      if (confirm) row.confirmedAt = new Date(clock.now);
      return true;
    },
    // Counted up to `max` only, as the conditional upsert does.
    claimCodeCheck: async (_db, userId, max) => {
      const wrong = codeChecks.get(checkKey(userId)) ?? 0;
      if (wrong >= max) return null;
      codeChecks.set(checkKey(userId), wrong + 1);
      return wrong + 1;
    },
    returnCodeCheck: async (_db, userId) => {
      codeChecks.set(checkKey(userId), Math.max((codeChecks.get(checkKey(userId)) ?? 0) - 1, 0));
    },
    listPasskeys: async (_db, userId) => passkeys.filter((p) => p.userId === userId),
    findPasskey: async (_db, userId, credentialId) =>
      passkeys.find((p) => p.userId === userId && p.credentialId === credentialId),
    insertPasskey: async () => {
      throw new Error('passkeys are registered in mfa.test.ts');
    },
    passkeyUsed: async () => {},
    deletePasskey: async (_db, userId, id) => {
      const before = passkeys.length;
      passkeys = passkeys.filter((p) => !(p.userId === userId && p.id === id));
      return passkeys.length < before;
    },
    hasFactor: async (_db, userId) => ({
      totp: Boolean(totp.get(userId)?.confirmedAt),
      passkey: passkeys.some((p) => p.userId === userId),
    }),
    replaceRecoveryCodes: async (_tx, userId, hashes) => {
      recovery = [
        ...recovery.filter((r) => r.userId !== userId),
        ...hashes.map((codeHash) => ({ userId, codeHash, usedAt: null })),
      ];
    },
    useRecoveryCode: async (_db, userId, codeHash) => {
      const row = recovery.find((r) => r.userId === userId && r.codeHash === codeHash && !r.usedAt);
      if (row) row.usedAt = new Date(clock.now);
      return Boolean(row);
    },
    unusedRecoveryCodes: async (_db, userId) => recovery.filter((r) => r.userId === userId && !r.usedAt).length,
    removeAll: async (tx, userId) => {
      removals.push({ userId, tx });
      totp.delete(userId);
      passkeys = passkeys.filter((p) => p.userId !== userId);
      recovery = recovery.filter((r) => r.userId !== userId);
      for (const [key, c] of challenges) if (c.userId === userId) challenges.delete(key);
    },
    putChallenge: async (_db, row) => {
      challenges.set(row.tokenHash, { challenge: null, ...row, failures: 0, purpose: row.purpose });
    },
    findChallenge: async (_db, tokenHash, purpose) => {
      const row = challenges.get(tokenHash);
      return row && row.purpose === purpose && row.expiresAt.getTime() > clock.now ? row : undefined;
    },
    setChallenge: async (_db, tokenHash, challenge) => {
      const row = challenges.get(tokenHash);
      if (row) row.challenge = challenge;
    },
    failChallenge: async (_db, tokenHash) => {
      const row = challenges.get(tokenHash);
      if (!row) return 0;
      return ++row.failures;
    },
    deleteChallenge: async (_db, tokenHash) => {
      challenges.delete(tokenHash);
    },
    purgeChallenges: async (_db, userId) => {
      for (const [key, c] of challenges)
        if (c.userId === userId && c.expiresAt.getTime() < clock.now) challenges.delete(key);
    },
  };

  const sent: { message: MailMessage; tx: Tx | undefined }[] = [];
  const logged: { entry: LogWrite; tx: Tx | undefined }[] = [];
  const deps: MfaDeps = {
    db,
    mfa,
    auth: { findUserById: async (_db, id) => users.get(id) },
    trust: { findAccount: async (_db, id) => accounts.get(id) },
    personalData: new DataCipher(Buffer.alloc(32, 7)),
    mailer: {
      send: async (message: MailMessage, tx?: Tx) => {
        sent.push({ message, tx });
        return `mail-${sent.length}`;
      },
    },
    activity: {
      write: async (entry: LogWrite, tx?: Tx) => {
        logged.push({ entry, tx });
      },
    },
    config: { publicUrl: PUBLIC_URL, mfaRequiredRoles: [], webauthnOrigin: undefined },
    log: { info: () => {} },
    now: () => clock.now,
  };
  /** The code the app shows `steps` 30-second steps from now. */
  const code = (secret: string, steps = 0) => totpCode(secret, clock.now + steps * STEP_MS);
  const login = async (userId: string) => {
    const token = await beginPendingLogin(deps, userId);
    return { token, pending: (await pendingLogin(deps, token))! };
  };
  return { deps, clock, totp, recovery, challenges, removals, sent, logged, code, login, passkeys: () => passkeys };
}

/** A teacher with a confirmed app; answers the secret and the recovery codes. */
async function withApp(w: ReturnType<typeof world>) {
  const { secret } = await startTotp(w.deps, teacher);
  const { recoveryCodes } = await confirmTotp(w.deps, teacher, w.code(secret));
  w.clock.now += STEP_MS;
  return { secret, recoveryCodes };
}

const mailed = (change: MfaChange, lang: 'tr' | 'en' = 'tr') => mfaChangedMail(change, PUBLIC_URL, lang).subject;

const refused = expect.objectContaining({ statusCode: 401, code: MFA_CODE_INVALID });

describe('setting up an authenticator app', () => {
  it('counts only once a right code confirms it: before that no factor, no login step, no codes, no mail', async () => {
    const w = world();
    const { secret, otpauthUrl } = await startTotp(w.deps, teacher);
    expect(new URL(otpauthUrl).searchParams.get('secret')).toBe(secret);
    // Sealed at rest, under the account's context.
    expect(w.totp.get(teacherId)!.secretSealed).not.toContain(secret);
    expect((await status(w.deps, teacher)).enabled).toBe(false);
    expect(await w.deps.mfa.hasFactor(w.deps.db, teacherId)).toEqual({ totp: false, passkey: false });
    const { pending } = await w.login(teacherId);
    await expect(completeWithCode(w.deps, pending, w.code(secret))).rejects.toEqual(refused);
    expect(w.recovery).toEqual([]);
    expect(w.sent).toEqual([]);

    const { recoveryCodes } = await confirmTotp(w.deps, teacher, w.code(secret));
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(await status(w.deps, teacher)).toMatchObject({ enabled: true, totp: true, recoveryCodesLeft: 10 });
  });

  it('refuses a wrong confirming code: the app stays unconfirmed, no codes are issued, nothing is mailed', async () => {
    const w = world();
    const { secret } = await startTotp(w.deps, teacher);
    const wrong = String((Number(w.code(secret)) + 1) % 1_000_000).padStart(6, '0');
    await expect(confirmTotp(w.deps, teacher, wrong)).rejects.toMatchObject({
      statusCode: 400,
      fields: { code: mfaMessages.codeInvalid },
    });
    expect(w.totp.get(teacherId)!.confirmedAt).toBeNull();
    expect(w.recovery).toEqual([]);
    expect(w.sent).toEqual([]);
  });
});

describe('the second step of a login', () => {
  it('takes a right code once: the same code, or an older one, is refused afterwards', async () => {
    const w = world();
    const { secret } = await withApp(w);
    const now = w.code(secret);
    const first = await w.login(teacherId);
    expect((await completeWithCode(w.deps, first.pending, now)).user.id).toBe(teacherId);
    // The pending step is over once the code is right.
    expect(await pendingLogin(w.deps, first.token)).toBeUndefined();

    const second = await w.login(teacherId);
    await expect(completeWithCode(w.deps, second.pending, now)).rejects.toEqual(refused);
    await expect(completeWithCode(w.deps, second.pending, w.code(secret, -1))).rejects.toEqual(refused);
    // The next step's code is still good.
    await expect(completeWithCode(w.deps, second.pending, w.code(secret, 1))).resolves.toMatchObject({
      user: { id: teacherId },
    });
  });

  it('takes a code once even for two logins checking it at the same time', async () => {
    const w = world();
    const { secret } = await withApp(w);
    const [a, b] = [await w.login(teacherId), await w.login(teacherId)];
    const answers = await Promise.allSettled([
      completeWithCode(w.deps, a.pending, w.code(secret)),
      completeWithCode(w.deps, b.pending, w.code(secret)),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('keeps recovery codes only as hashes and takes each once, in any case and spacing', async () => {
    const w = world();
    const { recoveryCodes } = await withApp(w);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    const stored = w.recovery.map((r) => r.codeHash).join(' ');
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace(/-/g, ''));
    }

    const [code] = recoveryCodes;
    const first = await w.login(teacherId);
    const done = await completeWithCode(w.deps, first.pending, ` ${code.toUpperCase().replace(/-/g, ' ')} `);
    expect(done.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
    const second = await w.login(teacherId);
    await expect(completeWithCode(w.deps, second.pending, code)).rejects.toEqual(refused);
  });

  it(`ends the pending login after ${PENDING_FAILURES_MAX} wrong codes, each refused as the login limits count it`, async () => {
    const w = world();
    const { secret } = await withApp(w);
    const { token, pending } = await w.login(teacherId);
    const wrong = String((Number(w.code(secret)) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 1; i < PENDING_FAILURES_MAX; i++) {
      // 401 MFA_CODE_INVALID: the code the route's failure limits count with the password's (decision 038).
      await expect(completeWithCode(w.deps, pending, wrong)).rejects.toEqual(refused);
      expect(await pendingLogin(w.deps, token)).toBeDefined();
    }
    await expect(completeWithCode(w.deps, pending, 'aaaa-bbbb-cccc')).rejects.toEqual(refused);
    // The password must be given again: the step is gone, right code or not.
    expect(await pendingLogin(w.deps, token)).toBeUndefined();
  });

  it(`checks at most ${MFA_WRONG_CODES_PER_DAY} wrong app codes of an account a day over every login, then none; recovery codes still sign in`, async () => {
    const w = world();
    const { secret, recoveryCodes } = await withApp(w);
    const wrong = () => String((Number(w.code(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    const mailsBefore = w.sent.length;
    // Each pending login takes five wrong codes; a new login (the password is never limited) takes five more.
    for (let i = 0; i < MFA_WRONG_CODES_PER_DAY; i++) {
      const { pending } = await w.login(teacherId);
      await expect(completeWithCode(w.deps, pending, wrong())).rejects.toEqual(refused);
    }
    // The owner is told once, when the cap is reached.
    expect(w.sent.slice(mailsBefore).map((s) => s.message.subject)).toEqual([mailed('wrongCodes')]);
    const capped = expect.objectContaining({ statusCode: 429, code: 'MFA_DAILY_CODE_CAP' });
    const late = await w.login(teacherId);
    await expect(completeWithCode(w.deps, late.pending, wrong())).rejects.toEqual(capped);
    // Not even the right code is checked today, and the refusal counts no failure of the pending login.
    await expect(completeWithCode(w.deps, late.pending, w.code(secret))).rejects.toEqual(capped);
    expect((await completeWithCode(w.deps, late.pending, recoveryCodes[0])).user.id).toBe(teacherId);
    expect(w.sent.length).toBe(mailsBefore + 1);
    // The next day in Istanbul the app's codes are checked again.
    w.clock.now += 24 * 3600_000;
    const tomorrow = await w.login(teacherId);
    expect((await completeWithCode(w.deps, tomorrow.pending, w.code(secret))).user.id).toBe(teacherId);
  });

  it('gives a right code its check back: an owner who types right never comes nearer the cap', async () => {
    const w = world();
    const { secret } = await withApp(w);
    for (let i = 0; i < MFA_WRONG_CODES_PER_DAY + 5; i++) {
      w.clock.now += STEP_MS;
      const { pending } = await w.login(teacherId);
      expect((await completeWithCode(w.deps, pending, w.code(secret))).user.id).toBe(teacherId);
    }
  });

  it('ends when its five minutes are over', async () => {
    const w = world();
    await withApp(w);
    const { token } = await w.login(teacherId);
    w.clock.now += 5 * 60_000 + 1;
    expect(await pendingLogin(w.deps, token)).toBeUndefined();
  });
});

describe('changing the factors', () => {
  it('mails the owner when the app is added, a passkey removed and everything turned off, each in its transaction', async () => {
    const w = world();
    await withApp(w);
    expect(w.sent.map((s) => [s.message.to, s.message.subject])).toEqual([[teacher.email, mailed('totpAdded')]]);
    expect(w.sent[0].tx).toBeDefined();

    const passkeyId = uuid(70);
    w.passkeys().push({
      id: passkeyId,
      userId: teacherId,
      credentialId: 'cred-1',
      publicKey: 'key',
      counter: 0,
      transports: [],
      name: 'Beceri 1',
      createdAt: new Date(START),
      lastUsedAt: null,
    });
    await removePasskey(w.deps, teacher, passkeyId);
    expect(w.sent[1]).toMatchObject({ message: { to: teacher.email, subject: mailed('passkeyRemoved') } });
    expect(w.sent[1].tx).toBeDefined();

    // Turning it off needs the password again; a wrong one changes and mails nothing.
    await expect(disable(w.deps, teacher, 'Yanlis-99')).rejects.toMatchObject({ statusCode: 400 });
    expect(w.removals).toEqual([]);
    await disable(w.deps, teacher, PASSWORD);
    expect(w.sent[2]).toMatchObject({ message: { to: teacher.email, subject: mailed('allRemoved') } });
    expect(w.removals).toEqual([{ userId: teacherId, tx: w.sent[2].tx }]);
    expect(w.sent).toHaveLength(3);
  });

  it("logs an admin's reset of someone's factors and mails that person, in the reset's transaction", async () => {
    const w = world();
    await adminReset(w.deps, admin, companyId);
    const [{ tx }] = w.removals;
    expect(w.removals).toEqual([{ userId: companyId, tx }]);
    expect(w.logged).toEqual([
      {
        entry: {
          event: 'account.mfaReset',
          params: { role: 'company', userId: companyId, userName: 'Örnek A.Ş.' },
          actorId: adminId,
        },
        tx,
      },
    ]);
    expect(w.sent).toEqual([
      {
        message: expect.objectContaining({ to: `${companyId}@example.com`, subject: mailed('resetByAdmin', 'en') }),
        tx,
      },
    ]);
  });

  it("answers 404 for an admin's reset of an account that is gone, and logs nothing", async () => {
    const w = world();
    await expect(adminReset(w.deps, admin, nowhere)).rejects.toMatchObject({ statusCode: 404 });
    expect(w.logged).toEqual([]);
    expect(w.removals).toEqual([]);
    expect(w.sent).toEqual([]);
  });
});
