/**
 * Certificates (docs/product.md): the first passing attempt of a course issues one, with a code anyone can check at
 * `/dogrula/{code}`. The answers below are the API's.
 */

/** A–Z and 2–7 (RFC 4648 base32), 16 characters issued; at least 10 accepted. */
export const CERTIFICATE_CODE_PATTERN = /^[A-Z2-7]{10,32}$/;
export const CERTIFICATE_CODE_LENGTH = 16;

/** Whether `code` can be a certificate's code at all (anything else is unknown without asking the database). */
export const isCertificateCode = (code: string): boolean => CERTIFICATE_CODE_PATTERN.test(code);

/** The address a certificate's QR code and 'Bağlantıyı kopyala' give. */
export const certificateVerifyPath = (code: string) => `/dogrula/${code}`;

/** `GET /certificates`: the student's own, newest first. */
export interface CertificateSummary {
  code: string;
  /** Null once the course has been deleted; the title stays as it was passed. */
  courseId: string | null;
  courseTitle: string;
  score: number;
  total: number;
  issuedAt: string;
  /** Lab hours attended, frozen at issue; null for a course without sessions (decision 055). */
  hours: number | null;
}

/**
 * `GET /certificates/verify/{code}`: only what the certificate says of the person (docs/product.md); a deleted
 * account's certificate answers `{valid: false}` and nothing else.
 */
export type CertificateVerification =
  | { valid: true; name: string; surname: string; courseTitle: string; issuedAt: string; hours: number | null }
  | { valid: false };

export const certificateMessages = {
  notFound: 'certificates.notFound',
} as const;
