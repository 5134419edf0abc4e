import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { LANGS, type Lang } from '@beceri/domain/i18n';
import { matchPage, pageDescription, pageQueries, type PageMatch } from '@beceri/domain/pages';
import { summary } from '../../lib/html.ts';
import { notFound } from '../../plugins/errors.ts';
import { matchesEtag } from '../../plugins/read-cache/answers.ts';
import { renderPreview, type PreviewText } from './preview-image.ts';
import { itemTexts, jobFactsOf } from './render.ts';

const kickers: Record<Lang, { site: string }> = {
  tr: { site: 'Bilişim eğitimi ve iş imkanları' },
  en: { site: 'IT training and jobs' },
};

/** What the page's item says of itself, as the page renderer read it. */
export interface PreviewItem {
  title?: string;
  /** 'Körfez Yazılım · Kocaeli · Tam zamanlı' for a job; a certificate's holder and course. */
  facts?: string;
  description?: string;
}

/**
 * The words of a page's preview picture: an item's page names its kind ('İş İlanı') over its title and facts; any
 * other page names the site over its own title and description.
 */
export function previewTextOf(match: PageMatch, lang: Lang, item: PreviewItem, orgName: string): PreviewText {
  const isItem = match.page.path.includes('/:') && match.page.data !== 'certificate';
  const home = match.page.path === '/';
  return {
    kicker: isItem ? match.page.title[lang] : kickers[lang].site,
    title: (isItem && item.title) || (home ? kickers[lang].site : match.page.title[lang]),
    subtitle:
      (isItem && (item.facts || (item.description && summary(item.description, 140)))) ||
      pageDescription(match.page, lang),
    footer: orgName,
  };
}

/** A digest of the words: the picture's version, so a changed title is a new address for the previewers' caches. */
const versionOf = (text: PreviewText) =>
  createHash('sha1').update(JSON.stringify(text)).digest('base64url').slice(0, 12);

/** The pages of items, by the name their pictures' addresses use (`/og/tr/job/<id>.png`). */
const itemPages = { job: '/jobinfopage/', course: '/courseInfoPage/', news: '/haberler/details/' } as const;
type ItemKind = keyof typeof itemPages;
const itemKindOf: Partial<Record<NonNullable<PageMatch['page']['data']>, ItemKind>> = {
  job: 'job',
  course: 'course',
  newsPost: 'news',
};

/**
 * The address of a page's picture, its version in the query: `/og/tr/job/<id>.png?v=…` for an item's page,
 * `/og/tr/jobs.png` for a list or another page (`index` for the home page, `dogrula` for every certificate's check).
 */
export function previewImagePath(match: PageMatch, lang: Lang, text: PreviewText): string {
  const kind = match.page.data ? itemKindOf[match.page.data] : undefined;
  const id = kind ? Object.values(match.params)[0] : undefined;
  const name =
    kind && id
      ? `${kind}/${encodeURIComponent(id)}`
      : match.page.path === '/'
        ? 'index'
        : match.page.path.split('/')[1];
  return `/og/${lang}/${name}.png?v=${versionOf(text)}`;
}

/** The page a picture's name stands for: `index` → `/`, `dogrula` → any certificate's check. */
function pageOfName(name: string): PageMatch | null {
  const pathname = name === 'index' ? '/' : name === 'dogrula' ? '/dogrula/-' : `/${name}`;
  const match = matchPage(pathname);
  return match.found && match.page.rendered && !(match.page.data && itemKindOf[match.page.data]) ? match : null;
}

/**
 * `GET /og/{lang}/{page}.png`: the picture of a public page's link preview (docs/product.md, decision 040), made on
 * first request from what the page shows and kept per page and version (a bounded memory cache; the address carries
 * the version, so previewers may keep it for a day).
 */
export default async function previewImageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const images = new LRUCache<string, Buffer>({ maxSize: 24 * 1024 * 1024, sizeCalculation: (png) => png.length });
  const drawing = new Map<string, Promise<Buffer>>();
  const png = z
    .string()
    .max(200)
    .regex(/^[^/]+\.png$/);

  app.get(
    '/og/:lang/:name',
    { schema: { params: z.object({ lang: z.enum(LANGS), name: png }) } },
    async (req, reply) => {
      const match = pageOfName(req.params.name.slice(0, -'.png'.length));
      if (!match) throw notFound();
      return sendPicture(req, reply, match, req.params.lang);
    },
  );
  app.get(
    '/og/:lang/:kind/:id',
    { schema: { params: z.object({ lang: z.enum(LANGS), kind: z.enum(['job', 'course', 'news']), id: png }) } },
    async (req, reply) => {
      const { lang, kind, id } = req.params;
      const match = matchPage(`${itemPages[kind]}${encodeURIComponent(id.slice(0, -'.png'.length))}`);
      if (!match.found) throw notFound();
      return sendPicture(req, reply, match, lang);
    },
  );

  async function sendPicture(req: FastifyRequest, reply: FastifyReply, match: PageMatch, lang: Lang) {
    const pathname = match.page.path;
    const item = await readItem(app, match, lang);
    if (item === null) throw notFound();
    const text = previewTextOf(
      match,
      lang,
      {
        title: item.title,
        description: item.description,
        facts: match.page.data === 'job' && item.raw ? jobFactsOf(item.raw, lang) : undefined,
      },
      app.config.orgName,
    );
    const version = versionOf(text);
    const etag = `"${version}"`;
    reply.header('etag', etag).header('cache-control', 'public, max-age=86400');
    if (matchesEtag(req.headers['if-none-match'], `W/${etag}`)) return reply.code(304).send();
    const key = `${lang}${pathname}\n${JSON.stringify(match.params)}\n${version}`;
    let picture = images.get(key);
    if (!picture) {
      let pending = drawing.get(key);
      if (!pending) {
        pending = renderPreview(text).finally(() => drawing.delete(key));
        drawing.set(key, pending);
      }
      picture = await pending;
      images.set(key, picture);
    }
    return reply.type('image/png').send(picture);
  }
}

/** The item a page shows (a job, a course, a news post), read as a visitor through the app's own route. */
async function readItem(
  app: FastifyInstance,
  match: PageMatch,
  lang: Lang,
): Promise<{ title?: string; description?: string; raw?: Parameters<typeof jobFactsOf>[0] } | null> {
  const query = pageQueries(match, false)[0];
  if (!query || query.kind !== 'item' || match.page.data === 'about' || match.page.data === 'certificate') return {};
  const res = await app.inject({
    method: 'GET',
    url: query.path,
    headers: { accept: 'application/json', 'accept-language': lang },
  });
  if (res.statusCode !== 200) return null;
  const data: unknown = res.json();
  return { ...itemTexts(data, lang), raw: data as Parameters<typeof jobFactsOf>[0] };
}
