import type { FastifyInstance } from 'fastify';
import { cardPreview, NEWS_IMAGES_MAX, newsInputSchema, type NewsPost, type SessionUser } from '@beceri/domain';
import type { NewsPostRow } from '../../db/schema/index.ts';
import type { MultipartResult } from '../../lib/multipart.ts';
import type { Page, PageQuery } from '../../lib/paging.ts';
import { withStoredUploads } from '../../lib/stored-uploads.ts';
import { badRequest, notFound, validate } from '../../plugins/errors.ts';
import { fileUrl, removeStored } from '../../plugins/storage.ts';
import { deleteFiles, insertFile } from '../files/repository.ts';
import * as repo from './repository.ts';

type NewsReadDeps = Pick<FastifyInstance, 'db'>;
type NewsDeps = Pick<FastifyInstance, 'db' | 'storage' | 'activity' | 'log'>;

/** Rows become SPEC.md's news shape in this one place. */
function toNewsPost(row: NewsPostRow): NewsPost {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    details: row.details,
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
  const { items, total } = await repo.listNews(deps.db, query);
  return {
    total,
    items: items.map((row) => {
      const description = cardPreview(row.description);
      return { ...toNewsPost(row), description, details: description ? '' : cardPreview(row.details) };
    }),
  };
}

export async function newsPost(deps: NewsReadDeps, id: string): Promise<NewsPost> {
  const row = await repo.findNewsPost(deps.db, id);
  if (!row) throw notFound();
  return toNewsPost(row);
}

const tooManyImages = () => badRequest(`En fazla ${NEWS_IMAGES_MAX} resim eklenebilir`, { images: `En fazla ${NEWS_IMAGES_MAX} resim eklenebilir` });
const actorText = (user: SessionUser) => `${user.name} adlı yönetici`;

export async function addNewsPost(deps: NewsDeps, user: SessionUser, body: MultipartResult): Promise<string> {
  const input = validate(newsInputSchema, body.fields);
  const uploads = body.files.images ?? [];
  if (uploads.length > NEWS_IMAGES_MAX) throw tooManyImages();
  return withStoredUploads(deps.storage, uploads, (keys) =>
    deps.db.transaction(async (tx) => {
      const images: string[] = [];
      for (const [i, upload] of uploads.entries()) images.push(await insertFile(tx, upload, keys[i], user.id));
      const id = await repo.insertNewsPost(tx, { ...input, images });
      await deps.activity.write({ type: 'other', text: `${actorText(user)} "${input.title}" haberini ekledi`, actorId: user.id }, tx);
      return id;
    }),
  );
}

/**
 * The post keeps the listed existing images (in the listed order) and gets the new ones after them;
 * an existing image that is not listed is removed. Ids of other posts' images are ignored.
 */
export async function editNewsPost(deps: NewsDeps, user: SessionUser, id: string, body: MultipartResult): Promise<void> {
  const post = await repo.findNewsPost(deps.db, id);
  if (!post) throw notFound();
  const input = validate(newsInputSchema, body.fields);
  const listed = (body.lists.existingImages ?? []).map(imageIdOf).filter((v): v is string => v !== null);
  const kept = [...new Set(listed)].filter((imageId) => post.images.includes(imageId));
  const removed = post.images.filter((imageId) => !kept.includes(imageId));
  const uploads = body.files.images ?? [];
  if (kept.length + uploads.length > NEWS_IMAGES_MAX) throw tooManyImages();
  const removedKeys = await withStoredUploads(deps.storage, uploads, (keys) =>
    deps.db.transaction(async (tx) => {
      const added: string[] = [];
      for (const [i, upload] of uploads.entries()) added.push(await insertFile(tx, upload, keys[i], user.id));
      await repo.updateNewsPost(tx, id, { ...input, images: [...kept, ...added] });
      await deps.activity.write({ type: 'other', text: `${actorText(user)} "${input.title}" haberini güncelledi`, actorId: user.id }, tx);
      return deleteFiles(tx, removed);
    }),
  );
  await removeStored(deps, removedKeys);
}

export async function deleteNewsPost(deps: NewsDeps, user: SessionUser, id: string): Promise<void> {
  const post = await repo.findNewsPost(deps.db, id);
  if (!post) throw notFound();
  const keys = await deps.db.transaction(async (tx) => {
    await repo.deleteNewsPost(tx, id);
    await deps.activity.write({ type: 'other', text: `${actorText(user)} "${post.title}" haberini sildi`, actorId: user.id }, tx);
    return deleteFiles(tx, post.images);
  });
  await removeStored(deps, keys);
}
