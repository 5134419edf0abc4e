const ORIGIN = 'http://return.invalid';

/**
 * The page a login returns to (`/login?next=…`, or the router state `from`), when it is a path of this site: absolute
 * addresses, protocol-relative ones (`//evil.example`, `/\evil.example`), other schemes and control characters are
 * refused (null), so a link cannot send someone who logs in to another site (an open redirect).
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || url.pathname === '/login') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
