import type { FastifyInstance } from 'fastify';
import { label, messageKey, translate, type CertificateVerification, type JobView, type SessionUser } from '@beceri/domain';
import type { Lang } from '@beceri/domain/i18n';
import { BOOT_ELEMENT_ID, type BootData } from '@beceri/domain/page-boot';
import { documentTitle, notFoundPage, pageDescription, pageQueries, pageTitle, type PageMatch, type PageQuery } from '@beceri/domain/pages';
import type { Topic } from '../../lib/cache.ts';
import { longDate } from '../../lib/dates.ts';
import { escapeHtml, summary } from '../../lib/html.ts';
import { structuredData } from './structured-data.ts';
import type { PageTemplate } from './template.ts';

/** What a navigation asks for, as far as the page depends on it. */
export interface PageRequest {
  pathname: string;
  /** The query string without '?': the lists of /jobs and /courses read their filters from it. */
  search?: string;
  match: PageMatch;
  lang: Lang;
  user: SessionUser | null;
  /** The caller's Cookie header, handed to the API reads so that a person's page holds what they would read. */
  cookie: string | undefined;
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
  /** The topics the page's data is read from; null when it cannot be cached (data no trigger announces). */
  topics: readonly Topic[] | null;
}

/** The tables each kind of first data is read from: a change of one drops the cached pages that show it. */
const dataTopics: Record<NonNullable<PageMatch['page']['data']>, readonly Topic[] | null> = {
  jobs: ['jobs', 'people'],
  job: ['jobs', 'people'],
  courses: ['courses', 'people'],
  course: ['courses', 'people'],
  news: ['blogs'],
  newsPost: ['blogs'],
  // The about page has no change notice (no trigger on about_us): read on every visit.
  about: null,
  // Certificates have none either, and a holder's name can change: checked on every visit.
  certificate: null,
};

const ogLocale: Record<Lang, string> = { tr: 'tr_TR', en: 'en_US' };
const shellTexts: Record<Lang, { home: string }> = { tr: { home: 'Beceri ana sayfa' }, en: { home: 'Beceri home page' } };

/** JSON safe inside `<script type="application/json">`: nothing in it can close the element or start a comment. */
export const bootJson = (data: BootData) => safeJson(data);

/** JSON that no `</script>`, `<!--` or line separator inside it can break out of a script element. */
function safeJson(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

interface ReadResult {
  query: PageQuery;
  status: number;
  data?: unknown;
}

/** Reads one query's data through the app's own route, with the caller's cookie: the same answer, checks and cache. */
async function read(app: FastifyInstance, query: PageQuery, req: PageRequest): Promise<ReadResult> {
  const res = await app.inject({
    method: 'GET',
    url: query.path,
    headers: { accept: 'application/json', 'accept-language': req.lang, ...(req.cookie ? { cookie: req.cookie } : {}) },
  });
  if (res.statusCode !== 200) return { query, status: res.statusCode };
  const body: unknown = res.json();
  if (query.kind === 'item') return { query, status: 200, data: body };
  const items = Array.isArray(body) ? body : [];
  const total = Number(res.headers['x-total-count'] ?? items.length);
  // TanStack Query's infinite data, as `pagedListQuery` holds its first page.
  return { query, status: 200, data: { pages: [{ items, total }], pageParams: [1] } };
}

async function readConfig(app: FastifyInstance): Promise<unknown> {
  const res = await app.inject({ method: 'GET', url: '/config/public', headers: { accept: 'application/json' } });
  return res.statusCode === 200 ? res.json() : null;
}

/** The page for one navigation: head tags, preloads, a first paint of the layout, and the boot data. */
export async function renderPage(app: FastifyInstance, template: PageTemplate, req: PageRequest): Promise<RenderedPage> {
  const { match, lang } = req;
  const queries = pageQueries(match, Boolean(req.user), req.search);
  const [config, ...reads] = await Promise.all([readConfig(app), ...queries.map((q) => read(app, q, req))]);
  const item = match.page.data && reads[0]?.query.kind === 'item' ? reads[0] : undefined;
  const missing = !match.found || (item !== undefined && (item.status === 404 || item.status === 400));
  const itemData = item?.status === 200 ? (item.data as { title?: unknown; description?: unknown; images?: unknown }) : undefined;
  const itemTitle = typeof itemData?.title === 'string' ? itemData.title : undefined;
  const itemDescription = typeof itemData?.description === 'string' ? summary(itemData.description) : undefined;
  // A shared job link says who hires, where and how before the text (issue 19): what a preview shows first.
  const jobFacts = match.page.data === 'job' && itemData ? jobFactsOf(itemData as Partial<JobView>, lang) : '';
  // A certificate's link says whose it is and for what, as its page does.
  const certificateFacts = match.page.data === 'certificate' && itemData ? certificateFactsOf(itemData as CertificateVerification, lang) : '';

  const shown = missing ? notFoundPage : match.page;
  const title = missing ? documentTitle(shown.title[lang]) : pageTitle(match, lang, itemTitle);
  const description = [jobFacts || certificateFacts, itemDescription].filter(Boolean).join(' — ') || pageDescription(shown, lang);
  const base = app.config.publicUrl;
  const canonical = `${base}${req.pathname}${lang === 'en' ? '?lang=en' : ''}`;
  const indexable = !missing && !match.page.private && !match.page.noindex;
  const images = Array.isArray(itemData?.images) ? itemData.images.filter((i): i is string => typeof i === 'string') : [];
  const shareTitle = itemTitle ?? shown.title[lang];
  const jsonLd = missing ? null : structuredData(match.page.data, itemData, { base, orgName: app.config.orgName }, canonical);

  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    indexable ? '' : '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    indexable ? `<link rel="alternate" hreflang="tr" href="${escapeHtml(`${base}${req.pathname}?lang=tr`)}">` : '',
    indexable ? `<link rel="alternate" hreflang="en" href="${escapeHtml(`${base}${req.pathname}?lang=en`)}">` : '',
    `<meta property="og:type" content="${match.page.data === 'newsPost' && !missing ? 'article' : 'website'}">`,
    '<meta property="og:site_name" content="Beceri">',
    `<meta property="og:title" content="${escapeHtml(shareTitle)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:locale" content="${ogLocale[lang]}">`,
    images.length ? `<meta property="og:image" content="${escapeHtml(`${base}${images[0]}`)}">` : '',
    `<meta name="twitter:card" content="${images.length ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(shareTitle)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
    jsonLd ? `<script type="application/ld+json">${safeJson(jsonLd)}</script>` : '',
  ];
  const preloads = template
    .chunksOf(screenSources(match, lang))
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);

  const boot: BootData = {
    lang,
    session: req.user,
    config,
    queries: reads.filter((r) => r.status === 200).map((r) => ({ key: r.query.key, data: r.data })),
  };
  const html = [
    template.beforeLang,
    lang,
    template.headStart,
    '\n    ',
    head.filter(Boolean).join('\n    '),
    template.headEnd,
    preloads.join('\n    '),
    '\n  ',
    template.bodyStart,
    firstPaint(match, lang, missing),
    template.rootClose,
    `<script type="application/json" id="${BOOT_ELEMENT_ID}">${bootJson(boot)}</script>\n  `,
    template.docEnd,
  ].join('');

  const topics = match.page.data ? dataTopics[match.page.data] : [];
  return { status: missing ? 404 : 200, html, topics };
}

/** 'Körfez Yazılım · Kocaeli · Tam zamanlı' for a job's description. */
function jobFactsOf(job: Partial<JobView>, lang: Lang): string {
  const type = typeof job.type === 'string' ? label('jobType', job.type, lang) : '';
  return [job.companyName, job.city, type].filter((s): s is string => typeof s === 'string' && s !== '').join(' · ');
}

/** 'Şule Işık, “Python 101” kursunu başarıyla tamamladı (24 Kasım 2026).' for a valid certificate's page. */
function certificateFactsOf(result: CertificateVerification, lang: Lang): string {
  if (!result.valid) return translate('certificates.share.invalid', lang);
  const date = longDate(new Date(result.issuedAt), lang);
  const name = `${result.name} ${result.surname}`.trim();
  return translate(messageKey('certificates.share.valid', { name, course: result.courseTitle, date }), lang);
}

/** The source files of a route's screen in Vite's manifest, and the texts of the page's language only. */
function screenSources(match: PageMatch, lang: Lang): string[] {
  const sources = [`src/app/routes/${match.page.screen}.tsx`, `src/locales/${lang}/index.ts`];
  for (const ns of match.page.texts ?? []) sources.push(`src/locales/${lang}/${ns}.ts`);
  if (match.page.path.startsWith('/admin')) sources.push('src/app/layouts/admin-layout.tsx');
  return sources;
}

/** The Beceri mark and name; the name takes `textColor` (the header's white comes from its own class). */
export const logoSvg = (textColor = 'currentColor') =>
  '<svg class="h-9 w-auto" viewBox="0 0 132 36" role="img" aria-label="Beceri"><rect width="36" height="36" rx="8" fill="#f59e0b"/>' +
  '<path d="M11 8h9a5.5 5.5 0 0 1 1.8 10.7A6 6 0 0 1 20.5 30H11z" fill="#172554"/>' +
  '<path d="M15.5 12.5v4.2h4a2.1 2.1 0 0 0 0-4.2zm0 8.4v4.6h4.6a2.3 2.3 0 0 0 0-4.6z" fill="#f59e0b"/>' +
  `<text x="44" y="26" font-family="system-ui, sans-serif" font-size="22" font-weight="700" fill="${textColor}">Beceri</text></svg>`;

/**
 * The layout before the scripts run (the header bar and the main landmark): on a slow link the visitor sees
 * the page take shape instead of a blank screen. React replaces it on its first render; the classes are the
 * layout's own, so nothing moves. Only classes the web's stylesheet already has (Tailwind writes the classes
 * web/src uses): pages.test.ts finds each in web/src.
 */
export function firstPaint(match: PageMatch, lang: Lang, missing: boolean): string {
  // Where the screen has a heading, a quiet bar of its size holds its place (the screen's own words come with it).
  const heading = !missing && match.page.path !== '/' && !match.page.private;
  const placeholder = heading
    ? '<div class="mx-auto w-full max-w-[1440px] px-4 py-8 sm:px-6 lg:px-10" aria-hidden="true"><div class="mb-6 h-9 w-60 rounded-md bg-slate-200"></div></div>'
    : '';
  return (
    '<div class="flex min-h-dvh flex-col">' +
    '<header class="sticky top-0 z-40 bg-brand-800 text-white shadow-md"><div class="mx-auto flex h-16 w-full max-w-[1440px] items-center gap-2 px-3 sm:gap-4 sm:px-6 lg:px-10">' +
    '<span class="size-10 lg:hidden"></span>' +
    `<a href="/" class="shrink-0 rounded text-white" aria-label="${shellTexts[lang].home}">${logoSvg()}</a></div></header>` +
    `<main id="main" class="min-h-[calc(100dvh-4rem)] flex-1">${placeholder}</main></div>`
  );
}
