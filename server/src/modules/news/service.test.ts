import { describe, expect, it } from 'vitest';
import { NEWS_IMAGES_MAX, type SessionUser } from '@beceri/domain';
import type { NewsPostRow } from '../../db/schema/index.ts';
import { fakeActivity, fakeDb, fakeFiles, fakeStorage, keyOf, multipartForm, quietLog } from '../../../test/fakes.ts';
import { uuid } from '../../../test/people.ts';
import { addNewsPost, deleteNewsPost, editNewsPost, newsCards, type NewsDeps } from './service.ts';

/*
 * The news rules alone, on in-memory repositories: which pictures an edit keeps, the picture limit, what is logged,
 * and that a refused change writes nothing. The routes' HTTP, storage and SQL are tested in news.test.ts.
 */

const admin: SessionUser = { id: 'a1', role: 'admin', name: 'Ayşe', email: 'a@example.com' } as SessionUser;

function world(posts: Partial<NewsPostRow>[] = []) {
  const rows = new Map<string, NewsPostRow>();
  for (const [i, p] of posts.entries()) {
    const row = {
      id: uuid(100 + i),
      title: `Haber ${i}`,
      description: '',
      details: '',
      titleEn: '',
      descriptionEn: '',
      detailsEn: '',
      images: [],
      createdAt: new Date(Date.UTC(2026, 10, 1 + i)),
      updatedAt: new Date(Date.UTC(2026, 10, 1 + i)),
      ...p,
    };
    rows.set(row.id, row);
  }
  const files = fakeFiles();
  const { storage, removed } = fakeStorage();
  const { activity, logged } = fakeActivity();
  const deps: NewsDeps = {
    db: fakeDb,
    news: {
      listNews: async (_db, page) => {
        const all = [...rows.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
        return { items: all.slice((page.page - 1) * page.limit, page.page * page.limit), total: all.length };
      },
      findNewsPost: async (_db, id) => rows.get(id),
      insertNewsPost: async (_tx, post) => {
        const id = uuid(200 + rows.size);
        rows.set(id, { ...post, id, createdAt: new Date(), updatedAt: new Date() });
        return id;
      },
      updateNewsPost: async (_tx, id, post) => {
        rows.set(id, { ...rows.get(id)!, ...post });
      },
      deleteNewsPost: async (_tx, id) => {
        rows.delete(id);
      },
    },
    files: files.repository,
    storage,
    activity,
    log: quietLog,
  };
  return { deps, rows, logged, deletedFiles: files.deleted, removedKeys: removed };
}

const form = (fields: Record<string, string>, existingImages: string[] = [], images = 0) =>
  multipartForm(fields, { existingImages }, { images });

describe('editing a news post', () => {
  it('keeps the listed pictures in the listed order, drops the others and ignores another post’s', async () => {
    const [a, b, c, other] = [uuid(1), uuid(2), uuid(3), uuid(4)];
    const { deps, rows, logged, deletedFiles, removedKeys } = world([{ images: [a, b, c] }, { images: [other] }]);
    const id = uuid(100);
    await editNewsPost(deps, admin, id, form({ title: ' Yeni başlık ' }, [`/files/${c}`, `C:\\\\x\\\\${a}`, other]));
    expect(rows.get(id)).toMatchObject({ title: 'Yeni başlık', images: [c, a] });
    expect(rows.get(uuid(101))!.images).toEqual([other]);
    expect(deletedFiles).toEqual([b]);
    expect(removedKeys).toEqual([keyOf(b)]);
    expect(logged).toEqual([
      {
        event: 'news.updated',
        params: { adminId: 'a1', adminName: 'Ayşe', newsId: id, newsTitle: 'Yeni başlık' },
        actorId: 'a1',
      },
    ]);
  });

  it(`refuses more than ${NEWS_IMAGES_MAX} pictures, kept and new together, and changes nothing`, async () => {
    const kept = Array.from({ length: NEWS_IMAGES_MAX - 1 }, (_, i) => uuid(i + 1));
    const { deps, rows, logged, deletedFiles } = world([{ images: kept }]);
    const refused = editNewsPost(deps, admin, uuid(100), form({ title: 'X' }, kept, 2));
    await expect(refused).rejects.toMatchObject({ statusCode: 400, fields: { images: expect.any(String) } });
    expect(rows.get(uuid(100))).toMatchObject({ title: 'Haber 0', images: kept });
    expect(logged).toEqual([]);
    expect(deletedFiles).toEqual([]);
  });

  it('answers 404 for a post that does not exist, writing nothing', async () => {
    const { deps, logged } = world();
    await expect(editNewsPost(deps, admin, uuid(9), form({ title: 'X' }))).rejects.toMatchObject({ statusCode: 404 });
    await expect(deleteNewsPost(deps, admin, uuid(9))).rejects.toMatchObject({ statusCode: 404 });
    expect(logged).toEqual([]);
  });
});

describe('adding and deleting', () => {
  it('refuses a post without a title, naming the field, and stores nothing', async () => {
    const { deps, rows, logged } = world();
    await expect(addNewsPost(deps, admin, form({ title: '   ' }))).rejects.toMatchObject({
      statusCode: 400,
      fields: { title: expect.any(String) },
    });
    expect(rows.size).toBe(0);
    expect(logged).toEqual([]);
  });

  it('deletes a post with its pictures and logs it under its title', async () => {
    const { deps, rows, logged, removedKeys } = world([{ title: 'Eski', images: [uuid(1)] }]);
    await deleteNewsPost(deps, admin, uuid(100));
    expect(rows.size).toBe(0);
    expect(removedKeys).toEqual([keyOf(uuid(1))]);
    expect(logged).toEqual([
      { event: 'news.deleted', params: expect.objectContaining({ newsTitle: 'Eski' }), actorId: 'a1' },
    ]);
  });
});

describe('the news cards', () => {
  it('preview the description, or the details when there is none, in each language', async () => {
    const long = 'ç'.repeat(400);
    const { deps } = world([
      { description: 'Kısa', details: 'Uzun metin', detailsEn: long },
      { description: '', details: '  Ayrıntı  ' },
    ]);
    const { items, total } = await newsCards(deps, { page: 1, limit: 10 });
    expect(total).toBe(2);
    expect(items.map((p) => [p.description, p.details])).toEqual([
      ['', 'Ayrıntı'],
      ['Kısa', ''],
    ]);
    expect(items[1]!.detailsEn.length).toBeLessThan(long.length); // the card's preview, not the whole text
  });
});
