import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';
import { mfaCodeChecks, resetCodeChecks } from './schema/index.ts';

/** Today in Europe/Istanbul, as the database sees it. */
export const istanbulToday = sql`(now() at time zone 'Europe/Istanbul')::date`;

/** The tables counting an account's wrong codes per Europe/Istanbul day: reset codes and the app's sign-in codes. */
type DailyChecks = typeof resetCodeChecks | typeof mfaCodeChecks;

/**
 * Takes one of the account's checks for today before a code is compared, in one statement: the day's count with this
 * check, or null when `max` wrong codes were already checked today (from any address, against any code), so parallel
 * guesses cannot pass the cap (docs/security.md).
 */
export async function claimDailyCheck(
  db: Db | Tx,
  table: DailyChecks,
  userId: string,
  max: number,
): Promise<number | null> {
  const rows = await db
    .insert(table)
    .values({ userId, day: istanbulToday, wrong: 1 })
    .onConflictDoUpdate({
      target: [table.userId, table.day],
      set: { wrong: sql`${table.wrong} + 1` },
      setWhere: sql`${table.wrong} < ${max}`,
    })
    .returning({ wrong: table.wrong });
  return rows.at(0)?.wrong ?? null;
}

/** Gives today's check back: the code was right, or there was no code to compare. */
export async function returnDailyCheck(db: Db | Tx, table: DailyChecks, userId: string) {
  await db
    .update(table)
    .set({ wrong: sql`greatest(${table.wrong} - 1, 0)` })
    .where(and(eq(table.userId, userId), eq(table.day, istanbulToday)));
}
