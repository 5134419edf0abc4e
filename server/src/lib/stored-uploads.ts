import type { CheckedUpload, LocalStorage } from '../plugins/storage.ts';

/**
 * Writes the uploads to storage, then runs `work` (usually a transaction that records them).
 * If the work fails, the written files are removed again: no orphan file survives a failed request.
 */
export async function withStoredUploads<T>(
  storage: LocalStorage,
  uploads: CheckedUpload[],
  work: (keys: string[]) => Promise<T>,
): Promise<T> {
  const keys: string[] = [];
  try {
    for (const upload of uploads) keys.push(await storage.put(upload));
    return await work(keys);
  } catch (err) {
    await Promise.all(keys.map((k) => storage.remove(k).catch(() => {})));
    throw err;
  }
}
