import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertKey, isStorageKey, type ByteRange, type ListedObject, type ObjectInfo, type Storage } from './index.ts';

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Multipart parts of 5 MiB (S3's smallest) with one part in flight: under 6 MiB per upload (DESIGN.md §8). */
export const PART_SIZE = 5 * 1024 * 1024;

/** Any S3-compatible object store (AWS S3, MinIO, Garage, Ceph RGW, Cloudflare R2). */
export class S3Storage implements Storage {
  readonly driver = 's3' as const;
  private readonly client: S3Client;
  readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Some S3-compatible stores reject the newer default checksums; ask for them only where required.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** Start-up fails with a clear message when the bucket cannot be reached with these keys. */
  async init() {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      const e = err as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
      throw new Error(`STORAGE_URL: bucket '${this.bucket}' is not reachable (${e.$metadata?.httpStatusCode ?? ''} ${e.name ?? ''}: ${e.message ?? ''})`.replace(/\s+/g, ' '));
    }
  }

  async putFile(key: string, filePath: string, mime: string): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: assertKey(key), Body: fs.createReadStream(filePath, { highWaterMark: 256 * 1024 }), ContentType: mime },
      partSize: PART_SIZE,
      queueSize: 1,
      // A failed multipart upload is aborted, so no part lingers in the bucket.
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async stat(key: string): Promise<ObjectInfo | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: assertKey(key) }));
      return { size: head.ContentLength ?? 0, lastModified: head.LastModified ?? new Date(0) };
    } catch (err) {
      if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
      throw err;
    }
  }

  async stream(key: string, range?: ByteRange): Promise<Readable> {
    const res = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: assertKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
    );
    return res.Body as Readable;
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: assertKey(key) }));
  }

  async *list(): AsyncIterable<ListedObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }));
      for (const o of page.Contents ?? []) {
        if (o.Key && isStorageKey(o.Key)) yield { key: o.Key, lastModified: o.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  close() {
    this.client.destroy();
  }
}
