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
    suspendDescription:
      'All of their sessions end at once, they cannot log in and their job postings leave public lists. Their data is not deleted.',
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
