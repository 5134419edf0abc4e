import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { QUESTION_IMPORT_MAX_BYTES, serverMessages } from '@beceri/domain';
import { isPlainText, sniffFile } from '../lib/file-sniff.ts';
import { platformFileName } from '../lib/file-names.ts';
import { ownerOnlyDir } from '../lib/owner-only.ts';
import { openStorage, type Storage } from '../lib/storage/index.ts';
import { sweepOrphans, sweepPreviews } from '../lib/storage/sweep.ts';
import { badRequest, HttpError, tooLarge } from './errors.ts';

/** What each kind of upload may be, decided by content (magic bytes), never by name. */
export const uploadRules = {
  resume: { exts: ['pdf', 'doc', 'docx'], maxBytes: 5 * 1024 * 1024 },
  course_pdf: { exts: ['pdf'], maxBytes: 20 * 1024 * 1024 },
  blog_image: { exts: ['jpg', 'png', 'webp'], maxBytes: 5 * 1024 * 1024 },
  about_image: { exts: ['jpg', 'png', 'webp'], maxBytes: 5 * 1024 * 1024 },
  // Read and thrown away, never stored: a CSV has no magic bytes, so it is text that no other type claims (isPlainText).
  question_import: { exts: ['xlsx', 'csv'], maxBytes: QUESTION_IMPORT_MAX_BYTES },
} as const;
export type UploadKind = keyof typeof uploadRules;

export const mimeOf: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The extension of a stored type, and the type a file is served as: only the types uploads may have. */
export const extOfMime = (mime: string): string | undefined => Object.entries(mimeOf).find(([, m]) => m === mime)?.[0];

/** A checked upload waiting in a temporary file of this instance; storage copies it from there. */
export interface CheckedUpload {
  kind: UploadKind;
  ext: string;
  mime: string;
  size: number;
  originalName: string;
  tempPath: string;
}

/**
 * Checks an upload already streamed to `tempPath` (`size` bytes) against the rules of its kind:
 * size first, then real type, read from the file's first bytes.
 */
export async function checkUpload(
  kind: UploadKind,
  originalName: string,
  tempPath: string,
  size: number,
): Promise<CheckedUpload> {
  const rule = uploadRules[kind];
  if (size === 0) throw badRequest(serverMessages.emptyFile);
  if (size > rule.maxBytes) throw tooLarge();
  const allowed = rule.exts as readonly string[];
  let ext = await sniffFile(tempPath, allowed, rule.maxBytes);
  if (!ext && allowed.includes('csv') && (await isPlainText(tempPath, rule.maxBytes))) ext = 'csv';
  if (!ext || !(rule.exts as readonly string[]).includes(ext)) {
    throw new HttpError(400, 'BAD_FILE_TYPE', serverMessages.badFileType);
  }
  return {
    kind,
    ext,
    mime: mimeOf[ext] ?? 'application/octet-stream',
    size,
    // The platform names the file: the readable part of the uploaded name, the extension of its real type.
    originalName: platformFileName(kind, originalName, ext),
    tempPath,
  };
}

/** The path at which the files module serves a stored file (`GET /files/{id}`). */
export const fileUrl = (id: string) => `/files/${id}`;

/**
 * Removes stored objects after the rows that named them are gone. A failure is logged and leaves an orphan,
 * which the sweep (decision 017) takes later; the request has already succeeded.
 */
export async function removeStored(
  deps: Pick<FastifyInstance, 'storage'> & { log: Pick<FastifyInstance['log'], 'warn'> },
  keys: string[],
): Promise<void> {
  await Promise.all(
    keys.map((key) => deps.storage.remove(key).catch((err) => deps.log.warn({ err }, 'stored file not removed'))),
  );
}

/** How often stored files that no row references are looked for (decision 017). */
/** The scheduled sweep (STORAGE_SWEEP_CRON, hourly by default): once across instances, through the queue. */
export const SWEEP_QUEUE = 'storage-sweep';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
    /** The link previews' pictures (modules/pages/preview.ts, decision 048): DATA_DIR/previews, or `previews/`. */
    previewStorage: Storage;
    /** Directory of this instance's temporary upload files (DATA_DIR/tmp). */
    uploadTmpDir: string;
  }
  interface FastifyRequest {
    /** Temporary files written for this request's uploads; removed once it is answered. */
    uploadTemps?: string[];
  }
}

export default fp(async function storagePlugin(app: FastifyInstance) {
  const storage = await openStorage(app.config);
  await storage.init();
  const previews = await openStorage(app.config, 'previews');
  await previews.init();
  const tmpDir = path.join(app.config.dataDir, 'tmp');
  await ownerOnlyDir(tmpDir);
  app.decorate('storage', storage);
  app.decorate('previewStorage', previews);
  app.decorate('uploadTmpDir', tmpDir);
  app.decorateRequest('uploadTemps', undefined);
  const dropTemps = async (req: { uploadTemps?: string[] }) => {
    const temps = req.uploadTemps;
    req.uploadTemps = undefined;
    if (temps) await Promise.all(temps.map((t) => fs.rm(t, { force: true }).catch(() => {})));
  };
  app.addHook('onResponse', dropTemps);
  app.addHook('onRequestAbort', dropTemps);

  app.queue.define(SWEEP_QUEUE, {
    cron: app.config.queue.storageSweepCron,
    atStart: true,
    handler: async () => {
      const r = await sweepOrphans(app.db, storage, tmpDir);
      if (r.removed > 0 || r.temps > 0)
        app.log.info({ removed: r.removed, temps: r.temps }, 'storage sweep removed orphans');
      app.log.info({ scanned: r.scanned }, 'storage sweep done');
      const p = await sweepPreviews(previews);
      if (p.removed > 0) app.log.info({ removed: p.removed }, 'storage sweep removed old preview pictures');
    },
  });
  app.addHook('onClose', async () => {
    storage.close();
    previews.close();
  });
});
