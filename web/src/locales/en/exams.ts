import type { exams as tr } from '../tr/exams.ts';
import type { Same } from '../types.ts';

export const exams: Same<typeof tr> = {
  title: 'Exam',
  questionCount_one: '{{count}} question',
  questionCount_other: '{{count}} questions',
  progress: 'Question {{number}} of {{total}}',
  next: 'Next',
  finish: 'Finish',
  passed: 'You passed the exam!',
  certificateReady: 'Your certificate is ready.',
  certificateLink: 'My certificates',
  failed: 'Failed',
  score: 'Your score: {{score}} / {{total}}',
  back: 'Back',
  retry: 'Try again',
  noTest: 'There is no test for this course',
  goBack: 'Go back',
  sending: 'Sending...',
  notEnrolled: 'Enroll in the course “{{title}}” before taking this exam.',
  enroll: 'Enroll in the course',
  loadFailed: 'The exam could not be loaded. Please try again.',
};
