import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { files } from '../../src/db/schema/index.ts';
import { startS3Peer } from '../s3-peer.ts';
import { startServer, type ServerProcess } from './processes.ts';
import { studentSignup } from './signup.ts';

const SIGNUPS = 100;
const IN_FLIGHT = 10;
/**
 * Once this many sign-ups are answered, the server dies at the next resume it stores: the moment a
 * file is in place and its row is still being written, the window the sweep exists for.
 */
const KILL_AFTER = 40;
const S3RVER_METADATA = '._S3rver_metadata.json';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** Where each driver keeps its objects on this machine, and how the test reads them from the outside. */
async function storeOf(onS3: boolean, dataDir: string) {
  if (!onS3) {
    const dir = path.join(dataDir, 'uploads');
    return {
      env: {},
      dir: () => dir,
      // An object is complete once renamed into its key (the local driver writes `.key.part` first).
      isStoredObject: (name: string) => !name.startsWith('.'),
      keys: () => fs.readdirSync(dir).sort(),
      files: () => fs.readdirSync(dir).map((n) => path.join(dir, n)),
    };
  }
  const peer = await startS3Peer();
  cleanups.push(() => peer.stop());
  const dir = path.join(peer.directory, peer.bucket);
  return {
    env: peer.env,
    dir: () => dir,
    // s3rver writes an object's metadata once the object itself is complete.
    isStoredObject: (name: string) => name.endsWith(S3RVER_METADATA),
    keys: () =>
      fs
        .readdirSync(dir)
        .filter((n) => n.endsWith(S3RVER_METADATA))
        .map((n) => n.slice(0, -S3RVER_METADATA.length))
        .sort(),
    files: () => fs.readdirSync(dir).map((n) => path.join(dir, n)),
  };
}

describe.each([
  ['local disk', false],
  ['an S3-compatible store (s3rver)', true],
])('kill -9 in the middle of 100 sign-ups with resumes, on %s', (driver, onS3) => {
  // A budget for the work, not a wait: two server starts and 40+ sign-ups (argon2) take over 30 s on two busy cores.
  it(
    'leaves, after the sweep, no stored file without a row and no row without its file',
    { timeout: 120_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beceri-orphans-'));
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      const store = await storeOf(onS3, dataDir);
      // DATA_DIR and WEB_DIST given here win over startServer's own, so both runs share one directory.
      const env = { ...store.env, DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web'), RATE_LIMIT_FACTOR: '10' };
      const first: ServerProcess = await startServer(env);
      cleanups.push(() => first.stop());

      let answered = 0;
      let created = 0;
      let next = 0;
      let armed = false;
      const watcher = fs.watch(store.dir(), (_event, name) => {
        if (armed && name && store.isStoredObject(name)) first.child.kill('SIGKILL');
      });
      const worker = async () => {
        while (next < SIGNUPS) {
          next++;
          const form = studentSignup();
          try {
            const res = await fetch(`${first.url}/auth/register`, {
              method: 'POST',
              headers: form.headers,
              body: new Uint8Array(form.payload),
            });
            if (res.status === 201) created++;
            await res.arrayBuffer();
            if (++answered === KILL_AFTER) armed = true;
          } catch {
            // The connection died with the server: this sign-up may or may not have left a file.
          }
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
      watcher.close();
      expect(await first.exited).toBe('SIGKILL');
      expect(created).toBeGreaterThanOrEqual(KILL_AFTER - IN_FLIGHT);
      expect(created).toBeLessThan(SIGNUPS);
      const leftByCrash = store.keys().length;

      // An hour passes for everything stored (the sweep spares younger files: their rows may be coming).
      const anHourAgo = new Date(Date.now() - 61 * 60 * 1000);
      for (const file of [
        ...store.files(),
        ...fs.readdirSync(path.join(dataDir, 'tmp')).map((n) => path.join(dataDir, 'tmp', n)),
      ]) {
        fs.utimesSync(file, anHourAgo, anHourAgo);
      }

      const second = await startServer(env);
      cleanups.push(() => second.stop());
      await second.line(/storage sweep done/, 30_000);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);

      const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
      try {
        const keys = (await database.db.select({ key: files.storageKey }).from(files)).map((r) => r.key).sort();
        const stored = store.keys();
        console.info(
          `orphans (${driver}): ${created} sign-ups answered 201, ${keys.length} file rows, ${leftByCrash} stored files before the sweep, ${stored.length} after`,
        );
        expect(keys.length).toBeGreaterThanOrEqual(created);
        // The crash did leave files without rows (else this test would prove nothing), and the sweep took them.
        expect(leftByCrash).toBeGreaterThan(keys.length);
        expect(stored).toEqual(keys);
        expect(fs.readdirSync(path.join(dataDir, 'tmp'))).toEqual([]);
      } finally {
        await database.close();
      }
    },
  );
});
