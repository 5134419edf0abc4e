// `npm run build -w web [-- <outDir>]`: the browser's build, the server's render of the public pages into
// `<outDir>/.ssr/` (decision 039; a dot folder, so the static files never serve it), then the .br and .gz twins.
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const web = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(process.argv[2] ?? path.join(web, 'dist'));

const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: web, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir']);
run('npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', path.join(outDir, '.ssr'), '--emptyOutDir']);
run(process.execPath, [path.join(web, 'scripts', 'precompress.mjs'), outDir]);
