import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { newsPosts, files } from '../../db/schema/index.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  logEntries,
  multipart,
  samples,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';

let ctx: TestContext;
let admin: TestUser;
const others: TestUser[] = [];
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx.app, 'admin', { name: 'Selin' });
  for (const role of ['student', 'teacher', 'company'] as const) others.push(await createUser(ctx.app, role));
});
afterAll(() => ctx.close());

const png = (filename = 'resim.png', data = samples.png) => ({
  field: 'images',
  filename,
  contentType: 'image/png',
  data,
});
const fields = (over: Record<string, string | string[]> = {}) => ({
  title: 'Laboratuvar açıldı',
  description: 'Yirmi bir kişilik bilişim laboratuvarı hizmete girdi.',
  details: 'Ayrıntılar <b>burada</b>.',
  ...over,
});

async function addPost(over: Record<string, string> = {}, images = [png('a.png'), png('b.png')]) {
  const res = await injectAs(ctx.app, admin, { method: 'POST', url: '/blog/add', ...multipart(fields(over), images) });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}
const getPost = async (id: string) => (await ctx.app.inject({ url: `/blog/get/${id}` })).json();
const newsCount = async () => (await ctx.app.db.select({ n: count() }).from(newsPosts))[0].n;
const uploadsDir = () => path.join(ctx.dataDir, 'uploads');
const storedFile = async (filePath: string) => {
  const [row] = await ctx.app.db
    .select()
    .from(files)
    .where(eq(files.id, filePath.replace('/files/', '')));
  return row;
};

describe('POST /blog/add', () => {
  it('stores the post with its images, serves them publicly and logs the action', async () => {
    const id = await addPost();
    const post = await getPost(id);
    expect(post).toMatchObject({ id, title: 'Laboratuvar açıldı', details: 'Ayrıntılar <b>burada</b>.' });
    expect(post.images).toHaveLength(2);
    for (const image of post.images) {
      expect(image).toMatch(/^\/files\/[0-9a-f-]{36}$/);
      const res = await ctx.app.inject({ url: image });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
    }
    const [log] = await logEntries(ctx.app, admin.id);
    expect(log).toMatchObject({ type: 'other', text: 'Selin adlı yönetici "Laboratuvar açıldı" haberini ekledi' });
  });

  it.each([
    ['a visitor', null, 401],
    ['a student', 0, 403],
    ['a teacher', 1, 403],
    ['a company', 2, 403],
  ])('refuses %s and writes nothing', async (_who, index, status) => {
    const before = await newsCount();
    const user = index === null ? null : others[index];
    const res = await injectAs(ctx.app, user, { method: 'POST', url: '/blog/add', ...multipart(fields(), [png()]) });
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBeTypeOf('string');
    expect(await newsCount()).toBe(before);
  });

  it('refuses a file that is not an image, whatever its name, and stores no file', async () => {
    const before = fs.readdirSync(uploadsDir()).length;
    const res = await injectAs(ctx.app, admin, {
      method: 'POST',
      url: '/blog/add',
      ...multipart(fields(), [png('ok.png'), png('kötü.png', samples.exe)]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_FILE_TYPE', error: 'Dosya türü desteklenmiyor.' });
    expect(fs.readdirSync(uploadsDir()).length).toBe(before);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const big = Buffer.concat([samples.png, Buffer.alloc(5 * 1024 * 1024, 0)]);
    const res = await injectAs(ctx.app, admin, {
      method: 'POST',
      url: '/blog/add',
      ...multipart(fields(), [png('büyük.png', big)]),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('Dosya çok büyük.');
  });

  it('requires a title with the SPEC message', async () => {
    const before = await newsCount();
    const res = await injectAs(ctx.app, admin, {
      method: 'POST',
      url: '/blog/add',
      ...multipart(fields({ title: '  ' }), []),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.title).toBe('Bu alan zorunludur');
    expect(await newsCount()).toBe(before);
  });
});

describe('POST /blog/edit/{id}', () => {
  it('keeps the listed existing images, adds new ones and deletes the dropped one', async () => {
    const id = await addPost();
    const [first, second] = (await getPost(id)).images as string[];
    const dropped = await storedFile(second);
    const res = await injectAs(ctx.app, admin, {
      method: 'POST',
      url: `/blog/edit/${id}`,
      ...multipart(fields({ title: 'Yeni başlık', 'existingImages[0]': first.replaceAll('/', '\\') }), [png('c.png')]),
    });
    expect(res.statusCode).toBe(200);
    const post = await getPost(id);
    expect(post.title).toBe('Yeni başlık');
    expect(post.images).toHaveLength(2);
    expect(post.images[0]).toBe(first);
    expect(post.images[1]).not.toBe(second);
    expect((await ctx.app.inject({ url: second })).statusCode).toBe(404);
    expect(fs.existsSync(path.join(uploadsDir(), dropped.storageKey))).toBe(false);
  });

  it('keeps every image when they are all sent back and no new one is chosen', async () => {
    const id = await addPost();
    const images = (await getPost(id)).images as string[];
    const res = await injectAs(ctx.app, admin, {
      method: 'POST',
      url: `/blog/edit/${id}`,
      ...multipart({ ...fields(), 'existingImages[0]': images[0], 'existingImages[1]': images[1] }),
    });
    expect(res.statusCode).toBe(200);
    expect((await getPost(id)).images).toEqual(images);
  });

  it('cannot take over an image of another post', async () => {
    const victim = await addPost();
    const [stolen] = (await getPost(victim)).images as string[];
    const id = await addPost({}, []);
    await injectAs(ctx.app, admin, {
      method: 'POST',
      url: `/blog/edit/${id}`,
      ...multipart(fields({ 'existingImages[0]': stolen })),
    });
    expect((await getPost(id)).images).toEqual([]);
    expect((await getPost(victim)).images).toContain(stolen);
  });

  it('answers 404 for an unknown post and 403 for a student', async () => {
    const missing = await injectAs(ctx.app, admin, {
      method: 'POST',
      url: '/blog/edit/0b7e1c3a-0000-4000-8000-000000000000',
      ...multipart(fields()),
    });
    expect(missing.statusCode).toBe(404);
    const id = await addPost({}, []);
    const res = await injectAs(ctx.app, others[0], {
      method: 'POST',
      url: `/blog/edit/${id}`,
      ...multipart(fields({ title: 'X' })),
    });
    expect(res.statusCode).toBe(403);
    expect((await getPost(id)).title).toBe('Laboratuvar açıldı');
  });
});

describe('DELETE /blog/delete/{id}', () => {
  it('deletes the post and its image files; other roles get 403', async () => {
    const id = await addPost();
    const [image] = (await getPost(id)).images as string[];
    for (const user of others) {
      expect((await injectAs(ctx.app, user, { method: 'DELETE', url: `/blog/delete/${id}` })).statusCode).toBe(403);
    }
    const res = await injectAs(ctx.app, admin, { method: 'DELETE', url: `/blog/delete/${id}` });
    expect(res.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/blog/get/${id}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: image })).statusCode).toBe(404);
    expect((await injectAs(ctx.app, admin, { method: 'DELETE', url: `/blog/delete/${id}` })).statusCode).toBe(404);
  });
});

describe('GET /blog/all', () => {
  it('pages newest first and sends the total', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await addPost({ title: `Sayfa haberi ${i}` }, []));
    const total = await newsCount();
    const first = await ctx.app.inject({ url: '/blog/all?limit=2' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe(String(total));
    expect(first.json().map((p: { id: string }) => p.id)).toEqual([ids[2], ids[1]]);
    const second = await ctx.app.inject({ url: '/blog/all?limit=2&page=2' });
    expect(second.json()[0].id).toBe(ids[0]);
    expect((await ctx.app.inject({ url: '/blog/all?limit=500' })).json().length).toBe(Math.min(total, 100));
    // A page that is not a number reads as the first, as on every list (lib/paging.ts).
    const fallback = await ctx.app.inject({ url: '/blog/all?limit=2&page=abc' });
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json().map((p: { id: string }) => p.id)).toEqual([ids[2], ids[1]]);
  });

  it('answers 404 for a malformed id', async () => {
    expect((await ctx.app.inject({ url: '/blog/get/../../etc/passwd' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/blog/get/123' })).statusCode).toBe(404);
  });
});
