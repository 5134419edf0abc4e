import type { trust as tr } from '../tr/trust.ts';
import type { Same } from '../types.ts';

export const trust: Same<typeof tr> = {
  title: 'Companies',
  stateFilter: 'State',
  states: { pending: 'Awaiting approval', approved: 'Approved', rejected: 'Rejected' },
  empty: {
    pending: 'No company is awaiting approval.',
    approved: 'No company has been approved yet.',
    rejected: 'No company has been rejected.',
  },
  company: 'Company',
  contact: 'Contact person',
  createdAt: 'Registered',
  state: 'State',
  actions: 'Actions',
  approve: 'Approve',
  reject: 'Reject',
  confirmApprove: 'Are you sure you want to approve {{name}}?',
  approveDescription: "Its job postings go public at once and it can see its applicants' details.",
  confirmReject: 'Are you sure you want to reject {{name}}?',
  rejectDescription: 'The reason is e-mailed to the company. Its job postings stay hidden.',
  reason: 'Reason',
  approved: '{{name}} was approved.',
  rejected: '{{name}} was rejected.',
  failed: 'Something went wrong, please try again.',
  loadFailed: 'The list could not be loaded, please try again.',
};
