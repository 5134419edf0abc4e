import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { companyProfiles, consents, files, studentProfiles, teacherProfiles, users, type User } from '../../db/schema/index.ts';
import type { CheckedUpload } from '../../plugins/storage.ts';

export const CONSENT_TEXT_VERSION = 'kvkk-2023-10';

export async function findUserByEmail(db: Db | Tx, email: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return row;
}

export async function findUserById(db: Db | Tx, id: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertFile(tx: Tx, upload: CheckedUpload, storageKey: string, ownerId: string | null): Promise<string> {
  const [row] = await tx
    .insert(files)
    .values({ kind: upload.kind, ownerId, storageKey, originalName: upload.originalName, mime: upload.mime, size: upload.size })
    .returning({ id: files.id });
  return row.id;
}

export interface NewAccount {
  role: User['role'];
  email: string;
  passwordHash: string;
  name: string;
  surname?: string;
  phone?: string;
  address?: string;
}

export async function insertUser(tx: Tx, account: NewAccount): Promise<string> {
  const [row] = await tx.insert(users).values(account).returning({ id: users.id });
  return row.id;
}

export const insertStudentProfile = (tx: Tx, profile: typeof studentProfiles.$inferInsert) =>
  tx.insert(studentProfiles).values(profile);
export const insertCompanyProfile = (tx: Tx, userId: string, companyName: string) =>
  tx.insert(companyProfiles).values({ userId, companyName });
export const insertTeacherProfile = (tx: Tx, userId: string, subject: string) =>
  tx.insert(teacherProfiles).values({ userId, subject });
export const insertConsent = (tx: Tx, userId: string, purpose: string) =>
  tx.insert(consents).values({ userId, purpose, textVersion: CONSENT_TEXT_VERSION });

export async function updatePasswordHash(db: Db | Tx, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
