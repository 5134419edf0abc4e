import { z } from 'zod';
import { BIRTH_DATE_MAX, BIRTH_DATE_MIN, NAME_MAX } from './constants.ts';
import { DATE_INVALID, REQUIRED, birthDateMessages, loginMessages as lm, signupMessages as sm } from './messages.ts';
import { kvkkMessages } from './kvkk.ts';
import { enteredPasswordSchema, newPasswordSchema } from './passwords.ts';
import { isCalendarDay, requiredText } from './fields.ts';
import { isValidIdNumber, normalizeIdNumber } from './id-number.ts';

export const loginInputSchema = z.object({
  email: z.string({ error: lm.emailRequired }).trim().min(1, lm.emailRequired).pipe(z.email(lm.emailInvalid)),
  password: enteredPasswordSchema(lm.passwordRequired),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const EDUCATION_LEVELS = [
  'primarySchoolGraduate',
  'middleSchoolGraduate',
  'vocationalSchoolStudent',
  'highSchoolGraduate',
  'associate',
  'universityStudent',
  'universityGraduate',
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export { educationLevelLabels, genderLabels, jobSeekingLabels, yesNoLabels } from './labels.ts';

export const GENDERS = ['male', 'female'] as const;
export const JOB_SEEKING_STATUSES = ['no', 'job', 'internship'] as const;
export type Gender = (typeof GENDERS)[number];
export type JobSeekingStatus = (typeof JOB_SEEKING_STATUSES)[number];
export const YES_NO = ['yes', 'no'] as const;
export const SIGNUP_ROLES = ['student', 'company'] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: REQUIRED });

const personName = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(NAME_MAX, sm.nameMax);

const signupEmail = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).pipe(z.email(sm.emailInvalid));
const consent = z.literal(true, { error: REQUIRED });

/** An ISO day (YYYY-MM-DD) inside a cohort's window, both ends allowed; the messages name the window's dates. */
export const dateOfBirthSchemaFor = (from: string, to: string) => {
  const bounds = birthDateMessages(from, to);
  return z
    .string({ error: REQUIRED })
    .min(1, REQUIRED)
    .refine(isCalendarDay, DATE_INVALID)
    .refine((d) => d >= from, bounds.tooEarly)
    .refine((d) => d <= to, bounds.tooLate);
};

/** docs/product.md's window (1 Jan 1989 – 1 Jan 2008). */
export const dateOfBirthSchema = dateOfBirthSchemaFor(BIRTH_DATE_MIN, BIRTH_DATE_MAX);

/** A student's sign-up with the birth window of the cohort open at the time (decision 053). */
export const studentSignupSchemaFor = (from: string, to: string) =>
  z
    .object({
      role: z.literal('student', { error: sm.roleRequired }),
      name: personName,
      surname: personName,
      idNumber: requiredText(20).refine((v) => isValidIdNumber(normalizeIdNumber(v)), sm.idNumberInvalid),
      gender: choice(GENDERS),
      dateOfBirth: dateOfBirthSchemaFor(from, to),
      educationLevel: choice(EDUCATION_LEVELS),
      jobSeekingStatus: choice(JOB_SEEKING_STATUSES),
      disability: choice(YES_NO),
      /** Explicit consent to process the disability answer (special-category data); required when it is 'yes'. */
      disabilityConsent: z.boolean().optional(),
      email: signupEmail,
      password: newPasswordSchema,
      consent,
    })
    .superRefine(
      (v, ctx) => {
        if (v.disability === 'yes' && v.disabilityConsent !== true) {
          ctx.addIssue({
            code: 'custom',
            path: ['disabilityConsent'],
            message: kvkkMessages.disabilityConsentRequired,
          });
        }
      },
      // Also beside the other fields' problems: every error of the form in one round (docs/product.md, Sign-up).
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    );
export const studentSignupSchema = studentSignupSchemaFor(BIRTH_DATE_MIN, BIRTH_DATE_MAX);

export const companySignupSchema = z.object({
  role: z.literal('company', { error: sm.roleRequired }),
  name: requiredText(),
  surname: requiredText(),
  companyName: requiredText(),
  email: signupEmail,
  password: newPasswordSchema,
  consent,
});

/** The registration fields (the resume file is checked apart: it is a file, not a field), with a cohort's birth window. */
export const signupInputSchemaFor = (from: string, to: string) =>
  z.discriminatedUnion('role', [studentSignupSchemaFor(from, to), companySignupSchema], {
    error: sm.roleRequired,
  });
/** With the constants' window (no cohort open). */
export const signupInputSchema = signupInputSchemaFor(BIRTH_DATE_MIN, BIRTH_DATE_MAX);
export type SignupInput = z.infer<typeof signupInputSchema>;
export type StudentSignupInput = z.infer<typeof studentSignupSchema>;
export type CompanySignupInput = z.infer<typeof companySignupSchema>;

/** The order in which the form shows its fields: the first failing one is the alert's message. */
export const signupFieldOrder = [
  'role',
  'name',
  'surname',
  'companyName',
  'idNumber',
  'gender',
  'dateOfBirth',
  'educationLevel',
  'jobSeekingStatus',
  'disability',
  'disabilityConsent',
  'email',
  'password',
  'resume',
  'consent',
] as const;

/** What the login response and the session check say about the person. */
export interface SessionUser {
  id: string;
  role: import('./constants.ts').Role;
  name: string;
  email: string;
  /** The person's language (docs/product.md): the web switches to it after login unless `?lang=` says otherwise. */
  locale: import('./i18n.ts').Lang;
}
