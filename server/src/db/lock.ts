import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FILE_MODE, ownerOnlyDirSync } from '../lib/owner-only.ts';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const readPid = (file: string) => {
  try {
    return Number(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

const locked = (dataDir: string, pid: number) =>
  new DataDirLockedError(
    `DATA_DIR ${dataDir} is in use by another Beceri process (pid ${pid}). ` +
      'Stop it first, or start this one with another DATA_DIR.',
  );

/**
 * PGlite takes no lock of its own, and two processes on one directory lose writes silently.
 * The lock file holds the owner's pid. It appears complete or not at all: the pid is written to a file of this
 * process first, which is then hard-linked under the lock's name (link fails when the name exists), so a process
 * starting at the same moment never reads an empty lock and takes it for a dead one. A lock left by a dead process
 * is renamed away (only one process can rename it) and the link is tried again.
 */
export function lockDataDir(dataDir: string): () => void {
  ownerOnlyDirSync(dataDir);
  const file = path.join(dataDir, 'server.lock');
  const mine = path.join(dataDir, `.server.lock.${process.pid}.${crypto.randomBytes(4).toString('hex')}`);
  fs.writeFileSync(mine, String(process.pid), { flag: 'wx', mode: FILE_MODE });
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        fs.linkSync(mine, file);
        let released = false;
        return () => {
          if (released) return;
          released = true;
          if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
        };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const pid = readPid(file);
      if (pid === undefined) continue; // removed meanwhile: try again
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) throw locked(dataDir, pid);
      // A dead owner's lock: move it aside under a name of our own, then check it was the one we judged.
      const aside = `${mine}.stale`;
      try {
        fs.renameSync(file, aside);
      } catch {
        continue; // another process moved it first
      }
      const moved = readPid(aside);
      if (moved !== undefined && moved !== pid && moved !== process.pid && isAlive(moved)) {
        // We moved a live lock taken meanwhile: put it back and step aside.
        try {
          fs.linkSync(aside, file);
        } finally {
          fs.rmSync(aside, { force: true });
        }
        throw locked(dataDir, moved);
      }
      fs.rmSync(aside, { force: true });
    }
    throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}`);
  } finally {
    fs.rmSync(mine, { force: true });
  }
}
