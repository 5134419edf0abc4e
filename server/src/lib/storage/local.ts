import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  assertKey,
  isStorageKey,
  openRead,
  type ByteRange,
  type ListedObject,
  type ObjectInfo,
  type Storage,
} from './index.ts';
import { FILE_MODE, ownerOnlyDir } from '../owner-only.ts';

/** Local-disk storage under DATA_DIR/uploads (the default, and what `npm start` has always used). */
export class LocalStorage implements Storage {
  readonly driver = 'local' as const;
  constructor(readonly root: string) {}

  async init() {
    await ownerOnlyDir(this.root);
  }

  private pathOf(key: string): string {
    return path.join(this.root, assertKey(key));
  }

  /**
   * Copies into a hidden name first and renames it into place: an object under its key is always
   * complete, even when the process dies halfway.
   */
  async putFile(key: string, filePath: string): Promise<void> {
    const final = this.pathOf(key);
    const partial = path.join(this.root, `.${key}.part`);
    try {
      await fsp.copyFile(filePath, partial);
      await fsp.chmod(partial, FILE_MODE);
      await fsp.rename(partial, final);
    } catch (err) {
      await fsp.rm(partial, { force: true });
      throw err;
    }
  }

  async stat(key: string): Promise<ObjectInfo | undefined> {
    try {
      const s = await fsp.stat(this.pathOf(key));
      return { size: s.size, lastModified: s.mtime };
    } catch {
      return undefined;
    }
  }

  async stream(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(key);
    await fsp.access(file);
    return openRead(file, range);
  }

  /** Removes an object, or a `.key.part` copy that a process left when it died (the sweep lists those too). */
  async remove(key: string): Promise<void> {
    const leftover = key.startsWith('.') && key.endsWith('.part') && isStorageKey(key.slice(1, -5));
    await fsp.rm(leftover ? path.join(this.root, key) : this.pathOf(key), { force: true });
  }

  /**
   * Every stored object, and copies left half-written by a process that died (named `.key.part`); with a prefix,
   * only the objects whose key starts with it.
   */
  async *list(prefix?: string): AsyncIterable<ListedObject> {
    for (const name of await fsp.readdir(this.root)) {
      const leftover = name.startsWith('.') && name.endsWith('.part') && isStorageKey(name.slice(1, -5));
      const wanted =
        prefix === undefined ? leftover || isStorageKey(name) : isStorageKey(name) && name.startsWith(prefix);
      if (!wanted) continue;
      const key = name;
      const s = await fsp.stat(path.join(this.root, name)).catch(() => undefined);
      if (s?.isFile()) yield { key, lastModified: s.mtime };
    }
  }

  close() {}
}
