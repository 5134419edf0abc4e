import type { FastifyInstance } from 'fastify';
import {
  changePasswordInputSchema, passwordChangeMessages, type CompanyProfile, type StudentProfile, type TeacherProfile,
} from '@beceri/domain';
import { hashPassword, parseWithNewPassword, verifyPassword } from '../../lib/passwords.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { passwordChangedMail } from '../../mail/templates.ts';
import { findUserById, updatePasswordHash } from '../auth/repository.ts';
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

const wrongCurrentPassword = () =>
  new HttpError(400, 'WRONG_PASSWORD', passwordChangeMessages.wrongCurrent, { currentPassword: passwordChangeMessages.wrongCurrent });

/**
 * Sets a new password when the current one is right, ends every other session of the person (the
 * current one stays) and tells the owner by mail.
 */
export async function changePassword(app: FastifyInstance, userId: string, body: unknown, currentToken: string | undefined) {
  const input = parseWithNewPassword(changePasswordInputSchema, body);
  const user = await findUserById(app.db, userId);
  if (!user) throw notFound();
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw wrongCurrentPassword();
  await updatePasswordHash(app.db, userId, await hashPassword(input.password));
  await app.sessions.destroyAllFor(userId, currentToken);
  app.mailer.send({ to: user.email, ...passwordChangedMail({ publicUrl: app.config.publicUrl }) })
    .catch((err) => app.log.warn({ err, template: 'password-changed' }, 'mail not sent'));
}
