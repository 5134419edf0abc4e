import { count, desc } from 'drizzle-orm';
import type { ContactMessageRow } from '@beceri/domain';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

export async function insertMessage(db: Db, message: { name: string; phone: string; email: string; message: string }): Promise<string> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row.id;
}

export async function listMessages(db: Db, opts: { page: number; limit: number }): Promise<{ rows: ContactMessageRow[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit),
    db.select({ total: count() }).from(contactMessages),
  ]);
  return { rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total };
}
