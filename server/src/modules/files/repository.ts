import { and, eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '@beceri/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { CheckedUpload } from '../../plugins/storage.ts';
import { files, jobApplications, jobs, users, type FileRow } from '../../db/schema/index.ts';
import { resumeFileName } from '../../lib/file-names.ts';
import { fullName } from '../../lib/names.ts';

export async function findFile(db: Db, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

/**
 * Course PDFs and pictures are public. A resume is for its owner, admins, and companies
 * that own a job the student applied to.
 */
export async function canReadFile(db: Db, file: FileRow, user: SessionUser | null): Promise<boolean> {
  if (file.kind !== 'resume') return true;
  if (!user || !file.ownerId) return false;
  if (user.role === 'admin' || user.id === file.ownerId) return true;
  if (user.role !== 'company') return false;
  const [row] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(and(eq(jobApplications.studentId, file.ownerId), eq(jobs.addedBy, user.id)))
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
