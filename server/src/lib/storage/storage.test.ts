import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { files, users } from '../../db/schema/index.ts';
import { main as migrate } from '../../cli/storage-migrate.ts';
import { insertFile } from '../../modules/files/repository.ts';
import { storeBuffer } from '../stored-uploads.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  multipart,
  samples,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';
import { studentSignup } from '../../../test/fault/signup.ts';
import { startS3Peer } from '../../../test/s3-peer.ts';
import { sweepOrphans } from './sweep.ts';
import type { Storage } from './index.ts';

const HOUR = 60 * 60 * 1000;

async function keysIn(storage: Storage): Promise<string[]> {
  const keys: string[] = [];
  for await (const o of storage.list()) keys.push(o.key);
  return keys.sort();
}

/** A PDF of `size` bytes whose bytes differ everywhere, so a wrong range or a lost part shows. */
function bigPdf(size: number): Buffer {
  const data = crypto.randomBytes(size);
  samples.pdf.copy(data, 0, 0, 9);
  return data;
}

describe.each([
  ['local disk', false],
  ['S3-compatible store (s3rver)', true],
])('storage on %s', (_name, onS3) => {
  let ctx: TestContext;
  let peer: Awaited<ReturnType<typeof startS3Peer>> | undefined;
  let admin: TestUser;

  beforeAll(async () => {
    peer = onS3 ? await startS3Peer() : undefined;
    ctx = await createTestApp(peer?.env ?? {});
    admin = await createUser(ctx.app, 'admin');
  });
  afterAll(async () => {
    await ctx?.close();
    await peer?.stop();
  });

  it('uses the driver STORAGE_URL names', () => {
    expect(ctx.app.storage.driver).toBe(onS3 ? 's3' : 'local');
  });

  it('stores a sign-up resume and gives it back byte for byte, with ETag, 304 and ranges', async () => {
    const form = studentSignup();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: form.headers,
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    const [user] = await ctx.app.db.select().from(users).where(eq(users.email, form.email));
    const [row] = await ctx.app.db.select().from(files).where(eq(files.ownerId, user.id));
    expect(await keysIn(ctx.app.storage)).toContain(row.storageKey);

    const whole = await injectAs(ctx.app, admin, { url: `/files/${row.id}` });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(samples.pdf)).toBe(true);
    expect(whole.headers['content-length']).toBe(String(samples.pdf.length));
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toBe('private, no-store');
    const etag = whole.headers.etag as string;
    expect(etag).toMatch(/^"[a-f0-9]{32}"$/);
    expect(new Date(whole.headers['last-modified'] as string).getTime()).toBeGreaterThan(0);

    const head = await injectAs(ctx.app, admin, { method: 'HEAD', url: `/files/${row.id}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(samples.pdf.length));
    expect(head.headers.etag).toBe(etag);

    const again = await injectAs(ctx.app, admin, { url: `/files/${row.id}`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const since = await injectAs(ctx.app, admin, {
      url: `/files/${row.id}`,
      headers: { 'if-modified-since': whole.headers['last-modified'] as string },
    });
    expect(since.statusCode).toBe(304);

    const part = await injectAs(ctx.app, admin, { url: `/files/${row.id}`, headers: { range: 'bytes=5-14' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 5-14/${samples.pdf.length}`);
    expect(part.rawPayload.equals(samples.pdf.subarray(5, 15))).toBe(true);
    const tail = await injectAs(ctx.app, admin, { url: `/files/${row.id}`, headers: { range: 'bytes=-6' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(samples.pdf.subarray(-6))).toBe(true);
    const beyond = await injectAs(ctx.app, admin, {
      url: `/files/${row.id}`,
      headers: { range: `bytes=${samples.pdf.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${samples.pdf.length}`);
    // The refusal has the error body of every refusal, as the API document says.
    expect(beyond.json()).toEqual({ error: 'İstenen bayt aralığı dosyanın dışında.', code: 'RANGE_NOT_SATISFIABLE' });
    const stale = await injectAs(ctx.app, admin, {
      url: `/files/${row.id}`,
      headers: { range: 'bytes=0-3', 'if-range': '"0000"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(samples.pdf)).toBe(true);

    // Resumes stay private: a visitor cannot tell the file exists.
    expect((await ctx.app.inject({ url: `/files/${row.id}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/files/${row.id}`, headers: { range: 'bytes=0-3' } })).statusCode).toBe(404);
  });

  it('stores a 12 MB course PDF in parts and serves any range of it, across part boundaries', async () => {
    const data = bigPdf(12 * 1024 * 1024 + 123);
    const { upload, key } = await storeBuffer(ctx.app, 'course_pdf', 'ders.pdf', data);
    const id = await ctx.app.db.transaction((tx) => insertFile(tx, upload, key, null));
    const whole = await ctx.app.inject({ url: `/files/${id}` });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(data)).toBe(true);
    const from = 5 * 1024 * 1024 - 10;
    const part = await ctx.app.inject({ url: `/files/${id}`, headers: { range: `bytes=${from}-${from + 99}` } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(data.subarray(from, from + 100))).toBe(true);
  });

  it('refuses a resume that is too large (413) or not a document (400) and keeps no object, no temporary file and no row', async () => {
    const before = await keysIn(ctx.app.storage);
    const rows = (await ctx.app.db.select().from(files)).length;
    const tooBig = studentSignup();
    const big = multipart({ role: 'student', email: tooBig.email }, [
      { field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: bigPdf(5 * 1024 * 1024 + 1) },
    ]);
    const r1 = await ctx.app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: big.headers,
      payload: big.payload,
    });
    expect(r1.statusCode).toBe(413);
    const exe = multipart({ role: 'student' }, [
      { field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: samples.exe },
    ]);
    const r2 = await ctx.app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: exe.headers,
      payload: exe.payload,
    });
    expect(r2.statusCode).toBe(400);
    expect(r2.json().code).toBe('BAD_FILE_TYPE');
    expect(await keysIn(ctx.app.storage)).toEqual(before);
    expect((await ctx.app.db.select().from(files)).length).toBe(rows);
    expect(fs.readdirSync(ctx.app.uploadTmpDir)).toEqual([]);
  });

  it('sweeps objects no row references once they are an hour old, and keeps the rest', async () => {
    const orphan = await storeBuffer(ctx.app, 'resume', 'yetim.pdf', samples.pdf);
    const kept = await storeBuffer(ctx.app, 'resume', 'kayitli.pdf', samples.pdf);
    await ctx.app.db.transaction((tx) => insertFile(tx, kept.upload, kept.key, null));

    const early = await sweepOrphans(ctx.app.db, ctx.app.storage, ctx.app.uploadTmpDir);
    expect(early.removed).toBe(0);
    expect(await keysIn(ctx.app.storage)).toContain(orphan.key);

    const late = await sweepOrphans(ctx.app.db, ctx.app.storage, ctx.app.uploadTmpDir, Date.now() + HOUR + 60_000);
    expect(late.removed).toBe(1);
    const left = await keysIn(ctx.app.storage);
    expect(left).not.toContain(orphan.key);
    expect(left).toContain(kept.key);
    for (const [row] of await Promise.all(
      left.map((k) => ctx.app.db.select().from(files).where(eq(files.storageKey, k))),
    ))
      expect(row).toBeDefined();
  });
});

describe('STORAGE_URL', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/x' };
  it('stops start-up with every problem named', () => {
    expect(() => loadConfig({ ...base, STORAGE_URL: 'https://bucket' })).toThrow(/scheme must be s3:\/\//);
    expect(() => loadConfig({ ...base, STORAGE_URL: 's3://beceri?endpoint=http://127.0.0.1:9000' })).toThrow(
      /AWS_ACCESS_KEY_ID is required[\s\S]*AWS_SECRET_ACCESS_KEY is required/,
    );
    expect(() =>
      loadConfig({ ...base, STORAGE_URL: 's3://beceri?endpont=x', AWS_ACCESS_KEY_ID: 'a', AWS_SECRET_ACCESS_KEY: 'b' }),
    ).toThrow(/unknown parameter 'endpont'/);
  });
  it('reads bucket, endpoint, region and path style', () => {
    const c = loadConfig({
      ...base,
      STORAGE_URL: 's3://beceri-files?endpoint=https://s3.example.org&region=eu-central-1&forcePathStyle=true',
      AWS_ACCESS_KEY_ID: 'a',
      AWS_SECRET_ACCESS_KEY: 'b',
    });
    expect(c.storage).toMatchObject({
      bucket: 'beceri-files',
      endpoint: 'https://s3.example.org',
      region: 'eu-central-1',
      forcePathStyle: true,
    });
    expect(loadConfig(base).storage).toBeUndefined();
  });
  it('refuses to start when the bucket is not there', async () => {
    const peer = await startS3Peer();
    try {
      await expect(
        createTestApp({
          ...peer.env,
          STORAGE_URL: peer.env.STORAGE_URL.replace('s3://beceri-test', 's3://no-such-bucket'),
        }),
      ).rejects.toThrow(/bucket 'no-such-bucket' is not reachable/);
    } finally {
      await peer.stop();
    }
  });
});

describe('npm run storage:migrate', () => {
  it('copies every local file into the bucket under the same key, and a second run copies nothing', async () => {
    const peer = await startS3Peer();
    const local = await createTestApp();
    try {
      const a = await storeBuffer(local.app, 'resume', 'a.pdf', samples.pdf);
      const b = await storeBuffer(local.app, 'blog_image', 'b.png', samples.png);
      const env = { NODE_ENV: 'test', DATA_DIR: local.dataDir, ...peer.env };
      expect(await migrate(env, () => {})).toEqual({ copied: 2, skipped: 0 });
      expect(await migrate(env, () => {})).toEqual({ copied: 0, skipped: 2 });
      const s3 = await createTestApp(peer.env);
      try {
        expect(await keysIn(s3.app.storage)).toEqual([a.key, b.key].sort());
        const copied = fs.readFileSync(path.join(local.dataDir, 'uploads', a.key));
        const id = await s3.app.db.transaction((tx) =>
          insertFile(tx, { ...a.upload, kind: 'course_pdf' }, a.key, null),
        );
        expect((await s3.app.inject({ url: `/files/${id}` })).rawPayload.equals(copied)).toBe(true);
      } finally {
        await s3.close();
      }
    } finally {
      await local.close();
      await peer.stop();
    }
  });
});
