import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { files } from '../../db/schema/index.ts';
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
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx.app, 'admin', { name: 'Deniz' });
});
afterAll(() => ctx.close());

const image = (field: string, data = samples.png) => ({
  field,
  filename: `${field}.png`,
  contentType: 'image/png',
  data,
});
const cards = JSON.stringify([
  { id: 1, text: 'Birinci kart' },
  { id: 2, text: 'İkinci kart' },
]);
const edit = (
  user: TestUser | null,
  fields: Record<string, string>,
  parts: ReturnType<typeof image>[] = [],
  url = '/aboutus/edit/1',
) => injectAs(ctx.app, user, { method: 'POST', url, ...multipart(fields, parts) });
const about = async () => (await ctx.app.inject({ url: '/aboutus' })).json();

describe('GET /aboutus', () => {
  it('shows a Turkish default before anyone has edited the page', async () => {
    const page = await about();
    expect(page.mainText).toContain('16-35 yaş');
    expect(page.cards).toHaveLength(3);
    expect(page.mainImage).toBeNull();
  });
});

describe('POST /aboutus/edit/1', () => {
  it('saves text, cards and both images; a visitor then sees them', async () => {
    const res = await edit(admin, { mainText: 'Yeni proje metni', cards }, [image('mainImage'), image('endImage')]);
    expect(res.statusCode).toBe(200);
    const page = await about();
    expect(page).toMatchObject({
      mainText: 'Yeni proje metni',
      cards: [
        { id: 1, text: 'Birinci kart' },
        { id: 2, text: 'İkinci kart' },
      ],
    });
    expect((await ctx.app.inject({ url: page.mainImage })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: page.endImage })).statusCode).toBe(200);
    const logs = await logEntries(ctx.app, admin.id);
    expect(logs.map((l) => l.text)).toContain('Deniz adlı yönetici "Proje Hakkında" sayfasını güncelledi');
  });

  it('keeps the images when none are sent, and deletes a replaced one', async () => {
    await edit(admin, { mainText: 'A', cards: '[]' }, [image('mainImage'), image('endImage')]);
    const before = await about();
    await edit(admin, { mainText: 'B', cards: '[]' });
    expect(await about()).toMatchObject({ mainText: 'B', mainImage: before.mainImage, endImage: before.endImage });
    const [old] = await ctx.app.db
      .select()
      .from(files)
      .where(eq(files.id, before.mainImage.replace('/files/', '')));
    await edit(admin, { mainText: 'C', cards: '[]' }, [image('mainImage')]);
    const after = await about();
    expect(after.mainImage).not.toBe(before.mainImage);
    expect(after.endImage).toBe(before.endImage);
    expect((await ctx.app.inject({ url: before.mainImage })).statusCode).toBe(404);
    expect(fs.existsSync(path.join(ctx.dataDir, 'uploads', old.storageKey))).toBe(false);
    await edit(admin, { mainText: 'C', cards: '[]', removeEndImage: 'true' });
    expect((await about()).endImage).toBeNull();
  });

  it.each(['student', 'teacher', 'company'] as const)('refuses a %s with 403 and changes nothing', async (role) => {
    const before = await about();
    const user = await createUser(ctx.app, role);
    const res = await edit(user, { mainText: 'Hack', cards: '[]' });
    expect(res.statusCode).toBe(403);
    expect(await about()).toEqual(before);
  });

  it('refuses a visitor with 401', async () => {
    expect((await edit(null, { mainText: 'Hack', cards: '[]' })).statusCode).toBe(401);
  });

  it('refuses a non-image and broken cards with a Turkish message', async () => {
    const before = await about();
    const bad = await edit(admin, { mainText: 'X', cards: '[]' }, [{ ...image('mainImage', samples.pdf) }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Dosya türü desteklenmiyor.');
    const broken = await edit(admin, { mainText: 'X', cards: '{not json' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().fields.cards).toBe('Kartlar okunamadı.');
    expect(await about()).toEqual(before);
  });

  it('refuses empty texts, naming each field, and the public page keeps its text and pictures', async () => {
    await edit(admin, { mainText: 'Yayındaki metin', cards }, [image('mainImage')]);
    const before = await about();
    // What an editor that opened empty sent: no text, no cards, one new picture.
    const res = await edit(admin, { mainText: '', cards: JSON.stringify([{ id: 1, text: ' ' }]) }, [
      image('mainImage'),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      error: 'Bu alan zorunludur',
      fields: { mainText: 'Bu alan zorunludur', 'cards.0.text': 'Bu alan zorunludur' },
    });
    const missing = await injectAs(ctx.app, admin, {
      method: 'POST',
      url: '/aboutus/edit/1?lang=en',
      ...multipart({ cards: '[]' }),
    });
    expect(missing.json()).toMatchObject({ code: 'VALIDATION', fields: { mainText: 'This field is required' } });
    expect(await about()).toEqual(before);
    expect((await about()).mainText).toBe('Yayındaki metin');
  });

  it('answers 404 for any page other than 1', async () => {
    expect((await edit(admin, { mainText: 'X', cards: '[]' }, [], '/aboutus/edit/2')).statusCode).toBe(404);
  });
});
