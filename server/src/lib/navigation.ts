/** A browser navigation asks for HTML first (decision 004): it is answered with a page, not with JSON. */
export const asksForPage = (accept: string | undefined) => (accept ?? '').startsWith('text/html');

/**
 * A navigation the SPA answers with index.html, even where an API path has the same name: not a file, an asset, the
 * health check or the API's documentation (`/api/…`).
 */
export function isPageNavigation(url: string, accept: string | undefined): boolean {
  if (!asksForPage(accept)) return false;
  return !(
    url.startsWith('/files/') || url.startsWith('/assets/') || url.startsWith('/api/') || url === '/health' ||
    // The mailed verification link is opened by a browser and answered by the API with a redirect (issue 20).
    url.startsWith('/auth/verify-email?') ||
    /\.[a-z0-9]{2,5}(\?|$)/i.test(url)
  );
}
