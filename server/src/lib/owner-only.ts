import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

/**
 * Everything the platform writes under DATA_DIR (the embedded database, uploads, the outbox, keys, temporary uploads,
 * the lock) is for the account that runs it only: files 0600, directories 0700, whatever the umask says. Our own
 * writes pass these modes; PGlite creates its files with modes of its own, so its directory is 0700 from the start
 * (nobody else can open anything in it) and its files are set to 0600 after it opens, now and then, and on close.
 */
export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;

/** Creates a directory (and missing parents) owner-only, and makes it owner-only if it already existed. */
export function ownerOnlyDirSync(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  fs.chmodSync(dir, DIR_MODE);
}

export async function ownerOnlyDir(dir: string): Promise<void> {
  await fsp.mkdir(dir, { recursive: true, mode: DIR_MODE });
  await fsp.chmod(dir, DIR_MODE);
}

/**
 * Sets every file under `root` to 0600 and every directory to 0700 (symbolic links are left alone and not
 * followed). Entries that vanish meanwhile are skipped. Returns how many modes it changed.
 */
export async function ownerOnlyTree(root: string): Promise<number> {
  let changed = 0;
  const visit = async (entry: string) => {
    const stat = await fsp.lstat(entry).catch(() => undefined);
    if (!stat || stat.isSymbolicLink()) return;
    const want = stat.isDirectory() ? DIR_MODE : FILE_MODE;
    if ((stat.mode & 0o777) !== want) {
      await fsp.chmod(entry, want).catch(() => {});
      changed += 1;
    }
    if (!stat.isDirectory()) return;
    const names = await fsp.readdir(entry).catch(() => [] as string[]);
    for (const name of names) await visit(path.join(entry, name));
  };
  await visit(root);
  return changed;
}
