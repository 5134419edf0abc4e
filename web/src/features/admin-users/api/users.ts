import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserRow, CreateTeacherInput, Role } from '@beceri/domain';
import { api } from '../../../lib/api.ts';
import { pageQuery } from '../../../lib/paged-query.ts';

export const ADMIN_LIST_SIZE = 10;

/** One page of accounts, of one role and one cohort's students where given. */
export function useAdminUsers(role: Role | undefined, cohort: string | undefined, page: number) {
  return useQuery(
    pageQuery<AdminUserRow>(['admin', 'users', role ?? 'all', cohort ?? 'all', page], '/admin/users', {
      role,
      cohort,
      page,
      limit: ADMIN_LIST_SIZE,
    }),
  );
}

export function useCreateTeacher() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTeacherInput) => api.post<{ ok: boolean; id: string }>('/admin/users', input),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}

/** An admin suspends an account with a reason, or reactivates it. */
export function useSuspendUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.put<{ ok: boolean }>(`/admin/users/${id}/suspend`, { reason }),
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

/** Clears a person's second factors (DELETE /admin/users/{id}/mfa): logged and mailed by the server. */
export function useResetUserMfa() {
  return useMutation({ mutationFn: (id: string) => api.delete<{ ok: true }>(`/admin/users/${id}/mfa`) });
}

/** Sets a student's extra exam time for an accessibility need (`PUT /admin/students/{id}/extra-time`). */
export function useSetExtraTime() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, extraTimePercent }: { id: string; extraTimePercent: number }) =>
      api.put<{ extraTimePercent: number }>(`/admin/students/${encodeURIComponent(id)}/extra-time`, {
        extraTimePercent,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}
