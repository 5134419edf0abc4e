import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, loggerOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { eq } from 'drizzle-orm';
import { logText } from '@beceri/domain/log-events';
import { activityLogs, type User } from '../src/db/schema/index.ts';
import { createAccount } from '../src/modules/auth/service.ts';
import type { UploadKind } from '../src/plugins/storage.ts';
import { storeBuffer } from '../src/lib/stored-uploads.ts';
import { insertStudentProfile, type StudentProfileInput } from '../src/modules/auth/repository.ts';
import { tcNumber } from './tc-number.ts';

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A database of its own for one test file, cloned from the run's migrated copy. */
export async function openTestDatabase(): Promise<Database & { drop(): Promise<void> }> {
  const template = inject('pgTemplate');
  if (template) {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const name = `beceri_t_${process.ppid}_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5, checkWrites: true });
    return Object.assign(database, {
      async drop() {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    });
  }
  const blob = new Blob([fs.readFileSync(inject('pgliteDump'))]);
  const database = await openDatabase({ loadDataDir: blob, checkWrites: true });
  return Object.assign(database, { drop: () => database.close() });
}

export interface TestContext {
  app: FastifyInstance;
  config: Config;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Boots the real app on a fresh database clone and a temporary DATA_DIR. With `logStream`, the app
 * logs as in production (level info, same redaction and serializers) into that stream.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { logStream?: NodeJS.WritableStream } = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beceri-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    QUEUE_POLL_SECONDS: '0.5',
    ...env,
  });
  const database = await openTestDatabase();
  const logger = opts.logStream ? { ...loggerOptions(config), level: 'info', stream: opts.logStream } : false;
  const app = await buildApp({ config, database, logger });
  await app.ready();
  return {
    app,
    config,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  role: User['role'];
  name: string;
  cookie: string;
}

let counter = 0;

/** Creates an account with its profile directly in the database and opens a session for it. */
export async function createUser(
  app: FastifyInstance,
  role: User['role'],
  overrides: { email?: string; password?: string; name?: string; surname?: string; companyName?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const email = overrides.email ?? `${role}${counter}-${crypto.randomBytes(3).toString('hex')}@example.com`;
  const password = overrides.password ?? 'Parola1!';
  const name = overrides.name ?? `${role} ${counter}`;
  const id = await createAccount(app, {
    role,
    email,
    password,
    name,
    surname: overrides.surname ?? 'Test',
    companyName: overrides.companyName ?? `Firma ${counter}`,
  });
  if (role === 'student') await addStudentProfile(app, id);
  const token = await app.sessions.create(id);
  return { id, email, password, role, name, cookie: `${app.sessions.cookieName}=${token}` };
}

/** A TC-shaped number no other test student has (the keyed hash of the TC number is unique). */
export const uniqueIdNumber = () => tcNumber(crypto.randomInt(0, 1e9));

/** The student profile as sign-up stores it (TC number and disability answer encrypted). */
export async function addStudentProfile(
  app: FastifyInstance,
  userId: string,
  overrides: Partial<StudentProfileInput> = {},
) {
  const profile: StudentProfileInput = {
    userId,
    idNumber: uniqueIdNumber(),
    gender: 'female',
    dateOfBirth: '2000-05-05',
    educationLevel: 'highSchoolGraduate',
    jobSeekingStatus: 'job',
    disability: 'no',
    ...overrides,
  };
  await insertStudentProfile(app.db, app.personalData, profile);
  return profile;
}

/** The activity log's entries (of one actor, or all), oldest first, each with its Turkish text as the screen shows it. */
export async function logEntries(app: FastifyInstance, actorId?: string) {
  const rows = await app.db
    .select()
    .from(activityLogs)
    .where(actorId ? eq(activityLogs.actorId, actorId) : undefined)
    .orderBy(activityLogs.id);
  return rows.map((row) => ({ ...row, text: logText(row, 'tr') }));
}

/** `app.inject` with the user's session cookie. */
export function injectAs(
  app: FastifyInstance,
  user: TestUser | null,
  opts: InjectOptions,
): Promise<LightMyRequestResponse> {
  const headers = { ...(opts.headers ?? {}), ...(user ? { cookie: user.cookie } : {}) };
  return app.inject({ ...opts, headers });
}

/** A multipart body built by hand, so tests control every byte (names, types, sizes). */
export function multipart(
  fields: Record<string, string | string[]>,
  files: { field: string; filename: string; contentType: string; data: Buffer }[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----beceri${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`));
    }
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`,
      ),
    );
    chunks.push(f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Small but real files, recognised by their magic bytes. */
export const samples = {
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]),
  text: Buffer.from('merhaba dünya, bu bir metin dosyasıdır'),
};

/** Checks and stores bytes the way an upload is (temporary file, content check, storage); returns the upload and its key. */
export const storeTestFile = (app: FastifyInstance, kind: UploadKind, name: string, data: Buffer) =>
  storeBuffer(app, kind, name, data);

/**
 * docs/product.md's quiz as a client takes it now: opens (or resumes) the attempt, then posts the answers, in
 * the bank's order, to `/test/add`. Answers the refusal of the opening call when it is refused.
 */
export async function takeExam(
  app: FastifyInstance,
  user: TestUser | null,
  courseId: string,
  answers: (number | null)[],
) {
  const open = await injectAs(app, user, { method: 'POST', url: `/exam/${courseId}/attempts` });
  if (open.statusCode >= 300) return open;
  return injectAs(app, user, { method: 'POST', url: '/test/add', payload: { courseId, answers } });
}
