import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { multipart, samples } from './helpers.ts';
import { tcNumber } from './tc-number.ts';

const serverDir = path.resolve(import.meta.dirname, '..');

/** Every entry under `root` with its permission bits, as `ls -lR` would show them. */
function modes(root: string): { entry: string; kind: 'dir' | 'file'; mode: string }[] {
  const out: { entry: string; kind: 'dir' | 'file'; mode: string }[] = [];
  const visit = (p: string) => {
    const s = fs.lstatSync(p);
    if (s.isSymbolicLink()) return;
    out.push({
      entry: path.relative(root, p) || '.',
      kind: s.isDirectory() ? 'dir' : 'file',
      mode: (s.mode & 0o777).toString(8),
    });
    if (s.isDirectory()) for (const n of fs.readdirSync(p)) visit(path.join(p, n));
  };
  visit(root);
  return out;
}

/**
 * The real server on the embedded database, started with umask 000 (the worst an operator can leave): after a sign-up
 * with a resume, a mailed reset code and a link preview's picture, every file under DATA_DIR is 0600 and every
 * directory 0700.
 */
describe('DATA_DIR of the embedded default', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beceri-modes-'));
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('holds only owner-only files and directories after a run, whatever the umask', { timeout: 180_000 }, async () => {
    child = spawn('sh', ['-c', 'umask 000 && exec node --import tsx src/server.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        WEB_DIST: path.join(dataDir, 'no-web'),
        SMTP_URL: '',
        DATABASE_URL: '',
        DATA_KEY: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      const seen = (chunk: Buffer) => {
        output += chunk.toString();
        const m = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (m) resolve(m[1]);
      };
      child!.stdout!.on('data', seen);
      child!.stderr!.on('data', seen);
      child!.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
    });

    const email = 'kipli@example.com';
    const body = multipart(
      {
        role: 'student',
        name: 'Ayşe',
        surname: 'Yılmaz',
        idNumber: tcNumber(424242),
        gender: 'female',
        dateOfBirth: '2001-04-12',
        educationLevel: 'universityStudent',
        jobSeekingStatus: 'internship',
        disability: 'no',
        email,
        password: 'Kavanoz-Yedi-7',
        consent: 'true',
      },
      [{ field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: samples.pdf }],
    );
    const signup = await fetch(`${url}/auth/register`, {
      method: 'POST',
      headers: body.headers,
      body: new Uint8Array(body.payload),
    });
    expect(signup.status).toBe(201);
    const reset = await fetch(`${url}/mail/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(reset.status).toBe(200);
    // A link preview's picture, drawn on the server's worker thread and stored under DATA_DIR/previews.
    const preview = await fetch(`${url}/og/tr/jobs.png`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/png');

    child.kill('SIGTERM');
    await once(child, 'exit');
    child = undefined;

    const entries = modes(dataDir);
    const names = entries.map((e) => e.entry);
    // What a run leaves: the database (with its WAL, pg_control and postgresql.conf), uploads, the outbox, the key,
    // a preview's picture.
    for (const expected of [
      'db/pg_wal',
      'db/global/pg_control',
      'db/postgresql.conf',
      'uploads',
      'outbox',
      'keys/data-key',
      'previews',
    ])
      expect(names).toContain(expected);
    expect(names.some((n) => n.startsWith('outbox/') && n.endsWith('.eml'))).toBe(true);
    expect(fs.readdirSync(path.join(dataDir, 'uploads')).length).toBeGreaterThan(0);
    expect(fs.readdirSync(path.join(dataDir, 'previews')).length).toBe(1);
    const wrong = entries.filter((e) => e.mode !== (e.kind === 'dir' ? '700' : '600'));
    expect(wrong).toEqual([]);
  });
});
