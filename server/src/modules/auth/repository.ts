import { eq, sql } from 'drizzle-orm';
import {
  KVKK_NOTICE_VERSION,
  normalizeIdNumber,
  type ConsentPurpose,
  type Gender,
  type JobSeekingStatus,
} from '@beceri/domain';
import type { Db, Tx } from '../../db/client.ts';
import {
  companyProfiles,
  consents,
  studentProfiles,
  teacherProfiles,
  users,
  type User,
} from '../../db/schema/index.ts';
import { disabilityContext, idNumberContext, type DataCipher } from '../../lib/personal-data.ts';

export async function findUserByEmail(db: Db | Tx, email: string): Promise<User | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function findUserById(db: Db | Tx, id: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export interface NewAccount {
  role: User['role'];
  email: string;
  passwordHash: string;
  name: string;
  surname?: string;
  phone?: string;
  address?: string;
  locale?: User['locale'];
  /** Set for accounts an operator makes; sign-ups wait for the mailed link. */
  emailVerifiedAt?: Date | null;
  emailVerificationHash?: string | null;
  emailVerificationExpiresAt?: Date | null;
}

async function insertUser(tx: Tx, account: NewAccount): Promise<string> {
  const [row] = await tx.insert(users).values(account).returning({ id: users.id });
  return row.id;
}

export interface StudentProfileInput {
  userId: string;
  idNumber: string;
  gender: Gender;
  dateOfBirth: string;
  educationLevel: string;
  jobSeekingStatus: JobSeekingStatus;
  disability: 'yes' | 'no';
  resumeFileId?: string | null;
}

/**
 * The TC number and the disability answer are stored encrypted, the TC number's keyed hash beside them. The student
 * joins the cohort open at the time, if any (decision 053).
 */
export async function insertStudentProfile(db: Db | Tx, cipher: DataCipher, p: StudentProfileInput): Promise<void> {
  await db.insert(studentProfiles).values({
    ...p,
    cohortId: sql`(select id from cohorts where status = 'open')`,
    idNumber: cipher.encrypt(normalizeIdNumber(p.idNumber), idNumberContext(p.userId)),
    idNumberHash: cipher.hashIdNumber(p.idNumber),
    disability: cipher.encrypt(p.disability, disabilityContext(p.userId)),
  });
}

/** Whether a student account already holds this TC number (compared by keyed hash). */
async function idNumberTaken(db: Db | Tx, cipher: DataCipher, idNumber: string): Promise<boolean> {
  const rows = await db
    .select({ userId: studentProfiles.userId })
    .from(studentProfiles)
    .where(eq(studentProfiles.idNumberHash, cipher.hashIdNumber(idNumber)))
    .limit(1);
  return rows.length > 0;
}

async function insertCompanyProfile(
  tx: Tx,
  userId: string,
  companyName: string,
  approval: 'pending' | 'approved' = 'approved',
): Promise<void> {
  await tx.insert(companyProfiles).values({ userId, companyName, approval });
}

async function insertTeacherProfile(tx: Tx, userId: string, subject: string): Promise<void> {
  await tx.insert(teacherProfiles).values({ userId, subject });
}

/** A consent to `purpose`, recorded against the notice's current text (KVKK_NOTICE_VERSION). */
async function insertConsent(tx: Tx, userId: string, purpose: ConsentPurpose): Promise<void> {
  await tx.insert(consents).values({ userId, purpose, textVersion: KVKK_NOTICE_VERSION });
}

export async function updatePasswordHash(db: Db | Tx, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/**
 * The accounts' rows, as the sign-up, the login and the accounts' service take them (`AuthDeps`, `AccountsDeps`).
 * findUserByEmail, findUserById, insertStudentProfile and updatePasswordHash stay exported on their own as well: other
 * modules, the start-up and the demo seed (db/), the test helpers and the e2e server import them.
 */
export const authRepository = {
  findUserByEmail,
  findUserById,
  idNumberTaken,
  insertUser,
  insertStudentProfile,
  insertCompanyProfile,
  insertTeacherProfile,
  insertConsent,
  updatePasswordHash,
};
export type AuthRepository = typeof authRepository;
