/**
 * Child processes for the tests that need real ones (server/test/fault, cluster/, bench/, the browser suite's
 * server): start one, know when it is ready from its own output or its answer, wait for a line it prints,
 * stop it. Every wait here ends on an event or on a condition checked against a deadline; none sleeps for
 * "long enough".
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** The repository's root: child processes run from here (`server/src/server.ts` and so on). */
export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** `node --import tsx <script>`: how `npm start` runs the server, and how every harness runs a TypeScript entry. */
export const tsxArgs = (script: string) => ['--import', 'tsx', script];

/** A port nobody listens on right now (the kernel picks it; loopback only). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Checks `check` until it returns a value other than undefined or false, or throws once `within` ms have
 * passed. For conditions that announce themselves by no event (a row in another process's database, a port
 * that answers); where an event exists, wait for the event.
 */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  { within = 15_000, every = 50 }: { within?: number; every?: number } = {},
): Promise<T> {
  const deadline = Date.now() + within;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() > deadline) {
      throw new Error(`${what}: not within ${within} ms${lastError ? ` (last error: ${String(lastError)})` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}

/** True when a TCP connection to 127.0.0.1:port is refused. */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(false);
    });
    s.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

/** True once something accepts TCP connections on 127.0.0.1:port. */
export const listening = async (port: number) => !(await connectionRefused(port));

export interface Started {
  proc: ChildProcess;
  pid: number;
  /** What it printed (stdout and stderr), the newest `keepChars` characters. */
  output(): string;
  /** The first match of `pattern` in what it prints from its start on: at once if it already did, else when it does. */
  line(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** Its exit code, or the name of the signal that ended it. */
  exited: Promise<number | string>;
  running(): boolean;
  /** Sends `signal` (SIGTERM) if it still runs, SIGKILL after `killAfterMs`, and resolves when it has exited. */
  stop(options?: { signal?: NodeJS.Signals; killAfterMs?: number }): Promise<number | string>;
}

export interface StartOptions {
  /** Named in errors. */
  name: string;
  /** Arguments to node (`tsxArgs(script)`), or `command` with these arguments. */
  args: string[];
  command?: string;
  cwd?: string;
  env: NodeJS.ProcessEnv;
  /** Ready once it prints a line matching `line`, or once a GET of `url` answers 2xx (checked every `every` ms). */
  ready: { line: RegExp } | { url: string; every?: number } | { port: number };
  timeoutMs?: number;
  keepChars?: number;
  /** Also copy its output to this process's (after it is ready, for a harness whose server's errors should show). */
  echo?: boolean;
}

/** Starts a child process and resolves once it is ready; if it exits or is not ready in time, kills it and throws with its output. */
export async function startProcess(options: StartOptions): Promise<Started & { ready?: RegExpMatchArray }> {
  const {
    name,
    args,
    command = process.execPath,
    cwd = repoRoot,
    env,
    ready,
    timeoutMs = 90_000,
    keepChars = 1_000_000,
  } = options;
  const proc = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const watchers = new Set<() => void>();
  let echo = false;
  const keep = (chunk: Buffer) => {
    out += chunk.toString();
    if (out.length > keepChars) out = out.slice(-keepChars);
    if (echo) process.stdout.write(chunk);
    for (const w of watchers) w();
  };
  proc.stdout!.on('data', keep);
  proc.stderr!.on('data', keep);
  let ended = false;
  const exited = new Promise<number | string>((resolve) =>
    proc.once('exit', (code, signal) => {
      ended = true;
      resolve(code ?? signal ?? -1);
      for (const w of watchers) w();
    }),
  );

  const line = (pattern: RegExp, within = 30_000) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = out.match(pattern);
        if (match) return done(() => resolve(match));
        if (ended) return done(() => reject(new Error(`${name} exited before printing ${pattern}:\n${out}`)));
      };
      const timer = setTimeout(
        () => done(() => reject(new Error(`${name} did not print ${pattern} within ${within} ms:\n${out}`))),
        within,
      );
      const done = (settle: () => void) => {
        clearTimeout(timer);
        watchers.delete(check);
        settle();
      };
      watchers.add(check);
      check();
    });

  const stop = async ({
    signal = 'SIGTERM',
    killAfterMs = 15_000,
  }: { signal?: NodeJS.Signals; killAfterMs?: number } = {}) => {
    if (!ended) proc.kill(signal);
    const timer = setTimeout(() => proc.kill('SIGKILL'), killAfterMs);
    const result = await exited;
    clearTimeout(timer);
    return result;
  };

  const started: Started = { proc, pid: proc.pid!, output: () => out, line, exited, running: () => !ended, stop };
  try {
    if ('line' in ready) {
      const match = await line(ready.line, timeoutMs);
      echo = options.echo ?? false;
      return { ...started, ready: match };
    }
    const probe = 'url' in ready ? async () => (await fetch(ready.url)).ok : () => listening(ready.port);
    await until(
      `${name} ready`,
      async () => {
        if (ended) throw new Error('exited');
        return probe();
      },
      { within: timeoutMs, every: 'url' in ready ? (ready.every ?? 100) : 50 },
    ).catch((err: Error) => {
      throw new Error(`${name} did not become ready (${ended ? 'it exited' : err.message}):\n${out}`);
    });
    echo = options.echo ?? false;
    return started;
  } catch (err) {
    await stop({ signal: 'SIGKILL' });
    throw err;
  }
}
