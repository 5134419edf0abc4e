import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationResponse, StudentInvitationView, StudentProfile } from '@beceri/domain';
import { api } from '../../../lib/api.ts';
import { jobsKey } from './jobs.ts';

/**
 * The talent pool (decision 063), the student's side: her switch and province, and her invitations. A module apart from
 * the company's (talent.ts), so that each lands in its own page's chunk.
 */

/** The student's invitations ('Davetlerim'). */
export const myInvitationsQuery = queryOptions({
  queryKey: ['talent', 'mine'],
  queryFn: () => api.get<StudentInvitationView[]>('/me/invitations'),
});
export const useMyInvitations = () => useQuery(myInvitationsQuery);

/** `PUT /me/invitations/{id}`: accepting makes an application, so the student's applications are read again too. */
export function useAnswerInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, response }: { id: string; response: InvitationResponse }) =>
      api.put<{ ok: true; status: string }>(`/me/invitations/${encodeURIComponent(id)}`, { response }),
    onSettled: async () => {
      await qc.invalidateQueries({ queryKey: ['talent'] });
      await qc.invalidateQueries({ queryKey: jobsKey });
    },
  });
}

/** `PUT /student/update {openToWork, city}`: the profile holds the answer at once. */
export function useTalentSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { openToWork?: boolean; city?: string | null }) =>
      api.put<{ ok: true; openToWork: boolean; city: string | null }>('/student/update', input),
    onSuccess: ({ openToWork, city }) =>
      qc.setQueryData<StudentProfile>(['profile', 'student'], (p) => (p ? { ...p, openToWork, city } : p)),
  });
}
