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

export function storeSessionUser(user: { role: Role; id: string } | null) {
  if (user) localStorage.setItem(STORAGE_KEY, JSON.stringify({ role: user.role, id: user.id }));
  else localStorage.removeItem(STORAGE_KEY);
}

/** This page no longer has a logged-in person: the stored role and the cached session go. */
export function forgetSession(qc: QueryClient) {
  storeSessionUser(null);
  qc.setQueryData(sessionKey, null);
}
