import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, Role, SessionUser } from '@beceri/domain';
import { api } from '../../../lib/api.ts';

const STORAGE_KEY = 'sessionUser';

/** SPEC.md keeps `{role, id}` under `sessionUser`; it only shapes the first paint, the server decides. */
export function storedSessionUser(): { role: Role; id: string } | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as { role: Role; id: string }) : null;
  } catch {
    return null;
  }
}

function storeSessionUser(user: { role: Role; id: string } | null) {
  if (user) localStorage.setItem(STORAGE_KEY, JSON.stringify({ role: user.role, id: user.id }));
  else localStorage.removeItem(STORAGE_KEY);
}

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: async () => {
    const { user } = await api.get<{ user: SessionUser | null }>('/auth/check-session');
    storeSessionUser(user);
    return user;
  },
  staleTime: 60_000,
});

export function useSession() {
  const query = useQuery(sessionQuery);
  return { user: query.data ?? null, isLoading: query.isPending, query };
}

export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<{ ok: boolean; role: Role; id: string }>('/auth/login', input),
    onSuccess: async (res) => {
      storeSessionUser({ role: res.role, id: res.id });
      qc.clear();
      await qc.fetchQuery(sessionQuery);
    },
  });
}

export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ ok: boolean }>('/auth/logout'),
    onSuccess: () => {
      storeSessionUser(null);
      qc.clear();
      qc.setQueryData(sessionQuery.queryKey, null);
    },
  });
}

/** Where each role lands after logging in (SPEC.md §4). */
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
