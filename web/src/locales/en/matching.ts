import type { Same } from '../types.ts';
import type { matching as tr } from '../tr/matching.ts';

/** The English texts of `matching` (see tr/matching.ts). */
export const matching: Same<typeof tr> = {
  formLegend: 'Course requirements (optional)',
  formHint:
    'Choose up to {{max}} required and {{max}} preferred courses of the platform. Students who hold the certificates of the required courses see the job under “Jobs for me”.',
  loading: 'Loading courses…',
  coursesLoadFailed: 'The courses could not be loaded; you can add requirements later.',
  noCourses: 'No course is published on the platform yet.',
  none: 'Not needed',
  requiredOption: 'Required',
  preferredOption: 'Preferred',
  required: 'Required courses',
  preferred: 'Preferred courses',
  requiredCount: 'Required: {{n}}/{{max}}',
  preferredCount: 'Preferred: {{n}}/{{max}}',
  heading: 'Course requirements',
  requiredIntro: 'This job asks for the certificates of these courses:',
  preferredIntro: 'A plus:',
  met: 'You meet the requirements',
  metDetail: 'You hold the certificates of the courses this job asks for.',
  notMet: 'You do not meet the requirements yet ({{met}}/{{required}})',
  missingIntro: 'Courses whose certificate you still need:',
  enrol: 'Enrol in the course',
  enrolLabel: 'Enrol in {{title}}',
  cardMet: 'You meet the requirements',
  cardMissing_one: 'Missing course: {{titles}}',
  cardMissing_other: 'Missing courses: {{titles}}',
  eligibleToggle: 'Jobs for me',
  eligibleHint: 'Only the jobs whose required courses you hold the certificates of',
  eligibleEmpty: 'No open job matches your certificates yet. As you complete courses, more jobs will show here.',
  meetsFilter: 'Only those who meet the requirements',
  applicantMatch: 'Requirements: {{met}}/{{required}}',
  applicantMeets: 'Meets every requirement',
  applicantMissing: 'Missing: {{titles}}',
  meetsEmpty: 'No applicant meets the requirements.',
};
