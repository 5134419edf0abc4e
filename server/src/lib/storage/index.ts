import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { LocalStorage } from './local.ts';
import type { S3Settings } from './s3.ts';

/** What a download needs to know before it streams (its validator is the key, `etagOf`). */
export interface ObjectInfo {
  size: number;
  lastModified: Date;
}

/** One stored object as a listing sees it (the orphan sweep). */
export interface ListedObject {
  key: string;
  lastModified: Date;
}

/** A byte range, both ends included (HTTP's `bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one narrow interface every storage driver offers (decision 017). Keys are random, made by
 * `newKey`, and never reused, so an object never changes once written.
 */
export interface Storage {
  readonly driver: 'local' | 's3';
  init(): Promise<void>;
  /** Copies a file of this machine into storage under `key`; resolves once the object is complete. */
  putFile(key: string, filePath: string, mime: string): Promise<void>;
  stat(key: string): Promise<ObjectInfo | undefined>;
  /** A stream of the object (or of one range of it); rejects when the object does not exist. */
  stream(key: string, range?: ByteRange): Promise<Readable>;
  remove(key: string): Promise<void>;
  /** Every object, or those whose key starts with `prefix`. */
  list(prefix?: string): AsyncIterable<ListedObject>;
  close(): void;
}

const keyPattern = /^[a-f0-9]{32}\.[a-z]{3,4}$/;

export function newKey(ext: string): string {
  return `${crypto.randomBytes(16).toString('hex')}.${ext}`;
}

export function assertKey(key: string): string {
  if (!keyPattern.test(key)) throw new Error('invalid storage key');
  return key;
}

export const isStorageKey = (key: string) => keyPattern.test(key);

/** A strong ETag: a key names one immutable object, so the key itself validates it on every instance. */
export const etagOf = (key: string) => `"${key.slice(0, 32)}"`;

/** A whole object in memory (tests compare stored bytes; the app streams objects). */
export async function readAll(storage: Storage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.stream(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Stores one checked upload (from its temporary file) under a new key and returns the key. */
export async function storeUpload(
  storage: Storage,
  upload: { ext: string; mime: string; tempPath: string },
): Promise<string> {
  const key = newKey(upload.ext);
  await storage.putFile(key, upload.tempPath, upload.mime);
  return key;
}

export class StorageConfigError extends Error {}

/**
 * STORAGE_URL as docs/product.md fixes it: `s3://bucket?endpoint=…&region=…&forcePathStyle=true`, with the
 * keys in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY. Every problem is named; nothing is guessed.
 */
export function parseStorageUrl(value: string, env: { accessKeyId?: string; secretAccessKey?: string }): S3Settings {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new StorageConfigError(
      'STORAGE_URL: not a URL; expected s3://bucket?endpoint=https://…&region=…&forcePathStyle=true',
    );
  }
  const problems: string[] = [];
  if (url.protocol !== 's3:') problems.push(`STORAGE_URL: scheme must be s3:// (got ${url.protocol}//)`);
  const bucket = decodeURIComponent(url.hostname);
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    problems.push(
      'STORAGE_URL: the bucket name (s3://bucket) must be 3–63 lower-case letters, digits, dots or hyphens',
    );
  if (url.pathname && url.pathname !== '/') problems.push('STORAGE_URL: no path after the bucket name');
  const known = new Set(['endpoint', 'region', 'forcePathStyle']);
  for (const k of url.searchParams.keys())
    if (!known.has(k)) problems.push(`STORAGE_URL: unknown parameter '${k}' (endpoint, region, forcePathStyle)`);
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]+/.test(endpoint))
    problems.push('STORAGE_URL: endpoint must be an http:// or https:// URL');
  const region = url.searchParams.get('region') ?? 'us-east-1';
  const style = url.searchParams.get('forcePathStyle');
  if (style !== null && style !== 'true' && style !== 'false')
    problems.push('STORAGE_URL: forcePathStyle must be true or false');
  if (!env.accessKeyId) problems.push('AWS_ACCESS_KEY_ID is required when STORAGE_URL is set');
  if (!env.secretAccessKey) problems.push('AWS_SECRET_ACCESS_KEY is required when STORAGE_URL is set');
  if (problems.length > 0) throw new StorageConfigError(problems.join('\n  '));
  return {
    bucket,
    endpoint,
    region,
    forcePathStyle: style === 'true',
    accessKeyId: env.accessKeyId!,
    secretAccessKey: env.secretAccessKey!,
  };
}

/**
 * What a store holds: the uploads (rows of `files` name them; swept, backed up), or the link previews' pictures
 * (decision 048: made again from the pages when lost, so neither swept by the uploads' rule nor backed up).
 */
export type StorageArea = 'uploads' | 'previews';

/**
 * The driver the configuration names: S3 when `storage` is set, else local disk under DATA_DIR/<area>. In S3 the
 * uploads are at the bucket's top and the previews under `previews/`, which the uploads' listing never yields.
 * The AWS SDK (~20 MB once loaded) is imported only by a server that stores in S3.
 */
export async function openStorage(
  config: { dataDir: string; storage?: S3Settings },
  area: StorageArea = 'uploads',
): Promise<Storage> {
  if (!config.storage) return new LocalStorage(path.join(config.dataDir, area));
  const { S3Storage } = await import('./s3.ts');
  return new S3Storage(config.storage, area === 'uploads' ? '' : `${area}/`);
}

export const openRead = (filePath: string, range?: ByteRange) =>
  fs.createReadStream(filePath, range ? { start: range.start, end: range.end } : {});
