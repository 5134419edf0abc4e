import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import { addCourse } from '../../../test/course-fixtures.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  multipart,
  samples,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';

// Robots.txt, the sitemap and the Atom feeds, as a crawler and a feed reader fetch them.

const PUBLIC_URL = 'https://beceri.example';
let ctx: TestContext;
let company: TestUser;
let admin: TestUser;
let teacher: TestUser;

beforeAll(async () => {
  // NODE_ENV=production: the read cache is on as in a deployment, so a new job must drop the cached sitemap.
  ctx = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL, ORG_NAME: 'Bilişim Odası' });
  company = await createUser(ctx.app, 'company', { companyName: 'Körfez & Yazılım <A.Ş.>' });
  admin = await createUser(ctx.app, 'admin');
  teacher = await createUser(ctx.app, 'teacher');
});
afterAll(() => ctx.close());

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['url', 'entry', 'xhtml:link'].includes(name),
});
/** Well-formed XML, parsed; fails the test otherwise. */
function xmlOf(body: string) {
  expect(XMLValidator.validate(body)).toBe(true);
  return parser.parse(body);
}

async function addJob(payload: Record<string, unknown>, by: TestUser = company) {
  const res = await injectAs(ctx.app, by, {
    method: 'POST',
    url: '/job/add',
    payload: { description: 'Ekibe katılacak arkadaş', ...payload },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: string }).id;
}

async function addNews(title: string) {
  const res = await injectAs(ctx.app, admin, {
    method: 'POST',
    url: '/blog/add',
    ...multipart({ title, description: 'Kısa özet', details: 'Uzun metin' }, [
      { field: 'images', filename: 'a.png', contentType: 'image/png', data: samples.png },
    ]),
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: string }).id;
}

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
const sitemapLocs = async () => {
  const res = await get('/sitemap.xml');
  expect(res.statusCode).toBe(200);
  return (xmlOf(res.body).urlset.url as { loc: string }[]).map((u) => u.loc);
};

describe('robots.txt', () => {
  it('names the sitemap and keeps the admin screens, profiles, files and the API docs out', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    for (const path of [
      '/admin',
      '/files/',
      '/StudentProfile',
      '/CompanyProfile',
      '/TeacherProfile',
      '/hire/',
      '/editCourse/',
    ]) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    // Public screens stay open.
    expect(res.body).not.toMatch(/^Disallow: \/(jobs|courses|haberler|jobinfopage|courseInfoPage)\/?$/m);
  });
});

describe('sitemap.xml', () => {
  it('lists the public screens in both languages and every open job, course and news post with its last change', async () => {
    const job = await addJob({ title: 'Veri Analisti', city: 'Kocaeli', type: 'fullTime' });
    const course = await addCourse(ctx.app, teacher, { title: 'Ağ Temelleri' });
    const post = await addNews('Laboratuvar açıldı');
    const res = await get('/sitemap.xml');
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = xmlOf(res.body).urlset.url as {
      loc: string;
      lastmod?: string;
      'xhtml:link'?: { '@hreflang': string; '@href': string }[];
    }[];
    const byLoc = new Map(urls.map((u) => [u.loc, u]));
    for (const path of ['/', '/jobs', '/courses', '/haberler', '/aboutus'])
      expect(byLoc.has(`${PUBLIC_URL}${path}`), path).toBe(true);
    expect(byLoc.get(`${PUBLIC_URL}/jobs`)!['xhtml:link']!.map((l) => [l['@hreflang'], l['@href']])).toEqual([
      ['tr', `${PUBLIC_URL}/jobs?lang=tr`],
      ['en', `${PUBLIC_URL}/jobs?lang=en`],
      ['x-default', `${PUBLIC_URL}/jobs`],
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(byLoc.get(`${PUBLIC_URL}/jobinfopage/${job}`)?.lastmod).toBe(today);
    expect(byLoc.get(`${PUBLIC_URL}/courseInfoPage/${course}`)?.lastmod).toBe(today);
    expect(byLoc.get(`${PUBLIC_URL}/haberler/details/${post}`)?.lastmod).toBe(today);
    expect(byLoc.get(`${PUBLIC_URL}/jobs`)?.lastmod).toBe(today);
    // Nothing private: no profile, admin screen or file.
    expect([...byLoc.keys()].filter((loc) => /\/(admin|files|StudentProfile|hire)\b/.test(loc))).toEqual([]);
  });

  it('lists a new job at once though the sitemap was cached, and drops a job once its deadline has passed', async () => {
    const before = await sitemapLocs();
    const job = await addJob({ title: 'Ağ Uzmanı', deadline: null });
    const after = await sitemapLocs();
    expect(before).not.toContain(`${PUBLIC_URL}/jobinfopage/${job}`);
    expect(after).toContain(`${PUBLIC_URL}/jobinfopage/${job}`);

    // Time passes: the deadline is yesterday (a write the app makes itself drops the cache; this one goes through its db too).
    await ctx.app.db.update(jobs).set({ deadline: '2020-01-01' }).where(eq(jobs.id, job));
    ctx.app.readCache.invalidate(['jobs']);
    expect(await sitemapLocs()).not.toContain(`${PUBLIC_URL}/jobinfopage/${job}`);
  });
});

describe('Atom feeds', () => {
  it('/jobs.atom carries the open jobs, newest first, with company, province, type and deadline, escaped', async () => {
    const older = await addJob({
      title: 'Destek <Uzmanı> & Stajyer',
      city: 'İstanbul',
      type: 'internship',
      deadline: '2099-03-31',
    });
    const newer = await addJob({ title: 'Yazılım Geliştirici', city: 'Bursa', type: 'partTime' });
    const res = await get('/jobs.atom');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const feed = xmlOf(res.body).feed;
    expect(feed['@xml:lang']).toBe('tr');
    expect(feed.title).toBe('İş İmkanları | Beceri');
    expect(feed.author.name).toBe('Bilişim Odası');
    const entries = feed.entry as {
      id: string;
      title: string;
      summary: { '#text': string };
      author?: { name: string };
      category: { '@term': string; '@label': string };
      link: { '@href': string };
    }[];
    const ids = entries.map((e) => e.id);
    expect(ids.indexOf(`urn:uuid:${newer}`)).toBeLessThan(ids.indexOf(`urn:uuid:${older}`));
    const entry = entries.find((e) => e.id === `urn:uuid:${older}`)!;
    expect(entry.title).toBe('Destek <Uzmanı> & Stajyer');
    expect(entry.author?.name).toBe('Körfez & Yazılım <A.Ş.>');
    expect(entry.category).toMatchObject({ '@term': 'internship', '@label': 'Staj' });
    expect(entry.summary['#text']).toContain('İstanbul · Staj · Son başvuru: 31 Mart 2099');
    expect(entry.link['@href']).toBe(`${PUBLIC_URL}/jobinfopage/${older}?lang=tr`);
    expect(res.body).toContain('Destek &lt;Uzmanı&gt; &amp; Stajyer');
  });

  it("speaks English with ?lang=en, and an admin's job names the organisation", async () => {
    const job = await addJob({ title: 'Kurum İlanı', city: 'Ankara', type: 'fullTime', deadline: '2099-01-15' }, admin);
    const feed = xmlOf((await get('/jobs.atom?lang=en')).body).feed;
    expect(feed['@xml:lang']).toBe('en');
    expect(feed.title).toBe('Jobs | Beceri');
    const entry = (feed.entry as { id: string; author?: { name: string }; summary: { '#text': string } }[]).find(
      (e) => e.id === `urn:uuid:${job}`,
    )!;
    expect(entry.author?.name).toBe('Bilişim Odası');
    expect(entry.summary['#text']).toContain('Ankara · Full time · Apply by 15 January 2099');
    // An unknown language is Turkish rather than an error.
    expect(xmlOf((await get('/jobs.atom?lang=xx')).body).feed['@xml:lang']).toBe('tr');
  });

  it('/haberler.atom carries the news posts with their summaries', async () => {
    const post = await addNews('Mezuniyet töreni');
    const res = await get('/haberler.atom');
    const feed = xmlOf(res.body).feed;
    expect(feed.title).toBe('Haberler | Beceri');
    const entry = (feed.entry as { id: string; title: string; summary: { '#text': string } }[]).find(
      (e) => e.id === `urn:uuid:${post}`,
    )!;
    expect(entry.title).toBe('Mezuniyet töreni');
    expect(entry.summary['#text']).toBe('Kısa özet');
  });
});
