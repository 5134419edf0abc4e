import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@beceri/domain';
import { fakeActivity, fakeDb, fakeFiles, fakeStorage, keyOf, multipartForm, quietLog } from '../../../test/fakes.ts';
import type { AboutRow } from './repository.ts';
import { editAbout, getAbout, type AboutDeps } from './service.ts';

/*
 * The about page's rules alone, on an in-memory row: which picture an edit keeps, replaces or drops, what is
 * logged, and that a refused edit writes nothing. HTTP, storage and SQL are in about.test.ts.
 */

const admin = { id: 'a1', role: 'admin', name: 'Ayşe', email: 'a@example.com' } as SessionUser;
const [oldMain, oldEnd] = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];

function world(row?: Partial<AboutRow>) {
  let saved: AboutRow | undefined = row && {
    id: 1,
    mainText: 'Metin',
    mainTextEn: '',
    mainImage: oldMain,
    endImage: oldEnd,
    mainImageAlt: '',
    mainImageAltEn: '',
    endImageAlt: '',
    endImageAltEn: '',
    cards: [],
    updatedAt: new Date('2026-11-01T00:00:00Z'),
    ...row,
  };
  const files = fakeFiles();
  const { storage, stored, removed } = fakeStorage();
  const { activity, logged } = fakeActivity();
  const deps: AboutDeps = {
    db: fakeDb,
    about: {
      findAbout: async () => saved,
      saveAbout: async (_tx, values) => {
        saved = { id: 1, ...values, updatedAt: new Date() };
      },
    },
    files: files.repository,
    storage,
    activity,
    log: quietLog,
  };
  return { deps, saved: () => saved, logged, deleted: files.deleted, stored, removed };
}

describe('editing the about page', () => {
  it('keeps both pictures when none is sent, and logs the edit', async () => {
    const w = world({});
    await editAbout(w.deps, admin, multipartForm({ mainText: ' Yeni metin ', cards: '[{"id":"2","text":"Kart"}]' }));
    expect(w.saved()).toMatchObject({
      mainText: 'Yeni metin',
      mainImage: oldMain,
      endImage: oldEnd,
      cards: [{ id: 2, text: 'Kart', textEn: '' }],
    });
    expect(w.deleted).toEqual([]);
    expect(w.logged).toEqual([{ event: 'about.updated', params: { adminId: 'a1', adminName: 'Ayşe' }, actorId: 'a1' }]);
  });

  it('replaces the picture sent, drops the one asked to be removed, and deletes both old files', async () => {
    const w = world({});
    await editAbout(w.deps, admin, multipartForm({ mainText: 'M', removeEndImage: 'true' }, {}, { mainImage: 1 }));
    const page = w.saved()!;
    expect(page.mainImage).not.toBe(oldMain);
    expect(page.mainImage).toMatch(/^00000000-0000-4000-8000-/);
    expect(page.endImage).toBeNull();
    expect(w.deleted.sort()).toEqual([oldMain, oldEnd]);
    expect(w.removed.sort()).toEqual([keyOf(oldMain), keyOf(oldEnd)]);
    expect(w.stored).toHaveLength(1);
  });

  it('refuses cards that are not JSON, or an empty text, naming the field, and writes nothing', async () => {
    const w = world({});
    await expect(editAbout(w.deps, admin, multipartForm({ mainText: 'M', cards: '[{' }))).rejects.toMatchObject({
      statusCode: 400,
      fields: { cards: expect.any(String) },
    });
    await expect(editAbout(w.deps, admin, multipartForm({ mainText: '  ' }))).rejects.toMatchObject({
      statusCode: 400,
      fields: { mainText: expect.any(String) },
    });
    expect(w.saved()).toMatchObject({ mainText: 'Metin', mainImage: oldMain });
    expect(w.logged).toEqual([]);
  });
});

describe('reading the about page', () => {
  it('shows the built-in page until an admin saves one, then the saved texts with picture addresses', async () => {
    const empty = world();
    expect((await getAbout(empty.deps)).updatedAt).toBeNull();
    const page = await getAbout(world({ mainTextEn: 'Text' }).deps);
    expect(page).toMatchObject({ mainText: 'Metin', mainTextEn: 'Text', mainImage: `/files/${oldMain}` });
  });
});
