import { useQuery } from '@tanstack/react-query';
import { COURSE_RESULTS_PAGE_SIZE, type CourseResultRow } from '@beceri/domain';
import { pageQuery } from '../../../lib/paged-query.ts';
import { coursesKey } from './courses.ts';

/**
 * One page of a course's results for its teacher (`GET /course/{id}/results`), a class at a time; under the courses
 * key, so every course change refreshes it too.
 */
export const courseResultsQuery = (courseId: string, page: number) =>
  pageQuery<CourseResultRow>(
    [...coursesKey, 'results', courseId, page],
    `/course/${encodeURIComponent(courseId)}/results`,
    {
      page,
      limit: COURSE_RESULTS_PAGE_SIZE,
    },
  );
export const useCourseResults = (courseId: string, page: number) => useQuery(courseResultsQuery(courseId, page));
