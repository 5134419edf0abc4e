import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserRow, CreateTeacherInput, Role } from '@beceri/domain';
import { api } from '../../../lib/api.ts';
import { pageQuery } from '../../../lib/paged-query.ts';

export const ADMIN_LIST_SIZE = 10;

export function useAdminUsers(role: Role | undefined, page: number) {
  return useQuery(pageQuery<AdminUserRow>(['admin', 'users', role ?? 'all', page], '/admin/users', { role, page, limit: ADMIN_LIST_SIZE }));
}

export function useCreateTeacher() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTeacherInput) => api.post<{ ok: boolean; id: string }>('/admin/users', input),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}

/** Issue 20: an admin suspends an account with a reason, or reactivates it. */
export function useSuspendUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => api.put<{ ok: boolean }>(`/admin/users/${id}/suspend`, { reason }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}

export function useReactivateUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.put<{ ok: boolean }>(`/admin/users/${id}/reactivate`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}
