// node --test scripts/: the repository stands on its own. Every file a comment or a document names is in it, every
// decision cited exists, and nothing sends the reader to documents or a tracker outside it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const root = path.resolve(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((f) => f && /\.(ts|tsx|mjs|js|md|json|sql|yml|yaml|css|html|sh)$|(^|\/)run$/.test(f))
  .filter((f) => !f.endsWith('package-lock.json') && !f.startsWith('server/drizzle/meta/'))
  .filter((f) => fs.existsSync(path.join(root, f)));
const texts = tracked.map((f) => ({ file: f, text: fs.readFileSync(path.join(root, f), 'utf8') }));

/** Each line of each file that matches, as `file:line: text`. */
function findAll(pattern) {
  return texts.flatMap(({ file, text }) =>
    text
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim().slice(0, 120)}`] : [])),
  );
}

test('no file points to documents outside the repository or to a tracker', () => {
  const self = 'scripts/references.test.mjs';
  assert.deepEqual(
    findAll(/\b(SPEC|DESIGN)\.md\b|\b[Ii]ssues? #?\d+\b/).filter((l) => !l.startsWith(self)),
    [],
  );
});

const topLevel = new Set(
  fs
    .readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules')
    .map((e) => e.name),
);
topLevel.add('.ci');

/** Build output and other files git ignores: named on purpose, made by the build or a run. */
const ignored = (ref) =>
  [ref, `${ref}/`].some((candidate) => {
    try {
      execFileSync('git', ['check-ignore', '-q', '--no-index', candidate], { cwd: root });
      return true;
    } catch {
      return false;
    }
  });

/** A path from the top, from the file's workspace (`scripts/build.mjs` in web/), or a decision by its number. */
function resolves(file, ref) {
  const workspace = file.split('/')[0];
  if (fs.existsSync(path.join(root, ref)) || fs.existsSync(path.join(root, workspace, ref))) return true;
  const decision = /^docs\/decisions\/(\d{3})$/.exec(ref);
  if (decision) return fs.readdirSync(path.join(root, 'docs/decisions')).some((f) => f.startsWith(decision[1]));
  return ignored(ref);
}

// Migrations are history, applied as written; this test's own examples and the build test's made-up files are not
// references.
const notReferences = (file) =>
  file.startsWith('server/drizzle/') || file === 'scripts/references.test.mjs' || file === 'scripts/web-build.test.mjs';

test('every path a file names from the top of the repository exists', () => {
  const missing = [];
  const pathLike = /(?<![\w./@-])((?:\.ci|[a-z][\w-]*)\/[\w./[\]-]*[\w\]])/g;
  for (const { file, text } of texts) {
    if (notReferences(file)) continue;
    for (const [, ref] of text.matchAll(pathLike)) {
      if (!topLevel.has(ref.split('/')[0]) || /[[\]*]|NNN/.test(ref)) continue; // a pattern, not a file
      if (!resolves(file, ref)) missing.push(`${file}: ${ref}`);
    }
  }
  assert.deepEqual([...new Set(missing)], []);
});

test('every decision cited by number exists', () => {
  const decisions = new Set(fs.readdirSync(path.join(root, 'docs/decisions')).map((f) => f.slice(0, 3)));
  const cited = texts.flatMap(({ file, text }) =>
    [...text.matchAll(/\b[Dd]ecisions? (\d{3})\b|docs\/decisions\/(\d{3})\b/g)].map((m) => ({ file, n: m[1] ?? m[2] })),
  );
  assert.ok(cited.length > 50);
  assert.deepEqual(
    cited.filter(({ n }) => !decisions.has(n)).map(({ file, n }) => `${file}: decision ${n}`),
    [],
  );
});
