import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  ApplicantCounts,
  ApplicantSort,
  ApplicantView,
  ApplicationStatus,
  StudentApplicationView,
} from '@beceri/domain';
import { api, ApiError } from '../../../lib/api.ts';
import { pagedListQuery } from '../../../lib/paged-query.ts';
import { jobsKey } from './jobs.ts';

/** The student's applications, newest first. */
export const studentApplicationsQuery = pagedListQuery<StudentApplicationView>(
  [...jobsKey, 'applications'],
  '/enrollment/getAll',
);
export const useStudentApplications = () => useInfiniteQuery(studentApplicationsQuery);

export interface ApplicationStatusView {
  id: string;
  jobId: string;
  status: ApplicationStatus;
}

/** The student's application to one job, or null when there is none. */
export const myApplicationQuery = (jobId: string) =>
  queryOptions({
    queryKey: [...jobsKey, 'application', jobId],
    queryFn: async () => {
      try {
        return await api.get<ApplicationStatusView>(`/enrollment/getEnrollment/${encodeURIComponent(jobId)}`);
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
  });
export const useMyApplication = (jobId: string, enabled: boolean) =>
  useQuery({ ...myApplicationQuery(jobId), enabled });

export function useApply() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) =>
      api.post<{ ok: boolean; id: string }>(`/enrollment/enroll/${encodeURIComponent(jobId)}`),
    onSettled: () => qc.invalidateQueries({ queryKey: jobsKey }),
  });
}

/**
 * One job's applicants for its owner, all or of one status (the hire page's tabs), most requirements met first, then by
 * application date; `meetsRequirements`: only those who hold every required course's certificate.
 */
export const applicantsQuery = (
  jobId: string,
  status?: ApplicationStatus,
  sort: ApplicantSort = 'oldest',
  meetsRequirements = false,
) =>
  pagedListQuery<ApplicantView>(
    [...jobsKey, 'applicants', jobId, status ?? 'all', sort, meetsRequirements],
    `/enrollment/studentsEnrolled/${encodeURIComponent(jobId)}`,
    undefined,
    { status, sort: sort === 'oldest' ? undefined : sort, meetsRequirements: meetsRequirements ? '1' : undefined },
  );
/** Switching tabs, order or filter keeps the cards on screen (and the control focused) until the next arrive. */
export const useApplicants = (
  jobId: string,
  status?: ApplicationStatus,
  sort?: ApplicantSort,
  meetsRequirements?: boolean,
) =>
  useInfiniteQuery({ ...applicantsQuery(jobId, status, sort, meetsRequirements), placeholderData: keepPreviousData });

/** How many applicants the job has, in all and per status (`GET /enrollment/counts/{jobId}`). */
export const applicantCountsQuery = (jobId: string) =>
  queryOptions({
    queryKey: [...jobsKey, 'applicants', jobId, 'counts'],
    queryFn: () => api.get<ApplicantCounts>(`/enrollment/counts/${encodeURIComponent(jobId)}`),
  });
export const useApplicantCounts = (jobId: string) => useQuery(applicantCountsQuery(jobId));

export function useHire(jobId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (studentId: string) =>
      api.put<{ ok: boolean; status: ApplicationStatus }>(`/enrollment/hire/${encodeURIComponent(studentId)}`, {
        jobId,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: jobsKey }),
  });
}

/** Moves one application (`PUT /enrollment/status/{applicationId}`); the lists and counts of every tab follow. */
export function useMoveApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, status }: { applicationId: string; status: ApplicationStatus }) =>
      api.put<{ ok: boolean; status: ApplicationStatus; changed: boolean }>(
        `/enrollment/status/${encodeURIComponent(applicationId)}`,
        { status },
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: jobsKey }),
  });
}
