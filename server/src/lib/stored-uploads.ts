import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { checkUpload, type CheckedUpload, type UploadKind } from '../plugins/storage.ts';
import { storeUpload, type Storage } from './storage/index.ts';
import { FILE_MODE } from './owner-only.ts';

/**
 * Writes the uploads to storage, then runs `work` (usually a transaction that records them).
 * If the work fails, the written files are removed again: no orphan file survives a failed request,
 * and the orphan sweep (decision 017) takes what a crash between the two steps leaves.
 */
export async function withStoredUploads<T>(
  storage: Storage,
  uploads: CheckedUpload[],
  work: (keys: string[]) => Promise<T>,
): Promise<T> {
  const keys: string[] = [];
  try {
    for (const upload of uploads) keys.push(await storeUpload(storage, upload));
    return await work(keys);
  } catch (err) {
    await Promise.all(keys.map((k) => storage.remove(k).catch(() => {})));
    throw err;
  }
}

/**
 * Checks bytes already in memory by the rules of `kind` and stores them, the way an upload is stored
 * (through a temporary file). For tooling and test fixtures; requests stream through readMultipart.
 */
export async function storeBuffer(
  app: Pick<FastifyInstance, 'storage' | 'uploadTmpDir'>,
  kind: UploadKind,
  name: string,
  data: Buffer,
): Promise<{ upload: CheckedUpload; key: string }> {
  const tempPath = path.join(app.uploadTmpDir, crypto.randomBytes(16).toString('hex'));
  await fs.writeFile(tempPath, data, { flag: 'wx', mode: FILE_MODE });
  try {
    const upload = await checkUpload(kind, name, tempPath, data.length);
    return { upload, key: await storeUpload(app.storage, upload) };
  } finally {
    await fs.rm(tempPath, { force: true });
  }
}
