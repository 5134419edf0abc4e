import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicantView, ApplicationStatus, StudentApplicationView } from '@beceri/domain';
import { api, ApiError } from '../../../lib/api.ts';
import { pagedListQuery } from '../../../lib/paged-query.ts';
import { jobsKey } from './jobs.ts';

/** The student's applications, newest first. */
export const studentApplicationsQuery = pagedListQuery<StudentApplicationView>([...jobsKey, 'applications'], '/enrollment/getAll');
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
  pagedListQuery<ApplicantView>([...jobsKey, 'applicants', jobId], `/enrollment/studentsEnrolled/${encodeURIComponent(jobId)}`);
export const useApplicants = (jobId: string) => useInfiniteQuery(applicantsQuery(jobId));

export function useHire(jobId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (studentId: string) =>
      api.put<{ ok: boolean; status: ApplicationStatus }>(`/enrollment/hire/${encodeURIComponent(studentId)}`, { jobId }),
    onSuccess: () => qc.invalidateQueries({ queryKey: jobsKey }),
  });
}
