import { z } from 'zod';
import { pageQuerySchema } from './paging.ts';
import { requiredText } from './fields.ts';

/**
 * Trust and operations (docs/product.md): suspending accounts, taking jobs down, vetting companies.
 * Message keys of the `domain` catalogue (`trust.*`).
 */
export const trustMessages = {
  accountSuspended: 'trust.accountSuspended',
  cannotSuspendSelf: 'trust.cannotSuspendSelf',
  companyNotApproved: 'trust.companyNotApproved',
  emailNotVerified: 'trust.emailNotVerified',
} as const;

/** Where `GET /auth/verify-email` sends the browser: `/email-verified?result=…` says which. */
export const EMAIL_VERIFICATION_RESULTS = ['verified', 'expired', 'invalid'] as const;
export type EmailVerificationResult = (typeof EMAIL_VERIFICATION_RESULTS)[number];
/** 'Yeniden gönder': at most this many links per account an hour. */
export const RESEND_VERIFICATION_PER_HOUR = 5;

export const REASON_MAX = 1000;

/** The body of `PUT /admin/users/{id}/suspend`, `/admin/jobs/{id}/unpublish`, `/admin/companies/{id}/reject`. */
export const reasonInputSchema = z.object({
  reason: requiredText(REASON_MAX),
});
export type ReasonInput = z.infer<typeof reasonInputSchema>;

/** `COMPANY_APPROVAL=required`: a company's state; with `off` every company is approved at sign-up. */
export const COMPANY_APPROVAL_STATES = ['pending', 'approved', 'rejected'] as const;
export type CompanyApproval = (typeof COMPANY_APPROVAL_STATES)[number];

export const ADMIN_COMPANIES_PAGE_SIZE = 20;
/** `GET /admin/companies?state=&page=&limit=`: the pending ones by default, the screen's first tab. */
export const adminCompaniesQuerySchema = pageQuerySchema(ADMIN_COMPANIES_PAGE_SIZE).extend({
  state: z.enum(COMPANY_APPROVAL_STATES).catch('pending').default('pending'),
});

/** A row of `GET /admin/companies`. */
export interface AdminCompanyRow {
  id: string;
  companyName: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  approval: CompanyApproval;
  /** The rejection's reason, or null. */
  approvalReason: string | null;
  createdAt: string;
}
