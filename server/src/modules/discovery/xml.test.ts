import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { uuid } from '../../../test/people.ts';
import type { FeedNews, Listed } from './repository.ts';
import { newsAtom, robotsTxt, sitemapXml } from './xml.ts';

/*
 * How the sitemap, robots.txt and the news feed are written from the rows they are given: plain functions of plain
 * rows, so tested without a database or a service (discovery has none: which rows are listed is SQL, tested with the
 * routes in discovery.test.ts).
 */

const BASE = 'https://beceri.example';
const listed = (n: number, updatedAt: string): Listed => ({ id: uuid(n), updatedAt: new Date(updatedAt) });

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['url', 'entry', 'xhtml:link'].includes(name),
});

type SitemapUrl = { loc: string; lastmod?: string; 'xhtml:link'?: { '@hreflang': string }[] };
const sitemapUrls = (items: Parameters<typeof sitemapXml>[1]) =>
  new Map((parser.parse(sitemapXml(BASE, items)).urlset.url as SitemapUrl[]).map((u) => [u.loc, u]));

describe('sitemap.xml', () => {
  it("dates a list screen by its newest item's last change, whatever the order; an empty list goes undated", () => {
    const urls = sitemapUrls({
      jobs: [listed(1, '2026-03-01T10:00:00Z'), listed(2, '2026-05-20T10:00:00Z'), listed(3, '2026-04-01T10:00:00Z')],
      courses: [],
      news: [listed(4, '2026-01-15T10:00:00Z')],
    });
    expect(urls.get(`${BASE}/jobs`)?.lastmod).toBe('2026-05-20');
    expect(urls.get(`${BASE}/haberler`)?.lastmod).toBe('2026-01-15');
    expect(urls.get(`${BASE}/courses`)).not.toHaveProperty('lastmod');
    expect(urls.get(`${BASE}/aboutus`)).not.toHaveProperty('lastmod');
  });

  it('names both languages of a screen, and one address per item, dated by its own change', () => {
    const urls = sitemapUrls({
      jobs: [listed(1, '2026-03-01T10:00:00Z')],
      courses: [listed(2, '2026-02-01T10:00:00Z')],
      news: [],
    });
    expect(urls.get(`${BASE}/`)?.['xhtml:link']?.map((l) => l['@hreflang'])).toEqual(['tr', 'en', 'x-default']);
    expect(urls.get(`${BASE}/jobinfopage/${uuid(1)}`)).toEqual({
      loc: `${BASE}/jobinfopage/${uuid(1)}`,
      lastmod: '2026-03-01',
    });
    expect(urls.get(`${BASE}/courseInfoPage/${uuid(2)}`)).toEqual({
      loc: `${BASE}/courseInfoPage/${uuid(2)}`,
      lastmod: '2026-02-01',
    });
  });
});

describe('robots.txt', () => {
  it('closes each private path once: none under another it already closes', () => {
    const closed = robotsTxt(BASE)
      .split('\n')
      .filter((l) => l.startsWith('Disallow: '))
      .map((l) => l.slice('Disallow: '.length));
    expect(closed).toContain('/admin');
    expect(closed).toContain('/files/');
    expect(closed.filter((path) => closed.some((other) => other !== path && path.startsWith(other)))).toEqual([]);
  });
});

describe('/haberler.atom', () => {
  const post = (n: number, texts: Partial<FeedNews>): FeedNews => ({
    id: uuid(n),
    title: 'Mezuniyet töreni',
    description: 'Kırk katılımcı sertifikasını aldı',
    details: 'Uzun metin',
    titleEn: '',
    descriptionEn: '',
    detailsEn: '',
    createdAt: new Date('2026-06-01T09:00:00Z'),
    updatedAt: new Date('2026-06-01T09:00:00Z'),
    ...texts,
  });
  const entries = (posts: FeedNews[], lang: 'tr' | 'en') =>
    (
      parser.parse(newsAtom(BASE, lang, 'Bilişim Odası', posts)).feed.entry as {
        title: string;
        summary: { '#text': string };
      }[]
    ).map((e) => [e.title, e.summary['#text']]);

  it('writes a post in the English feed in English when it has an English title, in Turkish otherwise', () => {
    const posts = [
      post(1, { titleEn: 'Graduation ceremony', descriptionEn: 'Forty participants received their certificates' }),
      // An English title without an English summary: the English details, else the Turkish summary.
      post(2, { titleEn: 'Lab opened', detailsEn: 'The lab is open every weekday' }),
      // English texts go only beside an English title (decision 041): without one the post is Turkish in both feeds.
      post(3, { descriptionEn: 'Forty participants' }),
    ];
    expect(entries(posts, 'en')).toEqual([
      ['Graduation ceremony', 'Forty participants received their certificates'],
      ['Lab opened', 'The lab is open every weekday'],
      ['Mezuniyet töreni', 'Kırk katılımcı sertifikasını aldı'],
    ]);
    expect(entries(posts, 'tr').map(([title]) => title)).toEqual(Array(3).fill('Mezuniyet töreni'));
  });

  it("is dated by its newest entry's change, not its first entry's", () => {
    const feed = parser.parse(
      newsAtom(BASE, 'tr', 'Bilişim Odası', [
        post(1, { updatedAt: new Date('2026-06-01T09:00:00Z') }),
        post(2, { updatedAt: new Date('2026-06-03T09:00:00Z') }),
      ]),
    ).feed;
    expect(feed.updated).toBe('2026-06-03T09:00:00.000Z');
  });
});
