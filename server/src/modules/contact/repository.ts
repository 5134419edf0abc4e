import { desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { ContactMessageRow, Lang, MessageFilter } from '@beceri/domain';
import type { Db, Tx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { selectPage, type Page, type PageQuery } from '../../lib/paging.ts';

export interface NewContactMessage {
  name: string;
  phone: string;
  email: string;
  message: string;
  /** The language of the page it was sent from. */
  lang: Lang;
}

type Executor = Db | Tx;

async function insertMessage(tx: Tx, message: NewContactMessage): Promise<string> {
  const [row] = await tx.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row.id;
}

const toRow = (r: typeof contactMessages.$inferSelect): ContactMessageRow => ({
  id: r.id,
  name: r.name,
  phone: r.phone,
  email: r.email,
  message: r.message,
  createdAt: r.createdAt.toISOString(),
  readAt: r.readAt?.toISOString() ?? null,
  repliedAt: r.repliedAt?.toISOString() ?? null,
});

/** The inbox, newest first: every message, or the unread ones (read through `contact_messages_unread_idx`). */
async function listMessages(db: Db, page: PageQuery & { filter?: MessageFilter }): Promise<Page<ContactMessageRow>> {
  const where = page.filter === 'unread' ? isNull(contactMessages.readAt) : undefined;
  const { rows, total } = await selectPage(
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .$dynamic(),
    db.$count(contactMessages, where),
    page,
  );
  return { items: rows.map(toRow), total };
}

/** The message, locked until the transaction ends; undefined when there is none. */
/** The message, locked for the answer, with the language its sender wrote in. */
async function lockMessage(tx: Tx, id: string): Promise<(ContactMessageRow & { lang: Lang }) | undefined> {
  const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  return row && { ...toRow(row), lang: row.lang };
}

/** Read (now, unless it was read already) or unread again; the row as it is now, undefined when there is none. */
async function setRead(db: Executor, id: string, read: boolean): Promise<ContactMessageRow | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
    .where(eq(contactMessages.id, id))
    .returning();
  return row && toRow(row);
}

/** Answered now; an answered message counts as read. */
async function markReplied(tx: Tx, id: string): Promise<void> {
  await tx
    .update(contactMessages)
    .set({ repliedAt: sql`now()`, readAt: sql`coalesce(${contactMessages.readAt}, now())` })
    .where(eq(contactMessages.id, id));
}

async function deleteMessage(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
  return rows.length > 0;
}

/** The scheduled purge: messages received before `cutoff` (read through `contact_messages_created_idx`). */
export async function deleteMessagesBefore(db: Db, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, cutoff))
    .returning({ id: contactMessages.id });
  return rows.length;
}

/** The contact messages' reads and writes, handed to the service (service.ts `contactDeps`). */
export const contactRepository = { insertMessage, listMessages };
export type ContactRepository = typeof contactRepository;

/** The admin inbox's writes (service.ts `inboxDeps`). */
export const inboxRepository = { lockMessage, setRead, markReplied, deleteMessage };
export type InboxRepository = typeof inboxRepository;
