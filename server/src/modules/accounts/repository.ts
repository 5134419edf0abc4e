import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { companyProfiles, consents, studentProfiles, teacherProfiles, users } from '../../db/schema/index.ts';

const base = { id: users.id, name: users.name, surname: users.surname, email: users.email, phone: users.phone };

/** What the student's profile shows, the TC number and disability answer still sealed; undefined when the account is gone. */
async function findStudent(db: Db, userId: string) {
  const rows = await db
    .select({
      ...base,
      emailVerifiedAt: users.emailVerifiedAt,
      resumeFileId: studentProfiles.resumeFileId,
      idNumber: studentProfiles.idNumber,
      disability: studentProfiles.disability,
      openToWorkSince: studentProfiles.openToWorkSince,
      city: studentProfiles.city,
    })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return rows.at(0);
}

/** Whether a consent for this purpose is in force. */
async function hasConsent(db: Db, userId: string, purpose: string): Promise<boolean> {
  const rows = await db
    .select({ id: consents.id })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.purpose, purpose), isNull(consents.withdrawnAt)))
    .limit(1);
  return rows.length > 0;
}

/** What the company's profile shows; undefined when the account is gone. */
async function findCompany(db: Db, userId: string) {
  const rows = await db
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
  return rows.at(0);
}

/** What the teacher's profile shows; undefined when the account is gone. */
async function findTeacher(db: Db, userId: string) {
  const rows = await db
    .select({ ...base, address: users.address, subject: teacherProfiles.subject })
    .from(users)
    .leftJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return rows.at(0);
}

/** The person's language; the session cache drops the person's entry (topic `people`), so check-session says it at once. */
async function updateLocale(db: Db, userId: string, locale: 'tr' | 'en') {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}

/**
 * Points the student's profile at a new resume and answers the one it pointed at before (locked for the rest of the
 * transaction, so two replacements at once cannot both keep the same old file): null when it pointed at none, undefined
 * when the account has no student profile.
 */
async function swapResume(tx: Tx, userId: string, fileId: string): Promise<string | null | undefined> {
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
async function studentName(tx: Tx, userId: string) {
  const rows = await tx
    .select({ name: users.name, surname: users.surname })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows.at(0);
}

/** The profiles' reads and writes, as the accounts' service takes them (`AccountsDeps`). */
export const accountsRepository = {
  findStudent,
  hasConsent,
  findCompany,
  findTeacher,
  updateLocale,
  swapResume,
  studentName,
};
export type AccountsRepository = typeof accountsRepository;
