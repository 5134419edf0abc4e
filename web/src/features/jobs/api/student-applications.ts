import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppliedJobIds } from '@beceri/domain';
import { api } from '../../../lib/api.ts';
import { jobsKey } from './jobs.ts';

/** The jobs the logged-in student applied to (one request for every card); refreshed with everything under jobsKey. */
export const appliedJobIdsQuery = queryOptions({
  queryKey: [...jobsKey, 'appliedIds'],
  queryFn: () => api.get<AppliedJobIds>('/enrollment/jobIds'),
  select: (data) => new Set(data.jobIds),
});
export const useAppliedJobIds = (enabled: boolean) => useQuery({ ...appliedJobIdsQuery, enabled });

/** `DELETE /enrollment/{applicationId}`: withdraws an application still in review. */
export function useWithdrawApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) =>
      api.delete<{ ok: boolean }>(`/enrollment/${encodeURIComponent(applicationId)}`),
    onSettled: () => qc.invalidateQueries({ queryKey: jobsKey }),
  });
}
