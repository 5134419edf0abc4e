import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { selectPage, type Page, type PageQuery } from '../../lib/paging.ts';
import { newsPosts, type NewsPostRow } from '../../db/schema/index.ts';

export type NewNewsPost = Pick<
  NewsPostRow,
  'title' | 'description' | 'details' | 'titleEn' | 'descriptionEn' | 'detailsEn' | 'images'
>;

/** One page, newest first; the total comes from one count, not from the rows. */
async function listNews(db: Db, page: PageQuery): Promise<Page<NewsPostRow>> {
  const { rows, total } = await selectPage(
    db.select().from(newsPosts).orderBy(desc(newsPosts.createdAt), desc(newsPosts.id)).$dynamic(),
    db.$count(newsPosts),
    page,
  );
  return { items: rows, total };
}

async function findNewsPost(db: Db | Tx, id: string): Promise<NewsPostRow | undefined> {
  const [row] = await db.select().from(newsPosts).where(eq(newsPosts.id, id)).limit(1);
  return row;
}

async function insertNewsPost(tx: Tx, post: NewNewsPost): Promise<string> {
  const [row] = await tx.insert(newsPosts).values(post).returning({ id: newsPosts.id });
  return row.id;
}

async function updateNewsPost(tx: Tx, id: string, post: NewNewsPost): Promise<void> {
  await tx
    .update(newsPosts)
    .set({ ...post, updatedAt: new Date() })
    .where(eq(newsPosts.id, id));
}

async function deleteNewsPost(tx: Tx, id: string): Promise<void> {
  await tx.delete(newsPosts).where(eq(newsPosts.id, id));
}

/** The news table's reads and writes, handed to the service (service.ts `newsDeps`). */
export const newsRepository = { listNews, findNewsPost, insertNewsPost, updateNewsPost, deleteNewsPost };
export type NewsRepository = typeof newsRepository;
