import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import * as tar from 'tar';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { idNumberContext } from '../lib/personal-data.ts';
import { readAll } from '../lib/storage/index.ts';
import { createUser, injectAs, multipart, onPostgres, samples, type TestUser } from '../../test/helpers.ts';
import { tcNumber } from '../../test/tc-number.ts';
import { main as backupMain } from './backup.ts';
import { main as restoreMain } from './restore.ts';
import type { Manifest } from './archive.ts';

/**
 * An instance seeded through the real app is backed up, restored elsewhere, and the
 * app booted there finds every account, course, application and file byte for byte, and the TC number.
 */

interface Instance {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

// Each step runs PGlite on disk or a PostgreSQL tool: about 15 s of CPU in all; the timeouts allow for a loaded 2-core machine.
const tmpDirs: string[] = [];
const tmp = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `beceri-${prefix}-`));
  tmpDirs.push(dir);
  return dir;
};

/** What the CLIs print, so a test can read the refusal or the warning the operator would see. */
function collectLog() {
  const lines: string[] = [];
  return {
    lines,
    log: { info: (l: string) => lines.push(l), warn: (l: string) => lines.push(l) },
    text: () => lines.join('\n'),
  };
}

async function boot(dataDir: string, database: Database, env: Record<string, string> = {}): Promise<Instance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  // As server.ts does: migrations run on whatever the database holds.
  await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A migrated embedded database in DATA_DIR/db, locked like the server's. */
async function openEmbeddedSource(dataDir: string): Promise<Database> {
  const dump = inject('pgliteDump');
  const loadDataDir = dump ? new Blob([fs.readFileSync(dump)]) : undefined;
  return openDatabase({ pgliteDir: path.join(dataDir, 'db'), loadDataDir, lock: true });
}

// PostgreSQL: databases named like the helpers' clones, so the run's teardown drops any left behind.
const pgAdminUrl = process.env.TEST_DATABASE_URL;
const pgDatabases: string[] = [];
async function createPgDatabase(template?: string): Promise<string> {
  const name = `beceri_t_${process.ppid}_bk${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  pgDatabases.push(name);
  const url = new URL(pgAdminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

interface Seeded {
  student: { id: string; email: string; password: string; idNumber: string };
  teacher: TestUser;
  company: TestUser;
  courseId: string;
  jobId: string;
  applicationId: string;
}

/** Accounts, a course with a PDF, a job and an application, the student signed up with a resume over HTTP. */
async function seed(app: FastifyInstance): Promise<Seeded> {
  const teacher = await createUser(app, 'teacher');
  const company = await createUser(app, 'company');
  const pdf = Buffer.concat([samples.pdf, crypto.randomBytes(2048)]);
  const course = await injectAs(app, teacher, {
    method: 'POST',
    url: '/course/add',
    ...multipart(
      {
        title: 'Yedekleme 101',
        description: 'Dosyalar ve veritabanı',
        classes: JSON.stringify([{ title: 'Notlar', description: 'PDF', videoLink: '', pdfFileIndex: 0 }]),
        test: JSON.stringify({
          questions: [{ text: 'Yedek nedir?', options: ['Kopya', 'Kedi', 'Kalem', 'Kitap', 'Kum'], correctAnswer: 0 }],
        }),
      },
      [{ field: 'pdfFiles', filename: 'notlar.pdf', contentType: 'application/pdf', data: pdf }],
    ),
  });
  expect(course.statusCode, course.body).toBe(201);

  const idNumber = tcNumber(crypto.randomInt(1, 1e8));
  const student = {
    email: `yedek-${crypto.randomBytes(3).toString('hex')}@example.com`,
    password: 'Parola12!',
    idNumber,
  };
  const resume = Buffer.concat([samples.pdf, crypto.randomBytes(4096)]);
  const signup = await app.inject({
    method: 'POST',
    url: '/auth/register',
    ...multipart(
      {
        role: 'student',
        name: 'Zeynep',
        surname: 'Kaya',
        idNumber,
        gender: 'female',
        dateOfBirth: '2002-03-04',
        educationLevel: 'universityStudent',
        jobSeekingStatus: 'job',
        disability: 'no',
        email: student.email,
        password: student.password,
        consent: 'true',
      },
      [{ field: 'resume', filename: 'özgeçmiş.pdf', contentType: 'application/pdf', data: resume }],
    ),
  });
  expect(signup.statusCode, signup.body).toBe(201);
  const login = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email: student.email, password: student.password },
  });
  expect(login.statusCode, login.body).toBe(200);
  const cookie = String(login.headers['set-cookie']).split(';')[0];

  const job = await injectAs(app, company, {
    method: 'POST',
    url: '/job/add',
    payload: { title: 'Yedekçi', description: 'Gece yedekleri' },
  });
  expect(job.statusCode, job.body).toBe(201);
  const application = await app.inject({
    method: 'POST',
    url: `/enrollment/enroll/${job.json().id}`,
    headers: { cookie },
  });
  expect(application.statusCode, application.body).toBe(201);
  return {
    student: { id: signup.json().id, ...student },
    teacher,
    company,
    courseId: course.json().id,
    jobId: job.json().id,
    applicationId: application.json().id,
  };
}

const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
const compared = [
  'users',
  'student_profiles',
  'teacher_profiles',
  'company_profiles',
  'courses',
  'course_classes',
  'jobs',
  'job_applications',
  'files',
];

/** The rows of the compared tables, and every stored file's bytes. */
async function snapshot(app: FastifyInstance) {
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const t of compared) tables[t] = rowsOf(await app.db.execute(sql.raw(`select * from ${t} order by 1`)));
  const bytes: Record<string, string> = {};
  for (const f of tables.files)
    bytes[String(f.id)] = (await readAll(app.storage, String(f.storage_key))).toString('base64');
  return { tables, bytes };
}

async function listMembers(file: string): Promise<string[]> {
  const names: string[] = [];
  await tar.list({ file, onReadEntry: (e) => names.push(e.path) });
  return names;
}

async function readManifest(file: string): Promise<Manifest> {
  const dir = tmp('manifest');
  await tar.extract({ file, cwd: dir, filter: (p) => p === 'manifest.json' });
  return JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
}

afterAll(async () => {
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
  if (pgDatabases.length > 0) {
    const admin = new pg.Client({ connectionString: pgAdminUrl });
    await admin.connect();
    for (const name of pgDatabases) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});

describe('npm run backup / restore on the embedded database', () => {
  let sourceDir: string;
  let seeded: Seeded;
  let before: Awaited<ReturnType<typeof snapshot>>;
  let archive: string;
  let backupLog: ReturnType<typeof collectLog>;

  beforeAll(async () => {
    sourceDir = tmp('source');
    const source = await boot(sourceDir, await openEmbeddedSource(sourceDir));
    try {
      seeded = await seed(source.app);
      before = await snapshot(source.app);
    } finally {
      await source.close();
    }
    // A server (another live process) holds DATA_DIR: the backup refuses rather than open the database a second time.
    fs.writeFileSync(path.join(sourceDir, 'server.lock'), String(process.ppid));
    const refused = collectLog();
    expect(await backupMain([path.join(tmp('out'), 'b.tar.gz')], { DATA_DIR: sourceDir }, refused.log)).toBe(1);
    expect(refused.text()).toMatch(/in use by another Beceri process.*only be backed up while the server is stopped/s);
    fs.rmSync(path.join(sourceDir, 'server.lock'));
    archive = path.join(tmp('out'), 'beceri.tar.gz');
    backupLog = collectLog();
    expect(await backupMain([archive, '--with-key'], { DATA_DIR: sourceDir }, backupLog.log), backupLog.text()).toBe(0);
  }, 120_000);

  it('writes one archive with the dump, the uploads, the key on request and a manifest of checksums', async () => {
    expect(backupLog.text()).toMatch(/WARNING: this archive now holds the data key/);
    const manifest = await readManifest(archive);
    expect(manifest).toMatchObject({
      format: 'beceri-backup',
      keyIncluded: true,
      database: {
        driver: 'pglite',
        member: 'database.pglite.tar',
        dumpedWith: expect.stringMatching(/^@electric-sql\/pglite \d/),
      },
      storage: { driver: 'local', files: before.tables.files.length },
      app: { migrations: { last: expect.any(String) } },
    });
    expect(manifest.members.map((m) => m.path).sort()).toEqual(
      [
        'database.pglite.tar',
        'keys/data-key',
        ...before.tables.files.map((f) => `uploads/${String(f.storage_key)}`),
      ].sort(),
    );
    expect((await listMembers(archive)).sort()).toEqual(
      ['manifest.json', ...manifest.members.map((m) => m.path)].sort(),
    );
    for (const m of manifest.members) expect(m.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('restores into a fresh DATA_DIR where the app finds every account, course, application and file, and the TC number', async () => {
    const target = path.join(tmp('target'), 'data');
    const log = collectLog();
    expect(await restoreMain([archive], { DATA_DIR: target }, log.log), log.text()).toBe(0);
    expect(log.text()).toMatch(/with the data key/);
    const restored = await boot(target, await openDatabase({ pgliteDir: path.join(target, 'db'), lock: true }));
    try {
      const after = await snapshot(restored.app);
      expect(after.tables).toEqual(before.tables);
      expect(after.bytes).toEqual(before.bytes);
      expect(before.tables.users.map((u) => u.id)).toEqual(
        expect.arrayContaining([seeded.student.id, seeded.teacher.id, seeded.company.id]),
      );
      expect(before.tables.courses.map((c) => c.id)).toContain(seeded.courseId);
      expect(before.tables.job_applications.map((a) => a.id)).toContain(seeded.applicationId);
      expect(before.tables.files.length).toBeGreaterThanOrEqual(2);
      const profile = after.tables.student_profiles.find((p) => p.user_id === seeded.student.id)!;
      expect(restored.app.personalData.decrypt(String(profile.id_number), idNumberContext(seeded.student.id))).toBe(
        seeded.student.idNumber,
      );
      const login = await restored.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: seeded.student.email, password: seeded.student.password },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await restored.close();
    }

    // Again into the same DATA_DIR: refused, saying how to override; with --force, replaced.
    const again = collectLog();
    expect(await restoreMain([archive], { DATA_DIR: target }, again.log)).toBe(1);
    expect(again.text()).toMatch(/restore refused: DATA_DIR .* is not empty \(db, keys, .*uploads\).*--force/s);
    const forced = collectLog();
    expect(await restoreMain([archive, '--force'], { DATA_DIR: target }, forced.log), forced.text()).toBe(0);
    const reopened = await openDatabase({ pgliteDir: path.join(target, 'db') });
    expect(rowsOf(await reopened.db.execute(sql`select count(*)::int as n from users`))[0].n).toBe(
      before.tables.users.length,
    );
    await reopened.close();
  }, 90_000);

  it('refuses a tampered archive and writes nothing', async () => {
    const work = tmp('tamper');
    await tar.extract({ file: archive, cwd: work });
    const upload = path.join(work, 'uploads', String(before.tables.files[0].storage_key));
    const bytes = fs.readFileSync(upload);
    bytes[bytes.length - 1] ^= 0xff;
    fs.writeFileSync(upload, bytes);
    const tampered = path.join(tmp('out'), 'tampered.tar.gz');
    await tar.create({ gzip: true, file: tampered, cwd: work }, fs.readdirSync(work));

    const target = path.join(tmp('target'), 'data');
    const log = collectLog();
    expect(await restoreMain([tampered], { DATA_DIR: target }, log.log)).toBe(1);
    expect(log.text()).toContain(`uploads/${String(before.tables.files[0].storage_key)} does not match its checksum`);
    expect(fs.existsSync(target) ? fs.readdirSync(target) : []).toEqual([]);
  });

  it('keeps the key out of the archive without --with-key', async () => {
    const plain = path.join(tmp('out'), 'no-key.tar.gz');
    const log = collectLog();
    expect(await backupMain([plain], { DATA_DIR: sourceDir }, log.log), log.text()).toBe(0);
    expect(log.text()).toMatch(/data key is not in the archive/);
    expect(log.text()).not.toMatch(/WARNING/);
    expect(await listMembers(plain)).not.toContain('keys/data-key');
    expect((await readManifest(plain)).keyIncluded).toBe(false);
    const key = fs.readFileSync(path.join(sourceDir, 'keys', 'data-key'), 'utf8').trim();
    expect(zlib.gunzipSync(fs.readFileSync(plain)).includes(Buffer.from(key))).toBe(false);
  }, 60_000);
});

describe.skipIf(!onPostgres)('npm run backup / restore on PostgreSQL (set TEST_DATABASE_URL to run)', () => {
  const dataKey = crypto.randomBytes(32).toString('base64');
  let source: { url: string; dataDir: string };
  let seeded: Seeded;
  let before: Awaited<ReturnType<typeof snapshot>>;
  let archive: string;

  beforeAll(async () => {
    source = { url: await createPgDatabase(inject('pgTemplate')), dataDir: tmp('pg-source') };
    const env = { DATABASE_URL: source.url, DATA_KEY: dataKey };
    // Backed up while the app runs: pg_dump reads one snapshot.
    const instance = await boot(source.dataDir, await openDatabase({ databaseUrl: source.url, poolSize: 5 }), env);
    try {
      seeded = await seed(instance.app);
      before = await snapshot(instance.app);
      archive = path.join(tmp('pg-out'), 'beceri.tar.gz');
      const log = collectLog();
      expect(await backupMain([archive, '--with-key'], { DATA_DIR: source.dataDir, ...env }, log.log), log.text()).toBe(
        0,
      );
    } finally {
      await instance.close();
    }
  }, 120_000);

  it('restores into a fresh database and DATA_DIR where the app finds everything, and refuses a database with tables', async () => {
    const manifest = await readManifest(archive);
    expect(manifest.database).toMatchObject({
      driver: 'postgres',
      member: 'database.pgdump',
      dumpedWith: expect.stringMatching(/^pg_dump \(PostgreSQL\)/),
    });

    const url = await createPgDatabase();
    const target = path.join(tmp('pg-target'), 'data');
    const log = collectLog();
    // No DATA_KEY: the archive's key is written to DATA_DIR/keys/data-key, as the README's drill says.
    expect(await restoreMain([archive], { DATA_DIR: target, DATABASE_URL: url }, log.log), log.text()).toBe(0);
    expect(log.text()).toMatch(/set DATA_KEY=\$\(cat .*keys\/data-key\)/);
    const restoredKey = fs.readFileSync(path.join(target, 'keys', 'data-key'), 'utf8').trim();
    expect(restoredKey).toBe(dataKey);

    const restored = await boot(target, await openDatabase({ databaseUrl: url, poolSize: 5 }), {
      DATABASE_URL: url,
      DATA_KEY: restoredKey,
    });
    try {
      const after = await snapshot(restored.app);
      expect(after.tables).toEqual(before.tables);
      expect(after.bytes).toEqual(before.bytes);
      expect(before.tables.job_applications.map((a) => a.id)).toContain(seeded.applicationId);
      const profile = after.tables.student_profiles.find((p) => p.user_id === seeded.student.id)!;
      expect(restored.app.personalData.decrypt(String(profile.id_number), idNumberContext(seeded.student.id))).toBe(
        seeded.student.idNumber,
      );
    } finally {
      await restored.close();
    }

    const again = collectLog();
    const fresh = path.join(tmp('pg-target'), 'data');
    expect(await restoreMain([archive], { DATA_DIR: fresh, DATABASE_URL: url, DATA_KEY: dataKey }, again.log)).toBe(1);
    expect(again.text()).toMatch(/restore refused: the database of DATABASE_URL has \d+ tables.*--force/s);
    const forced = collectLog();
    expect(
      await restoreMain([archive, '--force'], { DATA_DIR: fresh, DATABASE_URL: url, DATA_KEY: dataKey }, forced.log),
      forced.text(),
    ).toBe(0);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    expect((await client.query('select count(*)::int as n from users')).rows[0].n).toBe(before.tables.users.length);
    await client.end();
  }, 60_000);
});
