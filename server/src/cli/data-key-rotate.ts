/**
 * Re-encrypts the personal data under a new key (docs/security.md, 'Rotating DATA_KEY'):
 *   NEW_DATA_KEY=$(openssl rand -base64 32) npm run data-key:rotate
 * The current key is DATA_KEY, or DATA_DIR/keys/data-key on the embedded database (that file is then
 * replaced by the new key). Same DATA_DIR / DATABASE_URL as the server; stop every instance first.
 * All rows change in one transaction: a failure leaves the data under the old key.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/lock.ts';
import {
  DataCipher,
  DataKeyError,
  disabilityContext,
  idNumberContext,
  KEY_FILE,
  parseDataKey,
  resolveDataKey,
} from '../lib/personal-data.ts';
import { checkDataKey, encryptPlainProfiles } from '../modules/kvkk/legacy.ts';
import { profileSecrets, setProfileSecrets } from '../modules/kvkk/repository.ts';

/** Decrypts every encrypted field with `from` and encrypts it with `to`; the TC hashes follow the new key. */
export async function rotateDataKey(db: Db, from: DataCipher, to: DataCipher): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await profileSecrets(tx);
    for (const row of rows) {
      const idNumber = from.decrypt(row.idNumber, idNumberContext(row.userId));
      const disability = row.disability === null ? null : from.decrypt(row.disability, disabilityContext(row.userId));
      await setProfileSecrets(tx, row.userId, {
        idNumber: to.encrypt(idNumber, idNumberContext(row.userId)),
        // A legacy duplicate kept without hash stays without one.
        idNumberHash: row.hash === null ? null : to.hashIdNumber(idNumber),
        disability: disability === null ? null : to.encrypt(disability, disabilityContext(row.userId)),
      });
    }
    return rows.length;
  });
}

export async function main(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  if (!env.NEW_DATA_KEY) {
    console.error(
      'NEW_DATA_KEY is not set: give the new key (32 bytes, hex or base64), e.g. NEW_DATA_KEY=$(openssl rand -base64 32)',
    );
    return 2;
  }
  const newKey = parseDataKey(env.NEW_DATA_KEY);
  const config = loadConfig(env);
  const keyFile = path.join(config.dataDir, KEY_FILE);
  const oldKey = resolveDataKey(config, () => {});
  if (oldKey.equals(newKey)) {
    console.error('NEW_DATA_KEY is the key in use already');
    return 2;
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
    lock: true,
  });
  try {
    await database.migrate();
    const from = new DataCipher(oldKey);
    await checkDataKey(database.db, from);
    await encryptPlainProfiles(database.db, from, { info: () => {}, warn: (obj, msg) => console.warn(msg, obj) });
    const n = await rotateDataKey(database.db, from, new DataCipher(newKey));
    if (!config.dataKey) {
      fs.writeFileSync(keyFile, `${newKey.toString('base64')}\n`, { mode: 0o600 });
      console.log(`${n} öğrenci profili yeni anahtarla şifrelendi; ${keyFile} yeni anahtarı tutuyor (yedeğini alın).`);
    } else {
      console.log(
        `${n} öğrenci profili yeni anahtarla şifrelendi. Şimdi her sunucuda DATA_KEY değerini yeni anahtarla değiştirin ve yeniden başlatın.`,
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('data-key-rotate.ts')) {
  main().then(
    (code) => process.exit(code),
    (err) => {
      const known = err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof DataKeyError;
      console.error(known ? err.message : err);
      process.exit(1);
    },
  );
}
