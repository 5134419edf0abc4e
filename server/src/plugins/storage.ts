import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serverMessages } from '@beceri/domain';
import { sniffExtension } from '../lib/file-sniff.ts';
import { badRequest, HttpError, tooLarge } from './errors.ts';

/** What each kind of upload may be, decided by content (magic bytes), never by name. */
export const uploadRules = {
  resume: { exts: ['pdf', 'doc', 'docx'], maxBytes: 5 * 1024 * 1024 },
  course_pdf: { exts: ['pdf'], maxBytes: 20 * 1024 * 1024 },
  blog_image: { exts: ['jpg', 'png', 'webp'], maxBytes: 5 * 1024 * 1024 },
  about_image: { exts: ['jpg', 'png', 'webp'], maxBytes: 5 * 1024 * 1024 },
} as const;
export type UploadKind = keyof typeof uploadRules;

const mimeOf: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export interface CheckedUpload {
  kind: UploadKind;
  ext: string;
  mime: string;
  size: number;
  originalName: string;
  data: Buffer;
}

/** Keeps only a harmless display name: no directories, no control characters, bounded length. */
export function safeDisplayName(name: string, ext: string): string {
  // Control characters are exactly what must go.
  // eslint-disable-next-line no-control-regex
  const base = path.basename(name.replaceAll('\\', '/')).replace(/[\u0000-\u001f\u007f"<>:|?*/\\]/g, '').trim();
  const cleaned = base.slice(0, 120) || `dosya.${ext}`;
  return cleaned;
}

/** Checks an uploaded buffer against the rules of its kind: size first, then real type. */
export async function checkUpload(kind: UploadKind, originalName: string, data: Buffer): Promise<CheckedUpload> {
  const rule = uploadRules[kind];
  if (data.length === 0) throw badRequest(serverMessages.emptyFile);
  if (data.length > rule.maxBytes) throw tooLarge();
  const ext = await sniffExtension(data);
  if (!ext || !(rule.exts as readonly string[]).includes(ext)) {
    throw new HttpError(400, 'BAD_FILE_TYPE', serverMessages.badFileType);
  }
  return { kind, ext, mime: mimeOf[ext] ?? 'application/octet-stream', size: data.length, originalName: safeDisplayName(originalName, ext), data };
}

/** Local-disk storage under DATA_DIR/uploads; keys are random and made here. */
export class LocalStorage {
  constructor(private readonly root: string) {}

  async init() {
    await fs.mkdir(this.root, { recursive: true });
  }

  private pathOf(key: string): string {
    if (!/^[a-f0-9]{32}\.[a-z]{3,4}$/.test(key)) throw new Error('invalid storage key');
    return path.join(this.root, key);
  }

  async put(upload: CheckedUpload): Promise<string> {
    const key = `${crypto.randomBytes(16).toString('hex')}.${upload.ext}`;
    await fs.writeFile(this.pathOf(key), upload.data, { flag: 'wx' });
    return key;
  }

  async read(key: string): Promise<Buffer> {
    return fs.readFile(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: LocalStorage;
  }
}

export default fp(async function storagePlugin(app: FastifyInstance) {
  const storage = new LocalStorage(path.join(app.config.dataDir, 'uploads'));
  await storage.init();
  app.decorate('storage', storage);
});
