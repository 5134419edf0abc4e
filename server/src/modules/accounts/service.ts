import type { FastifyInstance } from 'fastify';
import {
  passwordChangeMessages,
  type ChangePasswordInput,
  type Lang,
  type CompanyProfile,
  type StudentProfile,
  type TeacherProfile,
} from '@beceri/domain';
import type { Db } from '../../db/client.ts';
import { contextualPasswordProblem, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { ActivityLog } from '../../plugins/activity.ts';
import { badRequest, HttpError, notFound } from '../../plugins/errors.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { passwordChangedMail } from '../../mail/templates.ts';
import { authRepository, type AuthRepository } from '../auth/repository.ts';
import { disabilityContext, idNumberContext, maskIdNumber } from '../../lib/personal-data.ts';
import { fileUrl, removeStored, type CheckedUpload } from '../../plugins/storage.ts';
import { withStoredUploads } from '../../lib/stored-uploads.ts';
import { fullName } from '../../lib/names.ts';
import * as filesRepository from '../files/repository.ts';
import { accountsRepository, type AccountsRepository } from './repository.ts';

/**
 * What the profile pages' rules need (the model: news/service.ts): the routes pass the real ones
 * (`accountsDeps(app)`), the unit tests (service.test.ts) in-memory ones.
 */
export interface AccountsDeps {
  db: Db;
  accounts: AccountsRepository;
  /** The account's row and its password, kept by the auth module. */
  users: Pick<AuthRepository, 'findUserById' | 'updatePasswordHash'>;
  files: Pick<typeof filesRepository, 'insertFile' | 'deleteFiles'>;
  personalData: Pick<FastifyInstance['personalData'], 'decrypt'>;
  storage: FastifyInstance['storage'];
  activity: Pick<ActivityLog, 'write'>;
  mailer: Pick<Mailer, 'send'>;
  sessions: Pick<FastifyInstance['sessions'], 'destroyAllFor'>;
  config: Pick<FastifyInstance['config'], 'publicUrl'>;
  log: Pick<FastifyInstance['log'], 'warn'>;
}
type AccountsReadDeps = Pick<AccountsDeps, 'db' | 'accounts'>;

export const accountsDeps = (app: FastifyInstance): AccountsDeps => ({
  db: app.db,
  accounts: accountsRepository,
  users: authRepository,
  files: filesRepository,
  personalData: app.personalData,
  storage: app.storage,
  activity: app.activity,
  mailer: app.mailer,
  sessions: app.sessions,
  config: app.config,
  log: app.log,
});

export async function studentProfile(
  deps: Pick<AccountsDeps, 'db' | 'accounts' | 'personalData'>,
  userId: string,
): Promise<StudentProfile> {
  const row = await deps.accounts.findStudent(deps.db, userId);
  if (!row) throw notFound();
  const { resumeFileId, idNumber, disability, emailVerifiedAt, openToWorkSince, city, ...rest } = row;
  const cipher = deps.personalData;
  return {
    ...rest,
    emailVerified: Boolean(emailVerifiedAt),
    resume: resumeFileId ? fileUrl(resumeFileId) : null,
    maskedIdNumber: idNumber ? maskIdNumber(cipher.decrypt(idNumber, idNumberContext(userId))) : '',
    disability: disability ? (cipher.decrypt(disability, disabilityContext(userId)) as 'yes' | 'no') : null,
    disabilityConsent: await deps.accounts.hasConsent(deps.db, userId, 'disability-data'),
    openToWork: Boolean(openToWorkSince),
    city: city ?? null,
  };
}

export async function companyProfile(deps: AccountsReadDeps, userId: string): Promise<CompanyProfile> {
  const row = await deps.accounts.findCompany(deps.db, userId);
  if (!row) throw notFound();
  const { emailVerifiedAt, ...rest } = row;
  return {
    ...rest,
    companyName: row.companyName ?? row.name,
    approval: row.approval ?? 'approved',
    emailVerified: Boolean(emailVerifiedAt),
  };
}

export async function teacherProfile(deps: AccountsReadDeps, userId: string): Promise<TeacherProfile> {
  const row = await deps.accounts.findTeacher(deps.db, userId);
  if (!row) throw notFound();
  return { ...row, subject: row.subject ?? '' };
}

export async function setLocale(deps: AccountsReadDeps, userId: string, locale: Lang) {
  await deps.accounts.updateLocale(deps.db, userId, locale);
}

const wrongCurrentPassword = () =>
  new HttpError(400, 'WRONG_PASSWORD', passwordChangeMessages.wrongCurrent, {
    currentPassword: passwordChangeMessages.wrongCurrent,
  });

/**
 * Sets a new password when the current one is right, ends every other session of the person (the
 * current one stays) and tells the owner by mail (docs/product.md, Accounts).
 */
export async function changePassword(
  deps: Pick<AccountsDeps, 'db' | 'users' | 'sessions' | 'mailer' | 'config'>,
  userId: string,
  input: ChangePasswordInput,
  currentToken: string | undefined,
) {
  const user = await deps.users.findUserById(deps.db, userId);
  if (!user) throw notFound();
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw wrongCurrentPassword();
  // The body has no e-mail address: the account's own is the context of the new password.
  const problem = contextualPasswordProblem(input.password, user.email);
  if (problem) throw badRequest(problem, { password: problem });
  const hash = await hashPassword(input.password);
  // The notice is queued with the change (decision 036): a new password never goes unannounced.
  await deps.db.transaction(async (tx) => {
    await deps.users.updatePasswordHash(tx, userId, hash);
    await deps.mailer.send(
      { to: user.email, ...passwordChangedMail({ publicUrl: deps.config.publicUrl, name: user.name }, user.locale) },
      tx,
    );
  });
  await deps.sessions.destroyAllFor(userId, currentToken);
}

/**
 * Replaces the student's resume in one step: the new file is stored, recorded and named by the profile, and the old
 * file's row goes, all in one transaction; a failure removes the new bytes again (withStoredUploads) and leaves the
 * old resume as it was. The old bytes are removed once the transaction has committed.
 */
export async function replaceResume(
  deps: Pick<AccountsDeps, 'db' | 'accounts' | 'files' | 'storage' | 'activity' | 'log'>,
  userId: string,
  upload: CheckedUpload,
): Promise<string> {
  const { fileId, oldKeys } = await withStoredUploads(deps.storage, [upload], ([key]) =>
    deps.db.transaction(async (tx) => {
      const fileId = await deps.files.insertFile(tx, upload, key, userId);
      const previous = await deps.accounts.swapResume(tx, userId, fileId);
      if (previous === undefined) throw notFound();
      const oldKeys = await deps.files.deleteFiles(tx, previous ? [previous] : []);
      const who = await deps.accounts.studentName(tx, userId);
      await deps.activity.write(
        {
          event: 'resume.updated',
          params: { studentId: userId, studentName: who ? fullName(who) : '' },
          actorId: userId,
        },
        tx,
      );
      return { fileId, oldKeys };
    }),
  );
  await removeStored(deps, oldKeys);
  return fileUrl(fileId);
}
