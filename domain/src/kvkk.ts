import { z } from 'zod';

/** Version of the privacy notice (/kvkk) that consents given now refer to. */
export const KVKK_NOTICE_VERSION = 'kvkk-2026-11';

/** What a consent is given for (DESIGN.md §8). */
export const CONSENT_PURPOSES = ['kvkk-notice', 'disability-data'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const kvkkMessages = {
  disabilityConsentRequired: 'Engel durumu bilginizin işlenmesi için açık rızanız gerekir',
  idNumberTaken: 'Bu kimlik numarasıyla kayıtlı bir öğrenci hesabı zaten var.',
  wrongPassword: 'Şifre yanlış.',
  teacherHasCourses: 'Eklediğiniz kurslar varken hesabınız silinemez. Kurslarınızı silin ya da yöneticiye devredilmesini isteyin.',
  lastAdmin: 'Son yönetici hesabı silinemez.',
} as const;

/** `DELETE /me`: the password confirms that the owner, not a borrowed session, asks. */
export const deleteAccountInputSchema = z.object({
  password: z.string({ error: 'Bu alan zorunludur' }).min(1, 'Bu alan zorunludur').max(200),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;
