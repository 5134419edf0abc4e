import type { workspace as tr } from '../tr/workspace.ts';
import type { Same } from '../types.ts';

export const workspace: Same<typeof tr> = {
  form: {
    editTitle: 'Edit Listing',
    addedPending: 'The listing has been saved. It goes live once your company is approved.',
    updatedPending: 'The listing has been updated. It goes live once your company is approved.',
  },
  state: {
    published: 'Published',
    notPublished: 'Not published yet',
    expired: 'Expired',
    pendingText: 'It goes live once your company is approved; until then students cannot see it.',
    rejectedText: 'The listing is not published because your company registration was not approved.',
    expiredText:
      'The deadline has passed: the listing is not shown in the lists and takes no applications. Choose a new date to publish it again.',
    changeDeadline: 'Change the deadline',
    contact: 'Write to the administrators',
    unverifiedText: 'Verify your email address to see the applicants.',
    mineHeading: 'This is your listing',
  },
  hire: {
    unverifiedTitle: 'Verify your email address to see the applicants',
    unverifiedText:
      "Your listing is live and takes applications; you can see the applicants' details once your email address is verified. Click the link we sent you; if you cannot find it, send it again.",
    notApproved: "You can see the applicants' details once your company is approved.",
    sortLabel: 'Order',
    sort: { oldest: 'Oldest application first', newest: 'Newest application first' },
    confirmHired:
      'Hired is final: the applicant cannot be shortlisted or rejected afterwards. The applicant is told about this decision by email.',
  },
  applications: {
    historyLabel: 'History of the application',
    applied: 'You applied',
    waiting: "Waiting for the company's review",
    withdrawHint: 'You can withdraw it until the company reviews it.',
    notWithdrawable: 'The company has reviewed your application, so it can no longer be withdrawn.',
  },
};
