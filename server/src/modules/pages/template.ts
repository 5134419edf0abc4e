import fs from 'node:fs';
import path from 'node:path';
import { scriptLoader } from './script-loader.ts';

/** One chunk of Vite's manifest (`build.manifest: true`, `web/dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The stylesheet is written into the page while it is this small (the built one is about 33 KB, 7 KB compressed). */
const INLINE_CSS_MAX = 64 * 1024;

/**
 * The built `index.html`, cut where the renderer writes: the language, the head tags, the scripts, the first paint and
 * the boot data. Everything else stays as Vite wrote it.
 */
export interface PageTemplate {
  /** `<html lang="…">` up to the head tags the renderer writes. */
  beforeLang: string;
  /** From after the lang attribute to where the page's own head tags go. */
  headStart: string;
  /** The head after the page's tags: the styles (inlined when small). */
  headEnd: string;
  /** The body up to the root element's content. */
  bodyStart: string;
  /** From the root's closing tag to the end of the body, where the boot data goes. */
  rootClose: string;
  /** `</body></html>`. */
  docEnd: string;
  /** The `/assets/…` files a route's screen needs besides the entry's: its chunk and its static imports. */
  chunksOf(sourceFiles: readonly string[]): string[];
  /**
   * The tags that load the entry, its imports and the given chunks: started after the first paint when the screen is
   * in the page (decision 069), else as Vite writes them, from the head.
   */
  scripts(chunks: readonly string[], screenInPage: boolean): string;
}

/** Reads web/dist once at start-up; undefined when the web app is not built. */
export function loadTemplate(webDist: string): PageTemplate | undefined {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;
  let html = fs.readFileSync(indexFile, 'utf8');
  const manifest = readManifest(webDist);

  // Inline the stylesheet: one round trip less before the first paint.
  html = html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (tag, href: string) => {
    const file = path.join(webDist, href);
    const css = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
    if (css === undefined || css.length > INLINE_CSS_MAX) return tag;
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
  // The entry and its preloads: the renderer writes them for each page (scripts()).
  const entryFiles: string[] = [];
  html = html.replace(/\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/, (_tag, src: string) => {
    entryFiles.push(src);
    return '';
  });
  html = html.replace(/\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g, (_tag, href: string) => {
    entryFiles.push(href);
    return '';
  });
  // The head tags the renderer writes per page.
  html = html.replace(/\s*<title>[^<]*<\/title>/, '').replace(/\s*<meta name="description"[^>]*>/, '');

  const lang = /<html lang="[^"]*"/.exec(html);
  const head = html.indexOf('<meta name="viewport"');
  const root = /<div id="root"><\/div>/.exec(html);
  if (!lang || head === -1 || entryFiles.length === 0 || !root)
    throw new Error(`${indexFile} does not have the shape the page renderer expects`);
  const viewportEnd = html.indexOf('>', head) + 1;
  const rootOpen = root.index + '<div id="root">'.length;
  const bodyClose = html.lastIndexOf('</body>');

  const entryImports = new Set<string>();
  const entry = Object.values(manifest).find((c) => c.isEntry);
  if (entry) collect(manifest, entry, entryImports, new Set());

  return {
    beforeLang: html.slice(0, lang.index) + '<html lang="',
    headStart: html.slice(lang.index + lang[0].length - 1, viewportEnd),
    headEnd: html.slice(viewportEnd, root.index).replace(/<\/head>[\s\S]*$/, ''),
    bodyStart: html.slice(html.indexOf('</head>', viewportEnd), rootOpen),
    rootClose: html.slice(rootOpen, bodyClose),
    docEnd: html.slice(bodyClose),
    chunksOf(sourceFiles) {
      const files = new Set<string>();
      for (const source of sourceFiles) {
        const chunk = manifest[source];
        if (chunk) collect(manifest, chunk, files, new Set());
      }
      return [...files].filter((f) => !entryImports.has(f));
    },
    scripts(chunks, screenInPage) {
      if (screenInPage) return scriptLoader([...entryFiles, ...chunks]);
      const [entry, ...preloads] = entryFiles;
      return [
        `<script type="module" crossorigin src="${entry}"></script>`,
        ...[...preloads, ...chunks].map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
      ].join('\n    ');
    },
  };
}

function readManifest(webDist: string): Manifest {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** A chunk's file and, transitively, its static imports' (what the browser would otherwise discover one by one). */
function collect(manifest: Manifest, chunk: ManifestChunk, files: Set<string>, seen: Set<ManifestChunk>) {
  if (seen.has(chunk)) return;
  seen.add(chunk);
  if (chunk.file.endsWith('.js')) files.add(`/${chunk.file}`);
  for (const name of chunk.imports ?? []) {
    const imported = manifest[name];
    if (imported) collect(manifest, imported, files, seen);
  }
}
