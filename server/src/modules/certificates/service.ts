import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  CERTIFICATE_CODE_LENGTH,
  certificateMessages,
  certificateVerifyPath,
  hoursOf,
  isCertificateCode,
  type CertificateSummary,
  type CertificateVerification,
  type SessionUser,
} from '@beceri/domain';
import type { Db } from '../../db/client.ts';
import { fullName } from '../../lib/names.ts';
import { forbidden, notFound } from '../../plugins/errors.ts';
import type { CertificateSheet } from './pdf.ts';
import { certificatesRepository, type CertificatesRepository } from './repository.ts';

/**
 * What the certificates' rules need (the model: news/service.ts): the routes pass the real ones
 * (`certificatesDeps(app)`), the unit tests (service.test.ts) in-memory ones and a drawer that keeps the sheet.
 */
export interface CertificatesDeps {
  db: Db;
  certificates: CertificatesRepository;
  drawPdf: (sheet: CertificateSheet) => Promise<Uint8Array>;
  config: Pick<FastifyInstance['config'], 'publicUrl' | 'orgName'>;
}
type CertificatesReadDeps = Pick<CertificatesDeps, 'db' | 'certificates'>;

export const certificatesDeps = (app: FastifyInstance): CertificatesDeps => ({
  db: app.db,
  certificates: certificatesRepository,
  // pdf-lib, fontkit and qrcode hold ~70 MB once loaded: only a server that draws a certificate pays for them.
  drawPdf: async (sheet) => (await import('./pdf.ts')).certificatePdf(sheet),
  config: app.config,
});

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/**
 * Random bytes drawn 4 KB at a time: every grading draws a code (the statement stores it only on a pass), and one
 * `randomBytes` call per code cost more than the rest of making it. Each byte is used once.
 */
let randomPool = { bytes: Buffer.alloc(0), used: 0 };

/** A new certificate code: 16 characters of A–Z2–7, 80 random bits (docs/product.md). */
export function newCertificateCode(): string {
  if (randomPool.used + CERTIFICATE_CODE_LENGTH > randomPool.bytes.length)
    randomPool = { bytes: crypto.randomBytes(4096), used: 0 };
  const bytes = randomPool.bytes.subarray(randomPool.used, (randomPool.used += CERTIFICATE_CODE_LENGTH));
  let code = '';
  for (const byte of bytes) code += BASE32[byte & 31];
  return code;
}

export async function ownCertificates(deps: CertificatesReadDeps, studentId: string): Promise<CertificateSummary[]> {
  const rows = await deps.certificates.certificatesOf(deps.db, studentId);
  return rows.map(({ attendedMinutes, ...r }) => ({
    ...r,
    issuedAt: r.issuedAt.toISOString(),
    hours: hoursOrNull(attendedMinutes),
  }));
}

/** The hours a certificate states (decision 055): null when its course had no lab sessions. */
const hoursOrNull = (minutes: number | null) => (minutes === null ? null : hoursOf(minutes));

/** An existing certificate of an account that still exists; 404 for a code that names none. */
async function existing(deps: CertificatesReadDeps, code: string) {
  const row = isCertificateCode(code) ? await deps.certificates.findByCode(deps.db, code) : undefined;
  if (!row) throw notFound(certificateMessages.notFound);
  return row;
}

/**
 * What anyone may learn from a code: that it is valid, whose it is and for which course, nothing more.
 * A deleted account's certificate is no longer valid, and names nobody.
 */
export async function verify(deps: CertificatesReadDeps, code: string): Promise<CertificateVerification> {
  const row = await existing(deps, code);
  if (!row.studentId || row.name === null) return { valid: false };
  return {
    valid: true,
    name: row.name,
    surname: row.surname ?? '',
    courseTitle: row.courseTitle,
    issuedAt: row.issuedAt.toISOString(),
    hours: hoursOrNull(row.attendedMinutes),
  };
}

/** The certificate's PDF, for its holder and the programme's admins. */
export async function pdf(deps: CertificatesDeps, viewer: SessionUser, code: string) {
  const row = await existing(deps, code);
  if (!row.studentId || row.name === null) throw notFound(certificateMessages.notFound);
  if (viewer.role !== 'admin' && viewer.id !== row.studentId) throw forbidden();
  const bytes = await deps.drawPdf({
    fullName: fullName({ name: row.name, surname: row.surname ?? '' }),
    courseTitle: row.courseTitle,
    score: row.score,
    total: row.total,
    issuedAt: row.issuedAt,
    code: row.code,
    verifyUrl: `${deps.config.publicUrl}${certificateVerifyPath(row.code)}`,
    hours: hoursOrNull(row.attendedMinutes),
    orgName: deps.config.orgName,
  });
  return { bytes, filename: `beceri-sertifika-${row.code}.pdf` };
}
