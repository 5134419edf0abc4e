import { createHash } from 'node:crypto';

/**
 * The one inline script of a server-rendered page (decision 069): it starts the page's scripts — the entry first, then
 * every chunk it and the screen need as `modulepreload` — once the page has painted and is parsed. The screen is in the
 * HTML already; the scripts only make it interactive, so they neither share the first round trips' bandwidth with it
 * nor count, in a browser's or Lighthouse's view, as something the first paint waited for.
 *
 * The files come from the element's `data-scripts` (space-separated); the source never changes, so one CSP hash allows
 * it on every page. A hidden page (a background tab, a prerender) and a browser without paint timing start at once; a
 * page that has not reported its first paint 4 s after it was parsed starts then.
 */
const SCRIPT_LOADER = `(function (me, doc) {
  var files = me.getAttribute('data-scripts').split(' '), painted = false, started = false;
  function start() {
    if (started || !painted || doc.readyState === 'loading') return;
    started = true;
    files.forEach(function (file, i) {
      var el = doc.createElement(i ? 'link' : 'script');
      if (i) { el.rel = 'modulepreload'; el.href = file; } else { el.type = 'module'; el.src = file; }
      el.crossOrigin = '';
      el.setAttribute('fetchpriority', 'low');
      doc.head.appendChild(el);
    });
  }
  function paint() { painted = true; start(); }
  doc.addEventListener('DOMContentLoaded', function () { start(); setTimeout(paint, 4000); });
  try {
    if (doc.visibilityState === 'visible' && PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0) {
      new PerformanceObserver(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length) paint();
      }).observe({ type: 'paint', buffered: true });
      doc.addEventListener('visibilitychange', paint);
      return;
    }
  } catch (e) {}
  paint();
})(document.currentScript, document);`;

/** The CSP source that allows the loader and no other inline script. */
export const SCRIPT_LOADER_CSP = `'sha256-${createHash('sha256').update(SCRIPT_LOADER).digest('base64')}'`;

/** The loader with the files to start, the entry first. */
export function scriptLoader(files: readonly string[]): string {
  return `<script data-scripts="${files.join(' ')}">${SCRIPT_LOADER}</script>`;
}
