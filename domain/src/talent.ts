import { z } from 'zod';
import type { ApplicationStatus } from './jobs.ts';
import type { EducationLevel, JobSeekingStatus } from './auth.ts';
import { findProvince, type Province } from './provinces.ts';

/**
 * The talent pool (docs/product.md 'Matching', decision 063): students who opt in are found by approved, verified
 * companies, who may invite them to one of their open jobs.
 */

/** Invitations a company may send per Europe/Istanbul day. */
export const TALENT_INVITATIONS_PER_DAY = 20;
/** The invitation's message, at most this many characters. */
export const TALENT_MESSAGE_MAX = 1000;
/** Cards per page of the talent search. */
export const TALENT_PAGE_SIZE = 12;

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const INVITATION_RESPONSES = ['accept', 'decline'] as const;
export type InvitationResponse = (typeof INVITATION_RESPONSES)[number];

/** Message keys of the talent pool (the server's catalogue: `talent.*`). */
export const talentMessages = {
  cityUnknown: 'talent.cityUnknown',
  courseInvalid: 'talent.courseInvalid',
  openToWorkInvalid: 'talent.openToWorkInvalid',
  nothingToUpdate: 'talent.nothingToUpdate',
  jobRequired: 'talent.jobRequired',
  messageRequired: 'talent.messageRequired',
  messageMax: 'talent.messageMax',
  responseInvalid: 'talent.responseInvalid',
  notOpenToWork: 'talent.notOpenToWork',
  jobNotYours: 'talent.jobNotYours',
  jobClosed: 'talent.jobClosed',
  alreadyInvited: 'talent.alreadyInvited',
  dailyLimit: 'talent.dailyLimit',
  notPending: 'talent.notPending',
  alreadyDecided: 'talent.alreadyDecided',
} as const;

/** One of the 81 provinces in any case, with or without Turkish letters; null or '' clears it. */
const optionalCitySchema = z
  .union([z.string({ error: talentMessages.cityUnknown }), z.null()], { error: talentMessages.cityUnknown })
  .transform((s, ctx): Province | null => {
    const t = (s ?? '').trim();
    if (!t) return null;
    const province = findProvince(t);
    if (!province) ctx.addIssue({ code: 'custom', message: talentMessages.cityUnknown });
    return province ?? (z.NEVER as Province);
  });

/**
 * `PUT /student/update` without a password: the talent pool's switch and the student's province, either or both.
 * (With `password`/`currentPassword` the same call changes the password, docs/product.md.)
 */
export const studentSettingsInputSchema = z
  .object({
    openToWork: z.boolean({ error: talentMessages.openToWorkInvalid }).optional(),
    city: optionalCitySchema.optional(),
  })
  .refine((v) => v.openToWork !== undefined || v.city !== undefined, { message: talentMessages.nothingToUpdate });
export type StudentSettingsInput = z.infer<typeof studentSettingsInputSchema>;

/** `GET /talent?courseId=&city=&q=&page=`: a bad page reads as 1; an unknown city or course id is the field's error. */
export const talentQuerySchema = z.object({
  courseId: z.preprocess((v) => (v === '' ? undefined : v), z.uuid({ error: talentMessages.courseInvalid }).optional()),
  city: z.preprocess((v) => (v === '' ? undefined : v), optionalCitySchema.optional()),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

/** `POST /talent/{studentId}/invitations`. */
export const invitationInputSchema = z.object({
  jobId: z.uuid({ error: talentMessages.jobRequired }),
  message: z
    .string({ error: talentMessages.messageRequired })
    .trim()
    .min(1, talentMessages.messageRequired)
    .max(TALENT_MESSAGE_MAX, talentMessages.messageMax),
});
export type InvitationInput = z.infer<typeof invitationInputSchema>;

/** `PUT /me/invitations/{id}`. */
export const invitationAnswerSchema = z.object({
  response: z.enum(INVITATION_RESPONSES, { error: talentMessages.responseInvalid }),
});
export type InvitationAnswer = z.infer<typeof invitationAnswerSchema>;

/** A certificate on a talent card. */
export interface TalentCourse {
  courseId: string | null;
  title: string;
  certificateCode: string;
  issuedAt: string;
}

/** One card of the talent search: never e-mail, phone or TC number; the surname as its initial. */
export interface TalentCard {
  studentId: string;
  /** 'Ayşe K.' */
  displayName: string;
  educationLevel: EducationLevel;
  jobSeekingStatus: JobSeekingStatus;
  /** One of the 81 provinces, or null. */
  city: string | null;
  passedCourses: TalentCourse[];
  /** This company's invitations to the student (any status), newest first. */
  invitations: { jobId: string; status: InvitationStatus }[];
}

/** One page of the talent search. */
export interface TalentPage {
  items: TalentCard[];
  total: number;
  page: number;
  pageSize: number;
}

/** An invitation as its student reads it (`GET /me/invitations`). */
export interface StudentInvitationView {
  id: string;
  jobId: string;
  jobTitle: string;
  jobCity: string;
  companyName: string;
  message: string;
  status: InvitationStatus;
  createdAt: string;
  answeredAt: string | null;
  /** The application accepting made or moved (null before, and when the job is gone). */
  applicationStatus: ApplicationStatus | null;
}

/** 'Ayşe K.': the first name and the surname's initial, Turkish casing. */
export function talentDisplayName(name: string, surname: string): string {
  const initial = [...surname.trim()][0];
  // Turkish upper case differs from the default in one letter only ('i' → 'İ'); the locale's rules cost a search of
  // twelve cards more than its statement's parsing.
  return initial ? `${name.trim()} ${initial === 'i' ? 'İ' : initial.toUpperCase()}.` : name.trim();
}
