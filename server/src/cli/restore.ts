/**
 * Restores an archive of `npm run backup` (README, 'Yedekleme'; docs/decisions/022-backups.md):
 *   npm run restore -- /var/backups/beceri/2026-11-24.tar.gz [--force]
 * into the DATA_DIR / DATABASE_URL of the environment, which must be empty (no files in DATA_DIR on the
 * embedded database; no tables in the database, no uploads in DATA_DIR on PostgreSQL) unless --force.
 * Every checksum is verified before anything is written. The server then starts on the restored data
 * and runs its migrations as usual.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig, type Config } from '../config.ts';
import { migrationsFolder, openDatabase } from '../db/client.ts';
import { DataDirLockedError, lockDataDir } from '../db/lock.ts';
import { KEY_FILE, parseDataKey } from '../lib/personal-data.ts';
import { QUEUE_SCHEMA } from '../lib/queue.ts';
import { ArchiveError, extractArchive, KEY_MEMBER, readJournal, verifyArchive, type Manifest } from './archive.ts';
import {
  consoleLog,
  hasPgliteData,
  pgToolEnv,
  RefusedError,
  runCommand,
  runTool,
  startTool,
  UsageError,
  type Log,
} from './backup-shared.ts';

export interface RestoreOptions {
  file: string;
  force: boolean;
}

const usage = 'usage: npm run restore -- <file.tar.gz> [--force]';

export function parseRestoreArgs(argv: string[], cwd = process.cwd()): RestoreOptions {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n${usage}`);
  }
  if (parsed.positionals.length !== 1) throw new UsageError(usage);
  return { file: path.resolve(cwd, parsed.positionals[0]), force: parsed.values.force ?? false };
}

/** Tables, views and sequences outside PostgreSQL's own schemas. */
async function countRelations(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
          and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`,
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

const nonEmptyDir = (dir: string) => fs.existsSync(dir) && fs.readdirSync(dir).length > 0;

/** What the target already holds that the restore would replace. */
async function occupied(config: Config, manifest: Manifest): Promise<string[]> {
  const found: string[] = [];
  if (!config.databaseUrl) {
    const entries = fs.readdirSync(config.dataDir).filter((e) => e !== 'server.lock');
    if (entries.length > 0) found.push(`DATA_DIR ${config.dataDir} is not empty (${entries.sort().join(', ')})`);
    return found;
  }
  const relations = await countRelations(config.databaseUrl);
  if (relations > 0) found.push(`the database of DATABASE_URL has ${relations} tables, views or sequences`);
  if (manifest.storage.driver === 'local' && nonEmptyDir(path.join(config.dataDir, 'uploads'))) {
    found.push(`${path.join(config.dataDir, 'uploads')} is not empty`);
  }
  if (manifest.keyIncluded && fs.existsSync(path.join(config.dataDir, KEY_FILE)))
    found.push(`${path.join(config.dataDir, KEY_FILE)} exists`);
  return found;
}

async function restoreEmbedded(config: Config, dump: string) {
  const dir = path.join(config.dataDir, 'db');
  let database;
  try {
    database = await openDatabase({ pgliteDir: dir, loadDataDir: await fs.openAsBlob(dump) });
  } catch (err) {
    // Leave the target as empty as it was, so that the next attempt needs no --force.
    await fsp.rm(dir, { recursive: true, force: true });
    throw new ArchiveError(
      `the embedded database could not be loaded (${(err as Error).message}); was the archive made by a release with another PGlite major version?`,
    );
  }
  try {
    if (!(await database.ping())) throw new ArchiveError('the restored embedded database does not answer');
  } finally {
    await database.close();
  }
  if (!hasPgliteData(dir)) throw new ArchiveError(`the embedded database was not written to ${dir}`);
}

async function restorePostgres(databaseUrl: string, dump: string, clean: boolean) {
  const { url, env } = pgToolEnv(databaseUrl);
  // One transaction: a failure leaves the database as it was. Owners and grants are those of the target.
  const args = ['--no-owner', '--no-privileges', '--exit-on-error'];
  if (!clean) {
    await runTool('pg_restore', [...args, '--single-transaction', `--dbname=${url}`, dump], env);
    return;
  }
  // The job queue keeps its jobs in partitioned tables, whose partitions' keys pg_restore --clean cannot drop
  // one by one: its script runs through psql after the queue's schema is dropped whole, in the same transaction.
  const script = startTool('pg_restore', [...args, '--clean', '--if-exists', '--file=-', dump], env, {
    stdout: 'pipe',
  });
  const psql = startTool(
    'psql',
    ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', '--file=-', `--dbname=${url}`],
    env,
    { stdin: 'pipe' },
  );
  psql.child.stdin!.on('error', () => {}); // psql's own exit code and errors tell what went wrong
  psql.child.stdin!.write(`DROP SCHEMA IF EXISTS ${QUEUE_SCHEMA} CASCADE;\n`);
  script.child.stdout!.pipe(psql.child.stdin!);
  await Promise.all([script.done, psql.done]);
}

export async function restore(config: Config, opts: RestoreOptions, log: Log = consoleLog): Promise<Manifest> {
  const manifest = await verifyArchive(opts.file);
  const driver = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.driver !== driver) {
    throw new UsageError(
      manifest.database.driver === 'postgres'
        ? 'this archive holds a PostgreSQL database: set DATABASE_URL to an empty database to restore it'
        : 'this archive holds the embedded database: unset DATABASE_URL and name an empty DATA_DIR to restore it',
    );
  }
  const known = readJournal(migrationsFolder).at(-1)?.when ?? 0;
  if ((manifest.app.migrations.lastAppliedAt ?? 0) > known) {
    throw new UsageError(
      `the archive comes from a newer release (migration ${manifest.app.migrations.last ?? manifest.app.migrations.lastAppliedAt}): restore it with that release or a later one`,
    );
  }

  let release: () => void;
  try {
    release = lockDataDir(config.dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    throw new DataDirLockedError(`${err.message.split('.')[0]}: stop the server before restoring into its DATA_DIR.`);
  }
  let staging: string | undefined;
  try {
    const there = await occupied(config, manifest);
    if (there.length > 0 && !opts.force) {
      throw new RefusedError(
        `restore refused: ${there.join('; ')}. Restore into an empty DATA_DIR${config.databaseUrl ? ' and database' : ''}, ` +
          `or add --force to replace what is there with the archive's content: npm run restore -- ${opts.file} --force`,
      );
    }
    staging = await fsp.mkdtemp(path.join(config.dataDir, '.restore-'));
    await fsp.chmod(staging, 0o700);
    await extractArchive(opts.file, staging, manifest);
    const key = manifest.keyIncluded
      ? parseDataKey(await fsp.readFile(path.join(staging, KEY_MEMBER), 'utf8'))
      : undefined;

    if (opts.force && there.length > 0) {
      log.warn(`restore: --force: replacing ${there.join('; ')}`);
      if (!config.databaseUrl) await fsp.rm(path.join(config.dataDir, 'db'), { recursive: true, force: true });
      if (manifest.storage.driver === 'local')
        await fsp.rm(path.join(config.dataDir, 'uploads'), { recursive: true, force: true });
      if (key) await fsp.rm(path.join(config.dataDir, KEY_FILE), { force: true });
    }

    const dump = path.join(staging, manifest.database.member);
    if (config.databaseUrl) await restorePostgres(config.databaseUrl, dump, opts.force && there.length > 0);
    else await restoreEmbedded(config, dump);

    if (manifest.storage.driver === 'local') {
      const uploads = path.join(config.dataDir, 'uploads');
      await fsp.rm(uploads, { recursive: true, force: true });
      if (fs.existsSync(path.join(staging, 'uploads'))) await fsp.rename(path.join(staging, 'uploads'), uploads);
      else await fsp.mkdir(uploads);
    }
    if (key) {
      await fsp.mkdir(path.join(config.dataDir, 'keys'), { recursive: true, mode: 0o700 });
      await fsp.writeFile(path.join(config.dataDir, KEY_FILE), `${key.toString('base64')}\n`, { mode: 0o600 });
    }
    report(config, manifest, opts.file, key, log);
    return manifest;
  } finally {
    if (staging) await fsp.rm(staging, { recursive: true, force: true });
    release();
  }
}

function report(config: Config, manifest: Manifest, file: string, key: Buffer | undefined, log: Log) {
  const { migrations } = manifest.app;
  const files =
    manifest.storage.driver === 'local'
      ? `${manifest.storage.files} uploaded files`
      : 'no files (they are in the bucket)';
  log.info(
    `restore: ${file} (made ${manifest.createdAt}): ${manifest.database.driver} database (PostgreSQL ${manifest.database.serverVersion}, ` +
      `${migrations.count} migrations up to ${migrations.last ?? 'none'}) and ${files} restored${key ? ', with the data key' : ''}. ` +
      'Start the server (npm start): pending migrations then run as usual.',
  );
  if (manifest.storage.driver === 's3') {
    log.warn(
      `restore: uploads stay in the bucket ${manifest.storage.bucket}${manifest.storage.endpoint ? ` at ${manifest.storage.endpoint}` : ''}: ` +
        `point STORAGE_URL at it; objects deleted or overwritten since ${manifest.createdAt} come back from the bucket's versions.`,
    );
  }
  const keyFile = path.join(config.dataDir, KEY_FILE);
  if (key && config.databaseUrl) {
    log.warn(
      `restore: the data key is in ${keyFile}: set DATA_KEY=$(cat ${keyFile}) on every instance, then delete the file.`,
    );
  }
  if (key && config.dataKey && !config.dataKey.equals(key)) {
    log.warn(
      "restore: DATA_KEY differs from the key in the archive: the restored personal data opens only with the archive's key.",
    );
  }
  if (!key) {
    log.info(
      `restore: the archive holds no data key: the server needs the backed-up instance's key (DATA_KEY, or ${keyFile} on the embedded database), or it refuses to start.`,
    );
  }
}

/** Restoring needs no key: the server's rule that DATABASE_URL comes with DATA_KEY is waived here. */
function configWithoutKey(env: NodeJS.ProcessEnv): Config {
  if (!env.DATABASE_URL || env.DATA_KEY) return loadConfig(env);
  return { ...loadConfig({ ...env, DATA_KEY: '0'.repeat(64) }), dataKey: undefined };
}

export async function main(
  argv: string[] = process.argv.slice(2),
  environment: NodeJS.ProcessEnv = process.env,
  log: Log = consoleLog,
): Promise<number> {
  return runCommand('restore', environment, log, (env, cwd) =>
    restore(configWithoutKey(env), parseRestoreArgs(argv, cwd), log),
  );
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('cli/restore.ts')) {
  main().then((code) => process.exit(code));
}
