import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, Role, SessionUser } from '@beceri/domain';
import { api } from '../../../lib/api.ts';
import { onLanguageSwitch } from '../../../lib/i18n.ts';
import { endSession, sessionKey, markSigningOut, storedSessionUser, storeSessionUser } from '../../../lib/session.ts';

export { storedSessionUser } from '../../../lib/session.ts';

export const sessionQuery = queryOptions({
  queryKey: sessionKey,
  queryFn: async () => {
    const { user } = await api.get<{ user: SessionUser | null }>('/auth/check-session');
    storeSessionUser(user);
    return user;
  },
  staleTime: 60_000,
});

/**
 * docs/product.md: the switch also becomes the logged-in person's language (`users.locale`), which their mails use.
 * A failure (an older server without the route, a session that just ended) leaves the cookie's choice in place.
 */
onLanguageSwitch(async (locale) => {
  if (!storedSessionUser()) return;
  await api.put('/me/locale', { locale }).catch(() => undefined);
});

export function useSession() {
  const query = useQuery(sessionQuery);
  return { user: query.data ?? null, isLoading: query.isPending, query };
}

/** `POST /auth/login`: a session, or the second step when the account has two-step verification on. */
export type LoginAnswer =
  | { ok: true; role: Role; id: string; mfaSetupRequired?: true }
  | { ok: false; mfaRequired: true; methods: { totp: boolean; passkey: boolean } };

export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<LoginAnswer>('/auth/login', input),
    onSuccess: async (res) => {
      // With a second factor on there is no session yet: the form asks for the code (POST /auth/mfa).
      if (!res.ok) return;
      storeSessionUser({ role: res.role, id: res.id });
      qc.clear();
      await qc.fetchQuery(sessionQuery);
    },
  });
}

export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    /** `locationKey`: the history entry the person logs out on (lib/session.ts's `signedOutOnPurpose`). */
    mutationFn: (_: { locationKey: string }) => {
      markSigningOut(true);
      return api.post<{ ok: boolean }>('/auth/logout');
    },
    onError: () => markSigningOut(false),
    onSuccess: (_answer, { locationKey }) => endSession(qc, locationKey),
  });
}

/** Where each role lands after logging in (docs/product.md). */
export function homeOf(role: Role | string): string {
  switch (role) {
    case 'company':
      return '/CompanyProfile';
    case 'student':
      return '/StudentProfile';
    case 'teacher':
      return '/TeacherProfile';
    case 'admin':
      return '/admin/courses';
    default:
      return '/';
  }
}
