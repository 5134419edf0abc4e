import type { certificates as tr } from '../tr/certificates.ts';
import type { Same } from '../types.ts';

export const certificates: Same<typeof tr> = {
  heading: 'My certificates',
  empty: "When you pass a course's exam, its certificate appears here.",
  loadFailed: 'The certificates could not be loaded.',
  score: 'Score: {{score}}/{{total}}',
  issued: 'Issued on {{date}}',
  code: 'Verification code',
  download: 'Download',
  downloadNamed: 'Download the certificate for {{course}}',
  downloadFailed: 'The certificate could not be downloaded, please try again.',
  copyLink: 'Copy link',
  copyLinkNamed: 'Copy the verification link of the certificate for {{course}}',
  copied: 'Verification link copied.',
  copyFailed: 'The link could not be copied. Address: {{url}}',
  verify: {
    title: 'Certificate check',
    validHeading: 'This certificate is valid',
    validLead: "The Beceri project awarded this certificate to the person below for passing the course's exam.",
    holder: 'Name',
    course: 'Course',
    issuedAt: 'Issued on',
    code: 'Verification code',
    invalidHeading: 'This certificate is not valid',
    invalidLead: 'The certificate issued with this code is no longer valid.',
    notFoundHeading: 'Certificate not found',
    notFoundLead:
      'No certificate was issued with this code. Check that you typed the code as it is printed on the certificate.',
    loadFailed: 'The certificate cannot be checked right now, please try again shortly.',
    another: 'Check another certificate',
    codeLabel: 'Verification code',
    codeHint: 'The 16-character code at the bottom of the certificate',
    submit: 'Check',
  },
};
