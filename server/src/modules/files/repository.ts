import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { CheckedUpload } from '../../plugins/storage.ts';
import { files, jobApplications, jobs, users, type FileRow } from '../../db/schema/index.ts';
import { resumeFileName } from '../../lib/file-names.ts';
import { fullName } from '../../lib/names.ts';

async function findFile(db: Db, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

/**
 * Whether the student has applied to a job the company owns: what lets a company read the student's resume
 * (service.ts `mayRead`). A deleted ad takes its applications with it.
 */
async function appliedToCompany(db: Db, studentId: string, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(and(eq(jobApplications.studentId, studentId), eq(jobs.addedBy, companyId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Records a stored upload; the caller stores the bytes under `storageKey` (lib/stored-uploads.ts). A resume is named
 * after its owner (read in the same transaction, so a sign-up's new account counts), whatever the upload was called.
 */
export async function insertFile(
  tx: Tx,
  upload: CheckedUpload,
  storageKey: string,
  ownerId: string | null,
): Promise<string> {
  // An import file is read and thrown away (question-bank), never a stored file.
  if (upload.kind === 'question_import') throw new Error('question imports are not stored');
  let name = upload.originalName;
  if (upload.kind === 'resume' && ownerId) {
    const [owner] = await tx
      .select({ name: users.name, surname: users.surname })
      .from(users)
      .where(eq(users.id, ownerId));
    if (owner) name = resumeFileName(fullName(owner), upload.ext);
  }
  const [row] = await tx
    .insert(files)
    .values({
      kind: upload.kind,
      ownerId,
      storageKey,
      originalName: name,
      mime: upload.mime,
      size: upload.size,
    })
    .returning({ id: files.id });
  return row.id;
}

/** Removes file rows and returns their storage keys, so the caller can delete the bytes after commit. */
export async function deleteFiles(tx: Tx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx.delete(files).where(inArray(files.id, ids)).returning({ key: files.storageKey });
  return rows.map((r) => r.key);
}

/**
 * The files table's reads and writes, handed to the services (files/service.ts `filesDeps`, and the services that
 * store uploads: courses, news, about). `insertFile` and `deleteFiles` are also exported one by one for the modules
 * that import them so.
 */
export const filesRepository = { findFile, appliedToCompany, insertFile, deleteFiles };
export type FilesRepository = typeof filesRepository;
