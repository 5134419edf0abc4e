import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import type { CourseProgress, CourseView } from '@beceri/domain';
import { LIST_PAGE_SIZE } from '@beceri/domain/constants';
import { api, withQuery } from '../../../lib/api.ts';
import { coursesKey, courseQuery } from './courses.ts';

/**
 * The student's progress per enrolled course (`GET /me/progress`), read page by page beside the enrolled courses'
 * pages (same order and size), so each card of the profile finds its course's progress: `pages` is how many of
 * those pages are shown.
 */
export function useCourseProgress(pages: number): Map<string, CourseProgress> {
  return useQueries({
    queries: Array.from({ length: pages }, (_, i) => ({
      queryKey: [...coursesKey, 'progress', i + 1],
      queryFn: () => api.list<CourseProgress>(withQuery('/me/progress', { page: i + 1, limit: LIST_PAGE_SIZE })),
    })),
    combine: (results) => new Map(results.flatMap((r) => r.data?.items ?? []).map((p) => [p.courseId, p])),
  });
}

/**
 * Marks a lesson done (`PUT /me/lessons/{classId}/done`) or takes the mark back (`DELETE`), both idempotent. The course
 * page's ticks change at once from the answer; the profile's progress is read again.
 */
export function useFinishLesson(courseId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, done }: { classId: string; done: boolean }) =>
      done
        ? api.put<CourseProgress>(`/me/lessons/${encodeURIComponent(classId)}/done`)
        : api.delete<CourseProgress>(`/me/lessons/${encodeURIComponent(classId)}/done`),
    onSuccess: (_progress, { classId, done }) => {
      qc.setQueryData<CourseView>(courseQuery(courseId).queryKey, (course) => {
        if (!course) return course;
        const others = (course.doneClassIds ?? []).filter((id) => id !== classId);
        return { ...course, doneClassIds: done ? [...others, classId] : others };
      });
      return qc.invalidateQueries({ queryKey: [...coursesKey, 'progress'] });
    },
  });
}
