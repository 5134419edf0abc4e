import { desc } from 'drizzle-orm';
import type { ContactMessageRow } from '@beceri/domain';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { selectPage, type Page, type PageQuery } from '../../lib/paging.ts';

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

export async function listMessages(db: Db, page: PageQuery): Promise<Page<ContactMessageRow>> {
  const { rows, total } = await selectPage(
    db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).$dynamic(),
    db.$count(contactMessages),
    page,
  );
  return { items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total };
}
