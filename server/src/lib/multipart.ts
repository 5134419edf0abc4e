import type { FastifyRequest } from 'fastify';
import { badRequest, tooLarge } from '../plugins/errors.ts';
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

/**
 * Reads a multipart body into memory, checking each file by content and size as it arrives.
 * Nothing is written anywhere here: callers store files only once everything is valid.
 */
export async function readMultipart(req: FastifyRequest, spec: MultipartSpec): Promise<MultipartResult> {
  if (!req.isMultipart()) throw badRequest();
  const kinds = Object.values(spec.files);
  const fileSize = Math.max(1, ...kinds.map((f) => uploadRules[f.kind].maxBytes));
  const maxFiles = kinds.reduce((n, f) => n + f.max, 0);
  // Null-prototype maps: a part named `__proto__[]` or `constructor[0]` is just a name, never Object's own.
  const result: MultipartResult = { fields: Object.create(null), lists: Object.create(null), files: Object.create(null) };
  const ruleOf = (name: string) => (Object.hasOwn(spec.files, name) ? spec.files[name] : undefined);
  let textChars = 0;
  for await (const part of req.parts({ limits: { fileSize, files: maxFiles || 1, fields: 500, fieldSize: 1024 * 1024 } })) {
    if (part.type === 'file') {
      const rule = ruleOf(part.fieldname) ?? ruleOf(listKey(part.fieldname));
      if (!rule) {
        await part.toBuffer();
        continue;
      }
      const name = ruleOf(part.fieldname) ? part.fieldname : listKey(part.fieldname);
      const list = (result.files[name] ??= []);
      const data = await part.toBuffer();
      if (data.length === 0 && !part.filename) continue;
      if (list.length >= rule.max) throw badRequest();
      list.push(await checkUpload(rule.kind, part.filename, data));
    } else {
      const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      textChars += value.length;
      if (textChars > MULTIPART_TEXT_MAX) throw tooLarge('Gönderilen bilgiler çok büyük.');
      result.fields[part.fieldname] = value;
      (result.lists[listKey(part.fieldname)] ??= []).push(value);
    }
  }
  return result;
}
