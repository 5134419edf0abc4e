/**
 * Copies the files of local storage (DATA_DIR/uploads) into the object store that STORAGE_URL names
 * (decision 017):
 *   STORAGE_URL='s3://bucket?endpoint=…&region=…&forcePathStyle=true' AWS_ACCESS_KEY_ID=… AWS_SECRET_ACCESS_KEY=… npm run storage:migrate
 * Keys stay the same, so the `files` rows need no change. Idempotent: an object already in the bucket
 * with the same size is skipped, so a run cut short is simply run again. Local files are left in place.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { isStorageKey, openStorage } from '../lib/storage/index.ts';
import { LocalStorage } from '../lib/storage/local.ts';
import { mimeOf } from '../plugins/storage.ts';

export interface MigrateResult {
  copied: number;
  skipped: number;
}

export async function main(
  env: NodeJS.ProcessEnv = process.env,
  log: (line: string) => void = console.log,
): Promise<MigrateResult> {
  const config = loadConfig(env);
  if (!config.storage)
    throw new ConfigError(
      'STORAGE_URL is not set: name the bucket to copy DATA_DIR/uploads into (README, Configuration)',
    );
  const local = new LocalStorage(path.join(config.dataDir, 'uploads'));
  const bucket = await openStorage(config);
  const result: MigrateResult = { copied: 0, skipped: 0 };
  try {
    await bucket.init();
    const names = (await fs.readdir(local.root).catch(() => [] as string[])).filter(isStorageKey).sort();
    for (const key of names) {
      const size = (await fs.stat(path.join(local.root, key))).size;
      const there = await bucket.stat(key);
      if (there?.size === size) {
        result.skipped++;
        continue;
      }
      await bucket.putFile(key, path.join(local.root, key), mimeOf[key.split('.')[1]] ?? 'application/octet-stream');
      result.copied++;
    }
    log(
      `storage:migrate: ${result.copied} copied, ${result.skipped} already in the bucket (of ${names.length} local files)`,
    );
    return result;
  } finally {
    bucket.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('storage-migrate.ts')) {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err instanceof ConfigError ? err.message : err);
      process.exit(1);
    },
  );
}
