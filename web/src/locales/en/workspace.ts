import type { workspace as tr } from '../tr/workspace.ts';
import type { Same } from '../types.ts';
import { talent } from './talent.ts';

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
  // The company's applicants (the hire page).
  pipeline: {
    tabsLabel: 'Filter applications by status',
    all: 'All',
    tabCount: '({{n}})',
    emptyStatus: 'No applications with this status.',
    appliedAt: 'Applied on {{date}}',
    statusPath: 'Status history:',
    statusChangedAt: 'Last change: {{date}}',
    education: 'Education',
    jobSeeking: 'Job seeking',
    notGiven: 'Not given',
    passedCourses: 'Courses passed on the platform',
    noPassedCourses: 'No passed courses yet.',
    score: '{{score}}/{{total}}',
    certificate: 'Certificate',
    contactHeading: 'Contact',
    email: 'Email',
    phone: 'Phone',
    noPhone: 'No phone number given',
    contactHidden: 'Email and phone are shown once the applicant is shortlisted.',
    preview: 'View resume',
    closePreview: 'Close preview',
    previewFrame: 'Resume of {{name}}',
    noResume: 'The applicant has not uploaded a resume.',
    notPdf: 'This resume is not a PDF, so it cannot be previewed; download it to open it.',
    actionsLabel: 'Actions for {{name}}',
    actions: { Shortlisted: 'Shortlist', Rejected: 'Reject', Hired: 'Hire' },
    confirm: {
      Shortlisted: 'Are you sure you want to shortlist {{name}}?',
      Rejected: 'Are you sure you want to reject {{name}}?',
      Hired: 'Are you sure you want to hire {{name}}?',
    },
    confirmDetail: 'The applicant is told about this change by email.',
    done: {
      Shortlisted: '{{name}} has been shortlisted.',
      Rejected: 'The application of {{name}} has been rejected.',
      Hired: 'The student has been hired!',
    },
    failed: 'The status of the application could not be changed. Please try again.',
    idFormToggle: 'Hire by applicant id',
  },
  /** The talent pool (decision 063): the company's search and invitations, the student's switch and invitations. */
  talent,
};
