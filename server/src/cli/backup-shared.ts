/**
 * What `npm run backup` and `npm run restore` share besides the archive: the operator's messages, the
 * PostgreSQL client tools, and where npm runs them (docs/decisions/022-backups.md).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config.ts';
import { DataDirLockedError } from '../db/lock.ts';
import { DataKeyError } from '../lib/personal-data.ts';
import { ArchiveError } from './archive.ts';

export interface Log {
  info(line: string): void;
  warn(line: string): void;
}
export const consoleLog: Log = { info: (l) => console.log(l), warn: (l) => console.error(l) };

export class UsageError extends Error {}

/** The command stopped before writing anything, on purpose; its message says so and what to do instead. */
export class RefusedError extends Error {}

/** Errors whose message is the whole story for the operator (no stack). */
const isOperatorError = (err: unknown) =>
  err instanceof UsageError ||
  err instanceof ArchiveError ||
  err instanceof ConfigError ||
  err instanceof DataDirLockedError ||
  err instanceof DataKeyError;

/** Whether a PGlite data directory exists there (PostgreSQL writes PG_VERSION first). */
export const hasPgliteData = (dir: string) => fs.existsSync(path.join(dir, 'PG_VERSION'));

/**
 * node-postgres and the PostgreSQL tools read the same URL; the password goes through PGPASSWORD so that
 * it never shows in the process list.
 */
export function pgToolEnv(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs one of the machine's PostgreSQL client tools; rejects with its own error output. */
export function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return startTool(command, args, env).done;
}

/** Starts a client tool with its standard input and output open as asked; `done` settles as runTool's promise. */
export function startTool(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdio: { stdin?: 'pipe'; stdout?: 'pipe' } = {},
) {
  const child = spawn(command, args, { env, stdio: [stdio.stdin ?? 'ignore', stdio.stdout ?? 'ignore', 'pipe'] });
  const done = new Promise<void>((resolve, reject) => {
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        new ArchiveError(
          err.code === 'ENOENT'
            ? `${command} is not installed: install the PostgreSQL client tools of the server's major version (Debian: apt-get install postgresql-client)`
            : `${command}: ${err.message}`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new ArchiveError(`${command} failed (exit ${code}):\n${stderr.trim()}`)),
    );
  });
  return { child, done };
}

/**
 * `npm run backup` runs in server/: the file is named from where npm was called (INIT_CWD), and DATA_DIR
 * defaults to the repository's ./data as `npm start` does (scripts/start.mjs).
 */
function cliEnv(env: NodeJS.ProcessEnv): { env: NodeJS.ProcessEnv; cwd: string } {
  const root = new URL('../../../', import.meta.url).pathname;
  return { env: { DATA_DIR: path.join(root, 'data'), ...env }, cwd: env.INIT_CWD ?? process.cwd() };
}

/**
 * The `main` of `npm run backup` and `npm run restore`: runs `command` with the environment and folder npm gives it
 * (cliEnv) and answers the exit code, 0 when it is done, 2 for a misuse, 1 for any other failure. A failure is
 * logged as '<name> failed: …', the message alone for the operator's errors and the stack for anything else; a
 * refusal as its own message.
 */
export async function runCommand(
  name: string,
  environment: NodeJS.ProcessEnv,
  log: Log,
  command: (env: NodeJS.ProcessEnv, cwd: string) => Promise<unknown>,
): Promise<number> {
  const { env, cwd } = cliEnv(environment);
  try {
    await command(env, cwd);
    return 0;
  } catch (err) {
    if (err instanceof RefusedError) log.warn(err.message);
    else
      log.warn(
        `${name} failed: ${isOperatorError(err) ? (err as Error).message : ((err as Error).stack ?? String(err))}`,
      );
    return err instanceof UsageError ? 2 : 1;
  }
}
