import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseRef } from '@beceri/domain';
import { api, withQuery } from '../../../lib/api.ts';
import { jobsKey } from './jobs.ts';

/**
 * The published courses a job form offers as requirements, by title: the public course list (it holds published courses
 * only), its first 100 — the programme's catalogue is far smaller.
 */
export const courseChoicesQuery = queryOptions({
  queryKey: [...jobsKey, 'courseChoices'],
  queryFn: async (): Promise<CourseRef[]> =>
    (await api.list<{ id: string; title: string }>(withQuery('/course/all', { page: 1, limit: 100 }))).items
      .map(({ id, title }) => ({ courseId: id, title }))
      .sort((a, b) => a.title.localeCompare(b.title, 'tr-TR')),
  staleTime: 60_000,
});
export const useCourseChoices = () => useQuery(courseChoicesQuery);
