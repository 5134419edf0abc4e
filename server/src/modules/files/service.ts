import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '@beceri/domain';
import type { FileRow } from '../../db/schema/index.ts';
import type { ByteRange } from '../../lib/storage/index.ts';
import { notFound } from '../../plugins/errors.ts';
import { canReadFile, findFile } from './repository.ts';
import { assertMayReadApplicants } from '../trust/vetting.ts';

type FilesDeps = Pick<FastifyInstance, 'db' | 'storage'>;

/** A stored file and its size, when the caller may read it; any other is not found (403 would tell it exists). */
export async function readableFile(
  deps: FilesDeps,
  user: SessionUser | null,
  id: string,
): Promise<{ file: FileRow; size: number }> {
  const file = await findFile(deps.db, id);
  if (!file || !(await canReadFile(deps.db, file, user))) throw notFound();
  // A company that may read this resume, but is not approved yet, is told why.
  if (file.kind === 'resume' && user) await assertMayReadApplicants(deps.db, user);
  const info = await deps.storage.stat(file.storageKey).catch(() => undefined);
  if (!info) throw notFound();
  return { file, size: info.size };
}

/** The file's bytes, or one range of them; a file gone from storage meanwhile is not found. */
export async function fileBody(deps: FilesDeps, file: FileRow, range?: ByteRange) {
  const body = await deps.storage.stream(file.storageKey, range).catch(() => undefined);
  if (!body) throw notFound();
  return body;
}
