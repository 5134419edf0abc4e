import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { certificates, users } from '../../db/schema/index.ts';

/** The student's own certificates, newest first. */
const certificatesOf = async (db: Db, studentId: string) =>
  db
    .select({
      code: certificates.code,
      courseId: certificates.courseId,
      courseTitle: certificates.courseTitle,
      score: certificates.score,
      total: certificates.total,
      attendedMinutes: certificates.attendedMinutes,
      issuedAt: certificates.issuedAt,
    })
    .from(certificates)
    .where(eq(certificates.studentId, studentId))
    .orderBy(desc(certificates.issuedAt));

/** One certificate with its holder's name; `studentId` and the names are null once the account is deleted. */
async function findByCode(db: Db, code: string) {
  const rows = await db
    .select({
      code: certificates.code,
      studentId: certificates.studentId,
      courseTitle: certificates.courseTitle,
      score: certificates.score,
      total: certificates.total,
      issuedAt: certificates.issuedAt,
      attendedMinutes: certificates.attendedMinutes,
      name: users.name,
      surname: users.surname,
    })
    .from(certificates)
    .leftJoin(users, eq(users.id, certificates.studentId))
    .where(eq(certificates.code, code));
  return rows.at(0);
}

/** The certificates' reads, handed to the service (service.ts `certificatesDeps`). */
export const certificatesRepository = { certificatesOf, findByCode };
export type CertificatesRepository = typeof certificatesRepository;
