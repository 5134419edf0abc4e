import fs from 'node:fs';
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { assertKey, isStorageKey, type ByteRange, type ListedObject, type ObjectInfo, type Storage } from './index.ts';

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Objects above this go up as a multipart upload, in parts of this size (S3's smallest is 5 MiB). */
export const PART_SIZE = 8 * 1024 * 1024;

/**
 * Any S3-compatible object store (AWS S3, MinIO, Garage, Ceph RGW, Cloudflare R2). `area` is the prefix of its
 * objects' names in the bucket: '' for the uploads, `previews/` for the link previews' pictures (storage/index.ts).
 */
export class S3Storage implements Storage {
  readonly driver = 's3' as const;
  private readonly client: S3Client;
  readonly bucket: string;

  constructor(
    settings: S3Settings,
    private readonly area = '',
  ) {
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
      throw new Error(
        `STORAGE_URL: bucket '${this.bucket}' is not reachable (${e.$metadata?.httpStatusCode ?? ''} ${e.name ?? ''}: ${e.message ?? ''})`.replace(
          /\s+/g,
          ' ',
        ),
      );
    }
  }

  /** The object's name in the bucket. */
  private nameOf(key: string): string {
    return this.area + assertKey(key);
  }

  /**
   * Streams the file from disk: one PutObject, or a multipart upload whose parts are ranges of the
   * file, one at a time. No part is ever held in memory (decision 017: @aws-sdk/lib-storage buffers
   * each part, 20 uploads at once grew RSS by 310 MB). A failed multipart upload is aborted, so no
   * part lingers in the bucket.
   */
  async putFile(key: string, filePath: string, mime: string): Promise<void> {
    const Key = this.nameOf(key);
    const size = (await fs.promises.stat(filePath)).size;
    const body = (start: number, end: number) =>
      fs.createReadStream(filePath, { start, end, highWaterMark: 64 * 1024 });
    if (size <= PART_SIZE) {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key,
          Body: body(0, Math.max(0, size - 1)),
          ContentLength: size,
          ContentType: mime,
        }),
      );
      return;
    }
    const { UploadId } = await this.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.bucket, Key, ContentType: mime }),
    );
    try {
      const parts: { ETag?: string; PartNumber: number }[] = [];
      for (let start = 0, n = 1; start < size; start += PART_SIZE, n++) {
        const end = Math.min(size, start + PART_SIZE) - 1;
        const part = await this.client.send(
          new UploadPartCommand({
            Bucket: this.bucket,
            Key,
            UploadId,
            PartNumber: n,
            Body: body(start, end),
            ContentLength: end - start + 1,
          }),
        );
        parts.push({ ETag: part.ETag, PartNumber: n });
      }
      await this.client.send(
        new CompleteMultipartUploadCommand({ Bucket: this.bucket, Key, UploadId, MultipartUpload: { Parts: parts } }),
      );
    } catch (err) {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key, UploadId })).catch(() => {});
      throw err;
    }
  }

  async stat(key: string): Promise<ObjectInfo | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.nameOf(key) }));
      return { size: head.ContentLength ?? 0, lastModified: head.LastModified ?? new Date(0) };
    } catch (err) {
      if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
      throw err;
    }
  }

  async stream(key: string, range?: ByteRange): Promise<Readable> {
    const res = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: this.nameOf(key),
        Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      }),
    );
    return res.Body as Readable;
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.nameOf(key) }));
  }

  /** The area's objects (or those whose key starts with `prefix`); another area's names are no keys of this one. */
  async *list(prefix = ''): AsyncIterable<ListedObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: this.area + prefix || undefined,
          ContinuationToken: token,
        }),
      );
      for (const o of page.Contents ?? []) {
        const key = o.Key?.slice(this.area.length);
        if (key && isStorageKey(key)) yield { key, lastModified: o.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  close() {
    this.client.destroy();
  }
}
