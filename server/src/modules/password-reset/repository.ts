import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
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

/** Today in Europe/Istanbul, as the database sees it. */
const istanbulToday = sql`(now() at time zone 'Europe/Istanbul')::date`;

/**
 * Takes one of the account's checks for today before a code is compared, in one statement: false when `max` wrong
 * codes were already checked today (from any address, against any code), so parallel guesses cannot pass the cap.
 */
async function claimDailyCheck(db: Db | Tx, userId: string, max: number): Promise<boolean> {
  const rows = await db
    .insert(resetCodeChecks)
    .values({ userId, day: istanbulToday, wrong: 1 })
    .onConflictDoUpdate({
      target: [resetCodeChecks.userId, resetCodeChecks.day],
      set: { wrong: sql`${resetCodeChecks.wrong} + 1` },
      setWhere: sql`${resetCodeChecks.wrong} < ${max}`,
    })
    .returning({ wrong: resetCodeChecks.wrong });
  return rows.length === 1;
}

/** Gives today's check back: the code was right, or there was no code to compare. */
async function returnDailyCheck(db: Db | Tx, userId: string) {
  await db
    .update(resetCodeChecks)
    .set({ wrong: sql`greatest(${resetCodeChecks.wrong} - 1, 0)` })
    .where(and(eq(resetCodeChecks.userId, userId), eq(resetCodeChecks.day, istanbulToday)));
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
  claimDailyCheck,
  returnDailyCheck,
};
export type PasswordResetRepository = typeof passwordResetRepository;
