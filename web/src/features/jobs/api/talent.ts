import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationResponse, StudentInvitationView, StudentProfile, TalentPage } from '@beceri/domain';
import { api, withQuery } from '../../../lib/api.ts';
import { jobsKey } from './jobs.ts';

/** The talent pool (decision 063): a company's search and invitations, a student's settings and invitations. */

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

/** The student's invitations ('Davetlerim'). */
export const myInvitationsQuery = queryOptions({
  queryKey: [...talentKey, 'mine'],
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
      await qc.invalidateQueries({ queryKey: talentKey });
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
