import type { accounts as tr } from '../tr/accounts.ts';
import type { Same } from '../types.ts';

export const accounts: Same<typeof tr> = {
  greeting: 'Hello, {{name}}!',
  email: 'Email',
  password: 'Password',
  hiddenPassword: 'Hidden password',
  resume: 'Resume',
  openResume: 'Download resume',
  subject: 'Subject',
  phone: 'Phone',
  address: 'Address',
  changePassword: {
    title: 'Change password',
    description:
      'Enter your current password and a new one of 8–64 characters. You will be logged out on your other devices.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    submit: 'Save',
    success: 'Password changed successfully.',
    failed: 'Failed to change password.',
    error: 'Error updating password.',
  },
  applying: {
    onFile: 'Your resume is on file.',
    none: 'You have not uploaded a resume yet. Companies review your application together with your resume.',
    uploadLabel: 'Resume file',
    replaceLabel: 'New resume file',
    hint: 'PDF, DOC or DOCX; at most 5 MB.',
    upload: 'Upload resume',
    replace: 'Replace resume',
    uploadAndApply: 'Upload and apply',
    progress: 'Upload progress',
    percent: '{{percent}}%',
    chooseFile: 'Choose a file first.',
    badType: 'The resume must be a PDF, DOC or DOCX file.',
    tooLarge: 'The resume file can be at most 5 MB.',
    uploaded: 'Your resume has been uploaded.',
    replaced: 'Your resume has been updated.',
    failed: 'The resume could not be uploaded, please try again.',
  },
  // Company vetting (COMPANY_APPROVAL=required).
  approval: {
    pendingTitle: 'Awaiting approval',
    pendingText:
      "Your company is waiting for the platform administrator's approval. Meanwhile you can prepare your job postings; they go public once approved, and only then can you see your applicants' details.",
    rejectedTitle: 'Your company registration was not approved',
    rejectedText:
      "Your job postings are not public and you cannot see your applicants' details. Please contact the platform administrator with any questions.",
    reason: 'Reason: {{reason}}',
  },
  // E-mail verification.
  verification: {
    title: 'Email not verified',
    text: 'Verify your email address with the link we sent you. The link is valid for 48 hours.',
    companyText:
      "You can post jobs; your applicants' details and resumes stay hidden until you verify your email address.",
    resend: 'Send again',
    sent: 'A verification link was sent to your email address.',
    already: 'Your email address is already verified.',
    failed: 'Something went wrong, please try again.',
    result: {
      verified: { title: 'Your email address is verified', text: 'Thank you. You can go on using your account.' },
      expired: {
        title: 'The link has expired',
        text: 'Verification links are valid for 48 hours. Log in and ask for a new link on your profile.',
      },
      invalid: {
        title: 'The link was used or is not valid',
        text: 'This link was already used or a newer one was sent. If your address is not verified, log in and ask for a new link on your profile.',
      },
      toLogin: 'Go to the login page',
    },
  },
};
