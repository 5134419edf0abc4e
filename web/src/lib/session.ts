import type { QueryClient } from '@tanstack/react-query';
import type { Role } from '@beceri/domain';

const STORAGE_KEY = 'sessionUser';

/** The query that holds the logged-in person (`GET /auth/check-session`). */
export const sessionKey = ['session'] as const;

/** The account-security screen: every role's, and where MFA_REQUIRED_ROLES sends a person without a second factor. */
export const ACCOUNT_SECURITY_PATH = '/account-security';

/** docs/product.md keeps `{role, id}` under `sessionUser`; it only shapes the first paint, the server decides. */
export function storedSessionUser(): { role: Role; id: string } | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as { role: Role; id: string }) : null;
  } catch {
    return null;
  }
}

/**
 * Whether the person logged out themselves on this page (or is doing so) and has not logged in since. A 401 then is
 * no news: the profile they left asks for its next panel on the way out and is answered 401, and that is no reason
 * to send them to /login (lib/query-client.ts).
 */
let signedOut = false;
export const signedOutThemselves = () => signedOut;

/** The person asked to log out (`true`), or the logout failed and the session goes on (`false`). */
export function markSigningOut(on: boolean) {
  signedOut = on;
}

export function storeSessionUser(user: { role: Role; id: string } | null) {
  if (user) {
    signedOut = false;
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ role: user.role, id: user.id }));
  } else {
    localStorage.removeItem(STORAGE_KEY);
  }
}

/** The history entry (React Router's `location.key`) on which the person logged out themselves, if any. */
let signedOutOn: string | undefined;

/**
 * Whether the person logged out themselves on this history entry: a guarded screen still shown there goes home with
 * them, not to /login with a way back (docs/product.md: logging out leads home), whichever of the two moves React
 * makes first. A later visit to a guarded address is another entry and goes to /login as usual.
 */
export const signedOutOnPurpose = (locationKey: string) => signedOutOn === locationKey;

/** The person logged out on the entry `locationKey`: the stored role and the cached session go. */
export function endSession(qc: QueryClient, locationKey: string) {
  signedOutOn = locationKey;
  qc.clear();
  forgetSession(qc);
}

/** This page no longer has a logged-in person: the stored role and the cached session go. */
export function forgetSession(qc: QueryClient) {
  storeSessionUser(null);
  qc.setQueryData(sessionKey, null);
}
