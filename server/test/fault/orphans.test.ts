import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { files } from '../../src/db/schema/index.ts';
import { startServer, waitFor, type ServerProcess } from './processes.ts';
import { studentSignup } from './signup.ts';

const SIGNUPS = 100;
const IN_FLIGHT = 10;
/**
 * Once this many sign-ups are answered, the server dies at the next resume it stores: the moment a
 * file is in place and its row is still being written, the window the sweep exists for.
 */
const KILL_AFTER = 40;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beceri-orphans-'));
// DATA_DIR and WEB_DIST given here win over startServer's own, so both runs share one directory.
const env = { DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web'), RATE_LIMIT_FACTOR: '10' };
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const storedFiles = () => fs.readdirSync(path.join(dataDir, 'uploads'));

describe('kill -9 in the middle of 100 sign-ups with resumes', () => {
  it('leaves, after the sweep, no stored file without a row and no row without its file', async () => {
    server = await startServer(env);
    const first = server;
    let answered = 0;
    let created = 0;
    let next = 0;
    let armed = false;
    const watcher = fs.watch(path.join(dataDir, 'uploads'), (_event, name) => {
      if (armed && name && !name.startsWith('.')) first.child.kill('SIGKILL');
    });
    const worker = async () => {
      while (next < SIGNUPS) {
        next++;
        const form = studentSignup();
        try {
          const res = await fetch(`${first.url}/auth/register`, { method: 'POST', headers: form.headers, body: new Uint8Array(form.payload) });
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
    const leftByCrash = storedFiles().length;

    // An hour passes for everything on disk (the sweep spares younger files: their rows may be coming).
    const anHourAgo = new Date(Date.now() - 61 * 60 * 1000);
    for (const dir of ['uploads', 'tmp']) {
      for (const name of fs.readdirSync(path.join(dataDir, dir))) fs.utimesSync(path.join(dataDir, dir, name), anHourAgo, anHourAgo);
    }

    server = await startServer(env);
    const second = server;
    await waitFor('the start-up sweep', () => (second.output().includes('storage sweep done') ? true : undefined), 30_000);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    try {
      const keys = (await database.db.select({ key: files.storageKey }).from(files)).map((r) => r.key).sort();
      const onDisk = storedFiles().sort();
      console.info(`orphans: ${created} sign-ups answered 201, ${keys.length} file rows, ${leftByCrash} stored files before the sweep, ${onDisk.length} after`);
      expect(keys.length).toBeGreaterThanOrEqual(created);
      // The crash did leave files without rows (else this test would prove nothing), and the sweep took them.
      expect(leftByCrash).toBeGreaterThan(keys.length);
      expect(onDisk).toEqual(keys);
      expect(fs.readdirSync(path.join(dataDir, 'tmp'))).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
