import type { adminUsers as tr } from '../tr/adminUsers.ts';
import type { Same } from '../types.ts';

export const adminUsers: Same<typeof tr> = {
  title: 'Users',
  roleFilter: 'Role',
  allRoles: 'All',
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
};
