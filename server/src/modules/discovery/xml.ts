import { label, LANGS, messageKey, translate, type Lang } from '@beceri/domain';
import { documentTitle, pages } from '@beceri/domain/pages';
import { escapeHtml as escapeXml, summary } from '../../lib/html.ts';
import { longDate } from '../../lib/dates.ts';
import type { FeedJob, FeedNews, Listed } from './repository.ts';

/**
 * Sitemap (sitemaps.org 0.9, with hreflang alternates) and Atom (RFC 4287) documents for crawlers and feed
 * readers. Everything a person typed is escaped; addresses are PUBLIC_URL's.
 */

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const day = (d: Date) => d.toISOString().slice(0, 10);

/** The public screens without an item that a search engine should find. */
export const SITEMAP_PAGES = [
  '/',
  '/jobs',
  '/courses',
  '/haberler',
  '/aboutus',
  '/contactus',
  '/kvkk',
  '/footer',
] as const;
/** The address of one item's page. */
export const itemPath = {
  job: (id: string) => `/jobinfopage/${id}`,
  course: (id: string) => `/courseInfoPage/${id}`,
  news: (id: string) => `/haberler/details/${id}`,
};

/** One address; the screens without an item name their Turkish and English versions (an item's text has one language). */
function urlEntry(base: string, path: string, lastmod: Date | undefined, alternates: boolean): string {
  const loc = `${base}${path}`;
  const links = alternates
    ? [...LANGS.map((lang) => ({ lang, href: `${loc}?lang=${lang}` })), { lang: 'x-default', href: loc }].map(
        (a) => `<xhtml:link rel="alternate" hreflang="${a.lang}" href="${escapeXml(a.href)}"/>`,
      )
    : [];
  return [
    '<url>',
    `<loc>${escapeXml(loc)}</loc>`,
    lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : '',
    ...links,
    '</url>',
  ].join('');
}

const newest = (items: Listed[]) =>
  items.reduce<Date | undefined>((max, i) => (!max || i.updatedAt > max ? i.updatedAt : max), undefined);

export function sitemapXml(base: string, items: { jobs: Listed[]; courses: Listed[]; news: Listed[] }): string {
  const listChanged: Record<string, Date | undefined> = {
    '/jobs': newest(items.jobs),
    '/courses': newest(items.courses),
    '/haberler': newest(items.news),
  };
  const urls = [
    ...SITEMAP_PAGES.map((path) => urlEntry(base, path, listChanged[path], true)),
    ...items.jobs.map((j) => urlEntry(base, itemPath.job(j.id), j.updatedAt, false)),
    ...items.courses.map((c) => urlEntry(base, itemPath.course(c.id), c.updatedAt, false)),
    ...items.news.map((n) => urlEntry(base, itemPath.news(n.id), n.updatedAt, false)),
  ];
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Disallows every screen of a logged-in person (their path up to the first parameter) and the files. */
export function robotsTxt(base: string): string {
  const closed = new Set(['/files/', '/api/']);
  for (const p of pages) {
    if (!p.private) continue;
    const at = p.path.indexOf('/:');
    closed.add(at === -1 ? p.path : p.path.slice(0, at + 1));
  }
  // A path under one already closed says nothing more ('/admin' closes '/admin/jobs').
  const sorted = [...closed].sort();
  const rules = sorted.filter((path) => !sorted.some((other) => other !== path && path.startsWith(other)));
  return [
    'User-agent: *',
    'Allow: /',
    ...rules.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}

interface AtomEntry {
  id: string;
  title: string;
  path: string;
  published: Date;
  updated: Date;
  author?: string;
  category?: { term: string; label: string };
  summary: string;
}

interface AtomFeed {
  base: string;
  lang: Lang;
  /** The feed's own path (`/jobs.atom`) and the page it mirrors (`/jobs`). */
  self: string;
  page: string;
  subtitle: string;
  author: string;
  entries: AtomEntry[];
}

function atomXml(feed: AtomFeed): string {
  const { base, lang } = feed;
  const screen = pages.find((p) => p.path === feed.page)!;
  const langQuery = `?lang=${lang}`;
  const updated = newest(feed.entries.map((e) => ({ id: e.id, updatedAt: e.updated }))) ?? new Date();
  const entries = feed.entries.map((e) =>
    [
      '<entry>',
      `<title>${escapeXml(e.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${escapeXml(`${base}${e.path}${langQuery}`)}"/>`,
      `<id>urn:uuid:${e.id}</id>`,
      `<published>${e.published.toISOString()}</published>`,
      `<updated>${e.updated.toISOString()}</updated>`,
      e.author ? `<author><name>${escapeXml(e.author)}</name></author>` : '',
      e.category ? `<category term="${escapeXml(e.category.term)}" label="${escapeXml(e.category.label)}"/>` : '',
      `<summary type="text">${escapeXml(e.summary)}</summary>`,
      '</entry>',
    ].join(''),
  );
  return [
    `${XML_HEAD}<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`,
    `<title>${escapeXml(documentTitle(screen.title[lang]))}</title>`,
    `<subtitle>${escapeXml(feed.subtitle)}</subtitle>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(`${base}${feed.self}${langQuery}`)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(`${base}${feed.page}${langQuery}`)}"/>`,
    `<id>${escapeXml(`${base}${feed.self}${langQuery}`)}</id>`,
    `<updated>${updated.toISOString()}</updated>`,
    `<author><name>${escapeXml(feed.author)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** A deadline day (YYYY-MM-DD) in words: noon UTC is that same day in Türkiye. */
const dateOf = (deadline: string, lang: Lang) => longDate(new Date(`${deadline}T12:00:00Z`), lang);

/** Open jobs, newest first: each with its company, province, type of work and deadline. */
export function jobsAtom(base: string, lang: Lang, orgName: string, jobs: FeedJob[]): string {
  return atomXml({
    base,
    lang,
    self: '/jobs.atom',
    page: '/jobs',
    author: orgName,
    subtitle: translate('discovery.feedJobs', lang),
    entries: jobs.map((j) => {
      const type = label('jobType', j.type, lang);
      const facts = [
        j.companyName,
        j.city,
        type,
        j.deadline ? translate(messageKey('discovery.deadline', { date: dateOf(j.deadline, lang) }), lang) : '',
      ]
        .filter(Boolean)
        .join(' · ');
      return {
        id: j.id,
        title: j.title,
        path: itemPath.job(j.id),
        published: j.createdAt,
        updated: j.updatedAt,
        author: j.companyName || undefined,
        category: { term: j.type, label: type },
        summary: `${facts}\n\n${summary(j.description, 400)}`,
      };
    }),
  });
}

/** News posts, newest first. */
export function newsAtom(base: string, lang: Lang, orgName: string, posts: FeedNews[]): string {
  return atomXml({
    base,
    lang,
    self: '/haberler.atom',
    page: '/haberler',
    author: orgName,
    subtitle: translate('discovery.feedNews', lang),
    entries: posts.map((n) => {
      // The English feed takes a post's English texts where it has them (docs/product.md), the Turkish ones otherwise.
      const english = lang === 'en' && n.titleEn !== '';
      return {
        id: n.id,
        title: english ? n.titleEn : n.title,
        path: itemPath.news(n.id),
        published: n.createdAt,
        updated: n.updatedAt,
        summary: english
          ? summary(n.descriptionEn || n.detailsEn || n.description || n.details, 400)
          : summary(n.description || n.details, 400),
      };
    }),
  });
}
