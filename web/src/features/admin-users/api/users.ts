import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserRow, ContactMessageRow, CreateTeacherInput, Role } from '@beceri/domain';
import { api, withQuery } from '../../../lib/api.ts';

export const ADMIN_LIST_SIZE = 10;

export function useAdminUsers(role: Role | undefined, page: number) {
  return useQuery({
    queryKey: ['admin', 'users', role ?? 'all', page],
    queryFn: () => api.list<AdminUserRow>(withQuery('/admin/users', { role, page, limit: ADMIN_LIST_SIZE })),
    placeholderData: keepPreviousData,
  });
}

export function useCreateTeacher() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTeacherInput) => api.post<{ ok: boolean; id: string }>('/admin/users', input),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}

export function useContactMessages(page: number) {
  return useQuery({
    queryKey: ['admin', 'messages', page],
    queryFn: () => api.list<ContactMessageRow>(withQuery('/admin/messages', { page, limit: ADMIN_LIST_SIZE })),
    placeholderData: keepPreviousData,
  });
}
