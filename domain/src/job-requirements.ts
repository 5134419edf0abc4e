import { z } from 'zod';
import { messageKey } from './i18n.ts';

/** How many platform courses a job may name as required, and as preferred (docs/product.md). */
export const JOB_REQUIREMENTS_MAX = 5;

/** A requirement's kind as stored (`job_course_requirements.kind`). */
export const JOB_REQUIREMENT_KINDS = ['required', 'preferred'] as const;
export type JobRequirementKind = (typeof JOB_REQUIREMENT_KINDS)[number];

/** Messages of the requirements: keys of the `domain` catalogue (`jobs.*`). */
export const jobRequirementMessages = {
  max: messageKey('jobs.requirementsMax', { max: JOB_REQUIREMENTS_MAX }),
  both: 'jobs.requirementsBoth',
  invalid: 'jobs.requirementInvalid',
  unknown: 'jobs.requirementUnknown',
  eligibleStudentsOnly: 'jobs.eligibleStudentsOnly',
} as const;

/**
 * 0–5 course ids, each once (a repeated id is kept once). Absent on an edit: the stored requirements stay as they
 * are, so a client of the older API (`{title, description}`) does not wipe them.
 */
export const courseIdListSchema = z
  .array(z.uuid({ error: jobRequirementMessages.invalid }), { error: jobRequirementMessages.invalid })
  .max(JOB_REQUIREMENTS_MAX, jobRequirementMessages.max)
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))])
  .optional();

/** The ids named in both lists (a course is either required or preferred, never both). */
export const coursesInBoth = (required: readonly string[] = [], preferred: readonly string[] = []): string[] => {
  const wanted = new Set(required);
  return preferred.filter((id) => wanted.has(id));
};

/** A course a job names, with its title as the platform shows it now. */
export interface CourseRef {
  courseId: string;
  title: string;
}

/**
 * What a logged-in student's job list and job page add to each job (docs/product.md): how many of its required courses
 * the student holds the certificate of, and which are missing (a link to each course's page to enrol).
 */
export interface RequirementMatch {
  required: number;
  met: number;
  missing: CourseRef[];
}

/** Whether the student meets every requirement (a job that names none asks for nothing). */
export const meetsRequirements = (match: RequirementMatch): boolean => match.met === match.required;

/**
 * A student's match against a job's required courses: a requirement is met by holding that course's certificate.
 * Missing courses in Turkish alphabetical order, so the same job always reads the same.
 */
export function requirementMatch(required: readonly CourseRef[], certified: ReadonlySet<string>): RequirementMatch {
  const missing = required
    .filter((course) => !certified.has(course.courseId))
    .sort((a, b) => a.title.localeCompare(b.title, 'tr-TR'));
  return { required: required.length, met: required.length - missing.length, missing };
}
