import type { FastifyInstance } from 'fastify';
import {
  label,
  LIST_PAGE_SIZE,
  messageKey,
  translate,
  type CertificateVerification,
  type JobView,
  type SessionUser,
} from '@beceri/domain';
import type { Lang } from '@beceri/domain/i18n';
import { BOOT_ELEMENT_ID, type BootData } from '@beceri/domain/page-boot';
import {
  canonicalQuery,
  documentTitle,
  matchPage,
  notFoundPage,
  pageDescription,
  pageQueries,
  pageTitle,
  renderedQuery,
  type PageMatch,
  type FirstScreenQuery,
} from '@beceri/domain/pages';
import type { Topic } from '../../lib/cache.ts';
import { longDate } from '../../lib/dates.ts';
import { escapeHtml, summary } from '../../lib/html.ts';
import { previewImagePath, previewTextOf } from './preview.ts';
import type { ScreenRenderer } from './screens.ts';
import { itemList, structuredData } from './structured-data.ts';
import type { PageTemplate } from './template.ts';

/** What a navigation asks for, as far as the page depends on it. */
export interface PageRequest {
  pathname: string;
  /** The query string without '?': the lists of /jobs and /courses read their filters from it. */
  search?: string;
  match: PageMatch;
  lang: Lang;
  /** The address names its language (`?lang=`); without it, it is the x-default address. */
  langInAddress?: boolean;
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
  // A job's page names its required and preferred courses by their titles (decision 062).
  job: ['jobs', 'people', 'courses'],
  courses: ['courses', 'people'],
  course: ['courses', 'people'],
  news: ['news'],
  newsPost: ['news'],
  // The about page has no change notice (no trigger on about_us): read on every visit.
  about: null,
  // Certificates have none either, and a holder's name can change: checked on every visit.
  certificate: null,
  // The open cohort's facts (decision 053).
  programme: ['programme'],
};

const ogLocale: Record<Lang, string> = { tr: 'tr_TR', en: 'en_US' };

/** The page of each item of a public list (its ItemList names them). */
const listItemPaths: Partial<Record<NonNullable<PageMatch['page']['data']>, (id: string) => string>> = {
  jobs: (id) => `/jobinfopage/${id}`,
  courses: (id) => `/courseInfoPage/${id}`,
  news: (id) => `/haberler/details/${id}`,
};
const shellTexts: Record<Lang, { home: string }> = {
  tr: { home: 'Beceri ana sayfa' },
  en: { home: 'Beceri home page' },
};

/** JSON safe inside `<script type="application/json">`: nothing in it can close the element or start a comment. */
export const bootJson = (data: BootData) => safeJson(data);

/** JSON that no `</script>`, `<!--` or line separator inside it can break out of a script element. */
function safeJson(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

interface ReadResult {
  query: FirstScreenQuery;
  status: number;
  data?: unknown;
  /** A refused read's error body (`{error, code}`). */
  error?: { error?: unknown; code?: unknown };
}

/** Reads one query's data through the app's own route, with the caller's cookie: the same answer, checks and cache. */
async function read(app: FastifyInstance, query: FirstScreenQuery, req: PageRequest): Promise<ReadResult> {
  const res = await app.inject({
    method: 'GET',
    url: query.path,
    headers: { accept: 'application/json', 'accept-language': req.lang, ...(req.cookie ? { cookie: req.cookie } : {}) },
  });
  if (res.statusCode !== 200) {
    let error: ReadResult['error'];
    try {
      error = res.json();
    } catch {
      error = undefined;
    }
    return { query, status: res.statusCode, error };
  }
  const body: unknown = res.json();
  if (query.kind === 'item') return { query, status: 200, data: body };
  const items = Array.isArray(body) ? body : [];
  const total = Number(res.headers['x-total-count'] ?? items.length);
  // TanStack Query's infinite data, as `pagedListQuery` holds its first page (the one the address names).
  return { query, status: 200, data: { pages: [{ items, total }], pageParams: [query.page ?? 1] } };
}

async function readConfig(app: FastifyInstance): Promise<unknown> {
  const res = await app.inject({ method: 'GET', url: '/config/public', headers: { accept: 'application/json' } });
  return res.statusCode === 200 ? res.json() : null;
}

/** The topics a page's data is read from (null: never cached); known before it is rendered. */
export function pageTopics(match: PageMatch): readonly Topic[] | null {
  const topics = match.page.data ? dataTopics[match.page.data] : [];
  // Every page's boot data holds the public config, whose birth window is the open cohort's (decision 053).
  return topics && (topics.includes('programme') ? topics : [...topics, 'programme']);
}

/** The addresses of a page in each language (docs/product.md): Turkish `?lang=tr`, English `?lang=en`, x-default bare. */
function addresses(base: string, pathname: string, query: string) {
  const inLang = (lang: Lang) => `${base}${pathname}?${query ? `${query}&` : ''}lang=${lang}`;
  return { tr: inLang('tr'), en: inLang('en'), default: `${base}${pathname}${query ? `?${query}` : ''}` };
}

/** React 19 writes the preloads a screen asks for (`ReactDOM.preload`) before its markup: they belong in the head. */
function splitHoisted(markup: string): { hoisted: string; body: string } {
  const m = /^(?:<link [^>]*\/>)+/.exec(markup);
  return m ? { hoisted: m[0], body: markup.slice(m[0].length) } : { hoisted: '', body: markup };
}

/**
 * The page for one navigation: head tags, preloads, the boot data, and the screen itself as React renders it on
 * the server (decision 039; the layout's first paint where the screen is not rendered here).
 */
export async function renderPage(
  app: FastifyInstance,
  template: PageTemplate,
  req: PageRequest,
  screens?: ScreenRenderer,
): Promise<RenderedPage> {
  const { match, lang } = req;
  const queries = pageQueries(match, Boolean(req.user), req.search, req.user?.role === 'student');
  const [config, ...reads] = await Promise.all([readConfig(app), ...queries.map((q) => read(app, q, req))]);
  const item = match.page.data && reads[0]?.query.kind === 'item' ? reads[0] : undefined;
  const missing = !match.found || (item !== undefined && (item.status === 404 || item.status === 400));
  const itemData = item?.status === 200 ? (item.data as { title?: unknown; description?: unknown }) : undefined;
  const { title: itemTitle, description: rawDescription } = itemTexts(itemData, lang);
  const itemDescription = rawDescription === undefined ? undefined : summary(rawDescription);
  // A shared job link says who hires, where and how before the text: what a preview shows first.
  const jobFacts = match.page.data === 'job' && itemData ? jobFactsOf(itemData as Partial<JobView>, lang) : '';
  // A certificate's link says whose it is and for what, as its page does.
  const certificateFacts =
    match.page.data === 'certificate' && itemData ? certificateFactsOf(itemData as CertificateVerification, lang) : '';

  const shown = missing ? notFoundPage : match.page;
  const title = missing ? documentTitle(shown.title[lang]) : pageTitle(match, lang, itemTitle);
  const description =
    [jobFacts || certificateFacts, itemDescription].filter(Boolean).join(' — ') || pageDescription(shown, lang);
  const base = app.config.publicUrl;
  const query = canonicalQuery(match.page, req.search);
  const urls = addresses(base, req.pathname, query);
  // Canonical: the page in its own language when its address names one (`?lang=tr`, `?lang=en`), the x-default
  // address when it does not (that address serves the visitor's language; pointing it at a language twin would
  // contradict the alternates, which name both twins and x-default).
  const canonical = req.langInAddress ? urls[lang] : urls.default;
  const indexable = !missing && !match.page.private && !match.page.noindex;
  const shareTitle = itemTitle ?? shown.title[lang];
  // Every public page's preview has a picture of its own (docs/product.md): its title on the product's art.
  const preview =
    missing || match.page.private
      ? null
      : previewTextOf(
          match,
          lang,
          {
            title: itemTitle,
            facts: jobFacts || certificateFacts,
            description: rawDescription,
          },
          app.config.orgName,
        );
  const site = { base, orgName: app.config.orgName };
  const list = match.page.data ? listItemPaths[match.page.data] : undefined;
  const listRead =
    list && reads[0]?.status === 200 ? (reads[0].data as { pages: { items: { id: string }[] }[] }) : null;
  const jsonLd = missing
    ? null
    : listRead && list
      ? itemList(
          listRead.pages[0].items.map((i) => list(i.id)),
          ((reads[0].query.page ?? 1) - 1) * LIST_PAGE_SIZE + 1,
          site,
        )
      : structuredData(match.page.data, itemData, site, urls.default);

  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    indexable ? '' : '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    indexable ? `<link rel="alternate" hreflang="tr" href="${escapeHtml(urls.tr)}">` : '',
    indexable ? `<link rel="alternate" hreflang="en" href="${escapeHtml(urls.en)}">` : '',
    indexable ? `<link rel="alternate" hreflang="x-default" href="${escapeHtml(urls.default)}">` : '',
    ...(missing || match.page.private ? [] : feedLinks(lang)),
    `<meta property="og:type" content="${match.page.data === 'newsPost' && !missing ? 'article' : 'website'}">`,
    '<meta property="og:site_name" content="Beceri">',
    `<meta property="og:title" content="${escapeHtml(shareTitle)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:locale" content="${ogLocale[lang]}">`,
    ...(preview
      ? [
          `<meta property="og:image" content="${escapeHtml(`${base}${previewImagePath(match, lang, preview)}`)}">`,
          '<meta property="og:image:type" content="image/png">',
          '<meta property="og:image:width" content="1200">',
          '<meta property="og:image:height" content="630">',
          `<meta property="og:image:alt" content="${escapeHtml(preview.title)}">`,
        ]
      : []),
    `<meta name="twitter:card" content="${preview ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(shareTitle)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
    jsonLd ? `<script type="application/ld+json">${safeJson(jsonLd)}</script>` : '',
    // The first paint waits for the screen itself, not only the header parsed before it (decision 066).
    '<link rel="expect" href="#main" blocking="render">',
  ];
  const rendered = screens !== undefined && shown.rendered === true;
  const scripts = template.scripts(template.chunksOf(screenSources(match, lang)), rendered);
  const boot: BootData = {
    lang,
    session: req.user,
    config,
    queries: reads.filter((r) => r.status === 200).map((r) => ({ key: r.query.key, data: r.data })),
    ...(rendered ? { rendered } : {}),
    // An item that does not exist: its screen shows its own 'not found' (a path no route has shows the not-found page).
    ...(missing && item
      ? {
          errors: [
            {
              key: item.query.key,
              status: 404,
              code: typeof item.error?.code === 'string' ? item.error.code : 'NOT_FOUND',
              message: typeof item.error?.error === 'string' ? item.error.error : '',
            },
          ],
        }
      : {}),
  };
  // The language stays in the address the screen reads when the address names it: its page links and its search form
  // (sent without scripts) keep it, as they do in the browser.
  const screenQuery = [
    renderedQuery(match.page, req.search, req.user?.role === 'student'),
    req.langInAddress && `lang=${lang}`,
  ]
    .filter(Boolean)
    .join('&');
  const screen = rendered
    ? splitHoisted(screens.render({ url: screenQuery ? `${req.pathname}?${screenQuery}` : req.pathname, boot }))
    : { hoisted: '', body: firstPaint(match, lang, missing) };
  const html = [
    template.beforeLang,
    lang,
    template.headStart,
    '\n    ',
    head.filter(Boolean).join('\n    '),
    template.headEnd,
    '\n    ',
    scripts,
    screen.hoisted,
    '\n  ',
    template.bodyStart,
    screen.body,
    template.rootClose,
    `<script type="application/json" id="${BOOT_ELEMENT_ID}">${bootJson(boot)}</script>\n  `,
    template.docEnd,
  ].join('');

  return { status: missing ? 404 : 200, html, topics: pageTopics(match) };
}

/**
 * An item's title and description in the page's language: a news post's English texts where it has them (docs/architecture.md
 * §9), else the texts as stored.
 */
export function itemTexts(data: unknown, lang: Lang): { title?: string; description?: string } {
  const item = (data ?? {}) as Record<string, unknown>;
  const text = (name: string) =>
    typeof item[name] === 'string' && item[name] !== '' ? (item[name] as string) : undefined;
  if (lang === 'en' && text('titleEn'))
    return { title: text('titleEn'), description: text('descriptionEn') ?? text('detailsEn') ?? text('description') };
  return { title: text('title'), description: text('description') };
}

/** Feed readers and browsers find the Atom feeds of open jobs and news from any public page, titled as the feeds are. */
const feedLinks = (lang: Lang) =>
  [
    ['/jobs.atom', '/jobs'],
    ['/haberler.atom', '/haberler'],
  ].map(
    ([feed, list]) =>
      `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(documentTitle(matchPage(list).page.title[lang]))}" href="${feed}${lang === 'en' ? '?lang=en' : ''}">`,
  );

/** 'Körfez Yazılım · Kocaeli · Tam zamanlı' for a job's description. */
export function jobFactsOf(job: Partial<JobView>, lang: Lang): string {
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
