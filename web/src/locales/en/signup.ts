import type { signup as tr } from '../tr/signup.ts';
import type { Same } from '../types.ts';

export const signup: Same<typeof tr> = {
  introStudent: 'Every field except the resume is required.',
  introCompany: 'Every field is required.',
  hints: {
    personName: 'Up to 15 characters.',
    text: 'Up to 200 characters.',
    idNumber: 'Your 11-digit Turkish ID number, as on your ID card.',
    dateOfBirth: "This cohort's participants were born between {{from}} and {{to}} (both days included).",
    email: 'The address you will log in with; the verification link is sent to it.',
    password:
      '8–64 characters. Common passwords, the name of the platform and the part of your email address before the @ are not accepted.',
    resume: 'PDF, DOC or DOCX, up to 5 MB. Upload it now, or later from your profile before your first application.',
  },
};
