import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_PAGE_SIZE,
  filteredKey,
  type JobDetailsView,
  type JobFilters,
  type JobInput,
  type JobView,
  type OwnJobView,
} from '@beceri/domain';
import { api } from '../../../lib/api.ts';
import { pagedListQuery, pageQuery } from '../../../lib/paged-query.ts';

/** Everything about jobs lives under this key, so one invalidation refreshes every list. */
export const jobsKey = ['jobs'] as const;

/**
 * The public list (`/job/all`) or its logged-in twin (`/job/get`), a page at a time, under the address's filters
 * (`?q=&city=&type=`); the key is the one the page renderer preloads (domain/src/pages.ts).
 */
export const jobListQuery = (loggedIn: boolean, filters: JobFilters = {}, page = 1) =>
  pagedListQuery<JobView>(
    filteredKey([...jobsKey, 'list', loggedIn], filters, page),
    loggedIn ? '/job/get' : '/job/all',
    undefined,
    { ...filters },
    page,
  );
export const useJobList = (loggedIn: boolean, filters: JobFilters = {}, page = 1) =>
  useInfiniteQuery(jobListQuery(loggedIn, filters, page));

export const jobQuery = (id: string) =>
  queryOptions({
    queryKey: [...jobsKey, 'one', id],
    queryFn: () => api.get<JobView>(`/job/getJob/${encodeURIComponent(id)}`),
    // A job that is not there (404, possibly from the page's boot data) is not asked for again on mount.
    retryOnMount: false,
  });
export const useJob = (id: string) => useQuery(jobQuery(id));

/** The company's own ads, newest first; `pageSize` 3 for the profile. */
export const ownJobsQuery = (pageSize: number) =>
  pagedListQuery<OwnJobView>([...jobsKey, 'own', pageSize], '/job/getAddedJobs', pageSize);
export const useOwnJobs = (pageSize: number, enabled = true) =>
  useInfiniteQuery({ ...ownJobsQuery(pageSize), enabled });

/** The admin table: 5 a page, paged by the server; the logged-in list, which keeps past-deadline jobs for admins. */
export const adminJobsQuery = (page: number) =>
  pageQuery<JobView>([...jobsKey, 'admin', page], '/job/get', { page, limit: ADMIN_PAGE_SIZE });
export const useAdminJobs = (page: number) => useQuery(adminJobsQuery(page));

export const jobDetailsQuery = (id: string) =>
  queryOptions({
    queryKey: [...jobsKey, 'details', id],
    queryFn: () => api.get<JobDetailsView>(`/job/jobDetails/${encodeURIComponent(id)}`),
  });
export const useJobDetails = (id: string) => useQuery(jobDetailsQuery(id));

function useInvalidateJobs() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: jobsKey });
}

export function useAddJob() {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: (input: JobInput) => api.post<{ ok: boolean; id: string }>('/job/add', input),
    onSuccess: invalidate,
  });
}

export function useEditJob(id: string) {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: (input: JobInput) => api.put<{ ok: boolean }>(`/job/edit/${encodeURIComponent(id)}`, input),
    onSuccess: invalidate,
  });
}

export function useDeleteJob() {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: boolean }>(`/job/delete/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}

/** An admin takes a job down with a reason (mailed to its company), or publishes it again. */
export function useUnpublishJob() {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.put<{ ok: boolean }>(`/admin/jobs/${encodeURIComponent(id)}/unpublish`, { reason }),
    onSuccess: invalidate,
  });
}

export function useRepublishJob() {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: (id: string) => api.put<{ ok: boolean }>(`/admin/jobs/${encodeURIComponent(id)}/republish`),
    onSuccess: invalidate,
  });
}
