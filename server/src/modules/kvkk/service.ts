import type { FastifyInstance } from 'fastify';
import { zipSync, strToU8, type Zippable } from 'fflate';
import { ageBand, istanbulDay, kvkkMessages, type DeleteAccountInput, type SessionUser } from '@beceri/domain';
import { verifyPassword } from '../../lib/passwords.ts';
import { readAll } from '../../lib/storage/index.ts';
import { disabilityContext, idNumberContext } from '../../lib/personal-data.ts';
import { conflict, HttpError, notFound } from '../../plugins/errors.ts';
import { findUserById } from '../auth/repository.ts';
import { fullName } from '../../lib/names.ts';
import { fileUrl, removeStored } from '../../plugins/storage.ts';
import * as repo from './repository.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** A name safe inside a ZIP on every system (no folders, no control characters). */
const zipName = (name: string) => name.replace(/[^\p{L}\p{N} ._()-]+/gu, '_').slice(0, 120) || 'dosya';

/** `data.json` of the export (DESIGN.md §8), the special fields decrypted for their owner. */
export async function exportData(deps: Pick<FastifyInstance, 'db' | 'personalData' | 'storage' | 'config'>, userId: string): Promise<{ filename: string; zip: Uint8Array }> {
  const rows = await repo.personalRows(deps.db, userId);
  if (!rows.user) throw notFound();
  const cipher = deps.personalData;
  const { student, teacher, company } = rows;
  const profile = student
    ? {
      idNumber: cipher.decrypt(student.idNumber, idNumberContext(userId)),
      gender: student.gender,
      dateOfBirth: student.dateOfBirth,
      educationLevel: student.educationLevel,
      jobSeekingStatus: student.jobSeekingStatus,
      disability: student.disability ? cipher.decrypt(student.disability, disabilityContext(userId)) : null,
      resumeFileId: student.resumeFileId,
    }
    : teacher ? { subject: teacher.subject } : company ? { companyName: company.companyName } : null;
  const fileEntries: Zippable = {};
  const exportedFiles = [];
  for (const f of rows.files) {
    const meta = { id: f.id, kind: f.kind, originalName: f.originalName, mime: f.mime, size: f.size, uploadedAt: f.uploadedAt };
    if (f.kind !== 'resume') {
      // Course documents and news images are public content, up to 20 MB each: linked, not copied into the ZIP.
      exportedFiles.push({ ...meta, url: `${deps.config.publicUrl}${fileUrl(f.id)}` });
      continue;
    }
    const path = `files/${f.id}-${zipName(f.originalName)}`;
    fileEntries[path] = [new Uint8Array(await readAll(deps.storage, f.storageKey)), { level: 0 }];
    exportedFiles.push({ ...meta, path });
  }
  const data = {
    exportedAt: new Date().toISOString(),
    user: rows.user,
    profile,
    consents: rows.consents,
    enrollments: rows.enrollments,
    attempts: rows.attempts,
    certificates: rows.certificates,
    applications: rows.applications,
    files: exportedFiles,
    courses: rows.courses,
    jobs: rows.jobs,
    sessions: rows.sessions,
    passwordResets: rows.passwordResets,
    activity: rows.activity,
  };
  const zip = zipSync({ 'data.json': strToU8(JSON.stringify(data, null, 2)), ...fileEntries });
  return { filename: `beceri-verilerim-${today()}.zip`, zip };
}

/**
 * Deletes the caller's account after checking the password. What stays is anonymous: a participant record
 * for the programme's figures (students), log entries with 'Silinmiş kullanıcı', a teacher's courses
 * taken over by the programme. docs/decisions/015-personal-data-encryption.md records the choices.
 */
export async function deleteAccount(deps: Pick<FastifyInstance, 'db' | 'personalData' | 'storage' | 'sessions' | 'log'>, caller: SessionUser, input: DeleteAccountInput): Promise<void> {
  const user = await findUserById(deps.db, caller.id);
  if (!user) throw notFound();
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new HttpError(400, 'WRONG_PASSWORD', kvkkMessages.wrongPassword, { password: kvkkMessages.wrongPassword });
  }
  const rows = await repo.personalRows(deps.db, user.id);
  const storageKeys = await deps.db.transaction(async (tx) => {
    if (user.role === 'admin' && !(await repo.otherAdminExists(tx, user.id))) throw conflict(kvkkMessages.lastAdmin, 'LAST_ADMIN');
    if (rows.student) {
      const disability = rows.student.disability
        ? deps.personalData.decrypt(rows.student.disability, disabilityContext(user.id)) === 'yes'
        : null;
      await repo.insertFormerParticipant(tx, {
        gender: rows.student.gender,
        ageBand: ageBand(rows.student.dateOfBirth, today()),
        educationLevel: rows.student.educationLevel,
        jobSeekingStatus: rows.student.jobSeekingStatus,
        disability,
        furthestStage: await repo.furthestStage(tx, user.id),
        // The month of Istanbul's calendar, as the indicators' ranges count registration days.
        registrationMonth: istanbulDay(user.createdAt).slice(0, 7),
      });
    }
    await repo.anonymiseActivity(tx, user.id, {
      fullName: fullName(user), name: user.name, companyName: rows.company?.companyName,
    });
    await repo.handOverCourses(tx, user.id);
    await repo.deleteJobsOf(tx, user.id);
    const keys = await repo.detachFiles(tx, user.id);
    await repo.deleteUser(tx, user.id);
    return keys;
  });
  // Rows first, then the stored objects: a crash in between leaves an orphan file, never a dangling row.
  await removeStored(deps, storageKeys);
  await deps.sessions.destroyAllFor(user.id);
}

/** Withdraws the disability-data consent (idempotent); the stored answer is erased with it, whatever it was. */
export async function withdrawDisabilityConsent(deps: Pick<FastifyInstance, 'db'>, userId: string): Promise<void> {
  await repo.withdrawDisabilityConsent(deps.db, userId);
}
