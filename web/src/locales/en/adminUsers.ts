import type { adminUsers as tr } from '../tr/adminUsers.ts';
import type { Same } from '../types.ts';

export const adminUsers: Same<typeof tr> = {
  title: 'Users',
  roleFilter: 'Role',
  allRoles: 'All',
  /** The cohort filter (decision 059): a cohort's students. */
  cohortFilter: 'Cohort',
  allCohorts: 'All cohorts',
  unknownCohort: 'Unknown cohort',
  name: 'Name',
  email: 'Email',
  role: 'Role',
  detail: 'Subject / Company',
  createdAt: 'Registered on',
  empty: 'No users yet.',
  addTeacher: 'Add teacher',
  formTitle: 'New teacher account',
  formDescription: 'The teacher logs in with this email and password.',
  fields: {
    name: 'First name',
    surname: 'Last name',
    email: 'Email',
    password: 'Password',
    subject: 'Subject',
    phone: 'Phone',
    address: 'Address',
  },
  submit: 'Create account',
  created: 'The teacher account has been created.',
  failed: 'Something went wrong, please try again.',
  loadFailed: 'The list could not be loaded, please try again.',
  // Suspension.
  trust: {
    state: 'State',
    actions: 'Actions',
    activeState: 'Active',
    self: 'Your own account',
    suspendedState: 'Suspended',
    suspend: 'Suspend',
    reactivate: 'Reactivate',
    confirmSuspend: 'Are you sure you want to suspend the account of {{name}}?',
    suspendDescription: {
      student:
        "All of the student's sessions end at once, they cannot log in and their timetable calendar link stops working. Their enrolments, exam results, certificates and job applications are not deleted; the companies they applied to still see their applications.",
      teacher:
        "All of the teacher's sessions end at once, they cannot log in and their timetable calendar link stops working. Their courses stay published and students can go on with them. Their data is not deleted.",
      company:
        "All of the company's sessions end at once, it cannot log in and its job postings leave public lists. Its postings and the applications it received are not deleted; once the account is reactivated the postings are public again.",
      admin:
        "All of the administrator's sessions end at once and they cannot log in. Their data and the content they added are not deleted.",
    },
    reason: 'Reason',
    suspended: 'The account of {{name}} was suspended.',
    confirmReactivate: 'Are you sure you want to reactivate the account of {{name}}?',
    reactivated: 'The account of {{name}} was reactivated.',
  },
  /** Extra exam time for a student's accessibility need. */
  extraTime: {
    button: 'Extra exam time',
    buttonWith: 'Extra time: {{percent}}%',
    label: '{{name}}: extra exam time',
    title: 'Extra exam time for {{name}}',
    description:
      'Give a student with an accessibility need extra time in every timed exam. It applies to attempts started from now on.',
    field: 'Extra time (percent)',
    hint: 'A percent of the time limit, from 0 to {{max}}. For example 50: a 20-minute exam becomes 30 minutes. 0 removes the extra time.',
    save: 'Save',
    saved: 'Extra exam time for {{name}} saved as {{percent}}%.',
  },
};
