/**
 * Writes one archive of this instance (README, 'Yedekleme'; docs/decisions/022-backups.md):
 *   npm run backup -- /var/backups/beceri/2026-11-24.tar.gz [--with-key]
 * Same DATA_DIR / DATABASE_URL / STORAGE_URL as the server. The embedded database is dumped with PGlite's
 * own dumpDataDir while the server is stopped (PGlite allows one process on a directory); PostgreSQL with
 * `pg_dump --format=custom`, server running or not. Local uploads go in too; with object storage the
 * archive names the bucket. The data key goes in only with --with-key.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { loadConfig, type Config } from '../config.ts';
import { migrationsFolder, openDatabase, type Database } from '../db/client.ts';
import { DataDirLockedError, lockDataDir } from '../db/lock.ts';
import { KEY_FILE, parseDataKey } from '../lib/personal-data.ts';
import { isStorageKey } from '../lib/storage/index.ts';
import {
  ArchiveError,
  describeMembers,
  FORMAT,
  FORMAT_VERSION,
  KEY_MEMBER,
  PG_DUMP,
  PGLITE_DUMP,
  readJournal,
  writeArchive,
  type Manifest,
} from './archive.ts';
import { consoleLog, hasPgliteData, runCommand, runTool, pgToolEnv, UsageError, type Log } from './backup-shared.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function readDatabaseFacts(database: Database) {
  const [{ version }] = rowsOf<{ version: string }>(
    await database.db.execute(sql`select current_setting('server_version') as version`),
  );
  const [{ present }] = rowsOf<{ present: boolean }>(
    await database.db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  let count = 0;
  let lastAppliedAt: number | null = null;
  if (present) {
    const [row] = rowsOf<{ n: number; last: string | null }>(
      await database.db.execute(
        sql`select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations`,
      ),
    );
    count = Number(row.n);
    lastAppliedAt = row.last === null ? null : Number(row.last);
  }
  const last = readJournal(migrationsFolder).find((e) => e.when === lastAppliedAt)?.tag ?? null;
  return { serverVersion: version, migrations: { count, last, lastAppliedAt } };
}

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = path.dirname(entry);
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return `@electric-sql/pglite ${(JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version}`;
}

function appVersion(): { version: string | null; commit: string | null } {
  const root = new URL('../../../', import.meta.url).pathname;
  let version: string | null = null;
  try {
    version =
      (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version?: string }).version ?? null;
  } catch {
    // A deployment without the root package.json still backs up.
  }
  let commit: string | null = null;
  try {
    const head = fs.readFileSync(path.join(root, '.git', 'HEAD'), 'utf8').trim();
    commit = head.startsWith('ref: ') ? fs.readFileSync(path.join(root, '.git', head.slice(5)), 'utf8').trim() : head;
  } catch {
    // Not a git checkout, or a worktree: the migrations say more than the commit anyway.
  }
  return { version, commit };
}

async function toolVersion(command: string): Promise<string> {
  const { stdout } = await promisify(execFile)(command, ['--version']);
  return stdout.trim();
}

/** The key in force, without generating one (unlike the server's resolveDataKey). */
function currentKey(config: Config): Buffer | undefined {
  if (config.dataKey) return config.dataKey;
  const file = path.join(config.dataDir, KEY_FILE);
  return fs.existsSync(file) ? parseDataKey(fs.readFileSync(file, 'utf8')) : undefined;
}

async function dumpEmbedded(config: Config, staging: string) {
  const dir = path.join(config.dataDir, 'db');
  if (!hasPgliteData(dir))
    throw new ArchiveError(`${dir} holds no database: is DATA_DIR right (and DATABASE_URL meant to be unset)?`);
  const database = await openDatabase({ pgliteDir: dir });
  try {
    const facts = await readDatabaseFacts(database);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await pipelineBlob(dump, path.join(staging, PGLITE_DUMP));
    return { ...facts, dumpedWith: pgliteVersion(), member: PGLITE_DUMP };
  } finally {
    await database.close();
  }
}

async function pipelineBlob(blob: Blob, file: string) {
  await fsp.writeFile(file, blob.stream() as unknown as AsyncIterable<Uint8Array>, { mode: 0o600 });
}

async function dumpPostgres(databaseUrl: string, staging: string) {
  const database = await openDatabase({ databaseUrl, poolSize: 1 });
  let facts;
  try {
    facts = await readDatabaseFacts(database);
  } finally {
    await database.close();
  }
  const { url, env } = pgToolEnv(databaseUrl);
  // One snapshot: pg_dump reads every table in a single repeatable-read transaction.
  await runTool('pg_dump', ['--format=custom', `--file=${path.join(staging, PG_DUMP)}`, `--dbname=${url}`], env);
  return { ...facts, dumpedWith: await toolVersion('pg_dump'), member: PG_DUMP };
}

export interface BackupOptions {
  file: string;
  withKey: boolean;
}

export function parseBackupArgs(argv: string[], cwd = process.cwd()): BackupOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { 'with-key': { type: 'boolean', default: false } },
    });
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\nusage: npm run backup -- <file.tar.gz> [--with-key]`);
  }
  if (parsed.positionals.length !== 1) throw new UsageError('usage: npm run backup -- <file.tar.gz> [--with-key]');
  return { file: path.resolve(cwd, parsed.positionals[0]), withKey: parsed.values['with-key'] ?? false };
}

export async function backup(config: Config, opts: BackupOptions, log: Log = consoleLog): Promise<Manifest> {
  if (fs.existsSync(opts.file))
    throw new UsageError(`${opts.file} exists already: name a new file (backups are never overwritten)`);
  if (!fs.existsSync(path.dirname(opts.file)))
    throw new UsageError(`${path.dirname(opts.file)} does not exist: create the folder first`);
  const started = Date.now();
  // The embedded database is only read while no server runs on DATA_DIR, and none may start meanwhile.
  let release: (() => void) | undefined;
  if (!config.databaseUrl) {
    try {
      release = lockDataDir(config.dataDir);
    } catch (err) {
      if (!(err instanceof DataDirLockedError)) throw err;
      throw new DataDirLockedError(
        `${err.message.split('.')[0]}. The embedded database can only be backed up while the server is stopped ` +
          '(PGlite allows one process on a directory): stop it, run the backup, start it again (README, Yedekleme).',
      );
    }
  }
  let staging: string | undefined;
  try {
    staging = await fsp.mkdtemp(path.join(path.dirname(opts.file), '.beceri-backup-'));
    await fsp.chmod(staging, 0o700);
    const database = config.databaseUrl
      ? await dumpPostgres(config.databaseUrl, staging)
      : await dumpEmbedded(config, staging);
    const { serverVersion, migrations, dumpedWith, member } = database;
    const paths = [member];

    // Uploads after the dump: every file a dumped row names existed before it (keys are never reused).
    let storage: Manifest['storage'];
    if (config.storage) {
      storage = {
        driver: 's3',
        bucket: config.storage.bucket,
        endpoint: config.storage.endpoint ?? null,
        note: 'Files are not in this archive: they stay in the bucket. Turn on versioning there so that a deleted or overwritten object can be restored.',
      };
      log.warn(
        `backup: uploads live in the bucket ${config.storage.bucket} and are not copied; make sure versioning is on for that bucket (README, Yedekleme).`,
      );
    } else {
      const uploads = path.join(config.dataDir, 'uploads');
      const keys = (await fsp.readdir(uploads).catch(() => [] as string[])).filter(isStorageKey).sort();
      await fsp.symlink(uploads, path.join(staging, 'uploads'));
      paths.push(...keys.map((k) => `uploads/${k}`));
      storage = { driver: 'local', files: keys.length };
    }

    if (opts.withKey) {
      const key = currentKey(config);
      if (!key)
        throw new ArchiveError(
          `--with-key: there is no key to include (neither DATA_KEY nor ${path.join(config.dataDir, KEY_FILE)})`,
        );
      await fsp.mkdir(path.join(staging, 'keys'), { mode: 0o700 });
      await fsp.writeFile(path.join(staging, KEY_MEMBER), `${key.toString('base64')}\n`, { mode: 0o600 });
      paths.push(KEY_MEMBER);
    }

    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      app: { ...appVersion(), migrations },
      database: { driver: config.databaseUrl ? 'postgres' : 'pglite', serverVersion, dumpedWith, member },
      storage,
      keyIncluded: opts.withKey,
      members: await describeMembers(staging, paths),
    };
    await writeArchive(opts.file, staging, manifest);
    const size = (await fsp.stat(opts.file)).size;
    log.info(
      `backup: ${opts.file} (${(size / 1024 / 1024).toFixed(1)} MB, ${manifest.members.length} members: database ${manifest.database.driver} ` +
        `${serverVersion}, ${storage.driver === 'local' ? `${storage.files} uploaded files` : `bucket ${storage.bucket} not copied`}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    if (opts.withKey) {
      log.warn(
        'UYARI / WARNING: this archive now holds the data key: whoever has the archive can read every TC number and disability answer in it. ' +
          'Keep it encrypted and access-controlled, or back up without --with-key and keep the key apart.',
      );
    } else if (currentKey(config)) {
      log.info(
        `backup: the data key is not in the archive; keep ${config.dataKey ? 'DATA_KEY' : path.join(config.dataDir, KEY_FILE)} backed up apart (without it the TC numbers and disability answers cannot be read).`,
      );
    }
    return manifest;
  } finally {
    if (staging) await fsp.rm(staging, { recursive: true, force: true });
    release?.();
  }
}

export async function main(
  argv: string[] = process.argv.slice(2),
  environment: NodeJS.ProcessEnv = process.env,
  log: Log = consoleLog,
): Promise<number> {
  return runCommand('backup', environment, log, (env, cwd) => backup(loadConfig(env), parseBackupArgs(argv, cwd), log));
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('cli/backup.ts')) {
  main().then((code) => process.exit(code));
}
