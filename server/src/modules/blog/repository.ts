import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { blogs, files, type Blog } from '../../db/schema/index.ts';

export type NewBlog = Pick<Blog, 'title' | 'description' | 'details' | 'images'>;

/** One page, newest first; the total comes from one count, not from the rows. */
export async function listBlogs(db: Db, page: { limit: number; offset: number }): Promise<{ rows: Blog[]; total: number }> {
  const rows = await db
    .select()
    .from(blogs)
    .orderBy(desc(blogs.createdAt), desc(blogs.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ n }] = await db.select({ n: count() }).from(blogs);
  return { rows, total: n };
}

export async function findBlog(db: Db | Tx, id: string): Promise<Blog | undefined> {
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id)).limit(1);
  return row;
}

export async function insertBlog(tx: Tx, blog: NewBlog): Promise<string> {
  const [row] = await tx.insert(blogs).values(blog).returning({ id: blogs.id });
  return row.id;
}

export async function updateBlog(tx: Tx, id: string, blog: NewBlog): Promise<void> {
  await tx.update(blogs).set({ ...blog, updatedAt: new Date() }).where(eq(blogs.id, id));
}

export async function deleteBlog(tx: Tx, id: string): Promise<void> {
  await tx.delete(blogs).where(eq(blogs.id, id));
}

/** Removes file rows and returns their storage keys, so the caller can delete the bytes after commit. */
export async function deleteFiles(tx: Tx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx.delete(files).where(inArray(files.id, ids)).returning({ key: files.storageKey });
  return rows.map((r) => r.key);
}
