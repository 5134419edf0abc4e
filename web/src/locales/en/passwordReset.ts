import type { passwordReset as tr } from '../tr/passwordReset.ts';
import type { Same } from '../types.ts';

export const passwordReset: Same<typeof tr> = {
  forgotTitle: 'Forgot password',
  forgotIntro: 'Enter the email address of your account and we will send you a 6-digit code.',
  email: 'Email',
  send: 'Send code',
  otpTitle: 'Enter the code',
  otpIntro: 'Enter the 6-digit code we sent to {{email}}. The code is valid for 10 minutes.',
  otpLabel: 'Verification code',
  otpIncomplete: 'Enter all 6 digits of the code.',
  verify: 'Verify',
  resend: 'Send again',
  resetTitle: 'Choose a new password',
  newPassword: 'New password',
  confirmPassword: 'New password (again)',
  show: 'Show password',
  hide: 'Hide password',
  save: 'Reset password',
  backToLogin: 'Back to log in',
  codeSent: 'We have emailed you the code',
  mailFailed: 'The email could not be sent',
  invalidOtp: 'Invalid code',
  resetDone: 'Your password has been reset.',
  resetFailed: 'The password could not be reset',
  mismatch: 'Passwords do not match',
};
