import type { CourseListItem } from './courses.ts';

/**
 * One enrolled student's exam results in a course (`GET /course/{id}/results`, docs/product.md).
 * The best attempt is the highest score, the latest among equals; `bestScore` and `total` are that attempt's.
 * A student enrolled without an attempt has `attempts: 0`, `bestScore` and `total` null, `passed: false` and
 * `lastAttemptAt` null.
 */
export interface CourseResultRow {
  studentId: string;
  name: string;
  surname: string;
  attempts: number;
  bestScore: number | null;
  total: number | null;
  /** Whether any attempt passed. */
  passed: boolean;
  /** ISO 8601, or null before the first attempt. */
  lastAttemptAt: string | null;
}

/** Results pages are a class at a time: a class is 20–80 students. */
export const COURSE_RESULTS_PAGE_SIZE = 100;

/**
 * A course in the author's own list (`GET /course/getAddedCourses`): the list item with how many of its enrolled
 * students passed its exam ('Eski Kurslar' on the teacher profile).
 */
export interface OwnCourseListItem extends CourseListItem {
  passedCount: number;
  /** The newest enrolment, null before any. */
  lastEnrolledAt: string | null;
}
