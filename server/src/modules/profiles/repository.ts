import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyProfiles, studentProfiles, teacherProfiles, users } from '../../db/schema/index.ts';

const base = { id: users.id, name: users.name, surname: users.surname, email: users.email, phone: users.phone };

export async function findStudent(db: Db, userId: string) {
  const [row] = await db
    .select({ ...base, resumeFileId: studentProfiles.resumeFileId })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
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
