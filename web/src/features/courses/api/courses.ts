import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_PAGE_SIZE,
  filteredKey,
  type CourseDetails,
  type CourseFilters,
  type CourseListItem,
  type CourseDraftInput,
  type CourseView,
  type DraftSaved,
  type EnrolledCourse,
  type EnrolledCourseIds,
  type OwnCourseListItem,
} from '@beceri/domain';
import { api } from '../../../lib/api.ts';
import { pagedListQuery, pageQuery } from '../../../lib/paged-query.ts';

/** Everything about courses lives under this key, so one invalidation refreshes every list. */
export const coursesKey = ['courses'] as const;
const enc = encodeURIComponent;

/**
 * The public list (`/course/all`) or its logged-in twin (`/course/getCourses`), a page at a time, under the
 * address's filters (`?q=&category=`); the key is the one the page renderer preloads (domain/src/pages.ts).
 */
export const courseListQuery = (loggedIn: boolean, filters: CourseFilters = {}, page = 1) =>
  pagedListQuery<CourseListItem>(
    filteredKey([...coursesKey, 'list', loggedIn], filters, page),
    loggedIn ? '/course/getCourses' : '/course/all',
    undefined,
    { ...filters },
    page,
  );
export const useCourseList = (loggedIn: boolean, filters: CourseFilters = {}, page = 1) =>
  useInfiniteQuery(courseListQuery(loggedIn, filters, page));

export const courseQuery = (id: string) =>
  queryOptions({
    queryKey: [...coursesKey, 'one', id],
    queryFn: () => api.get<CourseView>(`/course/get/${enc(id)}`),
    // A course that is not there (404, possibly from the page's boot data) is not asked for again on mount.
    retryOnMount: false,
  });
export const useCourse = (id: string) => useQuery(courseQuery(id));
/**
 * The course as the server has it now, for a form that edits it: read again on every mount (the studio saved it
 * since the cached copy was read); `fresh` once that read has answered.
 */
export function useCourseToEdit(id: string) {
  const query = useQuery({ ...courseQuery(id), enabled: id !== '', refetchOnMount: 'always' });
  return { query, fresh: query.isFetchedAfterMount || query.isError };
}

/** The teacher's own courses, drafts included, newest first, with enrolled and passed students ('Kurslarım'). */
export const ownCoursesQuery = pagedListQuery<OwnCourseListItem>([...coursesKey, 'own'], '/course/getAddedCourses');
export const useOwnCourses = () => useInfiniteQuery(ownCoursesQuery);
/** 'Eski Kurslar': the teacher's courses whose enrolment ended (decision 051). */
export const endedCoursesQuery = pagedListQuery<OwnCourseListItem>(
  [...coursesKey, 'own', 'ended'],
  '/course/getAddedCourses',
  undefined,
  { ended: 'true' },
);
export const useEndedCourses = () => useInfiniteQuery(endedCoursesQuery);

/** The admin table: 5 a page, paged by the server; the logged-in list, so that an admin sees the drafts too. */
export const adminCoursesQuery = (page: number) =>
  pageQuery<CourseListItem>([...coursesKey, 'admin', page], '/course/getCourses', { page, limit: ADMIN_PAGE_SIZE });
export const useAdminCourses = (page: number) => useQuery(adminCoursesQuery(page));

export const courseDetailsQuery = (id: string) =>
  queryOptions({
    queryKey: [...coursesKey, 'details', id],
    queryFn: () => api.get<CourseDetails>(`/course/courseDetails/${enc(id)}?limit=100`),
  });
export const useCourseDetails = (id: string) => useQuery(courseDetailsQuery(id));

/** The student's courses with their best exam result. */
export const enrolledCoursesQuery = pagedListQuery<EnrolledCourse>(
  [...coursesKey, 'enrolled'],
  '/courseEnrollement/getAll',
);
export const useEnrolledCourses = () => useInfiniteQuery(enrolledCoursesQuery);

function useInvalidateCourses() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: coursesKey });
}

export function useAddCourse() {
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: (form: FormData) => api.post<{ ok: boolean; id: string }>('/course/add', form),
    onSuccess: invalidate,
  });
}

export function useEditCourse(id: string) {
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: (form: FormData) => api.post<{ ok: boolean; id: string }>(`/course/edit/${enc(id)}`, form),
    onSuccess: invalidate,
  });
}

/** The studio's autosave: starts a draft (no id yet) or saves it; lists refresh when it is settled. */
export function useSaveDraft() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draft }: { id: string | null; draft: CourseDraftInput }) =>
      id ? api.put<DraftSaved>(`/course/draft/${enc(id)}`, draft) : api.post<DraftSaved>('/course/draft', draft),
    // The open form is the truth while it is open: only the lists are read again.
    onSuccess: () => qc.invalidateQueries({ queryKey: [...coursesKey, 'own'] }),
  });
}

export function usePublishCourse() {
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: (id: string) => api.post<{ ok: true; id: string; status: 'published' }>(`/course/publish/${enc(id)}`),
    onSuccess: invalidate,
  });
}

export function useDeleteCourse() {
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: boolean }>(`/course/delete/${enc(id)}`),
    onSuccess: invalidate,
  });
}

/** Enrolment is idempotent on the server: 201 the first time, 200 after. Both are success. */
export function useEnroll() {
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: (courseId: string) =>
      api.post<{ ok: boolean; alreadyEnrolled: boolean }>(`/courseEnrollement/enroll/${enc(courseId)}`),
    onSuccess: invalidate,
  });
}

/** The courses the logged-in student is enrolled in (one request for every card), for 'Kayıtlısınız'. */
export const enrolledCourseIdsQuery = queryOptions({
  queryKey: [...coursesKey, 'enrolledIds'],
  queryFn: () => api.get<EnrolledCourseIds>('/courseEnrollement/courseIds'),
  select: (data) => new Set(data.courseIds),
});
export const useEnrolledCourseIds = (enabled: boolean) => useQuery({ ...enrolledCourseIdsQuery, enabled });
