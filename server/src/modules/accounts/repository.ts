import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyProfiles, consents, studentProfiles, teacherProfiles, users } from '../../db/schema/index.ts';

const base = { id: users.id, name: users.name, surname: users.surname, email: users.email, phone: users.phone };

export async function findStudent(db: Db, userId: string) {
  const [row] = await db
    .select({
      ...base, resumeFileId: studentProfiles.resumeFileId, idNumber: studentProfiles.idNumber, disability: studentProfiles.disability,
    })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Whether a consent for this purpose is in force. */
export async function hasConsent(db: Db, userId: string, purpose: string): Promise<boolean> {
  const rows = await db.select({ id: consents.id }).from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.purpose, purpose), isNull(consents.withdrawnAt))).limit(1);
  return rows.length > 0;
}

export async function findCompany(db: Db, userId: string) {
  const [row] = await db
    .select({ ...base, address: users.address, companyName: companyProfiles.companyName })
    .from(users)
    .leftJoin(companyProfiles, eq(companyProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function findTeacher(db: Db, userId: string) {
  const [row] = await db
    .select({ ...base, address: users.address, subject: teacherProfiles.subject })
    .from(users)
    .leftJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
