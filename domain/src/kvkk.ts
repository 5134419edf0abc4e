import { z } from 'zod';
import { REQUIRED } from './messages.ts';

/** Version of the privacy notice (/kvkk) that consents given now refer to. */
export const KVKK_NOTICE_VERSION = 'kvkk-2026-11';

/** What a consent is given for (docs/product.md). */
export const CONSENT_PURPOSES = ['kvkk-notice', 'disability-data', 'talent-pool'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const kvkkMessages = {
  disabilityConsentRequired: 'kvkk.disabilityConsentRequired',
  idNumberTaken: 'kvkk.idNumberTaken',
  wrongPassword: 'kvkk.wrongPassword',
  teacherHasCourses: 'kvkk.teacherHasCourses',
  lastAdmin: 'kvkk.lastAdmin',
} as const;

/** `DELETE /me`: the password confirms that the owner, not a borrowed session, asks. */
export const deleteAccountInputSchema = z.object({
  password: z.string({ error: REQUIRED }).min(1, REQUIRED).max(200),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

/** Age bands of the programme's figures (docs/product.md). */
export const AGE_BANDS = ['<16', '16-17', '18-24', '25-29', '30-35', '>35'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** The band of someone born on `dateOfBirth` (YYYY-MM-DD) as of the day `on` (YYYY-MM-DD). */
export function ageBand(dateOfBirth: string, on: string): AgeBand {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [y, m, d] = on.split('-').map(Number);
  const age = y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
  if (age < 16) return '<16';
  if (age < 18) return '16-17';
  if (age < 25) return '18-24';
  if (age < 30) return '25-29';
  if (age <= 35) return '30-35';
  return '>35';
}
