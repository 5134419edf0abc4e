import type { logs as tr } from '../tr/logs.ts';
import type { Same } from '../types.ts';

export const logs: Same<typeof tr> = {
  title: 'Activity Log',
  filters: 'Filter by type',
  empty: 'No entries yet.',
  loadFailed: 'The log could not be loaded.',
  total_one: '{{count, number}} entry in all',
  total_other: '{{count, number}} entries in all',
  types: {
    teacher: 'Teacher',
    student: 'Student',
    company: 'Company',
    other: 'Other',
  },
};
