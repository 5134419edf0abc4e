import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { passwordResets } from '../../db/schema/index.ts';

export async function insertReset(db: Db | Tx, row: { id: string; userId: string; otpHash: string; expiresAt: Date }) {
  await db.insert(passwordResets).values(row);
}

export async function deleteReset(db: Db | Tx, id: string) {
  await db.delete(passwordResets).where(eq(passwordResets.id, id));
}

/** A new code voids every earlier one of the same person. */
export async function voidOtherResets(db: Db | Tx, userId: string, keepId?: string) {
  await db
    .update(passwordResets)
    .set({ consumedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), keepId ? ne(passwordResets.id, keepId) : undefined, isNull(passwordResets.consumedAt)));
}

/**
 * Takes one of the code's tries before it is checked, in one statement: the newest code still open
 * for entry (not used, not voided, not expired, tries left) counts the try and comes back; parallel
 * guesses queue on the row, so no more than `maxAttempts` of them are ever checked.
 */
export async function claimTry(db: Db | Tx, userId: string, maxAttempts: number) {
  const newest = db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(and(
      eq(passwordResets.userId, userId),
      isNull(passwordResets.consumedAt),
      isNull(passwordResets.resetTokenHash),
      gt(passwordResets.expiresAt, new Date()),
    ))
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  const [row] = await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(and(
      eq(passwordResets.id, newest),
      lt(passwordResets.attempts, maxAttempts),
      isNull(passwordResets.consumedAt),
      isNull(passwordResets.resetTokenHash),
    ))
    .returning({ id: passwordResets.id, otpHash: passwordResets.otpHash, attempts: passwordResets.attempts });
  return row;
}

/** A code whose last try went wrong is voided for good. */
export async function voidReset(db: Db | Tx, id: string) {
  await db.update(passwordResets).set({ consumedAt: new Date() }).where(and(eq(passwordResets.id, id), isNull(passwordResets.consumedAt)));
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
export async function consumeToken(db: Db | Tx, userId: string, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ consumedAt: new Date() })
    .where(and(
      eq(passwordResets.userId, userId),
      eq(passwordResets.resetTokenHash, tokenHash),
      isNull(passwordResets.consumedAt),
      gt(passwordResets.expiresAt, new Date()),
    ))
    .returning({ id: passwordResets.id });
  return rows.length === 1;
}
