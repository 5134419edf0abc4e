import { and, asc, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { claimDailyCheck, returnDailyCheck } from '../../db/daily-checks.ts';
import { mfaChallenges, mfaCodeChecks, mfaPasskeys, mfaRecoveryCodes, mfaTotp } from '../../db/schema/index.ts';

type Conn = Db | Tx;

async function findTotp(db: Conn, userId: string) {
  const rows = await db.select().from(mfaTotp).where(eq(mfaTotp.userId, userId)).limit(1);
  return rows.at(0);
}

/** A new secret being set up; replaces an unconfirmed one. */
async function startTotp(db: Conn, userId: string, secretSealed: string) {
  await db
    .insert(mfaTotp)
    .values({ userId, secretSealed })
    .onConflictDoUpdate({
      target: mfaTotp.userId,
      set: { secretSealed, confirmedAt: null, lastStep: 0, createdAt: new Date() },
    });
}

/**
 * Records that a code of `step` was used, only if no code of this step or a later one was: of two requests with the
 * same code, one wins. With `confirm`, the set-up is confirmed too.
 */
async function useTotpStep(db: Conn, userId: string, step: number, confirm = false): Promise<boolean> {
  const rows = await db
    .update(mfaTotp)
    .set(confirm ? { lastStep: step, confirmedAt: new Date() } : { lastStep: step })
    .where(and(eq(mfaTotp.userId, userId), lt(mfaTotp.lastStep, step)))
    .returning({ userId: mfaTotp.userId });
  return rows.length === 1;
}

async function listPasskeys(db: Conn, userId: string) {
  return db.select().from(mfaPasskeys).where(eq(mfaPasskeys.userId, userId)).orderBy(asc(mfaPasskeys.createdAt));
}

async function findPasskey(db: Conn, userId: string, credentialId: string) {
  const rows = await db
    .select()
    .from(mfaPasskeys)
    .where(and(eq(mfaPasskeys.userId, userId), eq(mfaPasskeys.credentialId, credentialId)))
    .limit(1);
  return rows.at(0);
}

export async function insertPasskey(db: Conn, row: typeof mfaPasskeys.$inferInsert) {
  await db.insert(mfaPasskeys).values(row);
}

async function passkeyUsed(db: Conn, id: string, counter: number) {
  await db.update(mfaPasskeys).set({ counter, lastUsedAt: new Date() }).where(eq(mfaPasskeys.id, id));
}

async function deletePasskey(db: Conn, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(mfaPasskeys)
    .where(and(eq(mfaPasskeys.userId, userId), eq(mfaPasskeys.id, id)))
    .returning({ id: mfaPasskeys.id });
  return rows.length === 1;
}

/** Whether the account has a working second factor: a confirmed app or a passkey. */
export async function hasFactor(db: Conn, userId: string): Promise<{ totp: boolean; passkey: boolean }> {
  const [row] = await db
    .select({
      totp: sql<boolean>`exists (select 1 from ${mfaTotp} where ${mfaTotp.userId} = ${userId} and ${mfaTotp.confirmedAt} is not null)`,
      passkey: sql<boolean>`exists (select 1 from ${mfaPasskeys} where ${mfaPasskeys.userId} = ${userId})`,
    })
    .from(sql`(select 1) as one`);
  return { totp: Boolean(row?.totp), passkey: Boolean(row?.passkey) };
}

async function replaceRecoveryCodes(tx: Tx, userId: string, hashes: string[]) {
  await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await tx.insert(mfaRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Spends a recovery code; false when it is not one of the account's unused codes. */
async function useRecoveryCode(db: Conn, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, codeHash),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return rows.length === 1;
}

async function unusedRecoveryCodes(db: Conn, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Removes every factor, code and challenge of the account. */
async function removeAll(tx: Tx, userId: string) {
  await tx.delete(mfaTotp).where(eq(mfaTotp.userId, userId));
  await tx.delete(mfaPasskeys).where(eq(mfaPasskeys.userId, userId));
  await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await tx.delete(mfaChallenges).where(eq(mfaChallenges.userId, userId));
}

async function putChallenge(db: Conn, row: typeof mfaChallenges.$inferInsert) {
  await db
    .insert(mfaChallenges)
    .values(row)
    .onConflictDoUpdate({
      target: mfaChallenges.tokenHash,
      set: { challenge: row.challenge, expiresAt: row.expiresAt, failures: 0, userId: row.userId },
    });
}

async function findChallenge(db: Conn, tokenHash: string, purpose: 'login' | 'register') {
  const rows = await db
    .select()
    .from(mfaChallenges)
    .where(
      and(
        eq(mfaChallenges.tokenHash, tokenHash),
        eq(mfaChallenges.purpose, purpose),
        gt(mfaChallenges.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows.at(0);
}

async function setChallenge(db: Conn, tokenHash: string, challenge: string) {
  await db.update(mfaChallenges).set({ challenge }).where(eq(mfaChallenges.tokenHash, tokenHash));
}

/** Counts a wrong code against the pending login; answers the failures so far. */
async function failChallenge(db: Conn, tokenHash: string): Promise<number> {
  const [row] = await db
    .update(mfaChallenges)
    .set({ failures: sql`${mfaChallenges.failures} + 1` })
    .where(eq(mfaChallenges.tokenHash, tokenHash))
    .returning({ failures: mfaChallenges.failures });
  return row?.failures ?? 0;
}

async function deleteChallenge(db: Conn, tokenHash: string) {
  await db.delete(mfaChallenges).where(eq(mfaChallenges.tokenHash, tokenHash));
}

/** Drops the account's challenges that have run out (each new one clears the old). */
async function purgeChallenges(db: Conn, userId: string) {
  await db.delete(mfaChallenges).where(and(eq(mfaChallenges.userId, userId), lt(mfaChallenges.expiresAt, new Date())));
}

/** For the KVKK export: which factors the person has and when they were added or used; never a secret or a code. */
export async function mfaExport(db: Conn, userId: string) {
  const [totp, passkeys, codes, pending, wrongCodes] = await Promise.all([
    findTotp(db, userId),
    listPasskeys(db, userId),
    db
      .select({ total: count(), unused: sql<number>`count(*) filter (where ${mfaRecoveryCodes.usedAt} is null)::int` })
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.userId, userId)),
    db
      .select({ purpose: mfaChallenges.purpose, expiresAt: mfaChallenges.expiresAt })
      .from(mfaChallenges)
      .where(eq(mfaChallenges.userId, userId)),
    // Wrong app codes counted per day (the daily cap, docs/security.md).
    db
      .select({ day: mfaCodeChecks.day, wrong: mfaCodeChecks.wrong })
      .from(mfaCodeChecks)
      .where(eq(mfaCodeChecks.userId, userId))
      .orderBy(mfaCodeChecks.day),
  ]);
  return {
    authenticatorApp: totp ? { createdAt: totp.createdAt, confirmedAt: totp.confirmedAt } : null,
    passkeys: passkeys.map((p) => ({ name: p.name, createdAt: p.createdAt, lastUsedAt: p.lastUsedAt })),
    recoveryCodes: { total: codes[0]?.total ?? 0, unused: Number(codes[0]?.unused ?? 0) },
    pendingSteps: pending,
    wrongCodesByDay: wrongCodes,
  };
}

/**
 * The second factors' rows, as the service takes them (`MfaDeps`). hasFactor, insertPasskey and mfaExport stay exported
 * on their own as well: the set-up gate (plugins/mfa-gate.ts), the KVKK export and its test import them.
 */
export const mfaRepository = {
  findTotp,
  startTotp,
  useTotpStep,
  /** One of today's app-code checks (db/daily-checks.ts): the day's count with it, or null at the cap. */
  claimCodeCheck: (db: Conn, userId: string, max: number) => claimDailyCheck(db, mfaCodeChecks, userId, max),
  returnCodeCheck: (db: Conn, userId: string) => returnDailyCheck(db, mfaCodeChecks, userId),
  listPasskeys,
  findPasskey,
  insertPasskey,
  passkeyUsed,
  deletePasskey,
  hasFactor,
  replaceRecoveryCodes,
  useRecoveryCode,
  unusedRecoveryCodes,
  removeAll,
  putChallenge,
  findChallenge,
  setChallenge,
  failChallenge,
  deleteChallenge,
  purgeChallenges,
};
export type MfaRepository = typeof mfaRepository;
