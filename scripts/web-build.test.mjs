// node --test scripts/: when `npm start` rebuilds the web app.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { listSources, recordSources, whyRebuild } from './web-build.mjs';

test('rebuilds when web/dist is missing, then only when a source is touched, added or removed', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'beceri-web-build-'));
  const file = (rel, text = '') => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  };
  const inputs = ['web/src', 'web/index.html'];
  file('web/src/main.tsx', 'main');
  file('web/index.html', '<html>');
  assert.equal(whyRebuild(root, inputs), 'web/dist is missing');
  file('web/dist/index.html', 'built');
  assert.equal(whyRebuild(root, inputs), 'no record of the sources web/dist was built from');
  recordSources(root, listSources(root, inputs));
  assert.equal(whyRebuild(root, inputs), undefined);

  const later = new Date(Date.now() + 60_000);
  fs.utimesSync(path.join(root, 'web/src/main.tsx'), later, later);
  assert.equal(whyRebuild(root, inputs), 'web/src/main.tsx changed since the last build');
  recordSources(root, listSources(root, inputs));
  file('web/src/new.tsx');
  assert.equal(whyRebuild(root, inputs), 'web/src/new.tsx was added since the last build');
  fs.rmSync(path.join(root, 'web/src/new.tsx'));
  assert.equal(whyRebuild(root, inputs), undefined);
  fs.rmSync(path.join(root, 'web/index.html'));
  assert.equal(whyRebuild(root, inputs), 'web/index.html was removed since the last build');
  fs.rmSync(root, { recursive: true });
});
