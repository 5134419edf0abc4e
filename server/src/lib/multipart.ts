import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { serverMessages } from '@beceri/domain';
import { badRequest, refuseForbiddenText, tooLarge } from '../plugins/errors.ts';
import { FILE_MODE } from './owner-only.ts';
import { checkUpload, uploadRules, type CheckedUpload, type UploadKind } from '../plugins/storage.ts';

export interface MultipartSpec {
  /** File field name → its kind and how many parts of it are accepted. */
  files: Record<string, { kind: UploadKind; max: number }>;
}

export interface MultipartResult {
  fields: Record<string, string>;
  /** Repeated fields (`name`, `name[]` or `name[n]`) collected in order. */
  lists: Record<string, string[]>;
  files: Record<string, CheckedUpload[]>;
}

const listKey = (name: string) => name.replace(/\[\d*\]$/, '');

/** Characters in all text fields of one form: far above any real form, far below what 500 fields of 1 MB would hold. */
export const MULTIPART_TEXT_MAX = 4 * 1024 * 1024;

/** Reads a part to its end and throws it away (a file field the form does not take). */
const discard = (stream: NodeJS.ReadableStream) => pipeline(stream, new Writable({ write: (_c, _e, cb) => cb() }));

/**
 * Reads a multipart body, streaming each file into a temporary file of this instance (DATA_DIR/tmp)
 * while busboy enforces the size limit, then checking it by content from its first bytes. Memory per
 * file stays at a stream buffer, whatever its size. Nothing reaches storage here: callers store files
 * only once everything is valid, and the temporary files go when the request has been answered (or
 * at once when this fails).
 */
export async function readMultipart(req: FastifyRequest, spec: MultipartSpec): Promise<MultipartResult> {
  if (!req.isMultipart()) throw badRequest();
  // A client that hung up while the route's guards ran has left a body that never ends, and busboy, attached
  // only now, would wait for it for ever: the request is over.
  if (req.raw.destroyed) throw badRequest();
  const kinds = Object.values(spec.files);
  const fileSize = Math.max(1, ...kinds.map((f) => uploadRules[f.kind].maxBytes));
  const maxFiles = kinds.reduce((n, f) => n + f.max, 0);
  // Null-prototype maps: a part named `__proto__[]` or `constructor[0]` is just a name, never Object's own.
  const result: MultipartResult = {
    fields: Object.create(null),
    lists: Object.create(null),
    files: Object.create(null),
  };
  const ruleOf = (name: string) => (Object.hasOwn(spec.files, name) ? spec.files[name] : undefined);
  const temps = (req.uploadTemps ??= []);
  let textChars = 0;
  try {
    for await (const part of req.parts({
      limits: { fileSize, files: maxFiles || 1, fields: 500, fieldSize: 1024 * 1024 },
    })) {
      if (part.type === 'file') {
        const rule = ruleOf(part.fieldname) ?? ruleOf(listKey(part.fieldname));
        if (!rule) {
          await discard(part.file);
          if (part.file.truncated) throw tooLarge();
          continue;
        }
        const name = ruleOf(part.fieldname) ? part.fieldname : listKey(part.fieldname);
        const list = (result.files[name] ??= []);
        const tempPath = path.join(req.server.uploadTmpDir, crypto.randomBytes(16).toString('hex'));
        temps.push(tempPath);
        const out = fs.createWriteStream(tempPath, { flags: 'wx', mode: FILE_MODE });
        await pipeline(part.file, out);
        if (part.file.truncated) throw tooLarge();
        const size = out.bytesWritten;
        if (size === 0 && !part.filename) continue;
        if (list.length >= rule.max) throw badRequest();
        list.push(await checkUpload(rule.kind, part.filename, tempPath, size));
      } else {
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        textChars += value.length;
        if (textChars > MULTIPART_TEXT_MAX) throw tooLarge(serverMessages.fieldsTooLarge);
        refuseForbiddenText(value, part.fieldname);
        result.fields[part.fieldname] = value;
        (result.lists[listKey(part.fieldname)] ??= []).push(value);
      }
    }
  } catch (err) {
    req.uploadTemps = undefined;
    await Promise.all(temps.map((t) => fsp.rm(t, { force: true }).catch(() => {})));
    throw err;
  }
  return result;
}
