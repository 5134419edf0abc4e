import { z } from 'zod';
import { OTP_LENGTH, ROLES, type PartnerLogo } from './constants.ts';
import { pageQuerySchema } from './paging.ts';
import { serverMessages } from './errors.ts';
import { LANGS } from './i18n.ts';
import { emailField as email, optionalText, requiredText } from './fields.ts';
import { enteredPasswordSchema, newPasswordSchema as password } from './passwords.ts';

/** docs/product.md texts of the reset flow and the student's password change (keys of the `domain` catalogue). */
export const resetMessages = {
  codeSent: 'reset.codeSent',
  mailFailed: 'reset.mailFailed',
  invalidOtp: 'reset.invalidOtp',
  resetDone: 'reset.resetDone',
  resetFailed: 'reset.resetFailed',
  mismatch: 'reset.mismatch',
} as const;

export const passwordChangeMessages = {
  success: 'passwordChange.success',
  wrongCurrent: 'passwordChange.wrongCurrent',
  failed: 'passwordChange.failed',
  error: 'passwordChange.error',
} as const;

/** `PUT /me/locale`: the language switch of a logged-in person (docs/product.md). */
export const localeInputSchema = z.object({ locale: z.enum(LANGS, { error: serverMessages.badLocale }) });
export type LocaleInput = z.infer<typeof localeInputSchema>;

/** How long an e-mailed code lives, and how many wrong tries it survives (docs/security.md). */
export const OTP_LIFETIME_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
/** Wrong codes checked per account and Istanbul day, across addresses and codes, before none is accepted that day. */
export const OTP_WRONG_PER_DAY = 20;

/**
 * `PUT /student/update` (and the teacher and company twins): the new password, with the sign-up rule,
 * and the current one, which the server checks (docs/product.md).
 */
export const changePasswordInputSchema = z.object({ password, currentPassword: enteredPasswordSchema() });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const forgotPasswordInputSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

/** A code is exactly six digits; anything else is simply a wrong code. */
export const otpSchema = z
  .string({ error: resetMessages.invalidOtp })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), resetMessages.invalidOtp);
/** `reset`: the code's id from the mail's link, which lets the owner past the account's daily cap of wrong codes. */
export const verifyOtpInputSchema = z.object({ email, otp: otpSchema, reset: z.uuid().optional() });
export type VerifyOtpInput = z.infer<typeof verifyOtpInputSchema>;

export const resetPasswordInputSchema = z.object({
  email,
  password,
  token: z
    .string({ error: resetMessages.resetFailed })
    .min(16, resetMessages.resetFailed)
    .max(200, resetMessages.resetFailed),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

/** The reset form: both fields required; a mismatch is only a warning (docs/product.md). */
export const resetPasswordFormSchema = z.object({ password, confirmPassword: password });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** An admin creates a teacher (docs/security.md); the same schema checks the form and `POST /admin/users`. */
export const createTeacherInputSchema = z.object({
  name: requiredText(),
  surname: requiredText(),
  email,
  password,
  subject: requiredText(),
  phone: optionalText(40),
  address: optionalText(500),
});
export type CreateTeacherInput = z.input<typeof createTeacherInputSchema>;

/**
 * `POST /admin/users` also takes the teacher's language (mails): the admin's own language is not the teacher's,
 * so it is Turkish unless the request names one.
 */
export const createTeacherRequestSchema = createTeacherInputSchema.extend({
  locale: z.enum(LANGS, { error: serverMessages.badLocale }).optional(),
});

export const ADMIN_USERS_PAGE_SIZE = 20;
/**
 * `?role=&cohort=`: accounts of one role; `cohort` (a cohort's id) keeps the students of that cohort (decision 059).
 * Like the page fields, a malformed value reads as no filter; a well-formed id of no cohort finds no one.
 */
export const adminUsersQuerySchema = pageQuerySchema(ADMIN_USERS_PAGE_SIZE).extend({
  role: z.enum(ROLES).optional().catch(undefined),
  cohort: z.string().trim().toLowerCase().pipe(z.uuid()).optional().catch(undefined),
});

/** A list row of `GET /admin/users`. */
export interface AdminUserRow {
  id: string;
  role: (typeof ROLES)[number];
  name: string;
  surname: string;
  email: string;
  phone: string;
  /** Teacher's subject or company name, where the role has one. */
  detail: string;
  createdAt: string;
  /** When an admin suspended the account, or null. */
  suspendedAt: string | null;
  suspendedReason: string | null;
  /** A student's extra exam time in percent (accessibility), set by admins; null for other roles. */
  extraTimePercent: number | null;
}

/** `GET /config/public`: settings the web app shows (footer, contact page, news links); nothing secret. */
export interface PublicConfig {
  contactEmail: string;
  contactPhone: string;
  qualificationAuthorityUrl: string;
  examSignupUrl: string;
  /** The data controller named in the privacy notice. */
  orgName: string;
  /** Months a contact message is kept before it is deleted (the privacy notice; an older server sends none). */
  contactRetentionMonths?: number;
  /** The logo files present in `web/public/branding/` (an older server sends none). */
  partnerLogos?: Partial<Record<PartnerLogo, string>>;
  /** The sign-up's birth window: the open cohort's, else the constants (an older server sends none). */
  birthWindow?: { from: string; to: string };
}

/** Profile responses of `GET /student/get`, `/company/get`, `/teacher/get`. */
export interface StudentProfile {
  id: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  /** `/files/{id}` of the resume, or null. */
  resume: string | null;
  /** Whether the owner followed the mailed verification link. */
  emailVerified: boolean;
  /** The TC number masked (`1*********6`); the plain number is only in the owner's export. */
  maskedIdNumber: string;
  /** The stored answer; null once the disability-data consent is withdrawn. */
  disability: 'yes' | 'no' | null;
  /** Whether a disability-data consent is in force (given and not withdrawn). */
  disabilityConsent: boolean;
  /** In the talent pool (consent `talent-pool` in force): approved companies may find and invite the student. */
  openToWork: boolean;
  /** The student's province (one of the 81), shown in the talent search; null when not given. */
  city: string | null;
}
export interface CompanyProfile {
  id: string;
  name: string;
  surname: string;
  companyName: string;
  email: string;
  phone: string;
  address: string;
  /** Vetting: 'pending' until an admin approves when `COMPANY_APPROVAL=required`; the reason of a rejection. */
  approval: 'pending' | 'approved' | 'rejected';
  approvalReason: string | null;
  /** Whether the owner followed the mailed verification link. */
  emailVerified: boolean;
}
export interface TeacherProfile {
  id: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  address: string;
  subject: string;
}

export { roleLabels } from './labels.ts';
