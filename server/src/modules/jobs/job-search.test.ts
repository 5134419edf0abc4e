import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { foldTurkish, istanbulDay } from '@beceri/domain';
import { jobs } from '../../db/schema/index.ts';
import { createTestApp, createUser, injectAs, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { migrationStatement } from '../../../test/migrations.ts';

// City, type and deadline of a job; search and filters of /job/all and /job/get.

let ctx: TestContext;
let companyA: TestUser;
let companyB: TestUser;
let student: TestUser;
let admin: TestUser;

beforeAll(async () => {
  // Production: the read cache is on, as in a deployment.
  ctx = await createTestApp({ NODE_ENV: 'production' });
  companyA = await createUser(ctx.app, 'company', { companyName: 'Körfez Bilişim' });
  companyB = await createUser(ctx.app, 'company', { companyName: 'Marmara Yazılım' });
  student = await createUser(ctx.app, 'student');
  admin = await createUser(ctx.app, 'admin');
});
afterAll(() => ctx.close());

const dayOffset = (days: number) => {
  const d = new Date(`${istanbulDay()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

type JobPayload = { title?: string; description?: string; city?: string; type?: string; deadline?: string | null };
const post = (user: TestUser, payload: JobPayload, lang = 'tr') =>
  injectAs(ctx.app, user, { method: 'POST', url: '/job/add', payload, headers: { 'accept-language': lang } });
async function addJob(user: TestUser, payload: JobPayload = {}) {
  const res = await post(user, {
    title: 'Tekniker',
    description: 'Ağ kurulumu ve bakım',
    city: 'Kocaeli',
    type: 'fullTime',
    ...payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
const list = async (url: string, user: TestUser | null = null) => {
  const res = await injectAs(ctx.app, user, { url });
  expect(res.statusCode, res.body).toBe(200);
  return {
    ids: (res.json() as { id: string }[]).map((j) => j.id),
    total: Number(res.headers['x-total-count']),
    body: res.json(),
  };
};
const jobRow = async (id: string) => (await ctx.app.db.select().from(jobs).where(eq(jobs.id, id)))[0];
/** A deadline the form would refuse, written as time would make it. */
const setDeadline = (id: string, day: string) => ctx.app.db.update(jobs).set({ deadline: day }).where(eq(jobs.id, id));

describe('job fields: city, type, deadline', () => {
  it('stores them and shows them on the job and in the lists, with the posted date', async () => {
    const deadline = dayOffset(10);
    const id = await addJob(companyA, {
      title: 'Kıdemli Yazılım Geliştirici',
      city: 'istanbul',
      type: 'partTime',
      deadline,
    });
    expect(await jobRow(id)).toMatchObject({ city: 'İstanbul', type: 'partTime', deadline });
    const one = (await ctx.app.inject({ url: `/job/getJob/${id}` })).json();
    expect(one).toMatchObject({ id, city: 'İstanbul', type: 'partTime', deadline, companyName: 'Körfez Bilişim' });
    expect(new Date(one.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const { body } = await list('/job/all?limit=100');
    expect(body).toContainEqual(
      expect.objectContaining({ id, city: 'İstanbul', type: 'partTime', deadline, createdAt: one.createdAt }),
    );
  });

  it("gives a job posted through docs/product.md's {title, description} the defaults Kocaeli, full time, no deadline", async () => {
    const res = await post(companyA, { title: 'Eski istemci', description: 'Yalnızca başlık ve açıklama' });
    expect(res.statusCode).toBe(201);
    expect(await jobRow(res.json().id)).toMatchObject({ city: 'Kocaeli', type: 'fullTime', deadline: null });
  });

  it.each([
    [{ city: '' }, 'city', 'İl seçin', 'Choose a province'],
    [{ city: 'Atlantis' }, 'city', 'Listeden bir il seçin', 'Choose a province from the list'],
    [{ type: 'remote' }, 'type', 'Çalışma şeklini seçin', 'Choose the type of work'],
    [{ type: '' }, 'type', 'Çalışma şeklini seçin', 'Choose the type of work'],
    [{ deadline: 'yarın' }, 'deadline', 'Geçerli bir tarih girin', 'Enter a valid date'],
    [{ deadline: '2030-02-30' }, 'deadline', 'Geçerli bir tarih girin', 'Enter a valid date'],
    [
      { deadline: dayOffset(-1) },
      'deadline',
      'Son başvuru tarihi geçmiş bir gün olamaz',
      'The application deadline cannot be in the past',
    ],
    [
      { title: 'x'.repeat(101) },
      'title',
      'Başlık en fazla 100 karakter olmalı',
      'Title must be 100 characters or less',
    ],
  ])('refuses %o under its field in Turkish and English, and stores nothing', async (change, field, tr, en) => {
    const before = (await ctx.app.db.select({ n: sql<number>`count(*)::int` }).from(jobs))[0].n;
    const base = { title: 'Tekniker', description: 'x', city: 'Kocaeli', type: 'fullTime', ...change };
    const trRes = await post(companyA, base, 'tr');
    expect(trRes.statusCode).toBe(400);
    expect(trRes.json().fields[field]).toBe(tr);
    const enRes = await post(companyA, base, 'en');
    expect(enRes.json().fields[field]).toBe(en);
    expect((await ctx.app.db.select({ n: sql<number>`count(*)::int` }).from(jobs))[0].n).toBe(before);
  });

  it('accepts today as the deadline (Europe/Istanbul) and an empty deadline as none', async () => {
    expect((await jobRow(await addJob(companyA, { deadline: istanbulDay() }))).deadline).toBe(istanbulDay());
    expect((await jobRow(await addJob(companyA, { deadline: '' }))).deadline).toBeNull();
    expect((await jobRow(await addJob(companyA, { deadline: null }))).deadline).toBeNull();
  });

  it("edits the new fields of one's own job only; an admin still cannot edit a company's", async () => {
    const id = await addJob(companyA, { title: 'Düzenlenecek' });
    const payload = {
      title: 'Düzenlendi',
      description: 'Yeni',
      city: 'Sakarya',
      type: 'internship',
      deadline: dayOffset(3),
    };
    expect((await injectAs(ctx.app, companyB, { method: 'PUT', url: `/job/edit/${id}`, payload })).statusCode).toBe(
      403,
    );
    expect((await injectAs(ctx.app, admin, { method: 'PUT', url: `/job/edit/${id}`, payload })).statusCode).toBe(403);
    expect((await injectAs(ctx.app, student, { method: 'PUT', url: `/job/edit/${id}`, payload })).statusCode).toBe(403);
    expect(await jobRow(id)).toMatchObject({ title: 'Düzenlenecek', city: 'Kocaeli', type: 'fullTime' });
    const bad = await injectAs(ctx.app, companyA, {
      method: 'PUT',
      url: `/job/edit/${id}`,
      payload: { ...payload, city: 'Gotham' },
    });
    expect(bad.json().fields.city).toBe('Listeden bir il seçin');
    expect((await injectAs(ctx.app, companyA, { method: 'PUT', url: `/job/edit/${id}`, payload })).statusCode).toBe(
      200,
    );
    expect(await jobRow(id)).toMatchObject({
      title: 'Düzenlendi',
      city: 'Sakarya',
      type: 'internship',
      deadline: dayOffset(3),
      search: 'duzenlendi yeni',
    });
  });
});

describe('deadlines', () => {
  let today: string;
  let yesterday: string;
  let open: string;
  beforeAll(async () => {
    today = await addJob(companyA, { title: 'Son gün bugün', deadline: istanbulDay() });
    yesterday = await addJob(companyA, { title: 'Süresi doldu' });
    await setDeadline(yesterday, dayOffset(-1));
    open = await addJob(companyA, { title: 'Süresiz' });
  });

  it('keeps a job in the public lists through its deadline day and drops it the day after', async () => {
    for (const [url, user] of [
      ['/job/all?limit=100', null],
      ['/job/get?limit=100', student],
      ['/job/get?limit=100', companyB],
    ] as const) {
      const { ids } = await list(url, user);
      expect(ids).toContain(today);
      expect(ids).toContain(open);
      expect(ids).not.toContain(yesterday);
    }
  });

  it('shows a past-deadline job to its owner and admins only', async () => {
    expect((await list('/job/get?limit=100', admin)).ids).toContain(yesterday);
    expect((await list('/job/getAddedJobs?limit=100', companyA)).ids).toContain(yesterday);
    for (const user of [null, student, companyB]) {
      expect((await injectAs(ctx.app, user, { url: `/job/getJob/${yesterday}` })).statusCode).toBe(404);
    }
    for (const user of [companyA, admin]) {
      const res = await injectAs(ctx.app, user, { url: `/job/getJob/${yesterday}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().deadline).toBe(dayOffset(-1));
    }
    expect((await injectAs(ctx.app, student, { url: `/job/getJob/${today}` })).statusCode).toBe(200);
  });

  it('takes no application after the deadline', async () => {
    expect(
      (await injectAs(ctx.app, student, { method: 'POST', url: `/enrollment/enroll/${yesterday}` })).statusCode,
    ).toBe(404);
    expect((await injectAs(ctx.app, student, { method: 'POST', url: `/enrollment/enroll/${today}` })).statusCode).toBe(
      201,
    );
  });
});

describe('search and filters', () => {
  const made: Record<string, string> = {};
  beforeAll(async () => {
    made.senior = await addJob(companyB, {
      title: 'Kıdemli Yazılım Geliştirici',
      description: 'TypeScript ve SQL',
      city: 'Kocaeli',
      type: 'fullTime',
    });
    made.istanbul = await addJob(companyB, {
      title: 'Ağ Teknisyeni',
      description: 'İSTANBUL ofisinde çalışacak, altxcizgi',
      city: 'İstanbul',
      type: 'partTime',
    });
    made.security = await addJob(companyB, {
      title: 'Siber Güvenlik Stajyeri',
      description: 'Şanlıurfa ve Iğdır sahası',
      city: 'Şanlıurfa',
      type: 'internship',
    });
    made.percent = await addJob(companyB, {
      title: 'Yüzde %50 uzaktan',
      description: 'alt_çizgi',
      city: 'Kocaeli',
      type: 'partTime',
    });
  });
  const search = async (query: string, user: TestUser | null = null) =>
    (await list(`/job/${user ? 'get' : 'all'}?limit=100&${query}`, user)).ids;

  it.each([
    ['yazilim', 'senior'],
    ['YAZILIM', 'senior'],
    ['Yazılım', 'senior'],
    ['YAZILIM GELİŞTİRİCİ', 'senior'],
    ['gelistirici kidemli', 'senior'],
    ['istanbul', 'istanbul'],
    ['ISTANBUL', 'istanbul'],
    ['İstanbul', 'istanbul'],
    ['guvenlik', 'security'],
    ['GÜVENLİK', 'security'],
    ['sanliurfa', 'security'],
    ['igdir', 'security'],
    ['typescript', 'senior'],
  ])('q=%s finds the job, Turkish letters folded', async (q, which) => {
    const ids = await search(`q=${encodeURIComponent(q)}`);
    expect(ids).toContain(made[which]);
    expect(ids.filter((id) => Object.values(made).includes(id))).toEqual([made[which]]);
  });

  it('finds the same on the logged-in twin, and nothing for words that are not there', async () => {
    expect(await search('q=yazilim', student)).toContain(made.senior);
    expect(await search('q=yazilim%20python')).not.toContain(made.senior);
    expect(await search('q=zzzqqq')).toEqual([]);
  });

  it('reads %, _ and \\ in the text as letters, not patterns', async () => {
    expect(await search(`q=${encodeURIComponent('%50')}`)).toEqual([made.percent]);
    expect(await search(`q=${encodeURIComponent('alt_cizgi')}`)).toEqual([made.percent]);
    expect(await search(`q=${encodeURIComponent('%')}`)).toEqual([made.percent]);
  });

  it('filters by city and type, combined with each other and with q', async () => {
    const istanbul = await search('city=%C4%B0stanbul');
    expect(istanbul).toContain(made.istanbul);
    expect(istanbul).not.toContain(made.senior);
    expect(await search('city=istanbul')).toEqual(istanbul);
    const internships = await search('type=internship');
    expect(internships).toContain(made.security);
    expect(internships).not.toContain(made.istanbul);
    expect(await search('city=Kocaeli&type=partTime')).toEqual([made.percent]);
    expect(await search('city=Kocaeli&type=fullTime&q=yazilim')).toEqual([made.senior]);
    expect(await search('city=Kocaeli&type=partTime&q=yazilim')).toEqual([]);
    expect(await search('q=&city=&type=')).toEqual((await list('/job/all?limit=100')).ids);
  });

  it('refuses an unknown city or type with a Turkish 400', async () => {
    const city = await ctx.app.inject({ url: '/job/all?city=Gotham' });
    expect(city.statusCode).toBe(400);
    expect(city.json().code).toBe('VALIDATION');
    expect(
      (await ctx.app.inject({ url: '/job/get?type=remote', headers: { cookie: student.cookie } })).statusCode,
    ).toBe(400);
  });

  it('pages a filtered list in SQL with its own X-Total-Count', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(await addJob(companyB, { title: `Bursa Sayfa ${i}`, city: 'Bursa', type: 'internship' }));
    await addJob(companyB, { title: 'Bursa Sayfa tam', city: 'Bursa', type: 'fullTime' });
    const pages = [];
    for (const page of [1, 2, 3, 4])
      pages.push(await list(`/job/all?city=Bursa&type=internship&q=sayfa&limit=2&page=${page}`));
    // A page past the last is empty and still says how many there are.
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5, 5]);
    expect(pages.map((p) => p.ids.length)).toEqual([2, 2, 1, 0]);
    // Newest first, no job twice.
    expect(pages.flatMap((p) => p.ids)).toEqual([...ids].reverse());
  });
});

describe('read cache', () => {
  it('never keeps an answer with q; keeps a filter-only answer until a write', async () => {
    const cache = ctx.app.readCache;
    await list('/job/all?q=yazilim');
    const before = cache.size;
    await list('/job/all?q=yazilim&page=1');
    expect(cache.size).toBe(before);
    await list('/job/all?city=Kocaeli&type=partTime');
    expect(cache.size).toBe(before + 1);
    const id = await addJob(companyA, { title: 'Önbellek sonrası', city: 'Kocaeli', type: 'partTime' });
    expect((await list('/job/all?city=Kocaeli&type=partTime')).ids).toContain(id);
  });
});

describe('migration 0008', () => {
  it('folds the search column of existing rows in SQL exactly as foldTurkish does', async () => {
    const update = migrationStatement('0008', 'UPDATE "jobs" SET "search"');
    const title = 'IŞIK  Çağrı Öğün';
    const description = 'İzmir\tüçgen ŞİŞLİ ığdır Âşık';
    const id = await addJob(companyA, { title, description });
    await ctx.app.db.update(jobs).set({ search: '' }).where(eq(jobs.id, id));
    await ctx.app.db.execute(sql.raw(update.replace(/;$/, '') + ` WHERE "id" = '${id}'`));
    expect((await jobRow(id)).search).toBe(foldTurkish(`${title} ${description}`));
  });
});
