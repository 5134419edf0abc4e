import type { FastifyInstance } from 'fastify';
import { PassThrough, type Readable } from 'node:stream';
import { once } from 'node:events';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { ageBand, istanbulDay, kvkkMessages, type DeleteAccountInput, type SessionUser } from '@beceri/domain';
import { verifyPassword } from '../../lib/passwords.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { disabilityContext, idNumberContext } from '../../lib/personal-data.ts';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, HttpError, notFound } from '../../plugins/errors.ts';
import { findUserById } from '../auth/repository.ts';
import { fullName } from '../../lib/names.ts';
import { fileUrl, removeStored } from '../../plugins/storage.ts';
import { logEntry } from '../logs/service.ts';
import { kvkkRepository } from './repository.ts';
import { mfaExport } from '../mfa/repository.ts';
import { calendarFeedExport, taughtSessionsExport } from '../sessions/repository.ts';
import { jobAlertsExport } from '../job-alerts/repository.ts';

/**
 * What the rights' rules need (the model: news/service.ts): the routes pass the real ones (`kvkkDeps(app)`), the
 * unit tests (service.test.ts) in-memory ones.
 */
export interface KvkkDeps {
  db: Db;
  kvkk: Pick<
    typeof kvkkRepository,
    | 'personalRows'
    | 'otherAdminExists'
    | 'insertFormerParticipant'
    | 'furthestStage'
    | 'heldCertificate'
    | 'anonymiseActivity'
    | 'handOverCourses'
    | 'deleteJobsOf'
    | 'detachFiles'
    | 'deleteUser'
    | 'keepAttendance'
    | 'keepPlacements'
    | 'withdrawDisabilityConsent'
  >;
  users: { findUserById: typeof findUserById };
  mfa: { mfaExport: typeof mfaExport };
  /** The calendar feed and the lab sessions a person teaches (decision 054). */
  timetable: { calendarFeedExport: typeof calendarFeedExport; taughtSessionsExport: typeof taughtSessionsExport };
  /** A student's saved job searches (decision 064); deleting the account deletes them with it. */
  jobAlerts: { jobAlertsExport: typeof jobAlertsExport };
  personalData: Pick<FastifyInstance['personalData'], 'decrypt'>;
  storage: FastifyInstance['storage'];
  sessions: Pick<FastifyInstance['sessions'], 'destroyAllFor'>;
  log: Pick<FastifyInstance['log'], 'warn'>;
  config: Pick<FastifyInstance['config'], 'publicUrl'>;
}

export const kvkkDeps = (app: FastifyInstance): KvkkDeps => ({
  db: app.db,
  kvkk: kvkkRepository,
  users: { findUserById },
  mfa: { mfaExport },
  timetable: { calendarFeedExport, taughtSessionsExport },
  jobAlerts: { jobAlertsExport },
  personalData: app.personalData,
  storage: app.storage,
  sessions: app.sessions,
  log: app.log,
  config: app.config,
});

const today = () => new Date().toISOString().slice(0, 10);

/** A name safe inside a ZIP on every system (no folders, no control characters). */
const zipName = (name: string) => name.replace(/[^\p{L}\p{N} ._()-]+/gu, '_').slice(0, 120) || 'dosya';

/** A file copied into the export: its path in the ZIP and its stored object. */
interface ExportedFile {
  path: string;
  storageKey: string;
}

/**
 * The export as a ZIP written while it is sent (docs/security.md 'Personal data'): `data.json` first, then each
 * resume streamed from storage, so neither a resume nor the archive is ever whole in memory (60 exports at once held
 * ≈ 234 MB when it was built in memory). Each write waits for the client to take the last.
 */
function zipStream(storage: Storage, data: object, files: ExportedFile[]): Readable {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) out.destroy(err);
    else {
      out.write(chunk);
      if (final) out.end();
    }
  });
  const drained = async () => {
    if (out.writableNeedDrain) await once(out, 'drain');
  };
  (async () => {
    const json = new ZipDeflate('data.json', { level: 6 });
    zip.add(json);
    json.push(strToU8(JSON.stringify(data, null, 2)), true);
    for (const file of files) {
      const entry = new ZipPassThrough(file.path);
      zip.add(entry);
      for await (const chunk of await storage.stream(file.storageKey)) {
        entry.push(chunk as Uint8Array);
        await drained();
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}

/** The export (docs/product.md): `data.json`, the special fields decrypted for their owner, and the person's resume. */
export async function exportData(
  deps: Pick<KvkkDeps, 'db' | 'kvkk' | 'mfa' | 'timetable' | 'jobAlerts' | 'personalData' | 'storage' | 'config'>,
  userId: string,
): Promise<{ filename: string; zip: Readable }> {
  const rows = await deps.kvkk.personalRows(deps.db, userId);
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
        // The talent pool (decision 063): since when the student is in it (null: not), and the province.
        openToWorkSince: student.openToWorkSince,
        city: student.city,
      }
    : teacher
      ? { subject: teacher.subject }
      : company
        ? { companyName: company.companyName }
        : null;
  const copied: ExportedFile[] = [];
  const exportedFiles = [];
  for (const f of rows.files) {
    const meta = {
      id: f.id,
      kind: f.kind,
      originalName: f.originalName,
      mime: f.mime,
      size: f.size,
      uploadedAt: f.uploadedAt,
    };
    if (f.kind !== 'resume') {
      // Course documents and news images are public content, up to 20 MB each: linked, not copied into the ZIP.
      exportedFiles.push({ ...meta, url: `${deps.config.publicUrl}${fileUrl(f.id)}` });
      continue;
    }
    // A stored object gone missing (a failed upload's sweep, a restore) is listed without a copy, not a broken ZIP.
    if (!(await deps.storage.stat(f.storageKey))) {
      exportedFiles.push({ ...meta, missing: true });
      continue;
    }
    const path = `files/${f.id}-${zipName(f.originalName)}`;
    copied.push({ path, storageKey: f.storageKey });
    exportedFiles.push({ ...meta, path });
  }
  const data = {
    exportedAt: new Date().toISOString(),
    user: rows.user,
    profile,
    consents: rows.consents,
    enrollments: rows.enrollments,
    lessons: rows.lessons,
    attempts: rows.attempts,
    certificates: rows.certificates,
    applications: rows.applications,
    invitations: rows.invitations,
    attendance: rows.attendance,
    placements: rows.placements,
    files: exportedFiles,
    courses: rows.courses,
    jobs: rows.jobs,
    sessions: rows.sessions,
    passwordResets: rows.passwordResets,
    resetCodeChecks: rows.resetCodeChecks,
    // What two-step verification holds of the person: no secret, no code.
    twoStepVerification: await deps.mfa.mfaExport(deps.db, userId),
    // That a calendar feed address exists and since when; never its token.
    calendarFeed: await deps.timetable.calendarFeedExport(deps.db, userId),
    // The lab sessions the person teaches (they stay, without the teacher, when the account is deleted).
    labSessions: await deps.timetable.taughtSessionsExport(deps.db, userId),
    // The saved job searches and how far their daily mail has looked.
    jobAlerts: await deps.jobAlerts.jobAlertsExport(deps.db, userId),
    activity: rows.activity.map((row) => logEntry(row, rows.user.locale)),
  };
  return { filename: `beceri-verilerim-${today()}.zip`, zip: zipStream(deps.storage, data, copied) };
}

/**
 * Deletes the caller's account after checking the password. What stays is anonymous: a participant record
 * for the programme's figures (students), log entries without their names, a teacher's courses
 * taken over by the programme. docs/decisions/015-personal-data-encryption.md records the choices.
 */
export async function deleteAccount(deps: KvkkDeps, caller: SessionUser, input: DeleteAccountInput): Promise<void> {
  const user = await deps.users.findUserById(deps.db, caller.id);
  if (!user) throw notFound();
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new HttpError(400, 'WRONG_PASSWORD', kvkkMessages.wrongPassword, { password: kvkkMessages.wrongPassword });
  }
  const rows = await deps.kvkk.personalRows(deps.db, user.id);
  const storageKeys = await deps.db.transaction(async (tx: Tx) => {
    if (user.role === 'admin' && !(await deps.kvkk.otherAdminExists(tx, user.id)))
      throw conflict(kvkkMessages.lastAdmin, 'LAST_ADMIN');
    let formerId: string | null = null;
    if (rows.student) {
      const disability = rows.student.disability
        ? deps.personalData.decrypt(rows.student.disability, disabilityContext(user.id)) === 'yes'
        : null;
      formerId = await deps.kvkk.insertFormerParticipant(tx, {
        gender: rows.student.gender,
        ageBand: ageBand(rows.student.dateOfBirth, today()),
        educationLevel: rows.student.educationLevel,
        jobSeekingStatus: rows.student.jobSeekingStatus,
        disability,
        furthestStage: await deps.kvkk.furthestStage(tx, user.id),
        certified: await deps.kvkk.heldCertificate(tx, user.id),
        // The month of Istanbul's calendar, as the indicators' ranges count registration days.
        registrationMonth: istanbulDay(user.createdAt).slice(0, 7),
        cohortId: rows.student.cohortId ?? null,
      });
      // The hours the auditors count do not shrink: the marks move to the anonymous record (decision 055).
      await deps.kvkk.keepAttendance(tx, user.id, formerId);
    }
    // Internships stay for the programme's figures (decision 065): a student's under the anonymous record.
    await deps.kvkk.keepPlacements(tx, user.id, formerId);
    await deps.kvkk.anonymiseActivity(tx, user.id, {
      fullName: fullName(user),
      name: user.name,
      companyName: rows.company?.companyName,
    });
    await deps.kvkk.handOverCourses(tx, user.id);
    await deps.kvkk.deleteJobsOf(tx, user.id);
    const keys = await deps.kvkk.detachFiles(tx, user.id);
    await deps.kvkk.deleteUser(tx, user.id);
    return keys;
  });
  // Rows first, then the stored objects: a crash in between leaves an orphan file, never a dangling row.
  await removeStored(deps, storageKeys);
  await deps.sessions.destroyAllFor(user.id);
}

/** Withdraws the disability-data consent (idempotent); the stored answer is erased with it, whatever it was. */
export async function withdrawDisabilityConsent(deps: Pick<KvkkDeps, 'db' | 'kvkk'>, userId: string): Promise<void> {
  await deps.kvkk.withdrawDisabilityConsent(deps.db, userId);
}
