import { desc } from 'drizzle-orm';
import type { ContactMessageRow } from '@beceri/domain';
import type { Db, Tx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { selectPage, type Page, type PageQuery } from '../../lib/paging.ts';

export interface NewContactMessage {
  name: string;
  phone: string;
  email: string;
  message: string;
}

async function insertMessage(tx: Tx, message: NewContactMessage): Promise<string> {
  const [row] = await tx.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row.id;
}

async function listMessages(db: Db, page: PageQuery): Promise<Page<ContactMessageRow>> {
  const { rows, total } = await selectPage(
    db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).$dynamic(),
    db.$count(contactMessages),
    page,
  );
  return { items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total };
}

/** The contact messages' reads and writes, handed to the service (service.ts `contactDeps`). */
export const contactRepository = { insertMessage, listMessages };
export type ContactRepository = typeof contactRepository;
