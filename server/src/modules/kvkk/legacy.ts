import { normalizeIdNumber } from '@beceri/domain';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import {
  CIPHER_PREFIX,
  DataKeyError,
  disabilityContext,
  idNumberContext,
  isCiphertext,
  type DataCipher,
} from '../../lib/personal-data.ts';
import {
  anEncryptedIdNumber,
  applyProfileEncryption,
  encryptedIdNumbersAfter,
  plainProfiles,
  rekeyIdNumber,
} from './repository.ts';

const BATCH = 500;

/** What the conversion reports to (the app's logger, or the console in the rotation script). */
export interface ConversionLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}
/** Plain answers as migration 0006 left them ('yes'/'no'), or as a boolean cast to text by older seeders. */
const plainAnswer = (v: string) => (v === 'yes' || v === 'true' ? 'yes' : 'no');

const padded = (v: string) => v.startsWith(CIPHER_PREFIX);

/**
 * Encrypts the rows written before encryption at rest (migration 0006 cannot: SQL has no DATA_KEY), and
 * re-encrypts those encrypted before padding (`v1.`: their length told a 'yes' from a 'no'). Idempotent and safe to run on several instances at once: each update only matches the plain value it
 * read. A TC number held by two legacy accounts keeps its hash on the first only (warned, never logged).
 */
export async function encryptPlainProfiles(db: Db, cipher: DataCipher, log: ConversionLog): Promise<number> {
  let converted = 0;
  let duplicates = 0;
  for (;;) {
    const rows = await plainProfiles(db, BATCH);
    if (rows.length === 0) break;
    const changes = rows.map((row) => {
      const idContext = idNumberContext(row.userId);
      const answerContext = disabilityContext(row.userId);
      // A TC number in clear gets its hash; one encrypted before padding keeps the hash it has.
      const idNumber = isCiphertext(row.idNumber) ? cipher.decrypt(row.idNumber, idContext) : row.idNumber;
      const answer =
        row.disability === null
          ? null
          : isCiphertext(row.disability)
            ? cipher.decrypt(row.disability, answerContext)
            : plainAnswer(row.disability);
      return {
        userId: row.userId,
        oldId: row.idNumber,
        oldDisability: row.disability,
        idNumber: padded(row.idNumber) ? row.idNumber : cipher.encrypt(idNumber, idContext),
        hash: isCiphertext(row.idNumber) ? row.hash : cipher.hashIdNumber(idNumber),
        disability:
          row.disability === null || padded(row.disability) ? row.disability : cipher.encrypt(answer!, answerContext),
      };
    });
    try {
      await applyProfileEncryption(db, changes);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // One by one, so that only the accounts sharing a TC number go without the hash.
      for (const change of changes) {
        try {
          await applyProfileEncryption(db, [change]);
        } catch (e) {
          if (!isUniqueViolation(e)) throw e;
          duplicates += 1;
          await applyProfileEncryption(db, [{ ...change, hash: null }]);
        }
      }
    }
    converted += rows.length;
  }
  if (converted > 0) log.info({ converted }, 'encrypted student profiles stored in clear or without padding');
  if (duplicates > 0)
    log.warn(
      { duplicates },
      'legacy student profiles share a TC number with another account; left without the unique hash',
    );
  return converted;
}

/**
 * Stores and keys every TC number as its digits (`normalizeIdNumber`; docs/security.md 'TC numbers'): numbers written
 * before with separators, invisible characters or Arabic digits get the key their plain form has. When another account
 * already holds that key, it stays with that account and this one keeps its stored form: the warning lists its user id
 * for an admin to review (never the number). Idempotent, safe on several instances at once; one decryption per profile.
 */
export async function normaliseIdNumbers(db: Db, cipher: DataCipher, log: ConversionLog): Promise<number> {
  let rekeyed = 0;
  const duplicates: string[] = [];
  for (let after: string | null = null; ;) {
    const rows = await encryptedIdNumbersAfter(db, after, BATCH);
    if (rows.length === 0) break;
    after = rows[rows.length - 1].userId;
    for (const row of rows) {
      const context = idNumberContext(row.userId);
      const stored = cipher.decrypt(row.idNumber, context);
      const digits = normalizeIdNumber(stored);
      const hash = cipher.hashIdNumber(digits);
      if (digits === stored && hash === row.hash) continue;
      try {
        await rekeyIdNumber(db, row.userId, row.idNumber, cipher.encrypt(digits, context), hash);
        rekeyed += 1;
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        duplicates.push(row.userId);
      }
    }
  }
  if (rekeyed > 0) log.info({ rekeyed }, 'TC numbers stored and keyed as their digits');
  if (duplicates.length > 0)
    log.warn(
      { userIds: duplicates },
      'student accounts left as stored: their TC number, written as digits, is keyed to another account (to review)',
    );
  return rekeyed;
}

/** Refuses to run with a DATA_KEY that does not open the stored data (a wrong key would fail every read later). */
export async function checkDataKey(db: Db, cipher: DataCipher): Promise<void> {
  const row = await anEncryptedIdNumber(db);
  if (!row) return;
  try {
    cipher.decrypt(row.idNumber, idNumberContext(row.userId));
  } catch {
    throw new DataKeyError(
      'DATA_KEY does not open the personal data stored in this database (wrong key, or a rotation was not finished)',
    );
  }
}
