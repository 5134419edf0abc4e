// Whether web/dist is older than what it is built from. The build's inputs are listed with their size and
// modification time in web/.dist-sources.json after each build; a file added, removed, edited or touched since
// (a `git pull`, a checkout, an edit) makes the next `npm start` rebuild.
import fs from 'node:fs';
import path from 'node:path';

/** What the web build reads, relative to the repository root: folders are walked, missing paths skipped. */
export const WEB_BUILD_INPUTS = [
  'web/src',
  'web/public',
  'web/scripts',
  'web/index.html',
  'web/package.json',
  'web/tsconfig.json',
  'web/vite.config.ts',
  'domain/src',
  'domain/package.json',
  'package-lock.json',
  'tsconfig.base.json',
];

export const stampFile = (root) => path.join(root, 'web', '.dist-sources.json');

/** `{ "web/src/main.tsx": "1234:1732400000000", … }` for every file under the inputs. */
export function listSources(root, inputs = WEB_BUILD_INPUTS) {
  const sources = {};
  const visit = (rel) => {
    const stat = fs.statSync(path.join(root, rel), { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(path.join(root, rel)).sort()) visit(path.posix.join(rel, name));
    } else {
      sources[rel] = `${stat.size}:${Math.trunc(stat.mtimeMs)}`;
    }
  };
  for (const input of inputs) visit(input);
  return sources;
}

/** Why the web app must be built, or undefined when web/dist matches its sources. */
export function whyRebuild(root, inputs = WEB_BUILD_INPUTS) {
  if (!fs.existsSync(path.join(root, 'web', 'dist', 'index.html'))) return 'web/dist is missing';
  let built;
  try {
    built = JSON.parse(fs.readFileSync(stampFile(root), 'utf8'));
  } catch {
    return 'no record of the sources web/dist was built from';
  }
  const now = listSources(root, inputs);
  for (const [file, stamp] of Object.entries(now)) {
    if (!(file in built)) return `${file} was added since the last build`;
    if (built[file] !== stamp) return `${file} changed since the last build`;
  }
  for (const file of Object.keys(built)) if (!(file in now)) return `${file} was removed since the last build`;
  return undefined;
}

/** Records the sources a successful build started from (listed before it, so an edit during the build counts). */
export function recordSources(root, sources) {
  fs.writeFileSync(stampFile(root), `${JSON.stringify(sources, null, 1)}\n`);
}
