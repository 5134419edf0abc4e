import fsp from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import type { ListedObject, Storage } from './index.ts';

/** A stored object younger than this may still be waiting for its row (decision 017). */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

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
