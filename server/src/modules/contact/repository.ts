import { count, desc } from 'drizzle-orm';
import type { ContactMessageRow } from '@beceri/domain';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import type { Page } from '../../lib/paging.ts';

export interface NewContactMessage {
  name: string;
  phone: string;
  email: string;
  message: string;
}

export async function insertMessage(db: Db, message: NewContactMessage): Promise<string> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row.id;
}

export async function listMessages(db: Db, page: { limit: number; offset: number }): Promise<Page<ContactMessageRow>> {
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(contactMessages),
  ]);
  return { items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total };
}
