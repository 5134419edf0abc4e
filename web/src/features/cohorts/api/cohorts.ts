import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CohortInput, CohortView } from '@beceri/domain';
import { api } from '../../../lib/api.ts';
import { pageQuery } from '../../../lib/paged-query.ts';

/** A programme has few cohorts: one page holds them. */
export const COHORT_LIST_SIZE = 50;

export const useCohorts = () =>
  useQuery(pageQuery<CohortView>(['admin', 'cohorts'], '/admin/cohorts', { page: 1, limit: COHORT_LIST_SIZE }));

/** Adds a cohort (no id) or replaces one; the open one, the home page and the indicators follow. */
export function useSaveCohort() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CohortInput }) =>
      id
        ? api.put<{ ok: true }>(`/admin/cohorts/${id}`, input)
        : api.post<{ ok: true; id: string }>('/admin/cohorts', input),
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: ['admin', 'cohorts'] }),
        qc.invalidateQueries({ queryKey: ['programme'] }),
        qc.invalidateQueries({ queryKey: ['config', 'public'] }),
      ]);
    },
  });
}
