import type { examStats as tr } from '../tr/examStats.ts';
import type { Same } from '../types.ts';

export const examStats: Same<typeof tr> = {
  title: 'Question statistics',
  intro:
    'For each question: how many attempts drew it, the share of students who answered it correctly, and its discrimination. Discrimination tells whether the students who got it right also did well on the rest of the exam: 0.2 and above is good; a negative value points to a faulty question.',
  basis: 'Only finished attempts count; a question drawn in fewer than {{count}} attempts is not judged.',
  tableLabel: 'Question statistics of the exam “{{title}}”',
  number: 'No.',
  question: 'Question',
  timesDrawn: 'Attempts that drew it',
  shareCorrect: 'Share correct',
  discrimination: 'Discrimination',
  verdict: 'Assessment',
  none: '—',
  percent: '{{value}}%',
  hints: {
    tooHard:
      'Almost nobody answers this correctly: the correct answer may be marked wrong, or the question may be unclear.',
    tooEasy: 'Almost everybody answers this correctly: it does not tell who knows from who does not.',
    negative:
      'Students who do well on the rest of the exam miss this one more often: check its correct answer and options.',
    fewAttempts: 'Not enough attempts yet to judge.',
    fine: 'Looks fine.',
  },
  mostMissed: 'Most missed: question {{number}}, answered correctly by {{percent}}%.',
  empty: 'This course’s exam has no questions yet.',
  loadFailed: 'The question statistics could not be loaded, try again.',
  notFound: 'Course not found.',
  notOwner: 'This course is not yours.',
  retry: 'Try again',
  back: 'Back',
  editExam: 'Edit exam',
};
