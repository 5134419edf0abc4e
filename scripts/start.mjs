// `npm start`: builds the web app when it is not built yet, then runs the server
// (migrations run at start-up) on the embedded database unless DATABASE_URL is set.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webIndex = path.join(root, 'web', 'dist', 'index.html');

if (!fs.existsSync(webIndex)) {
  console.log('Building the web app (first start)…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'server.ts')], {
  cwd: path.join(root, 'server'),
  stdio: 'inherit',
  env: { NODE_ENV: 'production', DATA_DIR: path.join(root, 'data'), ...process.env },
});
// Ctrl-C reaches the server too; it finishes in-flight requests and closes the database.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
