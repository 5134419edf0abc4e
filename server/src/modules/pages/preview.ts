import { createHash, randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { Counter } from 'prom-client';
import { serverMessages } from '@beceri/domain';
import { LANGS, type Lang } from '@beceri/domain/i18n';
import { matchPage, pageDescription, pageQueries, type PageMatch } from '@beceri/domain/pages';
import { summary } from '../../lib/html.ts';
import { FILE_MODE } from '../../lib/owner-only.ts';
import type { LimitRule } from '../../lib/rate-limit.ts';
import { readAll } from '../../lib/storage/index.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { matchesEtag } from '../../plugins/read-cache/answers.ts';
import { DrawerBusy, PreviewDrawer } from './preview-drawer.ts';
import { PREVIEW_ART, type PreviewText } from './preview-image.ts';
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

/**
 * A digest of the words and of the art's revision: the picture's version, so a changed title (or a new look) is a new
 * address for the previewers' caches and a new picture in the store.
 */
const versionOf = (text: PreviewText) =>
  createHash('sha1')
    .update(`${PREVIEW_ART}\n${JSON.stringify(text)}`)
    .digest('base64url')
    .slice(0, 12);

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

/** Draws that miss the store, per address (docs/security.md): enough for people sharing links and previewers. */
export const PREVIEW_DRAWS = { max: 30, windowMs: 10 * 60_000 } as const;
/** One thread, and 8 pictures waiting for it (about a second of drawing): one more is refused (decision 048). */
export const PREVIEW_DRAWER = { threads: 1, queue: 8, idleMs: 60_000, timeoutMs: 10_000 } as const;
/** Seconds a picture refused for a full queue waits before it is asked again. */
export const PREVIEW_RETRY_AFTER_S = 2;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** A picture's stored name: its page's digest then its version's, so that one page's versions share a prefix. */
const storedPrefix = (page: string) => sha256(page).slice(0, 20);
const storedKey = (page: string, version: string) => `${storedPrefix(page)}${sha256(version).slice(0, 12)}.png`;

/**
 * `GET /og/{lang}/{page}.png`: the picture of a public page's link preview (docs/product.md, decisions 040 and 048),
 * drawn on first request from what the page shows, on a worker thread, and stored by page and version in the app's
 * storage (`previewStorage`: DATA_DIR/previews or `previews/` in the bucket), so that it is drawn once per version
 * across restarts and instances (the hourly sweep removes pictures not drawn for 30 days); the newest pictures are also
 * kept in memory. The address carries the version, so
 * previewers may keep it for a day. Draws are limited per address and refused with 503 when the queue is full;
 * stored pictures never are.
 */
export default async function previewImageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const images = new LRUCache<string, Buffer>({ maxSize: 24 * 1024 * 1024, sizeCalculation: (png) => png.length });
  const reading = new Map<string, Promise<Buffer | undefined>>();
  const drawing = new Map<string, Promise<Buffer>>();
  const store = app.previewStorage;
  const drawer = new PreviewDrawer(PREVIEW_DRAWER);
  app.addHook('onClose', async () => drawer.close());
  const drawRule: LimitRule = { name: 'preview-draws', ...PREVIEW_DRAWS };
  const served = new Counter({
    name: 'preview_pictures_total',
    help: 'Link-preview pictures asked for (304s aside), by where they came from: memory, store, drawn; or refused: limited (429), busy (503)',
    labelNames: ['source'] as const,
    registers: [app.metrics],
  });
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
    // The picture's headers, never a refusal's: a shared cache must not keep a 429 or a 503 for a day.
    const cached = { etag, 'cache-control': 'public, max-age=86400' };
    if (matchesEtag(req.headers['if-none-match'], `W/${etag}`)) return reply.code(304).headers(cached).send();
    const page = `${lang}${match.page.path}\n${JSON.stringify(match.params)}`;
    const key = `${page}\n${version}`;
    let picture = images.get(key);
    if (picture) served.inc({ source: 'memory' });
    else if ((picture = await once(reading, key, () => readStored(page, version)))) served.inc({ source: 'store' });
    else {
      // Only a picture that is nowhere yet costs a draw, and only a draw counts against the address.
      const wait = await app.rateLimits.hit(drawRule, req.ip);
      if (wait > 0) {
        served.inc({ source: 'limited' });
        throw new HttpError(429, 'RATE_LIMITED', serverMessages.rateLimited, undefined, wait);
      }
      picture = await once(drawing, key, () => drawAndStore(page, version, text)).catch(async (err) => {
        if (!(err instanceof DrawerBusy)) throw err;
        served.inc({ source: 'busy' });
        // Nothing was drawn for it: the refusal does not use up the address's draws.
        await app.rateLimits.giveBack(drawRule, req.ip);
        throw new HttpError(503, 'PREVIEWS_BUSY', serverMessages.unavailable, undefined, PREVIEW_RETRY_AFTER_S);
      });
      served.inc({ source: 'drawn' });
    }
    images.set(key, picture);
    return reply.headers(cached).type('image/png').send(picture);
  }

  /** The stored picture of this version, or undefined (a store that fails to answer is logged and drawn past). */
  async function readStored(page: string, version: string): Promise<Buffer | undefined> {
    const key = storedKey(page, version);
    try {
      return (await store.stat(key)) ? await readAll(store, key) : undefined;
    } catch (err) {
      app.log.warn({ err }, 'stored preview not read');
      return undefined;
    }
  }

  /**
   * Draws the picture on the drawer's thread, stores it, and removes the page's older versions. A failure to store is
   * logged: the picture is still answered (and drawn again another time).
   */
  async function drawAndStore(page: string, version: string, text: PreviewText): Promise<Buffer> {
    const picture = await drawer.draw(text);
    const key = storedKey(page, version);
    const temp = path.join(app.uploadTmpDir, `preview-${randomBytes(8).toString('hex')}`);
    try {
      await writeFile(temp, picture, { flag: 'wx', mode: FILE_MODE });
      await store.putFile(key, temp, 'image/png');
      for await (const old of store.list(storedPrefix(page))) if (old.key !== key) await store.remove(old.key);
    } catch (err) {
      app.log.warn({ err }, 'preview not stored');
    } finally {
      await rm(temp, { force: true });
    }
    return picture;
  }
}

/** One piece of work per key at a time: who asks while it runs waits for the same result. */
function once<T>(running: Map<string, Promise<T>>, key: string, work: () => Promise<T>): Promise<T> {
  let pending = running.get(key);
  if (!pending) {
    pending = work().finally(() => running.delete(key));
    running.set(key, pending);
  }
  return pending;
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
