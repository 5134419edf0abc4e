import type { dashboard as tr } from '../tr/dashboard.ts';
import type { Same } from '../types.ts';

/** Texts of the admin's dashboard (/admin, decision 057), in English. */
export const dashboard: Same<typeof tr> = {
  title: 'Dashboard',
  intro: 'What is waiting for you; each item opens the screen where it is handled.',
  loadFailed: 'The dashboard could not be loaded, please try again.',
  retry: 'Try again',
  waitingTitle: 'Waiting for you',
  weekTitle: 'This week',
  allDone: 'Nothing is waiting, all is done.',
  companies: {
    label: 'Companies waiting for approval',
    detail: '{{verified}} of them verified their email address',
    empty: 'No company is waiting for approval',
  },
  messages: {
    label: 'Unread messages',
    empty: 'No unread messages',
  },
  mails: {
    label: 'Mails that could not be sent',
    detail: 'Open the mail queue to send them again',
    empty: 'No failed mails',
  },
  attendance: {
    label: 'Sessions without attendance',
    detail: 'Attendance taken for {{marked}} of the {{ended}} sessions that ended this week',
    empty: 'Attendance was taken for every session that ended',
  },
  cohort: {
    label: 'Participants of the open cohort',
    detail: '{{name}}: target {{target}} participants ({{percent}}%)',
    empty: 'No cohort is open; new participants join no cohort',
  },
  sessions: {
    label: "This week's lab sessions",
    detail: '{{ended}} of them have ended',
    empty: 'No lab sessions this week',
  },
  applications: {
    label: 'Job applications this week',
    empty: 'No job applications this week',
  },
  certificates: {
    label: 'Certificates issued this week',
    empty: 'No certificates issued this week',
  },
  week: '{{from}} – {{to}}',
};
