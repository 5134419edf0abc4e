import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '@beceri/domain';
import type { Db } from '../../db/client.ts';
import type { FileRow } from '../../db/schema/index.ts';
import type { ByteRange } from '../../lib/storage/index.ts';
import { notFound } from '../../plugins/errors.ts';
import { filesRepository } from './repository.ts';
import { assertMayReadApplicants, vettingReads, type VettingReads } from '../trust/vetting.ts';

/**
 * What serving a file needs (the model: news/service.ts): the routes pass the real ones (`filesDeps(app)`), the unit
 * tests (service.test.ts) in-memory ones.
 */
export interface FilesDeps {
  db: Db;
  files: Pick<typeof filesRepository, 'findFile' | 'appliedToCompany'>;
  vetting: VettingReads;
  storage: Pick<FastifyInstance['storage'], 'stat' | 'stream'>;
}

export const filesDeps = (app: FastifyInstance): FilesDeps => ({
  db: app.db,
  files: filesRepository,
  vetting: vettingReads,
  storage: app.storage,
});

/**
 * Course PDFs and pictures are public. A resume is for its owner, admins, and companies that own a job the student
 * applied to (docs/product.md, Files); one without an owner is for no one.
 */
async function mayRead(deps: Pick<FilesDeps, 'db' | 'files'>, file: FileRow, user: SessionUser | null) {
  if (file.kind !== 'resume') return true;
  if (!user || !file.ownerId) return false;
  if (user.role === 'admin' || user.id === file.ownerId) return true;
  if (user.role !== 'company') return false;
  return deps.files.appliedToCompany(deps.db, file.ownerId, user.id);
}

/** A stored file and its size, when the caller may read it; any other is not found (403 would tell it exists). */
export async function readableFile(
  deps: FilesDeps,
  user: SessionUser | null,
  id: string,
): Promise<{ file: FileRow; size: number }> {
  const file = await deps.files.findFile(deps.db, id);
  if (!file || !(await mayRead(deps, file, user))) throw notFound();
  // A company that may read this resume, but is not approved yet, is told why (docs/product.md, Trust).
  if (file.kind === 'resume' && user) await assertMayReadApplicants(deps.db, user, deps.vetting);
  const info = await deps.storage.stat(file.storageKey).catch(() => undefined);
  if (!info) throw notFound();
  return { file, size: info.size };
}

/** The file's bytes, or one range of them; a file gone from storage meanwhile is not found. */
export async function fileBody(deps: Pick<FilesDeps, 'storage'>, file: FileRow, range?: ByteRange) {
  const body = await deps.storage.stream(file.storageKey, range).catch(() => undefined);
  if (!body) throw notFound();
  return body;
}
