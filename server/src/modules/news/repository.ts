import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { selectPage, type Page, type PageQuery } from '../../lib/paging.ts';
import { blogs, type NewsPostRow } from '../../db/schema/index.ts';

export type NewNewsPost = Pick<NewsPostRow, 'title' | 'description' | 'details' | 'images'>;

/** One page, newest first; the total comes from one count, not from the rows. */
export async function listNews(db: Db, page: PageQuery): Promise<Page<NewsPostRow>> {
  const { rows, total } = await selectPage(db.select().from(blogs).orderBy(desc(blogs.createdAt), desc(blogs.id)).$dynamic(), db.$count(blogs), page);
  return { items: rows, total };
}

export async function findNewsPost(db: Db | Tx, id: string): Promise<NewsPostRow | undefined> {
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id)).limit(1);
  return row;
}

export async function insertNewsPost(tx: Tx, post: NewNewsPost): Promise<string> {
  const [row] = await tx.insert(blogs).values(post).returning({ id: blogs.id });
  return row.id;
}

export async function updateNewsPost(tx: Tx, id: string, post: NewNewsPost): Promise<void> {
  await tx.update(blogs).set({ ...post, updatedAt: new Date() }).where(eq(blogs.id, id));
}

export async function deleteNewsPost(tx: Tx, id: string): Promise<void> {
  await tx.delete(blogs).where(eq(blogs.id, id));
}
