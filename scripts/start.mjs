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
  // glibc's malloc serves a block over 128 KB by its own mapping, given back on free, instead of raising that threshold
  // to the size of the last one freed: each argon2 hash (19 MiB) would otherwise stay in the arena of its thread, some
  // 80 MB of resident memory after a few logins (decision 068).
  env: { NODE_ENV: 'production', DATA_DIR: path.join(root, 'data'), MALLOC_MMAP_THRESHOLD_: '131072', ...process.env },
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
