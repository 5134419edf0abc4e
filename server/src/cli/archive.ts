/**
 * The backup archive shared by `npm run backup` and `npm run restore` (docs/decisions/022-backups.md):
 * one gzip'd tar holding manifest.json, the database dump, uploads/<key> (local storage) and, only on
 * request, keys/data-key. The manifest lists every other member with its size and SHA-256; restore
 * checks them all before it writes anything.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { isStorageKey } from '../lib/storage/index.ts';

export const MANIFEST = 'manifest.json';
export const FORMAT = 'beceri-backup';
export const FORMAT_VERSION = 1;
export const PGLITE_DUMP = 'database.pglite.tar';
export const PG_DUMP = 'database.pgdump';
export const KEY_MEMBER = 'keys/data-key';

export interface Member {
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  formatVersion: number;
  createdAt: string;
  app: {
    version: string | null;
    commit: string | null;
    /** The last migration applied to the dumped database, and how many there were. */
    migrations: { count: number; last: string | null; lastAppliedAt: number | null };
  };
  database: {
    driver: 'pglite' | 'postgres';
    /** `server_version` of the dumped database. */
    serverVersion: string;
    /** @electric-sql/pglite's version (embedded) or pg_dump's `--version` line (PostgreSQL). */
    dumpedWith: string;
    member: string;
  };
  storage: { driver: 'local'; files: number } | { driver: 's3'; bucket: string; endpoint: string | null; note: string };
  keyIncluded: boolean;
  members: Member[];
}

export class ArchiveError extends Error {}

/** The only names an archive may hold: anything else (`../x`, `/etc/x`, a link) is refused. */
export function isMemberPath(p: string): boolean {
  if (p === MANIFEST || p === PGLITE_DUMP || p === PG_DUMP || p === KEY_MEMBER) return true;
  return p.startsWith('uploads/') && isStorageKey(p.slice('uploads/'.length));
}

export async function hashFile(file: string): Promise<{ size: number; sha256: string }> {
  const hash = crypto.createHash('sha256');
  let size = 0;
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

/**
 * Writes manifest.json into `staging`, then the archive of it and `members` (paths relative to
 * `staging`; they may pass through a symbolic link such as staging/uploads). The archive is written
 * under a temporary name and renamed: a half-written file never carries the final name.
 */
export async function writeArchive(file: string, staging: string, manifest: Manifest): Promise<void> {
  await fsp.writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  const partial = `${file}.part`;
  try {
    await tar.create(
      {
        gzip: true,
        file: partial,
        cwd: staging,
        portable: true,
        noDirRecurse: true,
        mode: 0o600,
      } as tar.TarOptionsWithAliasesAsyncFile,
      [MANIFEST, ...manifest.members.map((m) => m.path)],
    );
    await fsp.chmod(partial, 0o600);
    await fsp.rename(partial, file);
  } catch (err) {
    await fsp.rm(partial, { force: true });
    throw err;
  }
}

/** Members of `dir` hashed as the manifest lists them. */
export async function describeMembers(dir: string, paths: string[]): Promise<Member[]> {
  const members: Member[] = [];
  for (const p of paths) members.push({ path: p, ...(await hashFile(path.join(dir, p))) });
  return members;
}

function parseManifest(text: string): Manifest {
  let m: Manifest;
  try {
    m = JSON.parse(text) as Manifest;
  } catch {
    throw new ArchiveError('manifest.json is not valid JSON');
  }
  if (m?.format !== FORMAT || !Array.isArray(m.members))
    throw new ArchiveError('not a Beceri backup (manifest.json has no members)');
  if (m.formatVersion !== FORMAT_VERSION) {
    throw new ArchiveError(`archive format ${m.formatVersion} is not the one this release reads (${FORMAT_VERSION})`);
  }
  return m;
}

/**
 * Reads the whole archive once, writing nothing: every member must be a plain file with an allowed
 * name, listed once in the manifest with the same size and SHA-256, and every listed member present.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  if (!fs.existsSync(file)) throw new ArchiveError(`${file} does not exist`);
  const seen = new Map<string, { size: number; sha256: string }>();
  const problems: string[] = [];
  let manifestText: string | undefined;
  const pending: Promise<void>[] = [];
  try {
    await tar.list({
      file,
      strict: true,
      onReadEntry(entry) {
        const name = entry.path;
        // An archive repacked by hand (GNU tar) carries its folders: harmless, and extraction skips them.
        if (entry.type === 'Directory' && (name === 'uploads/' || name === 'keys/')) {
          entry.resume();
          return;
        }
        if (entry.type !== 'File' || !isMemberPath(name)) {
          problems.push(`unexpected member ${JSON.stringify(name)} (${entry.type})`);
          entry.resume();
          return;
        }
        if (seen.has(name) || (name === MANIFEST && manifestText !== undefined)) problems.push(`${name} appears twice`);
        const hash = crypto.createHash('sha256');
        const chunks: Buffer[] = [];
        let size = 0;
        entry.on('data', (chunk: Buffer) => {
          hash.update(chunk);
          size += chunk.length;
          if (name === MANIFEST && size <= 1024 * 1024) chunks.push(chunk);
        });
        pending.push(
          new Promise((resolve) =>
            entry.on('end', () => {
              if (name === MANIFEST) manifestText = Buffer.concat(chunks).toString('utf8');
              else seen.set(name, { size, sha256: hash.digest('hex') });
              resolve();
            }),
          ),
        );
      },
    });
    await Promise.all(pending);
  } catch (err) {
    throw new ArchiveError(`${file} cannot be read as a gzip'd tar archive (${(err as Error).message})`);
  }
  if (manifestText === undefined) throw new ArchiveError('the archive has no manifest.json');
  const manifest = parseManifest(manifestText);
  const listed = new Set<string>();
  for (const m of manifest.members) {
    if (!isMemberPath(m.path) || m.path === MANIFEST || listed.has(m.path)) {
      problems.push(`manifest lists ${JSON.stringify(m.path)} wrongly`);
      continue;
    }
    listed.add(m.path);
    const found = seen.get(m.path);
    if (!found) problems.push(`${m.path} is missing`);
    else if (found.size !== m.size || found.sha256 !== m.sha256) problems.push(`${m.path} does not match its checksum`);
  }
  for (const name of seen.keys()) if (!listed.has(name)) problems.push(`${name} is not in the manifest`);
  if (!listed.has(manifest.database?.member)) problems.push('the manifest names no database dump');
  if (problems.length > 0)
    throw new ArchiveError(`the archive is damaged or was changed; nothing was restored:\n  ${problems.join('\n  ')}`);
  return manifest;
}

/** Extracts into the empty directory `dest` and checks every member again there (the file may have changed since). */
export async function extractArchive(file: string, dest: string, manifest: Manifest): Promise<void> {
  await tar.extract({
    file,
    cwd: dest,
    strict: true,
    preservePaths: false,
    noChmod: true,
    filter: (p, entry) => 'type' in entry && entry.type === 'File' && isMemberPath(p),
  });
  for (const m of manifest.members) {
    const got = await hashFile(path.join(dest, m.path)).catch(() => undefined);
    if (got?.size !== m.size || got.sha256 !== m.sha256)
      throw new ArchiveError(`${m.path} changed while it was being restored; nothing was restored`);
  }
}

export interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this release knows (drizzle-kit's journal), oldest first. */
export function readJournal(migrationsFolder: string): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}
