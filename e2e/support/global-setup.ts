import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

let child: ChildProcess | undefined;

/** Starts one server for the whole browser run and shares its addresses through the environment. */
export default async function globalSetup() {
  const webDist = process.env.E2E_WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`The web app is not built at ${webDist}: run "npm run build" first (npm test does it).`);
  }
  child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'server.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, E2E_WEB_DIST: webDist },
  });
  const ready = await new Promise<{ baseURL: string; controlURL: string }>((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error('the e2e server did not start within 60 s')), 60_000);
    child!.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.startsWith('E2E_READY '));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line.slice('E2E_READY '.length)));
      }
    });
    child!.on('exit', (code) => reject(new Error(`the e2e server exited with ${code}`)));
  });
  // Keep draining its output so the pipe never fills.
  child.stdout!.on('data', (chunk: Buffer) => process.stdout.write(chunk));
  process.env.E2E_BASE_URL = ready.baseURL;
  process.env.E2E_CONTROL_URL = ready.controlURL;
  return async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
}
