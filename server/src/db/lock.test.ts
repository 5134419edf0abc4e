import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '../..');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'beceri-lock-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/**
 * One process that waits for the agreed moment, tries the lock and says whether it got it; it holds what it got
 * until its input closes, so every process of a trial competes with every other.
 */
const contender = `
import { lockDataDir } from './src/db/lock.ts';
const [dir, at] = process.argv.slice(-2);
while (Date.now() < Number(at)) {}
let got = false;
try { lockDataDir(dir); got = true; } catch {}
process.stdout.write(got ? 'got\\n' : 'locked\\n');
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
`;

function start(dir: string, at: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', contender, dir, String(at)], {
    cwd: serverDir,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const answer = new Promise<string>((resolve) => {
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    child.on('exit', () => resolve(out.trim()));
  });
  return { child, answer };
}

describe('the DATA_DIR lock', () => {
  it('goes to exactly one of several servers started at the same moment', { timeout: 240_000 }, async () => {
    for (let trial = 0; trial < 10; trial++) {
      const dir = path.join(root, `t${trial}`);
      const at = Date.now() + 2500;
      const contenders = [start(dir, at), start(dir, at), start(dir, at)];
      const answers = await Promise.all(contenders.map((c) => c.answer));
      for (const c of contenders) c.child.stdin.end();
      await Promise.all(contenders.map((c) => new Promise((r) => c.child.once('exit', r))));
      expect(answers.filter((a) => a === 'got')).toHaveLength(1);
      expect(answers.filter((a) => a === 'locked')).toHaveLength(2);
    }
  });

  it('takes over a lock whose process is gone', async () => {
    const dir = path.join(root, 'stale');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999999');
    const c = start(dir, Date.now());
    expect(await c.answer).toBe('got');
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).not.toBe('999999999');
    c.child.stdin.end();
    await new Promise((r) => c.child.once('exit', r));
  });
});
