import type { FastifyInstance } from 'fastify';
import { changePasswordInputSchema, type CompanyProfile, type StudentProfile, type TeacherProfile } from '@beceri/domain';
import { hashPassword } from '../../lib/passwords.ts';
import { notFound, validationError } from '../../plugins/errors.ts';
import { updatePasswordHash } from '../auth/repository.ts';
import { disabilityContext, idNumberContext, maskIdNumber } from '../../lib/personal-data.ts';
import * as repo from './repository.ts';

export async function studentProfile(app: FastifyInstance, userId: string): Promise<StudentProfile> {
  const row = await repo.findStudent(app.db, userId);
  if (!row) throw notFound();
  const { resumeFileId, idNumber, disability, ...rest } = row;
  const cipher = app.personalData;
  return {
    ...rest,
    resume: resumeFileId ? `/files/${resumeFileId}` : null,
    maskedIdNumber: idNumber ? maskIdNumber(cipher.decrypt(idNumber, idNumberContext(userId))) : '',
    disability: disability ? (cipher.decrypt(disability, disabilityContext(userId)) as 'yes' | 'no') : null,
    disabilityConsent: await repo.hasConsent(app.db, userId, 'disability-data'),
  };
}

export async function companyProfile(app: FastifyInstance, userId: string): Promise<CompanyProfile> {
  const row = await repo.findCompany(app.db, userId);
  if (!row) throw notFound();
  return { ...row, companyName: row.companyName ?? row.name };
}

export async function teacherProfile(app: FastifyInstance, userId: string): Promise<TeacherProfile> {
  const row = await repo.findTeacher(app.db, userId);
  if (!row) throw notFound();
  return { ...row, subject: row.subject ?? '' };
}

/** Sets a new password and ends every other session of the person; the current one stays. */
export async function changePassword(app: FastifyInstance, userId: string, body: unknown, currentToken: string | undefined) {
  const parsed = changePasswordInputSchema.safeParse(body ?? {});
  if (!parsed.success) throw validationError(parsed.error);
  await updatePasswordHash(app.db, userId, await hashPassword(parsed.data.password));
  await app.sessions.destroyAllFor(userId, currentToken);
}
