import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { files, users } from '../../src/db/schema/index.ts';
import { openTestDatabase, type TestContext } from '../helpers.ts';
import { until } from '@beceri/testkit/processes';
import { studentSignup } from './signup.ts';

let ctx: Omit<TestContext, 'config'>;
let port: number;
/** Requests the server has finished with, answered or failed (an aborted one ends in onError). */
const finished: { url: string; outcome: string }[] = [];
/** The server's side of each connection, newest last. */
const accepted: net.Socket[] = [];

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beceri-cut-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const database = await openTestDatabase();
  const app: FastifyInstance = await buildApp({ config, database, logger: false });
  app.addHook(
    'onError',
    async (req, _reply, err) => void finished.push({ url: req.url, outcome: `error: ${err.message}` }),
  );
  app.addHook(
    'onResponse',
    async (req, reply) => void finished.push({ url: req.url, outcome: String(reply.statusCode) }),
  );
  app.server.on('connection', (socket: net.Socket) => accepted.push(socket));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
  ctx = {
    app,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
});
afterAll(() => ctx?.close());

const uploads = () => fs.readdirSync(path.join(ctx.dataDir, 'uploads'));
const userRows = (email: string) => ctx.app.db.select().from(users).where(eq(users.email, email));

/** Sends the sign-up's headers (with the full Content-Length) and only the first `sent` bytes, then hangs up. */
async function cutOff(form: ReturnType<typeof studentSignup>, sent: number) {
  const before = finished.length;
  const connections = accepted.length;
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const head =
    `POST /auth/register HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${form.headers['content-type']}\r\n` +
    `Content-Length: ${form.payload.length}\r\n\r\n`;
  socket.write(head);
  socket.write(form.payload.subarray(0, sent));
  // The line drops only once the server has read every byte that was sent (this server runs in this process).
  const total = Buffer.byteLength(head) + sent;
  await until(
    'the server to read what was sent',
    () => accepted.length > connections && accepted.at(-1)!.bytesRead >= total,
    { every: 5 },
  );
  socket.destroy();
  return until(
    'the server to finish the cut-off request',
    () => finished.slice(before).find((f) => f.url === '/auth/register'),
    { within: 10_000 },
  );
}

describe('an upload cut off halfway', () => {
  it.each([
    ['in the middle of the resume', (f: ReturnType<typeof studentSignup>) => f.payload.indexOf('%PDF') + 40],
    [
      'after the whole resume, before the closing boundary',
      (f: ReturnType<typeof studentSignup>) => f.payload.length - 30,
    ],
    [
      'in the middle of the form fields',
      (f: ReturnType<typeof studentSignup>) => Math.floor(f.payload.indexOf('%PDF') / 2),
    ],
  ])('%s leaves no account, no file row and no file', async (_where, cutAt) => {
    const form = studentSignup();
    const sent = cutAt(form);
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThan(form.payload.length);
    const done = await cutOff(form, sent);
    expect(done.outcome).toMatch(/^error|^4\d\d$/);
    expect(await userRows(form.email)).toEqual([]);
    expect(await ctx.app.db.select().from(files)).toEqual([]);
    expect(uploads()).toEqual([]);
  });

  it('still takes a complete sign-up afterwards, with exactly its one file (the checks above can see files)', async () => {
    const form = studentSignup();
    const res = await fetch(`http://127.0.0.1:${port}/auth/register`, {
      method: 'POST',
      headers: form.headers,
      body: new Uint8Array(form.payload),
    });
    expect(res.status).toBe(201);
    expect(await userRows(form.email)).toHaveLength(1);
    const rows = await ctx.app.db.select().from(files);
    expect(rows).toHaveLength(1);
    expect(uploads()).toEqual([rows[0].storageKey]);
    // The welcome mail goes out after the answer; wait for it so nothing is written after clean-up.
    const outbox = path.join(ctx.dataDir, 'outbox');
    await until('the welcome mail', () => fs.existsSync(outbox) && fs.readdirSync(outbox).length === 1, {
      within: 10_000,
    });
  });
});
