import type { SessionUser } from '@beceri/domain';
import { trustMessages } from '@beceri/domain';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../plugins/errors.ts';
import { companyApproval } from './repository.ts';
import { isEmailVerified } from './email-verification.ts';

/** The two reads the check makes; a service that names its dependencies passes them on (jobs/applicants-service.ts). */
export interface VettingReads {
  companyApproval: typeof companyApproval;
  isEmailVerified: typeof isEmailVerified;
}
export const vettingReads: VettingReads = { companyApproval, isEmailVerified };

/**
 * A company sees applicants' personal data (names, e-mails, resumes) only once approved: 403 `COMPANY_NOT_APPROVED` before; and only with a verified e-mail address
 * (403 `EMAIL_NOT_VERIFIED`). Admins and other roles pass.
 */
export async function assertMayReadApplicants(
  db: Db,
  user: SessionUser,
  reads: VettingReads = vettingReads,
): Promise<void> {
  if (user.role !== 'company') return;
  const approval = await reads.companyApproval(db, user.id);
  if (approval !== undefined && approval !== 'approved') {
    throw new HttpError(403, 'COMPANY_NOT_APPROVED', trustMessages.companyNotApproved);
  }
  if (!(await reads.isEmailVerified(db, user.id)))
    throw new HttpError(403, 'EMAIL_NOT_VERIFIED', trustMessages.emailNotVerified);
}
