import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { certificates, users } from '../../db/schema/index.ts';

/** The student's own certificates, newest first. */
export const certificatesOf = (db: Db, studentId: string) =>
  db
    .select({
      code: certificates.code,
      courseId: certificates.courseId,
      courseTitle: certificates.courseTitle,
      score: certificates.score,
      total: certificates.total,
      issuedAt: certificates.issuedAt,
    })
    .from(certificates)
    .where(eq(certificates.studentId, studentId))
    .orderBy(desc(certificates.issuedAt));

/** One certificate with its holder's name; `studentId` and the names are null once the account is deleted. */
export async function findByCode(db: Db, code: string) {
  const [row] = await db
    .select({
      code: certificates.code,
      studentId: certificates.studentId,
      courseTitle: certificates.courseTitle,
      score: certificates.score,
      total: certificates.total,
      issuedAt: certificates.issuedAt,
      name: users.name,
      surname: users.surname,
    })
    .from(certificates)
    .leftJoin(users, eq(users.id, certificates.studentId))
    .where(eq(certificates.code, code));
  return row;
}
