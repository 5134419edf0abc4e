import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { aboutUs } from '../../db/schema/index.ts';

export type AboutRow = typeof aboutUs.$inferSelect;
export const ABOUT_ID = 1;

async function findAbout(db: Db | Tx): Promise<AboutRow | undefined> {
  const [row] = await db.select().from(aboutUs).where(eq(aboutUs.id, ABOUT_ID)).limit(1);
  return row;
}

/** The page is one row; the first save creates it. */
async function saveAbout(tx: Tx, values: Omit<AboutRow, 'id' | 'updatedAt'>): Promise<void> {
  const row = { ...values, updatedAt: new Date() };
  await tx
    .insert(aboutUs)
    .values({ id: ABOUT_ID, ...row })
    .onConflictDoUpdate({ target: aboutUs.id, set: row });
}

/** The page's one row, handed to the service (service.ts `aboutDeps`). */
export const aboutRepository = { findAbout, saveAbout };
export type AboutRepository = typeof aboutRepository;
