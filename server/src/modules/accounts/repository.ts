import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { companyProfiles, consents, studentProfiles, teacherProfiles, users } from '../../db/schema/index.ts';

const base = { id: users.id, name: users.name, surname: users.surname, email: users.email, phone: users.phone };

export async function findStudent(db: Db, userId: string) {
  const [row] = await db
    .select({
      ...base,
      emailVerifiedAt: users.emailVerifiedAt,
      resumeFileId: studentProfiles.resumeFileId,
      idNumber: studentProfiles.idNumber,
      disability: studentProfiles.disability,
    })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Whether a consent for this purpose is in force. */
export async function hasConsent(db: Db, userId: string, purpose: string): Promise<boolean> {
  const rows = await db
    .select({ id: consents.id })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.purpose, purpose), isNull(consents.withdrawnAt)))
    .limit(1);
  return rows.length > 0;
}

export async function findCompany(db: Db, userId: string) {
  const [row] = await db
    .select({
      ...base,
      address: users.address,
      companyName: companyProfiles.companyName,
      emailVerifiedAt: users.emailVerifiedAt,
      approval: companyProfiles.approval,
      approvalReason: companyProfiles.approvalReason,
    })
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

/** The person's language; the session cache drops the person's entry (topic `people`), so check-session says it at once. */
export async function updateLocale(db: Db, userId: string, locale: 'tr' | 'en') {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}

/**
 * Points the student's profile at a new resume and answers the one it pointed at before (locked for the rest of the
 * transaction, so two replacements at once cannot both keep the same old file); undefined when there was none.
 */
export async function swapResume(tx: Tx, userId: string, fileId: string): Promise<string | null | undefined> {
  const [current] = await tx
    .select({ resumeFileId: studentProfiles.resumeFileId })
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, userId))
    .for('update')
    .limit(1);
  if (!current) return undefined;
  await tx.update(studentProfiles).set({ resumeFileId: fileId }).where(eq(studentProfiles.userId, userId));
  return current.resumeFileId;
}

/** The student's name, for the activity log. */
export async function studentName(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ name: users.name, surname: users.surname })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
