import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { courses } from '../../db/schema/index.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  multipart,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';
import { addCourse, editCourse, postCourse } from '../../../test/course-fixtures.ts';

// Course categories from the fixed list (docs/product.md) and `?q=&category=`.

let ctx: TestContext;
let teacher: TestUser;
let admin: TestUser;
let student: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  teacher = await createUser(ctx.app, 'teacher');
  admin = await createUser(ctx.app, 'admin');
  student = await createUser(ctx.app, 'student');
});
afterAll(() => ctx.close());

const row = async (id: string) => (await ctx.app.db.select().from(courses).where(eq(courses.id, id)))[0];
const ids = async (url: string, user: TestUser | null = null) => {
  const res = await injectAs(ctx.app, user, { url });
  expect(res.statusCode, res.body).toBe(200);
  return { ids: (res.json() as { id: string }[]).map((c) => c.id), total: Number(res.headers['x-total-count']) };
};

describe('course category', () => {
  it("stores the category chosen from the list, and docs/product.md's Python when none is sent", async () => {
    expect((await row(await addCourse(ctx.app, teacher, { category: 'Siber Güvenlik' }))).category).toBe(
      'Siber Güvenlik',
    );
    expect((await row(await addCourse(ctx.app, teacher))).category).toBe('Python');
  });

  it('refuses a category outside the list under its field, in Turkish and English', async () => {
    const res = await postCourse(ctx.app, teacher, { category: 'Yemek' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.category).toBe('Listeden bir kategori seçin');
    const en = await injectAs(ctx.app, teacher, {
      method: 'POST',
      url: '/course/add?lang=en',
      ...multipart({ title: 'x', category: 'Cooking' }),
    });
    expect(en.json().fields.category).toBe('Choose a category from the list');
  });

  it('is locked for the teacher on edit and changeable by an admin on an admin course', async () => {
    const own = await addCourse(ctx.app, teacher, { category: 'IoT' });
    expect((await editCourse(ctx.app, teacher, own, { category: 'Veri Bilimi' })).statusCode).toBe(200);
    expect((await row(own)).category).toBe('IoT');
    const adminCourse = await addCourse(ctx.app, admin, { category: 'Diğer' });
    expect((await editCourse(ctx.app, admin, adminCourse, { category: 'Web Geliştirme' })).statusCode).toBe(200);
    expect((await row(adminCourse)).category).toBe('Web Geliştirme');
    // An edit without a category keeps it.
    expect((await editCourse(ctx.app, admin, adminCourse, {})).statusCode).toBe(200);
    expect((await row(adminCourse)).category).toBe('Web Geliştirme');
    expect((await editCourse(ctx.app, admin, adminCourse, { category: 'Yemek' })).statusCode).toBe(400);
  });
});

describe('course search and filters', () => {
  const made: Record<string, string> = {};
  beforeAll(async () => {
    made.security = await addCourse(ctx.app, teacher, {
      title: 'Siber Güvenliğe Giriş',
      description: 'Parolalar',
      category: 'Siber Güvenlik',
    });
    made.network = await addCourse(ctx.app, teacher, {
      title: 'Ağ Kurulumu',
      description: 'Güvenlik duvarı ve yönlendirici',
      category: 'Ağ Teknolojileri',
    });
    made.python = await addCourse(ctx.app, admin, {
      title: 'PYTHON İLE VERİ',
      description: 'Çizelgeler',
      category: 'Veri Bilimi',
    });
  });

  it.each([
    ['guvenl', ['security', 'network']],
    ['GÜVENLİĞE', ['security']],
    ['veri', ['python']],
    ['python ile', ['python']],
    ['cizelge', ['python']],
  ])('q=%s finds %o, Turkish letters folded, on both lists', async (q, which) => {
    for (const [url, user] of [
      ['/course/all', null],
      ['/course/getCourses', student],
    ] as const) {
      const found = (await ids(`${url}?limit=100&q=${encodeURIComponent(q)}`, user)).ids.filter((id) =>
        Object.values(made).includes(id),
      );
      expect(found.sort()).toEqual(which.map((w) => made[w]).sort());
    }
  });

  it('filters by category, combined with q, and pages the result', async () => {
    const security = await ids(`/course/all?limit=100&category=${encodeURIComponent('Siber Güvenlik')}`);
    expect(security.ids).toContain(made.security);
    expect(security.ids).not.toContain(made.network);
    expect((await ids(`/course/all?category=${encodeURIComponent('Ağ Teknolojileri')}&q=guvenlik`)).ids).toEqual([
      made.network,
    ]);
    expect((await ids(`/course/all?category=IoT&q=guvenlik`)).ids).toEqual([]);
    const first = await ids(`/course/all?category=${encodeURIComponent('Siber Güvenlik')}&limit=1&page=1`);
    const second = await ids(`/course/all?category=${encodeURIComponent('Siber Güvenlik')}&limit=1&page=2`);
    expect(first.total).toBe(security.total);
    expect(first.ids).toHaveLength(1);
    expect(second.ids).not.toEqual(first.ids);
  });

  it('refuses an unknown category with a 400', async () => {
    expect((await ctx.app.inject({ url: '/course/all?category=Yemek' })).statusCode).toBe(400);
  });
});
