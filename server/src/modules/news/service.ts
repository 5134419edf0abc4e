import type { FastifyInstance } from 'fastify';
import { cardPreview, NEWS_IMAGES_MAX, newsInputSchema, type NewsPost, type SessionUser } from '@beceri/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { NewsPostRow } from '../../db/schema/index.ts';
import type { MultipartResult } from '../../lib/multipart.ts';
import type { Page, PageQuery } from '../../lib/paging.ts';
import { withStoredUploads } from '../../lib/stored-uploads.ts';
import type { ActivityLog } from '../../plugins/activity.ts';
import { badRequest, notFound, validate } from '../../plugins/errors.ts';
import { fileUrl, removeStored } from '../../plugins/storage.ts';
import { filesRepository } from '../files/repository.ts';
import { newsRepository, type NewsRepository } from './repository.ts';

/**
 * What the news rules need, named one by one: the routes pass the real ones (`newsDeps(app)`), the unit tests
 * (news.service.test.ts) in-memory repositories.
 */
export interface NewsDeps {
  db: Db;
  news: NewsRepository;
  files: Pick<typeof filesRepository, 'insertFile' | 'deleteFiles'>;
  storage: FastifyInstance['storage'];
  activity: Pick<ActivityLog, 'write'>;
  log: Pick<FastifyInstance['log'], 'warn'>;
}
type NewsReadDeps = Pick<NewsDeps, 'db' | 'news'>;

export const newsDeps = (app: FastifyInstance): NewsDeps => ({
  db: app.db,
  news: newsRepository,
  files: filesRepository,
  storage: app.storage,
  activity: app.activity,
  log: app.log,
});

/** Rows become docs/product.md's news shape in this one place. */
function toNewsPost(row: NewsPostRow): NewsPost {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    details: row.details,
    titleEn: row.titleEn,
    descriptionEn: row.descriptionEn,
    detailsEn: row.detailsEn,
    images: row.images.map(fileUrl),
    createdAt: row.createdAt.toISOString(),
  };
}

const UUID_AT_END = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** `existingImages[n]` may be `/files/{id}`, a path with backslashes, or a bare id. */
function imageIdOf(value: string): string | null {
  const match = UUID_AT_END.exec(value.trim().replaceAll('\\', '/'));
  return match ? match[1].toLowerCase() : null;
}

/**
 * One page of cards, newest first. A card's text is truncateText(description || details): the list sends a
 * preview of the one the card shows and leaves the other empty; the full texts are at /blog/get/{id} (decision 007).
 */
export async function newsCards(deps: NewsReadDeps, query: PageQuery): Promise<Page<NewsPost>> {
  const { items, total } = await deps.news.listNews(deps.db, query);
  return {
    total,
    items: items.map((row) => {
      const description = cardPreview(row.description);
      const descriptionEn = cardPreview(row.descriptionEn);
      return {
        ...toNewsPost(row),
        description,
        details: description ? '' : cardPreview(row.details),
        descriptionEn,
        detailsEn: descriptionEn ? '' : cardPreview(row.detailsEn),
      };
    }),
  };
}

export async function newsPost(deps: NewsReadDeps, id: string): Promise<NewsPost> {
  const row = await deps.news.findNewsPost(deps.db, id);
  if (!row) throw notFound();
  return toNewsPost(row);
}

const tooManyImages = () =>
  badRequest(`En fazla ${NEWS_IMAGES_MAX} resim eklenebilir`, {
    images: `En fazla ${NEWS_IMAGES_MAX} resim eklenebilir`,
  });
/** The log names the admin who wrote a post by first name, as it always has. */
const byAdmin = (user: SessionUser) => ({ adminId: user.id, adminName: user.name });

export async function addNewsPost(deps: NewsDeps, user: SessionUser, body: MultipartResult): Promise<string> {
  const input = validate(newsInputSchema, body.fields);
  const uploads = body.files.images ?? [];
  if (uploads.length > NEWS_IMAGES_MAX) throw tooManyImages();
  return withStoredUploads(deps.storage, uploads, (keys) =>
    deps.db.transaction(async (tx: Tx) => {
      const images: string[] = [];
      for (const [i, upload] of uploads.entries())
        images.push(await deps.files.insertFile(tx, upload, keys[i], user.id));
      const id = await deps.news.insertNewsPost(tx, { ...input, images });
      await deps.activity.write(
        { event: 'news.added', params: { ...byAdmin(user), newsId: id, newsTitle: input.title }, actorId: user.id },
        tx,
      );
      return id;
    }),
  );
}

/**
 * The post keeps the listed existing images (in the listed order) and gets the new ones after them;
 * an existing image that is not listed is removed. Ids of other posts' images are ignored.
 */
export async function editNewsPost(
  deps: NewsDeps,
  user: SessionUser,
  id: string,
  body: MultipartResult,
): Promise<void> {
  const post = await deps.news.findNewsPost(deps.db, id);
  if (!post) throw notFound();
  const input = validate(newsInputSchema, body.fields);
  const listed = (body.lists.existingImages ?? []).map(imageIdOf).filter((v): v is string => v !== null);
  const kept = [...new Set(listed)].filter((imageId) => post.images.includes(imageId));
  const removed = post.images.filter((imageId) => !kept.includes(imageId));
  const uploads = body.files.images ?? [];
  if (kept.length + uploads.length > NEWS_IMAGES_MAX) throw tooManyImages();
  const removedKeys = await withStoredUploads(deps.storage, uploads, (keys) =>
    deps.db.transaction(async (tx: Tx) => {
      const added: string[] = [];
      for (const [i, upload] of uploads.entries())
        added.push(await deps.files.insertFile(tx, upload, keys[i], user.id));
      await deps.news.updateNewsPost(tx, id, { ...input, images: [...kept, ...added] });
      await deps.activity.write(
        { event: 'news.updated', params: { ...byAdmin(user), newsId: id, newsTitle: input.title }, actorId: user.id },
        tx,
      );
      return deps.files.deleteFiles(tx, removed);
    }),
  );
  await removeStored(deps, removedKeys);
}

export async function deleteNewsPost(deps: NewsDeps, user: SessionUser, id: string): Promise<void> {
  const post = await deps.news.findNewsPost(deps.db, id);
  if (!post) throw notFound();
  const keys = await deps.db.transaction(async (tx: Tx) => {
    await deps.news.deleteNewsPost(tx, id);
    await deps.activity.write(
      { event: 'news.deleted', params: { ...byAdmin(user), newsId: id, newsTitle: post.title }, actorId: user.id },
      tx,
    );
    return deps.files.deleteFiles(tx, post.images);
  });
  await removeStored(deps, keys);
}
