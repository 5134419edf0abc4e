// Writes .br and .gz twins of the built text assets; the server sends them to browsers that accept them.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist'));
const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // `.ssr/` is the server's render module and `.vite/` the manifest: never sent to a browser.
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* walk(full);
    } else if (compressible.test(entry.name)) yield full;
  }
}

let count = 0;
for (const file of walk(dist)) {
  const data = fs.readFileSync(file);
  if (data.length < 1024) continue;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count += 1;
}
console.log(`precompressed ${count} files`);
