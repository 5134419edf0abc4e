import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TalentPage } from '@beceri/domain';
import { api, withQuery } from '../../../lib/api.ts';

/** The talent pool (decision 063), the company's side: its search and invitations (the student's: invitations.ts). */

export interface TalentFilters {
  courseId?: string;
  city?: string;
  q?: string;
}

export const talentKey = ['talent'] as const;

/** One page of `GET /talent` (a company's search); the previous page stays on screen while the next loads. */
export const talentQuery = (filters: TalentFilters, page: number) =>
  queryOptions({
    queryKey: [...talentKey, 'search', filters, page],
    queryFn: () => api.get<TalentPage>(withQuery('/talent', { ...filters, page })),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const useTalentSearch = (filters: TalentFilters, page: number) => useQuery(talentQuery(filters, page));

/** `POST /talent/{studentId}/invitations`; the cards are read again to show the invitation. */
export function useInvite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, jobId, message }: { studentId: string; jobId: string; message: string }) =>
      api.post<{ id: string }>(`/talent/${encodeURIComponent(studentId)}/invitations`, { jobId, message }),
    onSuccess: () => qc.invalidateQueries({ queryKey: talentKey }),
  });
}
