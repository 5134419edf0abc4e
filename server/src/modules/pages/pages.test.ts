import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCourse } from '../../../test/course-fixtures.ts';
import { loadTemplate, SHARED_PAGES } from './index.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  takeExam,
  multipart,
  samples,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';

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
  for (const f of ['index-A.js', 'react-B.js', 'jobs-D.js', 'grid-E.js', 'en-F.js', 'tr-G.js'])
    fs.writeFileSync(path.join(dir, 'assets', f), '');
  const manifest = {
    'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_react-B.js'], css: ['assets/index-C.css'] },
    '_react-B.js': { file: 'assets/react-B.js' },
    '_grid-E.js': { file: 'assets/grid-E.js', imports: ['_react-B.js'] },
    'src/app/routes/jobs.tsx': {
      file: 'assets/jobs-D.js',
      isDynamicEntry: true,
      imports: ['_react-B.js', '_grid-E.js'],
    },
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
  return JSON.parse(m![1]) as {
    lang: string;
    session: { id: string; name: string } | null;
    config: { orgName: string };
    queries: { key: unknown[]; data: unknown }[];
  };
}
const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];
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
  it("writes the language, title, description, share tags, canonical link and the screen's preloads", async () => {
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
    // docs/product.md: the alternates name both languages and x-default; the bare address is the x-default one and
    // names itself, an address with its language names that one (below, and for English).
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/jobs">`);
    expect((await page('/jobs?lang=tr')).body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/jobs?lang=tr">`);
    expect(html).toContain(`<link rel="alternate" hreflang="tr" href="${PUBLIC_URL}/jobs?lang=tr">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${PUBLIC_URL}/jobs?lang=en">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/jobs">`);
    // Feed readers find the feeds from the page.
    expect(html).toContain(
      '<link rel="alternate" type="application/atom+xml" title="İş İmkanları | Beceri" href="/jobs.atom">',
    );
    expect(html).not.toContain('noindex');
    // The route's chunk, its own imports and the Turkish texts; what the entry already preloads only once. This build
    // has no server renderer (the screen is not in the page), so the scripts load from the head as Vite writes them.
    for (const file of ['jobs-D.js', 'grid-E.js', 'tr-G.js'])
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-A.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react-B.js">');
    expect(html).not.toContain('en-F.js');
    expect(html.match(/react-B\.js/g)).toHaveLength(1);
    // The first paint waits until the screen is parsed, so it never shows the header alone.
    expect(html).toContain('<link rel="expect" href="#main" blocking="render">');
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
    expect(titleOf((await page('/jobs', null, { 'accept-language': 'en-GB,en;q=0.9,tr;q=0.5' })).body)).toBe(
      'Jobs | Beceri',
    );
    expect(titleOf((await page('/jobs', null, { 'accept-language': 'de-DE,de;q=0.9' })).body)).toBe(
      'İş İmkanları | Beceri',
    );
    expect(titleOf((await page('/jobs?lang=tr', null, { cookie: 'lang=en' })).body)).toBe('İş İmkanları | Beceri');
    expect(titleOf((await page('/jobs', null, { cookie: 'lang=en', 'accept-language': 'tr' })).body)).toBe(
      'Jobs | Beceri',
    );
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
      {
        key: ['jobs', 'list', false],
        data: { pages: [{ items: list.json(), total: Number(list.headers['x-total-count']) }], pageParams: [1] },
      },
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
    expect(
      bootOf((await page('/jobs', null, { cookie: `${ctx.app.sessions.cookieName}=${'x'.repeat(43)}` })).body).session,
    ).toBeNull();
  });

  it("writes a job's own title and description, escaped, and keeps its boot data inside its element", async () => {
    // A job title is at most 10 characters (docs/product.md); the description carries the longer attempt.
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
    expect(boot.queries).toEqual([
      { key: ['jobs', 'one', id], data: (await ctx.app.inject({ url: `/job/getJob/${id}` })).json() },
    ]);
    expect((boot.queries[0].data as { title: string }).title).toBe(title);
    expect((boot.queries[0].data as { description: string }).description).toContain('<script>alert(1)</script>');
  });

  it('answers a path no route has, or an item that does not exist, with the not-found page and 404', async () => {
    for (const url of [
      '/nowhere',
      '/jobinfopage/00000000-0000-4000-8000-000000000000',
      '/jobinfopage/not-an-id',
      '/admin/nowhere',
    ]) {
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

describe("a rendered page's scripts", () => {
  it('are started by one inline loader, after the first paint, and the CSP allows that script by its hash', async () => {
    const template = loadTemplate(webDist)!;
    const tags = template.scripts(['/assets/jobs-D.js'], true);
    const loader = /^<script data-scripts="([^"]*)">([\s\S]*)<\/script>$/.exec(tags);
    expect(loader, tags).not.toBeNull();
    // The entry first (the loader makes it the module script), then its preload and the screen's chunk.
    expect(loader![1]).toBe('/assets/index-A.js /assets/react-B.js /assets/jobs-D.js');
    expect(tags).not.toContain('<link');
    const hash = `'sha256-${createHash('sha256').update(loader![2]).digest('base64')}'`;
    const csp = String((await page('/jobs')).headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`script-src 'self' ${hash.replace(/[+/]/g, '\\$&')}(;|$)`));
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
  const fast = (url: string, headers: Record<string, string> = {}) =>
    fetch(fastBase + url, { headers: { accept: 'text/html', ...headers } });

  it("serves a visitor's page again before Fastify, per language, until a write changes its data", async () => {
    await page('/courses');
    const hit = await fast('/courses');
    expect(hit.status).toBe(200);
    expect(await hit.text()).toContain('<title>Dersler | Beceri</title>');
    expect((await fast('/courses?lang=en')).status).toBe(599);
    await page('/courses?lang=en');
    expect(await (await fast('/courses?lang=en')).text()).toContain('<title>Courses | Beceri</title>');
    // The bare address in English (by the cookie) is the x-default page: an entry of its own (its canonical differs).
    expect((await fast('/courses', { cookie: 'lang=en' })).status).toBe(599);
    await page('/courses', null, { cookie: 'lang=en' });
    expect(await (await fast('/courses', { cookie: 'lang=en' })).text()).toContain('<title>Courses | Beceri</title>');
    // Another page of the list is another entry; a person's cookie goes to Fastify.
    expect((await fast('/courses?page=2')).status).toBe(599);
    expect((await fast('/courses', { cookie: student.cookie })).status).toBe(599);

    await page('/jobs');
    expect((await fast('/jobs')).status).toBe(200);
    await addJob('Bulutçu');
    expect((await fast('/jobs')).status).toBe(599);
    expect(bootOf((await page('/jobs')).body).queries[0].data).toMatchObject({
      pages: [{ items: expect.arrayContaining([expect.objectContaining({ title: 'Bulutçu' })]) }],
    });
    // A new job leaves the news page cached.
    await page('/haberler');
    await addJob('Ağ Uzmanı');
    expect((await fast('/haberler')).status).toBe(200);
  });

  it("never keeps a person's page, nor a 404", async () => {
    await page('/kvkk', student);
    expect((await fast('/kvkk')).status).toBe(599);
    await page('/nowhere');
    expect((await fast('/nowhere')).status).toBe(599);
  });

  it('sends a compressed copy to browsers that accept one', async () => {
    await page('/haberler');
    const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get(`${fastBase}/haberler`, { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } }, resolve)
        .on('error', reject),
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
    const unused = [...classes].filter(
      (c) => !new RegExp(`[\\s"'\`]${c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s"'\`]`).test(sources),
    );
    expect(unused).toEqual([]);
  });
});

describe('filtered lists', () => {
  it('preloads the filtered first page of /jobs and /courses under its own key, never the unfiltered one', async () => {
    const res = await injectAs(ctx.app, company, {
      method: 'POST',
      url: '/job/add',
      payload: { title: 'Sakarya Teknisyeni', description: 'Saha işi', city: 'Sakarya', type: 'partTime' },
    });
    expect(res.statusCode).toBe(201);
    await addJob('Kocaeli Analisti');
    const boot = bootOf((await page('/jobs?city=Sakarya&type=partTime&q=teknisyen')).body);
    const filtered = await ctx.app.inject({ url: '/job/all?page=1&limit=24&q=teknisyen&city=Sakarya&type=partTime' });
    expect(boot.queries).toEqual([
      {
        key: ['jobs', 'list', false, { q: 'teknisyen', city: 'Sakarya', type: 'partTime' }],
        data: {
          pages: [{ items: filtered.json(), total: Number(filtered.headers['x-total-count']) }],
          pageParams: [1],
        },
      },
    ]);
    expect(JSON.stringify(boot.queries)).toContain('Sakarya Teknisyeni');
    expect(JSON.stringify(boot.queries)).not.toContain('Kocaeli Analisti');
    // A filter the list does not know is left out, as the screen leaves it out.
    expect(bootOf((await page('/jobs?city=Gotham')).body).queries[0].key).toEqual(['jobs', 'list', false]);
    expect(bootOf((await page('/courses?category=IoT', student)).body).queries[0].key).toEqual([
      'courses',
      'list',
      true,
      { category: 'IoT' },
    ]);
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
    allowed: [
      'title',
      'description',
      'datePosted',
      'validThrough',
      'employmentType',
      'hiringOrganization',
      'jobLocation',
      'identifier',
      'url',
      'baseSalary',
      'directApply',
    ],
    required: ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'],
  },
  Course: {
    allowed: [
      'name',
      'description',
      'provider',
      'about',
      'inLanguage',
      'isAccessibleForFree',
      'offers',
      'hasCourseInstance',
      'url',
      'educationalCredentialAwarded',
    ],
    required: ['name', 'description', 'provider'],
  },
  NewsArticle: {
    allowed: ['headline', 'datePublished', 'dateModified', 'author', 'publisher', 'image', 'mainEntityOfPage', 'url'],
    required: ['headline', 'datePublished', 'author'],
  },
  // No search engine lists credentials; what an employer reading it needs: what, what kind, who recognises it.
  EducationalOccupationalCredential: {
    allowed: [
      'name',
      'description',
      'credentialCategory',
      'dateCreated',
      'recognizedBy',
      'educationalLevel',
      'competencyRequired',
      'validFor',
      'url',
    ],
    required: ['name', 'credentialCategory', 'recognizedBy'],
  },
};

function expectValid(ld: Record<string, unknown> & { '@type': string }) {
  expect(ld['@context']).toBe('https://schema.org');
  const rules = vocabulary[ld['@type']];
  expect(rules, ld['@type']).toBeDefined();
  const props = Object.keys(ld).filter((k) => !k.startsWith('@'));
  expect(
    props.filter((p) => !rules.allowed.includes(p)),
    `properties schema.org does not define for ${ld['@type']}`,
  ).toEqual([]);
  for (const p of rules.required) expect(ld[p], `${ld['@type']}.${p}`).toBeTruthy();
}

describe('structured data and link previews', () => {
  it('a job page fetched like a crawler (no JavaScript) has its title, company, Open Graph and Twitter tags and a JobPosting of its data', async () => {
    const res = await injectAs(ctx.app, company, {
      method: 'POST',
      url: '/job/add',
      payload: {
        title: 'Kıdemli Ağ Uzmanı',
        description: 'Kampüs ağını kuracak, izleyecek ve belgeleyecek uzman.',
        city: 'Kocaeli',
        type: 'internship',
        deadline: '2099-06-30',
      },
    });
    const id = (res.json() as { id: string }).id;
    // What WhatsApp or LinkedIn send: no cookie, an Accept that is not only HTML, no JavaScript run.
    const html = (
      await page(`/jobinfopage/${id}`, null, { accept: 'text/html,*/*;q=0.8', 'user-agent': 'WhatsApp/2.24' })
    ).body;
    expect(titleOf(html)).toBe('Kıdemli Ağ Uzmanı | Beceri');
    expect(meta(html, 'og:title')).toBe('Kıdemli Ağ Uzmanı');
    expect(meta(html, 'og:description')).toBe(
      'Körfez Yazılım · Kocaeli · Staj — Kampüs ağını kuracak, izleyecek ve belgeleyecek uzman.',
    );
    // Every public page has a picture of its own now (docs/product.md): the large card.
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
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
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressRegion: 'Kocaeli', addressCountry: 'TR' },
      },
      url: `${PUBLIC_URL}/jobinfopage/${id}`,
    });
    // The English page describes the same job in English words where they are ours.
    expect(meta((await page(`/jobinfopage/${id}?lang=en`)).body, 'og:description')).toMatch(
      /^Körfez Yazılım · Kocaeli · Internship — /,
    );
  });

  it('a course page has a Course of the programme, a news page a NewsArticle with its pictures', async () => {
    const teacher = await createUser(ctx.app, 'teacher');
    const course = await addCourse(ctx.app, teacher, {
      title: 'Siber Güvenliğe Giriş',
      description: 'Parolalar, ağlar ve saldırılar',
      category: 'Siber Güvenlik',
    });
    const courseLd = jsonLdOf((await page(`/courseInfoPage/${course}`)).body);
    expectValid(courseLd);
    expect(courseLd).toMatchObject({
      '@type': 'Course',
      name: 'Siber Güvenliğe Giriş',
      description: 'Parolalar, ağlar ve saldırılar',
      about: 'Siber Güvenlik',
      provider: { '@type': 'Organization', name: ctx.app.config.orgName, url: `${PUBLIC_URL}/` },
    });

    const admin = await createUser(ctx.app, 'admin');
    const posted = await injectAs(ctx.app, admin, {
      method: 'POST',
      url: '/blog/add',
      ...multipart({ title: 'Yeni laboratuvar', description: 'Yirmi kişilik', details: 'Ayrıntı' }, [
        { field: 'images', filename: 'a.png', contentType: 'image/png', data: samples.png },
      ]),
    });
    const postId = (posted.json() as { id: string }).id;
    const post = (await ctx.app.inject({ url: `/blog/get/${postId}` })).json() as {
      images: string[];
      createdAt: string;
    };
    const html = (await page(`/haberler/details/${postId}`)).body;
    const ld = jsonLdOf(html);
    expectValid(ld);
    expect(ld).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Yeni laboratuvar',
      datePublished: post.createdAt,
      image: [`${PUBLIC_URL}${post.images[0]}`],
    });
    // The preview's picture is made for the page (robots.txt closes /files/ to previewers); the article keeps its own.
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/og/tr/news/${postId}\\.png\\?v=`));
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    // Lists carry an ItemList of their items; other screens none.
    expect(jsonLdOf((await page('/jobs')).body)['@type']).toBe('ItemList');
    expect((await page('/contactus')).body).not.toContain('application/ld+json');
  });

  it("a certificate's check has its holder and course in the preview, a credential, and is kept out of search engines", async () => {
    const teacher = await createUser(ctx.app, 'teacher');
    const student = await createUser(ctx.app, 'student', { name: 'Gülşen', surname: 'Öztürk' });
    const course = await addCourse(ctx.app, teacher, { title: 'Ağ Temelleri' });
    await injectAs(ctx.app, student, { method: 'POST', url: `/courseEnrollement/enroll/${course}` });
    await takeExam(ctx.app, student, course, [0, 1, 4]);
    const [{ code, issuedAt }] = (await injectAs(ctx.app, student, { url: '/certificates' })).json() as {
      code: string;
      issuedAt: string;
    }[];

    // LinkedIn fetching the link a graduate shared.
    const res = await page(`/dogrula/${code}`, null, { accept: '*/*', 'user-agent': 'LinkedInBot/1.0' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(titleOf(html)).toBe('Sertifika Doğrulama | Beceri');
    const date = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeZone: 'Europe/Istanbul' }).format(
      new Date(issuedAt),
    );
    expect(meta(html, 'og:description')).toBe(`Gülşen Öztürk, “Ağ Temelleri” kursunu başarıyla tamamladı (${date}).`);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('hreflang');
    const ld = jsonLdOf(html);
    expectValid(ld);
    expect(ld).toMatchObject({
      '@type': 'EducationalOccupationalCredential',
      name: 'Ağ Temelleri',
      credentialCategory: 'certificate',
      dateCreated: issuedAt,
      recognizedBy: { '@type': 'Organization', name: ctx.app.config.orgName },
      url: `${PUBLIC_URL}/dogrula/${code}`,
    });
    expect(JSON.stringify(ld)).not.toContain('Gülşen');
    // The check is preloaded for the screen, never cached: a deleted account's certificate stops verifying at once.
    expect(bootOf(html).queries).toEqual([
      {
        key: ['certificates', 'verify', code],
        data: { valid: true, name: 'Gülşen', surname: 'Öztürk', courseTitle: 'Ağ Temelleri', issuedAt, hours: null },
      },
    ]);
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

/** A PNG's size, from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('link previews, crawlers and partners (docs/product.md)', () => {
  it('gives every public page a picture of its own, a 1200×630 PNG that robots.txt lets previewers fetch', async () => {
    const id = await addJob('Ağ Güvenliği Uzmanı');
    const robots = (await ctx.app.inject({ method: 'GET', url: '/robots.txt' })).body;
    for (const url of [
      '/',
      '/jobs',
      '/courses',
      '/haberler',
      '/aboutus',
      '/contactus',
      '/kvkk',
      `/jobinfopage/${id}`,
    ]) {
      const html = (await page(url)).body;
      const image = meta(html, 'og:image');
      expect(image, url).toMatch(new RegExp(`^${PUBLIC_URL}/og/tr/[^?]+\\.png\\?v=[\\w-]+$`));
      expect(meta(html, 'twitter:card'), url).toBe('summary_large_image');
      const path = new URL(image!).pathname;
      for (const rule of robots.split('\n').filter((l) => l.startsWith('Disallow: ')))
        expect(path.startsWith(rule.slice('Disallow: '.length)), `${path} under ${rule}`).toBe(false);
    }
    const jobImage = new URL(meta((await page(`/jobinfopage/${id}`)).body, 'og:image')!);
    expect(jobImage.pathname).toBe(`/og/tr/job/${id}.png`);
    const res = await ctx.app.inject({ method: 'GET', url: jobImage.pathname + jobImage.search });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    // The same picture again is a 304 for a client that holds it.
    const again = await ctx.app.inject({
      method: 'GET',
      url: jobImage.pathname,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // A new title is a new version: previewers' caches see a new address.
    await injectAs(ctx.app, company, {
      method: 'PUT',
      url: `/job/edit/${id}`,
      payload: { title: 'Kıdemli Ağ Güvenliği Uzmanı', description: 'Web uygulamaları geliştirecek ekip arkadaşı' },
    });
    const renamed = new URL(meta((await page(`/jobinfopage/${id}`)).body, 'og:image')!);
    expect(renamed.search).not.toBe(jobImage.search);
    // English pages have English pictures; an unknown job has none.
    expect(meta((await page('/jobs?lang=en')).body, 'og:image')).toContain('/og/en/jobs.png');
    expect((await ctx.app.inject({ method: 'GET', url: `/og/tr/job/${crypto.randomUUID()}.png` })).statusCode).toBe(
      404,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/og/tr/StudentProfile.png' })).statusCode).toBe(404);
  });

  it('answers ETag and 304 on pages, public lists, feeds and the sitemap, and a new version after a write', async () => {
    await addJob('Veri Tabanı Yöneticisi');
    for (const url of ['/job/all', '/course/all', '/blog/all', '/jobs.atom', '/haberler.atom', '/sitemap.xml']) {
      const first = await ctx.app.inject({ method: 'GET', url });
      expect(first.statusCode, url).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^W\/"[\w-]+"$/);
      // Asked twice (the second from the cache), then with the validator.
      expect((await ctx.app.inject({ method: 'GET', url })).headers.etag, url).toBe(etag);
      const cached = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(cached.statusCode, url).toBe(304);
      expect(cached.body, url).toBe('');
    }
    const jobs = await page('/jobs');
    const etag = jobs.headers.etag as string;
    expect((await page('/jobs', null, { 'if-none-match': etag })).statusCode).toBe(304);
    await addJob('Siber Güvenlik Analisti');
    const changed = await page('/jobs', null, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Siber Güvenlik Analisti');
    const list = await ctx.app.inject({ method: 'GET', url: '/job/all', headers: { 'if-none-match': etag } });
    expect(list.statusCode).toBe(200);
  });

  it('lets any site read the public lists, items and feeds (CORS without credentials), and nothing else', async () => {
    const id = await addJob('Donanım Teknisyeni');
    for (const url of ['/job/all', `/job/getJob/${id}`, '/course/all', '/blog/all', '/jobs.atom', '/haberler.atom']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { origin: 'https://partner.example' } });
      expect(res.headers['access-control-allow-origin'], url).toBe('*');
      expect(res.headers['access-control-allow-credentials'], url).toBeUndefined();
      expect(String(res.headers['access-control-expose-headers']), url).toContain('X-Total-Count');
      const preflight = await ctx.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: 'https://partner.example', 'access-control-request-method': 'GET' },
      });
      expect(preflight.statusCode, url).toBe(204);
      expect(preflight.headers['access-control-allow-origin'], url).toBe('*');
      expect(preflight.headers['access-control-allow-methods'], url).toBe('GET, HEAD');
    }
    for (const [method, url] of [
      ['GET', '/job/get'],
      ['GET', '/aboutus'],
      ['OPTIONS', '/auth/login'],
      ['OPTIONS', '/job/add'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: { origin: 'https://partner.example' } });
      expect(res.headers['access-control-allow-origin'], `${method} ${url}`).toBeUndefined();
    }
  });

  it('keeps a list page per validated query: ?page=N starts there, links to its neighbours, and carries an ItemList', async () => {
    for (let i = 0; i < 25; i += 1) await addJob(`Sayfa İlanı ${i}`);
    const second = await page('/jobs?page=2&utm_source=mail');
    const boot = bootOf(second.body);
    const list = boot.queries[0] as { key: unknown[]; data: { pageParams: number[] } };
    expect(list.key).toEqual(['jobs', 'list', false, { page: 2 }]);
    expect(list.data.pageParams).toEqual([2]);
    expect(second.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/jobs?page=2">`);
    expect(second.body).toContain(`<link rel="alternate" hreflang="tr" href="${PUBLIC_URL}/jobs?page=2&amp;lang=tr">`);
    const ld = jsonLdOf(second.body) as { '@type': string; itemListElement: { position: number; url: string }[] };
    expect(ld['@type']).toBe('ItemList');
    expect(ld.itemListElement[0].position).toBe(25);
    expect(ld.itemListElement[0].url).toMatch(new RegExp(`^${PUBLIC_URL}/jobinfopage/`));
    // A filter spelt differently is the same page; a free-text search is never kept.
    expect(bootOf((await page('/jobs?city=kocaeli')).body).queries[0].key).toEqual([
      'jobs',
      'list',
      false,
      { city: 'Kocaeli' },
    ]);
    const searched = await page('/jobs?q=Sayfa');
    expect(searched.statusCode).toBe(200);
    expect(ctx.app.readCache.get(`page\n/jobs\nq=Sayfa\ntr*`)).toBeUndefined();
    // On PostgreSQL the notices of the 25 writes arrive a moment later and may drop it meanwhile: ask until it is kept.
    await expect
      .poll(async () => {
        await page('/jobs?page=2');
        return ctx.app.readCache.get(`page\n/jobs\npage=2\ntr*`);
      })
      .toBeDefined();
  });

  it("describes a job as search engines' job listings read it: applied to here, where, and until when", async () => {
    const res = await injectAs(ctx.app, company, {
      method: 'POST',
      url: '/job/add',
      payload: {
        title: 'Saha Teknisyeni',
        description: 'Kurulum',
        city: 'Sakarya',
        type: 'partTime',
        deadline: '2099-03-01',
      },
    });
    const ld = jsonLdOf((await page(`/jobinfopage/${(res.json() as { id: string }).id}`)).body);
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      directApply: true,
      validThrough: '2099-03-01T23:59:59+03:00',
      jobLocation: { address: { addressLocality: 'Sakarya', addressRegion: 'Sakarya', addressCountry: 'TR' } },
    });
  });

  it('answers /aboutus with the page to a document navigation and with JSON to a fetch, never mixed up by a cache', async () => {
    const navigation = await ctx.app.inject({
      method: 'GET',
      url: '/aboutus',
      headers: { accept: '*/*', 'sec-fetch-dest': 'document' },
    });
    expect(navigation.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(navigation.headers.vary)).toMatch(/\baccept\b/);
    const json = await ctx.app.inject({ method: 'GET', url: '/aboutus', headers: { accept: 'application/json' } });
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(String(json.headers.vary)).toMatch(/\baccept\b/);
  });
});

describe('editorial text in both languages (docs/product.md)', () => {
  it("returns a news post's English texts beside the Turkish ones; English pages, previews and feeds choose them", async () => {
    const admin = await createUser(ctx.app, 'admin');
    const posted = await injectAs(ctx.app, admin, {
      method: 'POST',
      url: '/blog/add',
      ...multipart(
        {
          title: 'Mezuniyet töreni',
          description: 'Kırk katılımcı belgesini aldı',
          details: 'Ayrıntı',
          titleEn: 'Graduation ceremony',
          descriptionEn: 'Forty participants received their certificates',
        },
        [],
      ),
    });
    expect(posted.statusCode).toBe(201);
    const id = (posted.json() as { id: string }).id;
    const post = (await ctx.app.inject({ url: `/blog/get/${id}` })).json() as Record<string, string>;
    expect(post).toMatchObject({ title: 'Mezuniyet töreni', titleEn: 'Graduation ceremony', detailsEn: '' });
    const card = ((await ctx.app.inject({ url: '/blog/all' })).json() as Record<string, string>[]).find(
      (p) => p.id === id,
    );
    expect(card).toMatchObject({ descriptionEn: 'Forty participants received their certificates' });

    const en = (await page(`/haberler/details/${id}?lang=en`)).body;
    expect(titleOf(en)).toBe('Graduation ceremony | Beceri');
    expect(meta(en, 'og:description')).toBe('Forty participants received their certificates');
    expect(titleOf((await page(`/haberler/details/${id}`)).body)).toBe('Mezuniyet töreni | Beceri');
    const feed = (await ctx.app.inject({ url: '/haberler.atom?lang=en' })).body;
    expect(feed).toContain('<title>Graduation ceremony</title>');
    expect((await ctx.app.inject({ url: '/haberler.atom' })).body).toContain('<title>Mezuniyet töreni</title>');
  });

  it('saves the about page in both languages with its pictures described, and keeps what English lacks empty', async () => {
    const admin = await createUser(ctx.app, 'admin');
    const cards = JSON.stringify([
      { id: 1, text: 'Laboratuvar', textEn: 'Laboratory' },
      { id: 2, text: 'Staj' },
    ]);
    const res = await injectAs(ctx.app, admin, {
      method: 'POST',
      url: '/aboutus/edit/1',
      ...multipart({ mainText: 'Proje metni', mainTextEn: 'Project text', mainImageAltEn: 'The lab', cards }, []),
    });
    expect(res.statusCode).toBe(200);
    const about = (await ctx.app.inject({ url: '/aboutus', headers: { accept: 'application/json' } })).json();
    expect(about).toMatchObject({
      mainText: 'Proje metni',
      mainTextEn: 'Project text',
      mainImageAlt: '',
      mainImageAltEn: 'The lab',
      cards: [
        { id: 1, text: 'Laboratuvar', textEn: 'Laboratory' },
        { id: 2, text: 'Staj', textEn: '' },
      ],
    });
  });

  it('answers an enrol page of an unknown course with 404, and keeps every enrol page out of search engines', async () => {
    const teacher = await createUser(ctx.app, 'teacher');
    const course = await addCourse(ctx.app, teacher, { title: 'Ağ Temelleri' });
    const known = await page(`/courseEnroll/${course}`);
    expect(known.statusCode).toBe(200);
    expect(known.body).toContain('<meta name="robots" content="noindex">');
    const unknown = await page(`/courseEnroll/${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<meta name="robots" content="noindex">');
  });
});
