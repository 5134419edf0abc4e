import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIST_PAGE_SIZE, type ApplicantView, type ApplicationStatus, type StudentApplicationView } from '@beceri/domain';
import { api, ApiError, withQuery } from '../../../lib/api.ts';
import { jobsKey } from './jobs.ts';

/** The student's applications, newest first. */
export const studentApplicationsQuery = infiniteQueryOptions({
  queryKey: [...jobsKey, 'applications'],
  queryFn: ({ pageParam }) => api.list<StudentApplicationView>(withQuery('/enrollment/getAll', { page: pageParam, limit: LIST_PAGE_SIZE })),
  initialPageParam: 1,
  getNextPageParam: (last, pages) => (pages.length * LIST_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
});
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
export const useMyApplication = (jobId: string, enabled: boolean) => useQuery({ ...myApplicationQuery(jobId), enabled });

/** `GET /enrollment/getEnrollment/{id}` on demand (the 'Durum' button). */
export const fetchApplicationStatus = (id: string) =>
  api.get<ApplicationStatusView>(`/enrollment/getEnrollment/${encodeURIComponent(id)}`);

export function useApply() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => api.post<{ ok: boolean; id: string }>(`/enrollment/enroll/${encodeURIComponent(jobId)}`),
    onSettled: () => qc.invalidateQueries({ queryKey: jobsKey }),
  });
}

export const applicantsQuery = (jobId: string) =>
  infiniteQueryOptions({
    queryKey: [...jobsKey, 'applicants', jobId],
    queryFn: ({ pageParam }) =>
      api.list<ApplicantView>(withQuery(`/enrollment/studentsEnrolled/${encodeURIComponent(jobId)}`, { page: pageParam, limit: LIST_PAGE_SIZE })),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * LIST_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
  });
export const useApplicants = (jobId: string) => useInfiniteQuery(applicantsQuery(jobId));

export function useHire(jobId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (studentId: string) =>
      api.put<{ ok: boolean; status: ApplicationStatus }>(`/enrollment/hire/${encodeURIComponent(studentId)}`, { jobId }),
    onSuccess: () => qc.invalidateQueries({ queryKey: jobsKey }),
  });
}
