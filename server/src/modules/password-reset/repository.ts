import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { claimDailyCheck, returnDailyCheck } from '../../db/daily-checks.ts';
import { passwordResets, resetCodeChecks, users } from '../../db/schema/index.ts';

/**
 * Holds the person's row for the rest of the transaction, so two codes asked for at once are made one after the
 * other: the later one ends the earlier, and one code is ever open.
 */
async function lockPerson(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

export async function insertReset(db: Db | Tx, row: { id: string; userId: string; otpHash: string; expiresAt: Date }) {
  await db.insert(passwordResets).values(row);
}

/** A new code voids every earlier one of the same person. */
async function voidOtherResets(db: Db | Tx, userId: string) {
  await db
    .update(passwordResets)
    .set({ consumedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.consumedAt)));
}

/** The account's newest code that can still be checked (not used, not exchanged, not expired). */
const newestLive = (db: Db | Tx, userId: string) =>
  db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        isNull(passwordResets.consumedAt),
        isNull(passwordResets.resetTokenHash),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);

/** The id of the code a check would compare with, if any: the mail's link carries it (service.ts). */
async function newestLiveResetId(db: Db | Tx, userId: string): Promise<string | undefined> {
  const [row] = await newestLive(db, userId);
  return row?.id;
}

/**
 * Takes one of the code's tries before it is checked, in one statement: the newest code still open
 * for entry (not used, not voided, not expired, tries left) counts the try and comes back; parallel
 * guesses queue on the row, so no more than `maxAttempts` of them are ever checked.
 */
async function claimTry(db: Db | Tx, userId: string, maxAttempts: number) {
  const newest = newestLive(db, userId);
  const rows = await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(
      and(
        eq(passwordResets.id, newest),
        lt(passwordResets.attempts, maxAttempts),
        isNull(passwordResets.consumedAt),
        isNull(passwordResets.resetTokenHash),
      ),
    )
    .returning({ id: passwordResets.id, otpHash: passwordResets.otpHash, attempts: passwordResets.attempts });
  return rows.at(0);
}

/** A code whose last try went wrong is voided for good. */
async function voidReset(db: Db | Tx, id: string) {
  await db
    .update(passwordResets)
    .set({ consumedAt: new Date() })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.consumedAt)));
}

/** Swaps the code for a reset token, once: a second, concurrent right answer finds nothing to swap. */
export async function issueToken(db: Db | Tx, id: string, tokenHash: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ resetTokenHash: tokenHash, expiresAt })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.resetTokenHash), isNull(passwordResets.consumedAt)))
    .returning({ id: passwordResets.id });
  return rows.length === 1;
}

/** Uses up a reset token; true only for the one request that got it. */
async function consumeToken(db: Db | Tx, userId: string, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(passwordResets.userId, userId),
        eq(passwordResets.resetTokenHash, tokenHash),
        isNull(passwordResets.consumedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .returning({ id: passwordResets.id });
  return rows.length === 1;
}

/**
 * The reset codes' rows and today's count of wrong codes, as the service takes them (`PasswordResetDeps`). insertReset
 * and issueToken stay exported on their own as well: the abuse and authorization tests (test/) make codes with them.
 */
export const passwordResetRepository = {
  lockPerson,
  insertReset,
  voidOtherResets,
  newestLiveResetId,
  claimTry,
  voidReset,
  issueToken,
  consumeToken,
  /** One of today's reset-code checks (db/daily-checks.ts): false at the day's cap. */
  claimDailyCheck: async (db: Db | Tx, userId: string, max: number) =>
    (await claimDailyCheck(db, resetCodeChecks, userId, max)) !== null,
  returnDailyCheck: (db: Db | Tx, userId: string) => returnDailyCheck(db, resetCodeChecks, userId),
};
export type PasswordResetRepository = typeof passwordResetRepository;
