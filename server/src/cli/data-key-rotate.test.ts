import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { studentProfiles } from '../db/schema/index.ts';
import { DataCipher } from '../lib/personal-data.ts';
import { checkDataKey } from '../modules/kvkk/legacy.ts';
import { insertStudentProfile } from '../modules/auth/repository.ts';
import { main, rotateDataKey } from './data-key-rotate.ts';
import { addStudentProfile, createTestApp, createUser, onPostgres, type TestContext } from '../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('npm run data-key:rotate', () => {
  it('re-encrypts every TC number and disability answer under the new key, hashes included', async () => {
    const a = await createUser(ctx.app, 'teacher');
    const b = await createUser(ctx.app, 'teacher');
    const pa = await addStudentProfile(ctx.app, a.id, { disability: 'yes' });
    await addStudentProfile(ctx.app, b.id);
    await ctx.app.db.update(studentProfiles).set({ disability: null }).where(eq(studentProfiles.userId, b.id));
    const next = new DataCipher(crypto.randomBytes(32));

    expect(await rotateDataKey(ctx.app.db, ctx.app.personalData, next)).toBeGreaterThanOrEqual(2);
    await expect(checkDataKey(ctx.app.db, next)).resolves.toBeUndefined();
    await expect(checkDataKey(ctx.app.db, ctx.app.personalData)).rejects.toThrow(/DATA_KEY does not open/);
    const [row] = await ctx.app.db.select().from(studentProfiles).where(eq(studentProfiles.userId, a.id));
    expect(next.decrypt(row.idNumber, `student_profiles.id_number:${a.id}`)).toBe(pa.idNumber);
    expect(next.decrypt(row.disability!, `student_profiles.disability:${a.id}`)).toBe('yes');
    expect(row.idNumberHash).toBe(next.hashIdNumber(pa.idNumber));
    const [rowB] = await ctx.app.db.select().from(studentProfiles).where(eq(studentProfiles.userId, b.id));
    expect(rowB.disability).toBeNull();
  });

  it.skipIf(onPostgres)(
    'on the embedded database, replaces the generated key file once the data is re-encrypted',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beceri-rotate-'));
      try {
        const oldKey = crypto.randomBytes(32);
        fs.mkdirSync(path.join(dataDir, 'keys'));
        fs.writeFileSync(path.join(dataDir, 'keys', 'data-key'), oldKey.toString('base64'));
        const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
        await database.migrate();
        const userId = crypto.randomUUID();
        await database.db.execute(
          `insert into users (id, role, email, password_hash, name) values ('${userId}', 'student', 'r@example.com', 'x', 'R')`,
        );
        await insertStudentProfile(database.db, new DataCipher(oldKey), {
          userId,
          idNumber: '12312312312',
          gender: 'male',
          dateOfBirth: '2000-01-01',
          educationLevel: 'associate',
          jobSeekingStatus: 'no',
          disability: 'no',
        });
        await database.close();

        const newKey = crypto.randomBytes(32);
        expect(await main({ DATA_DIR: dataDir, NEW_DATA_KEY: newKey.toString('hex') })).toBe(0);
        expect(fs.readFileSync(path.join(dataDir, 'keys', 'data-key'), 'utf8').trim()).toBe(newKey.toString('base64'));
        const reopened = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
        await expect(checkDataKey(reopened.db, new DataCipher(newKey))).resolves.toBeUndefined();
        await reopened.close();
        expect(await main({ DATA_DIR: dataDir })).toBe(2);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
