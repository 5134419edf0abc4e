import fs from 'node:fs';
import path from 'node:path';
import { startProcess, tsxArgs } from '@beceri/testkit/processes';

/** Starts one server for the whole browser run and shares its addresses through the environment. */
export default async function globalSetup() {
  const webDist = process.env.E2E_WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`The web app is not built at ${webDist}: run "npm run build" first (npm test does it).`);
  }
  // The server prints one line saying where everything is; after it, its output (warnings) shows in the run's.
  const server = await startProcess({
    name: 'the e2e server',
    args: tsxArgs(path.join(import.meta.dirname, 'server.ts')),
    env: { ...process.env, E2E_WEB_DIST: webDist },
    ready: { line: /^E2E_READY (.*)$/m },
    timeoutMs: 60_000,
    echo: true,
  });
  const ready = JSON.parse(server.ready![1]) as { baseURL: string; controlURL: string };
  process.env.E2E_BASE_URL = ready.baseURL;
  process.env.E2E_CONTROL_URL = ready.controlURL;
  return async () => {
    await server.stop();
  };
}
