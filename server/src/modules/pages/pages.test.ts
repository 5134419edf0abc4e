import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCourse } from '../../../test/course-fixtures.ts';
import { SHARED_PAGES } from './index.ts';
import { createTestApp, createUser, injectAs, multipart, samples, type TestContext, type TestUser } from '../../../test/helpers.ts';

/** A built web app as Vite writes it: index.html, one stylesheet, the manifest of the chunks. */
function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'beceri-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html>
<html lang="tr">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Beceri" />
    <meta name="theme-color" content="#1e3a8a" />
    <title>Beceri</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-C.css'), '.bg-brand-800{background:#1e3a8a}');
  for (const f of ['index-A.js', 'react-B.js', 'jobs-D.js', 'grid-E.js', 'en-F.js', 'tr-G.js']) fs.writeFileSync(path.join(dir, 'assets', f), '');
  const manifest = {
    'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_react-B.js'], css: ['assets/index-C.css'] },
    '_react-B.js': { file: 'assets/react-B.js' },
    '_grid-E.js': { file: 'assets/grid-E.js', imports: ['_react-B.js'] },
    'src/app/routes/jobs.tsx': { file: 'assets/jobs-D.js', isDynamicEntry: true, imports: ['_react-B.js', '_grid-E.js'] },
    'src/locales/en/index.ts': { file: 'assets/en-F.js', isDynamicEntry: true },
    'src/locales/tr/index.ts': { file: 'assets/tr-G.js', isDynamicEntry: true },
  };
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const PUBLIC_URL = 'https://beceri.example';
let ctx: TestContext;
let webDist: string;
let company: TestUser;
let student: TestUser;
let otherStudent: TestUser;

beforeAll(async () => {
  webDist = fakeWebDist();
  // NODE_ENV=production: the read cache is on as in a deployment (also on PostgreSQL).
  ctx = await createTestApp({ NODE_ENV: 'production', WEB_DIST: webDist, PUBLIC_URL });
  company = await createUser(ctx.app, 'company', { companyName: 'Körfez Yazılım' });
  student = await createUser(ctx.app, 'student', { name: 'Ayşe' });
  otherStudent = await createUser(ctx.app, 'student', { name: 'Zeynep' });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const page = (url: string, user: TestUser | null = null, headers: Record<string, string> = {}) =>
  injectAs(ctx.app, user, { method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml', ...headers } });

/** The boot data the page carries, parsed as the browser would. */
function bootOf(html: string) {
  const m = /<script type="application\/json" id="boot">([\s\S]*?)<\/script>/.exec(html);
  expect(m, 'the page carries its boot data').not.toBeNull();
  return JSON.parse(m![1]) as { lang: string; session: { id: string; name: string } | null; config: { orgName: string }; queries: { key: unknown[]; data: unknown }[] };
}
const meta = (html: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];
/** The page's JSON-LD, parsed as a search engine would. */
function jsonLdOf(html: string): Record<string, unknown> & { '@type': string } {
  const all = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(all, 'one JSON-LD element').toHaveLength(1);
  return JSON.parse(all[0][1]);
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

async function addJob(title: string, description = 'Web uygulamaları geliştirecek ekip arkadaşı') {
  const res = await injectAs(ctx.app, company, { method: 'POST', url: '/job/add', payload: { title, description } });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: string }).id;
}

describe('the page of a route', () => {
  it('writes the language, title, description, share tags, canonical link and the screen\'s preloads', async () => {
    const res = await page('/jobs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<html lang="tr">');
    expect(titleOf(html)).toBe('İş İmkanları | Beceri');
    expect(meta(html, 'og:title')).toBe('İş İmkanları');
    expect(meta(html, 'og:description')).toMatch(/iş ve staj ilanları/);
    expect(meta(html, 'description')).toBe(meta(html, 'og:description'));
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/jobs`);
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:locale')).toBe('tr_TR');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/jobs">`);
    expect(html).not.toContain('noindex');
    // The route's chunk, its own imports and the Turkish texts; what the entry already preloads only once.
    for (const file of ['jobs-D.js', 'grid-E.js', 'tr-G.js']) expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    expect(html).not.toContain('en-F.js');
    expect(html.match(/react-B\.js/g)).toHaveLength(1);
    // The stylesheet is inline: no request before the first paint.
    expect(html).toContain('<style>.bg-brand-800{background:#1e3a8a}</style>');
    expect(html).not.toContain('index-C.css');
    // The layout is there before the scripts run.
    expect(html).toMatch(/<div id="root"><div[^>]*><header[^>]*>[\s\S]*<\/header><main id="main"[^>]*>/);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('speaks English when asked by ?lang=, the lang cookie or Accept-Language, in that order', async () => {
    const en = (await page('/jobs?lang=en')).body;
    expect(en).toContain('<html lang="en">');
    expect(titleOf(en)).toBe('Jobs | Beceri');
    expect(meta(en, 'og:locale')).toBe('en_US');
    expect(meta(en, 'og:url')).toBe(`${PUBLIC_URL}/jobs?lang=en`);
    expect(en).toContain('<link rel="modulepreload" crossorigin href="/assets/en-F.js">');
    // Only the reader's language: the English catalogue holds every key.
    expect(en).not.toContain('tr-G.js');
    expect(bootOf(en).lang).toBe('en');
    expect(titleOf((await page('/jobs', null, { cookie: 'lang=en' })).body)).toBe('Jobs | Beceri');
    expect(titleOf((await page('/jobs', null, { 'accept-language': 'en-GB,en;q=0.9,tr;q=0.5' })).body)).toBe('Jobs | Beceri');
    expect(titleOf((await page('/jobs', null, { 'accept-language': 'de-DE,de;q=0.9' })).body)).toBe('İş İmkanları | Beceri');
    expect(titleOf((await page('/jobs?lang=tr', null, { cookie: 'lang=en' })).body)).toBe('İş İmkanları | Beceri');
    expect(titleOf((await page('/jobs', null, { cookie: 'lang=en', 'accept-language': 'tr' })).body)).toBe('Jobs | Beceri');
    expect(titleOf((await page('/aboutus?lang=en')).body)).toBe('About the project | Beceri');
  });

  it('carries the session, the public config and the first page of data exactly as the API answers them', async () => {
    await addJob('Analist');
    const html = (await page('/jobs')).body;
    const boot = bootOf(html);
    expect(boot.session).toBeNull();
    const config = await ctx.app.inject({ url: '/config/public' });
    expect(boot.config).toEqual(config.json());
    const list = await ctx.app.inject({ url: '/job/all?page=1&limit=24' });
    expect(boot.queries).toEqual([
      { key: ['jobs', 'list', false], data: { pages: [{ items: list.json(), total: Number(list.headers['x-total-count']) }], pageParams: [1] } },
    ]);
    expect(JSON.stringify(boot.queries)).toContain('Analist');
  });

  it('gives a logged-in person their own session and list, never cached, and never hands it to someone else', async () => {
    const mine = await page('/jobs', student);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(bootOf(mine.body).session).toMatchObject({ id: student.id, name: 'Ayşe' });
    expect(bootOf(mine.body).queries[0].key).toEqual(['jobs', 'list', true]);
    const theirs = await page('/jobs', otherStudent);
    expect(bootOf(theirs.body).session).toMatchObject({ id: otherStudent.id, name: 'Zeynep' });
    const visitor = await page('/jobs');
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(bootOf(visitor.body).session).toBeNull();
    expect(visitor.body).not.toContain('Ayşe');
    expect(visitor.body).not.toContain(student.id);
    // A person asking after the visitors' page was kept still gets their own.
    expect(bootOf((await page('/jobs', otherStudent)).body).session).toMatchObject({ id: otherStudent.id });
    // A cookie that is no longer a session reads as a visitor's.
    expect(bootOf((await page('/jobs', null, { cookie: `${ctx.app.sessions.cookieName}=${'x'.repeat(43)}` })).body).session).toBeNull();
  });

  it('writes a job\'s own title and description, escaped, and keeps its boot data inside its element', async () => {
    // A job title is at most 10 characters (SPEC.md §9); the description carries the longer attempt.
    const title = '</script>';
    const id = await addJob(title, '</script><script>alert(1)</script> <b>kalın</b> & "tırnak"\n\nikinci satır');
    const res = await page(`/jobinfopage/${id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(titleOf(html)).toBe('&lt;/script&gt; | Beceri');
    expect(meta(html, 'og:title')).toBe('&lt;/script&gt;');
    expect(meta(html, 'og:description')).toMatch(
      /^Körfez Yazılım · [^ ]+ · Tam zamanlı — &lt;\/script&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt; &lt;b&gt;kalın&lt;\/b&gt; &amp; &quot;tırnak&quot; ikinci satır$/,
    );
    // Only the template's entry script, the JSON-LD and the boot element: the title opened no element of its own.
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(jsonLdOf(html).title).toBe(title);
    const boot = bootOf(html);
    expect(boot.queries).toEqual([{ key: ['jobs', 'one', id], data: (await ctx.app.inject({ url: `/job/getJob/${id}` })).json() }]);
    expect((boot.queries[0].data as { title: string }).title).toBe(title);
    expect((boot.queries[0].data as { description: string }).description).toContain('<script>alert(1)</script>');
  });

  it('answers a path no route has, or an item that does not exist, with the not-found page and 404', async () => {
    for (const url of ['/nowhere', '/jobinfopage/00000000-0000-4000-8000-000000000000', '/jobinfopage/not-an-id', '/admin/nowhere']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(titleOf(res.body), url).toBe('Sayfa Bulunamadı | Beceri');
      expect(meta(res.body, 'robots'), url).toBe('noindex');
    }
    expect(titleOf((await page('/nowhere?lang=en')).body)).toBe('Page not found | Beceri');
  });

  it('titles every route, and keeps private ones out of search engines', async () => {
    expect(titleOf((await page('/')).body)).toBe('Beceri | Bilişim Eğitimi ve İş İmkanları');
    expect(titleOf((await page('/login')).body)).toBe('Giriş Yap | Beceri');
    expect(titleOf((await page('/courses')).body)).toBe('Dersler | Beceri');
    expect(titleOf((await page('/haberler')).body)).toBe('Haberler | Beceri');
    const profile = await page('/StudentProfile');
    expect(titleOf(profile.body)).toBe('Öğrenci Profili | Beceri');
    expect(meta(profile.body, 'robots')).toBe('noindex');
  });
});

describe('cached pages', () => {
  let fastOnly: http.Server;
  let fastBase = '';
  beforeAll(async () => {
    fastOnly = http.createServer((req, res) => {
      if (!ctx.app.pagesFastPath(req, res)) res.writeHead(599).end();
    });
    await new Promise<void>((resolve) => fastOnly.listen(0, '127.0.0.1', resolve));
    fastBase = `http://127.0.0.1:${(fastOnly.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => fastOnly.close(() => resolve())));
  const fast = (url: string, headers: Record<string, string> = {}) => fetch(fastBase + url, { headers: { accept: 'text/html', ...headers } });

  it('serves a visitor\'s page again before Fastify, per language, until a write changes its data', async () => {
    await page('/courses');
    const hit = await fast('/courses');
    expect(hit.status).toBe(200);
    expect(await hit.text()).toContain('<title>Dersler | Beceri</title>');
    expect((await fast('/courses?lang=en')).status).toBe(599);
    await page('/courses?lang=en');
    expect(await (await fast('/courses', { cookie: 'lang=en' })).text()).toContain('<title>Courses | Beceri</title>');
    // Another query than the language is not the cached page; a person's cookie goes to Fastify.
    expect((await fast('/courses?page=2')).status).toBe(599);
    expect((await fast('/courses', { cookie: student.cookie })).status).toBe(599);

    await page('/jobs');
    expect((await fast('/jobs')).status).toBe(200);
    await addJob('Bulutçu');
    expect((await fast('/jobs')).status).toBe(599);
    expect(bootOf((await page('/jobs')).body).queries[0].data).toMatchObject({ pages: [{ items: expect.arrayContaining([expect.objectContaining({ title: 'Bulutçu' })]) }] });
    // A new job leaves the news page cached.
    await page('/haberler');
    await addJob('Ağ Uzmanı');
    expect((await fast('/haberler')).status).toBe(200);
  });

  it('never keeps a person\'s page, nor a 404', async () => {
    await page('/kvkk', student);
    expect((await fast('/kvkk')).status).toBe(599);
    await page('/nowhere');
    expect((await fast('/nowhere')).status).toBe(599);
  });

  it('sends a compressed copy to browsers that accept one', async () => {
    await page('/haberler');
    const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`${fastBase}/haberler`, { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } }, resolve).on('error', reject),
    );
    res.resume();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('the first paint', () => {
  it('uses only classes the web app uses too, so that its stylesheet has them', async () => {
    const { firstPaint } = await import('./render.ts');
    const { matchPage } = await import('@beceri/domain/pages');
    const html = firstPaint(matchPage('/jobs'), 'tr', false);
    const classes = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(' ')));
    expect(classes.size).toBeGreaterThan(10);
    const webSrc = path.resolve(import.meta.dirname, '../../../../web/src');
    const sources = fs
      .readdirSync(webSrc, { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile() && /\.tsx?$/.test(f.name) && !/\.test\./.test(f.name))
      .map((f) => fs.readFileSync(path.join(f.parentPath, f.name), 'utf8'))
      .join('\n');
    const unused = [...classes].filter((c) => !new RegExp(`[\\s"'\`]${c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s"'\`]`).test(sources));
    expect(unused).toEqual([]);
  });
});

describe('filtered lists (issue 14)', () => {
  it('preloads the filtered first page of /jobs and /courses under its own key, never the unfiltered one', async () => {
    const res = await injectAs(ctx.app, company, {
      method: 'POST', url: '/job/add', payload: { title: 'Sakarya Teknisyeni', description: 'Saha işi', city: 'Sakarya', type: 'partTime' },
    });
    expect(res.statusCode).toBe(201);
    await addJob('Kocaeli Analisti');
    const boot = bootOf((await page('/jobs?city=Sakarya&type=partTime&q=teknisyen')).body);
    const filtered = await ctx.app.inject({ url: '/job/all?page=1&limit=24&q=teknisyen&city=Sakarya&type=partTime' });
    expect(boot.queries).toEqual([
      {
        key: ['jobs', 'list', false, { q: 'teknisyen', city: 'Sakarya', type: 'partTime' }],
        data: { pages: [{ items: filtered.json(), total: Number(filtered.headers['x-total-count']) }], pageParams: [1] },
      },
    ]);
    expect(JSON.stringify(boot.queries)).toContain('Sakarya Teknisyeni');
    expect(JSON.stringify(boot.queries)).not.toContain('Kocaeli Analisti');
    // A filter the list does not know is left out, as the screen leaves it out.
    expect(bootOf((await page('/jobs?city=Gotham')).body).queries[0].key).toEqual(['jobs', 'list', false]);
    expect(bootOf((await page('/courses?category=IoT', student)).body).queries[0].key).toEqual(['courses', 'list', true, { category: 'IoT' }]);
    // The unfiltered page is still the visitors' cached one.
    expect(bootOf((await page('/jobs')).body).queries[0].key).toEqual(['jobs', 'list', false]);
  });
});

/**
 * What schema.org defines for each type we describe (the properties we may use, from schema.org's pages for the type
 * and its parents) and what search engines' structured-data rules require of it (Google Search Central: job postings,
 * courses, articles).
 */
const vocabulary: Record<string, { allowed: string[]; required: string[] }> = {
  JobPosting: {
    allowed: ['title', 'description', 'datePosted', 'validThrough', 'employmentType', 'hiringOrganization', 'jobLocation', 'identifier', 'url', 'baseSalary', 'directApply'],
    required: ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'],
  },
  Course: {
    allowed: ['name', 'description', 'provider', 'about', 'inLanguage', 'isAccessibleForFree', 'offers', 'hasCourseInstance', 'url', 'educationalCredentialAwarded'],
    required: ['name', 'description', 'provider'],
  },
  NewsArticle: {
    allowed: ['headline', 'datePublished', 'dateModified', 'author', 'publisher', 'image', 'mainEntityOfPage', 'url'],
    required: ['headline', 'datePublished', 'author'],
  },
  // No search engine lists credentials; what an employer reading it needs: what, what kind, who recognises it.
  EducationalOccupationalCredential: {
    allowed: ['name', 'description', 'credentialCategory', 'dateCreated', 'recognizedBy', 'educationalLevel', 'competencyRequired', 'validFor', 'url'],
    required: ['name', 'credentialCategory', 'recognizedBy'],
  },
};

function expectValid(ld: Record<string, unknown> & { '@type': string }) {
  expect(ld['@context']).toBe('https://schema.org');
  const rules = vocabulary[ld['@type']];
  expect(rules, ld['@type']).toBeDefined();
  const props = Object.keys(ld).filter((k) => !k.startsWith('@'));
  expect(props.filter((p) => !rules.allowed.includes(p)), `properties schema.org does not define for ${ld['@type']}`).toEqual([]);
  for (const p of rules.required) expect(ld[p], `${ld['@type']}.${p}`).toBeTruthy();
}

describe('structured data and link previews (issue 19)', () => {
  it('a job page fetched like a crawler (no JavaScript) has its title, company, Open Graph and Twitter tags and a JobPosting of its data', async () => {
    const res = await injectAs(ctx.app, company, {
      method: 'POST', url: '/job/add',
      payload: { title: 'Kıdemli Ağ Uzmanı', description: 'Kampüs ağını kuracak, izleyecek ve belgeleyecek uzman.', city: 'Kocaeli', type: 'internship', deadline: '2099-06-30' },
    });
    const id = (res.json() as { id: string }).id;
    // What WhatsApp or LinkedIn send: no cookie, an Accept that is not only HTML, no JavaScript run.
    const html = (await page(`/jobinfopage/${id}`, null, { accept: 'text/html,*/*;q=0.8', 'user-agent': 'WhatsApp/2.24' })).body;
    expect(titleOf(html)).toBe('Kıdemli Ağ Uzmanı | Beceri');
    expect(meta(html, 'og:title')).toBe('Kıdemli Ağ Uzmanı');
    expect(meta(html, 'og:description')).toBe('Körfez Yazılım · Kocaeli · Staj — Kampüs ağını kuracak, izleyecek ve belgeleyecek uzman.');
    expect(meta(html, 'twitter:card')).toBe('summary');
    expect(meta(html, 'twitter:title')).toBe('Kıdemli Ağ Uzmanı');
    expect(meta(html, 'twitter:description')).toBe(meta(html, 'og:description'));

    const job = (await ctx.app.inject({ url: `/job/getJob/${id}` })).json() as { createdAt: string };
    const ld = jsonLdOf(html);
    expectValid(ld);
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      title: 'Kıdemli Ağ Uzmanı',
      description: 'Kampüs ağını kuracak, izleyecek ve belgeleyecek uzman.',
      datePosted: job.createdAt,
      validThrough: '2099-06-30T23:59:59+03:00',
      employmentType: 'INTERN',
      hiringOrganization: { '@type': 'Organization', name: 'Körfez Yazılım' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressRegion: 'Kocaeli', addressCountry: 'TR' } },
      url: `${PUBLIC_URL}/jobinfopage/${id}`,
    });
    // The English page describes the same job in English words where they are ours.
    expect(meta((await page(`/jobinfopage/${id}?lang=en`)).body, 'og:description')).toMatch(/^Körfez Yazılım · Kocaeli · Internship — /);
  });

  it('a course page has a Course of the programme, a news page a NewsArticle with its pictures', async () => {
    const teacher = await createUser(ctx.app, 'teacher');
    const course = await addCourse(ctx.app, teacher, { title: 'Siber Güvenliğe Giriş', description: 'Parolalar, ağlar ve saldırılar', category: 'Siber Güvenlik' });
    const courseLd = jsonLdOf((await page(`/courseInfoPage/${course}`)).body);
    expectValid(courseLd);
    expect(courseLd).toMatchObject({
      '@type': 'Course', name: 'Siber Güvenliğe Giriş', description: 'Parolalar, ağlar ve saldırılar', about: 'Siber Güvenlik',
      provider: { '@type': 'Organization', name: ctx.app.config.orgName, url: `${PUBLIC_URL}/` },
    });

    const admin = await createUser(ctx.app, 'admin');
    const posted = await injectAs(ctx.app, admin, {
      method: 'POST', url: '/blog/add',
      ...multipart({ title: 'Yeni laboratuvar', description: 'Yirmi kişilik', details: 'Ayrıntı' }, [{ field: 'images', filename: 'a.png', contentType: 'image/png', data: samples.png }]),
    });
    const postId = (posted.json() as { id: string }).id;
    const post = (await ctx.app.inject({ url: `/blog/get/${postId}` })).json() as { images: string[]; createdAt: string };
    const html = (await page(`/haberler/details/${postId}`)).body;
    const ld = jsonLdOf(html);
    expectValid(ld);
    expect(ld).toMatchObject({ '@type': 'NewsArticle', headline: 'Yeni laboratuvar', datePublished: post.createdAt, image: [`${PUBLIC_URL}${post.images[0]}`] });
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}${post.images[0]}`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    // Lists and other screens carry none.
    expect((await page('/jobs')).body).not.toContain('application/ld+json');
  });

  it("a certificate's check has its holder and course in the preview, a credential, and is kept out of search engines", async () => {
    const teacher = await createUser(ctx.app, 'teacher');
    const student = await createUser(ctx.app, 'student', { name: 'Gülşen', surname: 'Öztürk' });
    const course = await addCourse(ctx.app, teacher, { title: 'Ağ Temelleri' });
    await injectAs(ctx.app, student, { method: 'POST', url: `/courseEnrollement/enroll/${course}` });
    await injectAs(ctx.app, student, { method: 'POST', url: '/test/add', payload: { courseId: course, answers: [0, 1, 4] } });
    const [{ code, issuedAt }] = (await injectAs(ctx.app, student, { url: '/certificates' })).json() as { code: string; issuedAt: string }[];

    // LinkedIn fetching the link a graduate shared.
    const res = await page(`/dogrula/${code}`, null, { accept: '*/*', 'user-agent': 'LinkedInBot/1.0' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(titleOf(html)).toBe('Sertifika Doğrulama | Beceri');
    const date = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeZone: 'Europe/Istanbul' }).format(new Date(issuedAt));
    expect(meta(html, 'og:description')).toBe(`Gülşen Öztürk, “Ağ Temelleri” kursunu başarıyla tamamladı (${date}).`);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('hreflang');
    const ld = jsonLdOf(html);
    expectValid(ld);
    expect(ld).toMatchObject({
      '@type': 'EducationalOccupationalCredential', name: 'Ağ Temelleri', credentialCategory: 'certificate', dateCreated: issuedAt,
      recognizedBy: { '@type': 'Organization', name: ctx.app.config.orgName }, url: `${PUBLIC_URL}/dogrula/${code}`,
    });
    expect(JSON.stringify(ld)).not.toContain('Gülşen');
    // The check is preloaded for the screen, never cached: a deleted account's certificate stops verifying at once.
    expect(bootOf(html).queries).toEqual([{ key: ['certificates', 'verify', code], data: { valid: true, name: 'Gülşen', surname: 'Öztürk', courseTitle: 'Ağ Temelleri', issuedAt } }]);
    // An unknown code is the not-found page; the sitemap never lists a certificate.
    expect((await page('/dogrula/AAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/sitemap.xml' })).body).not.toContain('/dogrula');
  });

  it('leaves the API documentation to its viewer: a browser opening /api/docs gets Swagger UI, not the web app', async () => {
    const res = await page('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-ui');
    expect(res.body).not.toContain('id="boot"');
  });

  it('answers `curl` and crawlers that accept anything with the page of a shared link, and API clients as before', async () => {
    const id = await addJob('Sistem Yöneticisi');
    for (const accept of ['*/*', undefined]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/jobinfopage/${id}`, headers: accept ? { accept } : {} });
      expect(res.statusCode, String(accept)).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(titleOf(res.body)).toBe('Sistem Yöneticisi | Beceri');
      expect(jsonLdOf(res.body)['@type']).toBe('JobPosting');
    }
    // The same address asked for as JSON is no API route: none of the shared pages shadows one.
    const concrete = (path: string) => path.replace(/:[a-zA-Z]+/, id);
    for (const path of SHARED_PAGES) {
      if (path === '/') continue;
      const res = await ctx.app.inject({ method: 'GET', url: concrete(path), headers: { accept: 'application/json' } });
      expect(res.statusCode, path).toBe(404);
      expect(res.json(), path).toMatchObject({ code: 'NOT_FOUND' });
    }
    // The API keeps answering `*/*` with JSON.
    const api = await ctx.app.inject({ method: 'GET', url: `/job/getJob/${id}`, headers: { accept: '*/*' } });
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    const about = await ctx.app.inject({ method: 'GET', url: '/aboutus', headers: { accept: '*/*' } });
    expect(about.headers['content-type']).toMatch(/^application\/json/);
  });
});
