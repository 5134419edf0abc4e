import fsp from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import type { ListedObject, Storage } from './index.ts';

/** A stored object younger than this may still be waiting for its row (decision 017). */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/**
 * A link preview's stored picture not written again for this long is removed (decision 048): the pictures of pages
 * gone (a closed job, a deleted post) do not pile up, and a live page's picture is drawn again when next asked.
 */
export const PREVIEW_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface SweepResult {
  scanned: number;
  removed: number;
  temps: number;
}

/**
 * Removes stored objects that no `files` row references and that are older than an hour, and this
 * instance's temporary upload files of the same age. A file is always written before its row, so an
 * object without a row after an hour is what a crash or a failed request left behind.
 */
export async function sweepOrphans(db: Db, storage: Storage, tmpDir?: string, now = Date.now()): Promise<SweepResult> {
  const result: SweepResult = { scanned: 0, removed: 0, temps: 0 };
  const cutoff = now - ORPHAN_MIN_AGE_MS;
  let batch: ListedObject[] = [];
  const flush = async () => {
    const old = batch.filter((o) => o.lastModified.getTime() < cutoff);
    batch = [];
    if (old.length === 0) return;
    const keys = old.map((o) => o.key).filter((k) => !k.startsWith('.'));
    const referenced = new Set(
      keys.length
        ? (await db.select({ key: files.storageKey }).from(files).where(inArray(files.storageKey, keys))).map(
            (r) => r.key,
          )
        : [],
    );
    for (const o of old) {
      if (referenced.has(o.key)) continue;
      await storage.remove(o.key);
      result.removed++;
    }
  };
  for await (const o of storage.list()) {
    result.scanned++;
    batch.push(o);
    if (batch.length >= 500) await flush();
  }
  await flush();
  if (tmpDir) {
    for (const name of await fsp.readdir(tmpDir).catch(() => [] as string[])) {
      const s = await fsp.stat(path.join(tmpDir, name)).catch(() => undefined);
      if (s && s.mtimeMs < cutoff) {
        await fsp.rm(path.join(tmpDir, name), { force: true });
        result.temps++;
      }
    }
  }
  return result;
}

/** Removes the previews' pictures older than PREVIEW_MAX_AGE_MS (no row names them; the pages make them again). */
export async function sweepPreviews(store: Storage, now = Date.now()): Promise<{ scanned: number; removed: number }> {
  const result = { scanned: 0, removed: 0 };
  const old: string[] = [];
  for await (const o of store.list()) {
    result.scanned++;
    if (o.lastModified.getTime() < now - PREVIEW_MAX_AGE_MS) old.push(o.key);
  }
  for (const key of old) {
    await store.remove(key);
    result.removed++;
  }
  return result;
}
