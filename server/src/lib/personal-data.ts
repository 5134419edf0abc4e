import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { normalizeIdNumber } from '@beceri/domain';

/**
 * Encryption at rest of the special fields of a student (TC identity number, disability answer):
 * AES-256-GCM under a key derived from DATA_KEY, bound to the row's user id, and a keyed hash
 * (HMAC-SHA-256 under a second derived key) of the TC number so that it can be unique without
 * being readable. docs/decisions/015-personal-data-encryption.md explains the choices.
 */

/**
 * Stored ciphertexts start with `v2.` (padded) or `v1.` (written before padding, re-encrypted at start-up by
 * `encryptPlainProfiles`); anything else in those columns is a plain legacy value.
 */
export const CIPHER_PREFIX = 'v2.';
export const UNPADDED_PREFIX = 'v1.';
export const isCiphertext = (value: string) => value.startsWith(CIPHER_PREFIX) || value.startsWith(UNPADDED_PREFIX);

/**
 * GCM's ciphertext is as long as its plaintext, so an unpadded 'yes' was one character longer than 'no' in the
 * database: anyone reading a backup knew every answer without the key. Plaintexts are padded to a multiple of
 * 16 bytes (ISO/IEC 7816-4: 0x80, then zeros), so the answers, and TC numbers, all have one length.
 */
const BLOCK = 16;
function pad(plain: string): Buffer {
  const bytes = Buffer.from(plain, 'utf8');
  const padded = Buffer.alloc((Math.floor(bytes.length / BLOCK) + 1) * BLOCK);
  bytes.copy(padded);
  padded[bytes.length] = 0x80;
  return padded;
}
function unpad(padded: Buffer): string {
  const end = padded.lastIndexOf(0x80);
  if (end < 0 || padded.subarray(end + 1).some((b) => b !== 0))
    throw new DataKeyError('padding of the decrypted value is damaged');
  return padded.subarray(0, end).toString('utf8');
}

export class DataKeyError extends Error {}

/** DATA_KEY: 32 bytes as 64 hex digits or as base64 (44 characters with padding). */
export function parseDataKey(value: string): Buffer {
  const v = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(v)) return Buffer.from(v, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(v))
    return Buffer.from(v, v.includes('-') || v.includes('_') ? 'base64url' : 'base64');
  throw new DataKeyError('DATA_KEY must be 32 bytes, written as 64 hex digits or in base64');
}

const derive = (master: Buffer, info: string) =>
  Buffer.from(crypto.hkdfSync('sha256', master, Buffer.alloc(0), `beceri ${info}`, 32));

export class DataCipher {
  private readonly encKey: Buffer;
  private readonly hashKey: Buffer;
  /** The lab sessions' rotating check-in codes (decision 055): an HMAC key of its own, derived like the others. */
  readonly checkInKey: Buffer;
  /** The job alerts' unsubscribe tokens (decision 064): signed, so a mail's link needs no login and no stored secret. */
  readonly jobAlertKey: Buffer;

  constructor(master: Buffer) {
    if (master.length !== 32) throw new DataKeyError('DATA_KEY must be 32 bytes');
    this.encKey = derive(master, 'personal-data aes-256-gcm v1');
    this.hashKey = derive(master, 'id-number hmac-sha256 v1');
    this.checkInKey = derive(master, 'check-in code hmac-sha256 v1');
    this.jobAlertKey = derive(master, 'job-alert unsubscribe hmac-sha256 v1');
  }

  /** `context` (the owner's user id and the field) is authenticated: a value copied to another row does not decrypt. */
  encrypt(plain: string, context: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.encKey, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(pad(plain)), cipher.final()]);
    return CIPHER_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** Opens a `v2.` value, or a `v1.` one written before padding. */
  decrypt(stored: string, context: string): string {
    const padded = stored.startsWith(CIPHER_PREFIX);
    if (!padded && !stored.startsWith(UNPADDED_PREFIX)) throw new DataKeyError('value is not encrypted');
    const raw = Buffer.from(stored.slice(CIPHER_PREFIX.length), 'base64url');
    const decipher = crypto.createDecipheriv('aes-256-gcm', this.encKey, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(raw.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
    return padded ? unpad(plain) : plain.toString('utf8');
  }

  /** The same TC number always gives the same hash under one DATA_KEY, however it was written (`normalizeIdNumber`). */
  hashIdNumber(idNumber: string): string {
    return crypto.createHmac('sha256', this.hashKey).update(normalizeIdNumber(idNumber)).digest('hex');
  }
}

/** Field contexts: what a ciphertext is bound to. */
export const idNumberContext = (userId: string) => `student_profiles.id_number:${userId}`;
export const disabilityContext = (userId: string) => `student_profiles.disability:${userId}`;

/** `1*********6`: first and last digit, the rest hidden (one star a character). */
export function maskIdNumber(idNumber: string): string {
  if (idNumber.length <= 2) return '*'.repeat(idNumber.length);
  return idNumber[0] + '*'.repeat(idNumber.length - 2) + idNumber[idNumber.length - 1];
}

export const KEY_FILE = path.join('keys', 'data-key');

/**
 * The key in force: DATA_KEY when given; else (embedded database only) the one generated once into
 * DATA_DIR/keys/data-key. `warn` is told when that file is used, so operators back it up.
 */
export function resolveDataKey(
  opts: { dataKey?: Buffer; dataDir: string; databaseUrl?: string },
  warn: (message: string, file: string) => void,
): Buffer {
  if (opts.dataKey) return opts.dataKey;
  if (opts.databaseUrl) throw new DataKeyError('DATA_KEY is required when DATABASE_URL is set');
  const file = path.join(opts.dataDir, KEY_FILE);
  if (fs.existsSync(file)) {
    warn(
      'personal data is encrypted with the generated key file; back it up (without it the TC numbers and disability answers are lost)',
      file,
    );
    return parseDataKey(fs.readFileSync(file, 'utf8'));
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const key = crypto.randomBytes(32);
  // 'wx': two processes starting at once cannot both write a key.
  fs.writeFileSync(file, `${key.toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  warn(
    'generated a DATA_KEY for the embedded database; back this file up (without it the TC numbers and disability answers are lost) or set DATA_KEY',
    file,
  );
  return key;
}
