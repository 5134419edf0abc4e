import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { PREVIEW_MAX_AGE_MS, sweepOrphans, sweepPreviews } from '../../lib/storage/sweep.ts';
import { createTestApp, createUser, injectAs, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { startS3Peer } from '../../../test/s3-peer.ts';
import { PREVIEW_DRAWER, PREVIEW_DRAWS, PREVIEW_RETRY_AFTER_S } from './preview.ts';

/** The pictures of pages that are not items: drawn without a database row (8 pages × 2 languages). */
const PAGE_PICTURES = ['tr', 'en'].flatMap((lang) =>
  ['index', 'jobs', 'courses', 'haberler', 'aboutus', 'contactus', 'kvkk', 'dogrula'].map(
    (p) => `/og/${lang}/${p}.png`,
  ),
);

/** The app's own count of the pictures it answered, by where each came from (preview_pictures_total). */
async function sources(app: FastifyInstance): Promise<Record<string, number>> {
  const metric = await app.metrics.getSingleMetric('preview_pictures_total')!.get();
  return Object.fromEntries(metric.values.map((v) => [String(v.labels.source), v.value]));
}

/** A second instance of the app: the same configuration (so the same DATA_DIR or bucket) and database. */
async function secondInstance(ctx: TestContext): Promise<FastifyInstance> {
  const app = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
  await app.ready();
  return app;
}

const picture = (app: FastifyInstance, url: string, remoteAddress = '203.0.113.1', headers = {}) =>
  app.inject({ method: 'GET', url, remoteAddress, headers });

/** What a refusal must not carry: a picture's caching, which would let a shared cache keep the refusal for a day. */
function expectRefusal(res: LightMyRequestResponse, status: number, code: string, retryAfter?: number) {
  expect(res.statusCode, String(res.headers['content-type'])).toBe(status);
  expect(res.json()).toMatchObject({ code });
  const wait = Number(res.headers['retry-after']);
  expect(Number.isInteger(wait) && wait >= 1, `Retry-After: ${res.headers['retry-after']}`).toBe(true);
  if (retryAfter !== undefined) expect(wait).toBe(retryAfter);
  expect(String(res.headers['cache-control'] ?? '')).not.toContain('public');
  expect(res.headers.etag).toBeUndefined();
}

describe.each([
  ['local disk', false],
  ['S3-compatible store (s3rver)', true],
])('link-preview pictures stored by version on %s (decision 048)', (_name, onS3) => {
  let ctx: TestContext;
  let peer: Awaited<ReturnType<typeof startS3Peer>> | undefined;
  let company: TestUser;
  let other: FastifyInstance | undefined;

  beforeAll(async () => {
    peer = onS3 ? await startS3Peer() : undefined;
    ctx = await createTestApp(peer?.env ?? {});
    company = await createUser(ctx.app, 'company', { companyName: 'Körfez Yazılım' });
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
    await peer?.stop();
  });

  /** The keys the previews' store holds, read through the app's own storage. */
  async function storedKeys(): Promise<string[]> {
    const keys: string[] = [];
    for await (const o of ctx.app.previewStorage.list()) keys.push(o.key);
    return keys.sort();
  }

  it('draws a picture once: a second instance, with nothing in its memory, serves it from the store', async () => {
    const job = await injectAs(ctx.app, company, {
      method: 'POST',
      url: '/job/add',
      payload: { title: 'Ağ Güvenliği Uzmanı', description: 'Kocaeli’de ağları koruyacak ekip arkadaşı' },
    });
    expect(job.statusCode).toBe(201);
    const url = `/og/tr/job/${(job.json() as { id: string }).id}.png`;

    const first = await picture(ctx.app, url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.headers.etag).toMatch(/^"[\w-]{12}"$/);
    const stored = await storedKeys();
    expect(stored).toHaveLength(1);
    const [key] = stored;
    expect(await sources(ctx.app)).toEqual({ drawn: 1 });
    if (!onS3) {
      // Owner-only like everything under DATA_DIR (docs/security.md), whatever the umask.
      const dir = path.join(ctx.dataDir, 'previews');
      expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
      expect(fs.statSync(path.join(dir, key)).mode & 0o777).toBe(0o600);
      expect(fs.readFileSync(path.join(dir, key)).equals(first.rawPayload)).toBe(true);
    }
    // The uploads' sweep takes objects no file row names; it never sees the pictures, however old.
    await sweepOrphans(ctx.app.db, ctx.app.storage, undefined, Date.now() + 48 * 60 * 60 * 1000);
    expect(await storedKeys()).toEqual([key]);

    // Asked again on this instance: from its memory, with the same validator; a client holding it gets a 304.
    expect((await picture(ctx.app, url)).rawPayload.equals(first.rawPayload)).toBe(true);
    const notModified = await picture(ctx.app, url, '203.0.113.1', { 'if-none-match': String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers.etag).toBe(first.headers.etag);
    expect(notModified.headers['cache-control']).toBe('public, max-age=86400');
    expect(await sources(ctx.app)).toEqual({ drawn: 1, memory: 1 });

    // Another instance (or this one after a restart) has an empty memory: the store answers, nothing is drawn.
    other = await secondInstance(ctx);
    const fromStore = await picture(other, url);
    expect(fromStore.statusCode).toBe(200);
    expect(fromStore.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(fromStore.headers.etag).toBe(first.headers.etag);
    expect(fromStore.headers['cache-control']).toBe('public, max-age=86400');
    expect(await sources(other)).toEqual({ store: 1 });

    // A new title is a new version: drawn again, and the page's previous version leaves the store.
    const edit = await injectAs(ctx.app, company, {
      method: 'PUT',
      url: `/job/edit/${(job.json() as { id: string }).id}`,
      payload: { title: 'Kıdemli Ağ Güvenliği Uzmanı', description: 'Kocaeli’de ağları koruyacak ekip arkadaşı' },
    });
    expect(edit.statusCode).toBe(200);
    const renamed = await picture(other, url);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.headers.etag).not.toBe(first.headers.etag);
    expect(renamed.rawPayload.equals(first.rawPayload)).toBe(false);
    expect(await sources(other)).toEqual({ store: 1, drawn: 1 });
    const keys = await storedKeys();
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toBe(key);
    // The page's versions share the first 20 characters of their key; another page's picture is another prefix.
    expect(keys[0].slice(0, 20)).toBe(key.slice(0, 20));
    // The first instance, which held the old version in memory, now finds the new one in the store.
    const again = await picture(ctx.app, url);
    expect(again.rawPayload.equals(renamed.rawPayload)).toBe(true);
    expect(await sources(ctx.app)).toEqual({ drawn: 1, memory: 1, store: 1 });

    // The hourly sweep removes a picture not drawn again for 30 days (a closed job's, say); it keeps younger ones.
    const day = 24 * 60 * 60 * 1000;
    expect(await sweepPreviews(ctx.app.previewStorage, Date.now() + PREVIEW_MAX_AGE_MS - day)).toEqual({
      scanned: 1,
      removed: 0,
    });
    expect(await sweepPreviews(ctx.app.previewStorage, Date.now() + PREVIEW_MAX_AGE_MS + day)).toEqual({
      scanned: 1,
      removed: 1,
    });
    expect(await storedKeys()).toEqual([]);
  });
});

describe('draws are limited per address; stored pictures are not', () => {
  let ctx: TestContext;
  let other: FastifyInstance | undefined;
  // RATE_LIMIT_FACTOR 0.1: 30 draws become 3, so that the test draws 5 pictures rather than 32.
  const max = Math.round(PREVIEW_DRAWS.max * 0.1);
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_FACTOR: '0.1' });
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
  });

  it('answers 429 with Retry-After past the draws of an address, while what is stored still answers 200', async () => {
    const [a, b, c, d, e, f] = PAGE_PICTURES;
    const crawler = '198.51.100.7';
    for (const url of [a, b, c].slice(0, max)) expect((await picture(ctx.app, url, crawler)).statusCode, url).toBe(200);
    // Pictures another instance drew and stored; this one has never held them.
    other = await secondInstance(ctx);
    for (const url of [e, f]) expect((await picture(other, url, '192.0.2.9')).statusCode, url).toBe(200);

    const refused = await picture(ctx.app, d, crawler);
    expectRefusal(refused, 429, 'RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(PREVIEW_DRAWS.windowMs / 1000);
    // The same address still gets every picture that exists: from this instance's memory and from the store.
    for (const url of [a, b, c, e, f]) {
      const res = await picture(ctx.app, url, crawler);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
    }
    expect(await sources(ctx.app)).toEqual({ drawn: max, limited: 1, memory: max, store: 2 });
    // Another address draws as before.
    expect((await picture(ctx.app, d, '198.51.100.8')).statusCode).toBe(200);
  });
});

describe('the drawer', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('draws on a thread of its own, and answers 503 with Retry-After when its queue is full', async () => {
    // 16 pictures at once, each from an address of its own (no address reaches its limit): one is drawn, 8 wait,
    // the rest are refused at once. Nothing is drawn before all have arrived: the thread starts with the first.
    const inHand = PREVIEW_DRAWER.threads + PREVIEW_DRAWER.queue;
    expect(PAGE_PICTURES.length).toBeGreaterThan(inHand);
    const loop = performance.eventLoopUtilization();
    const answers = await Promise.all(PAGE_PICTURES.map((url, i) => picture(ctx.app, url, `203.0.113.${i + 10}`)));
    // The server's thread waited while the pictures were drawn: most of that time it was free for other requests.
    // (Drawn on it, as before decision 048, it was busy all along: a utilization near 1.)
    const utilization = performance.eventLoopUtilization(loop).utilization;
    expect(utilization).toBeLessThan(0.5);

    const drawn = answers.filter((r) => r.statusCode === 200);
    const busy = answers.filter((r) => r.statusCode === 503);
    expect(drawn.length).toBe(inHand);
    expect(busy.length).toBe(PAGE_PICTURES.length - inHand);
    for (const res of busy) expectRefusal(res, 503, 'PREVIEWS_BUSY', PREVIEW_RETRY_AFTER_S);
    expect(await sources(ctx.app)).toEqual({ drawn: inHand, busy: PAGE_PICTURES.length - inHand });

    // A refused picture used up nothing of its address's draws, and asked again once the queue is free, it is drawn.
    const i = answers.findIndex((r) => r.statusCode === 503);
    const rule = { name: 'preview-draws', ...PREVIEW_DRAWS };
    expect(await ctx.app.rateLimits.count(rule, `203.0.113.${i + 10}`)).toBe(0);
    expect((await picture(ctx.app, PAGE_PICTURES[i], `203.0.113.${i + 10}`)).statusCode).toBe(200);
  });
});
