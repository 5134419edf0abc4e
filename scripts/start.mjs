// `npm start`: builds the web app when web/dist is missing or older than its sources (scripts/web-build.mjs),
// then runs the server (migrations run at start-up) on the embedded database unless DATABASE_URL is set.
import { spawnSync, spawn } from 'node:child_process';
import path from 'node:path';
import { listSources, recordSources, whyRebuild } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');

const reason = whyRebuild(root);
if (reason) {
  console.log(`Building the web app: ${reason}…`);
  const sources = listSources(root);
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  recordSources(root, sources);
}

// The server runs in a process group of its own, so a Ctrl-C in the terminal reaches it once, from here: a second
// signal would make it exit at once instead of finishing the requests in flight.
const server = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'server.ts')], {
  cwd: path.join(root, 'server'),
  stdio: 'inherit',
  detached: true,
  env: { NODE_ENV: 'production', DATA_DIR: path.join(root, 'data'), ...process.env },
});
let forwarded = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (forwarded) return;
    forwarded = true;
    server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
