import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCompanyRow, CompanyApproval } from '@beceri/domain';
import { api } from '../../../lib/api.ts';
import { pageQuery } from '../../../lib/paged-query.ts';

export const COMPANIES_LIST_SIZE = 10;

/** One page of companies in one vetting state. */
export function useAdminCompanies(state: CompanyApproval, page: number) {
  return useQuery(
    pageQuery<AdminCompanyRow>(['admin', 'companies', state, page], '/admin/companies', {
      state,
      page,
      limit: COMPANIES_LIST_SIZE,
    }),
  );
}

export function useApproveCompany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.put<{ ok: boolean }>(`/admin/companies/${id}/approve`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'companies'] }),
  });
}

export function useRejectCompany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.put<{ ok: boolean }>(`/admin/companies/${id}/reject`, { reason }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'companies'] }),
  });
}
