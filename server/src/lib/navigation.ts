import type { IncomingHttpHeaders } from 'node:http';

/**
 * A browser's document navigation (decision 004, docs/product.md): it says so (`Sec-Fetch-Dest: document`), or asks for
 * HTML first. It is answered with a page, not with JSON.
 */
export const asksForPage = (headers: IncomingHttpHeaders) =>
  headers['sec-fetch-dest'] === 'document' || (headers.accept ?? '').startsWith('text/html');

/**
 * A navigation the SPA answers with index.html, even where an API path has the same name: not a file, an asset, the
 * health check or the API's documentation (`/api/…`).
 */
export function isPageNavigation(url: string, headers: IncomingHttpHeaders): boolean {
  if (!asksForPage(headers)) return false;
  return !(
    url.startsWith('/files/') ||
    url.startsWith('/assets/') ||
    url.startsWith('/api/') ||
    url === '/health' ||
    // The mailed verification link is opened by a browser and answered by the API with a redirect.
    url.startsWith('/auth/verify-email?') ||
    /\.[a-z0-9]{2,5}(\?|$)/i.test(url)
  );
}
