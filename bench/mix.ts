/**
 * The cohort phase: 40 connections read the course list, a course page and the job list while
 * ten enrolled students submit exams open-loop (exam-load.ts), against the same reads alone in the same
 * run. Also two figures of abuse: made-up query strings on a list, and the server's memory after asking for
 * 100 long job posts under 300 made-up queries.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { cpuUs, rssMb, run } from './load.ts';
import { repoRoot } from './servers.ts';

export const MIX = { readConnections: 40, examRate: 400, students: 10 };

export interface MixResult {
  alone: { rps: number; p99: number; cpuUs: number };
  mixed: { rps: number; p99: number; failures: number };
  exams: { rate: number; p50: number; p99: number; failures: number; cpuUs: number; clientCpuUs: number };
}

const readRequests = (courseId: string) => [
  { path: '/course/all' },
  { path: `/course/get/${courseId}` },
  { path: '/job/all' },
];

async function reads(base: string, courseId: string, seconds: number) {
  return run({
    url: base,
    connections: MIX.readConnections,
    duration: seconds,
    headers: { accept: 'application/json' },
    requests: readRequests(courseId),
  });
}

interface ExamStats {
  sent: number;
  done: number;
  failures: number;
  p50: number;
  p99: number;
  /** The load process's own CPU per submission (it shares the machine with the server). */
  clientCpuUs: number;
}

/** Starts exam-load.ts; resolves `started` once it sends, `done` with its figures. */
function examLoad(base: string, students: { cookie: string; courseId: string }[], seconds: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'bench/exam-load.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      BASE: base,
      RATE: String(MIX.examRate),
      SECONDS: String(seconds),
      STUDENTS: JSON.stringify(students),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  let onStart!: () => void;
  const started = new Promise<void>((resolve) => (onStart = resolve));
  child.stdout!.on('data', (b: Buffer) => {
    out += b.toString();
    if (out.includes('started')) onStart();
  });
  const done = new Promise<ExamStats>((resolve, reject) => {
    child.once('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line.startsWith('{')) reject(new Error(`exam-load exited with ${code}: ${out}`));
      else resolve(JSON.parse(line));
    });
  });
  return { started, done };
}

export async function measureMix(
  base: string,
  pid: number,
  courseId: string,
  students: { cookie: string; courseId: string }[],
  seconds: number,
): Promise<MixResult> {
  await reads(base, courseId, Math.max(1, Math.round(seconds / 3)));
  let cpu = cpuUs(pid);
  const alone = await reads(base, courseId, seconds);
  const aloneCpuPerRead = (cpuUs(pid) - cpu) / Math.max(1, alone.requests.total);

  const exams = examLoad(base, students, seconds);
  await exams.started;
  cpu = cpuUs(pid);
  const mixed = await reads(base, courseId, seconds);
  const mixedCpu = cpuUs(pid) - cpu;
  const examStats = await exams.done;
  // What the reads of the mix would have cost alone; the rest of the server's CPU went to the submissions.
  const examCpu = Math.max(0, mixedCpu - mixed.requests.total * aloneCpuPerRead);
  return {
    alone: { rps: Math.round(alone.requests.average), p99: alone.latency.p99, cpuUs: Math.round(aloneCpuPerRead) },
    mixed: {
      rps: Math.round(mixed.requests.average),
      p99: mixed.latency.p99,
      failures: mixed.non2xx + mixed.errors + mixed.timeouts,
    },
    exams: {
      rate: Math.round(examStats.done / seconds),
      p50: examStats.p50,
      p99: examStats.p99,
      failures: examStats.failures,
      cpuUs: Math.round(examCpu / Math.max(1, examStats.done)),
      clientCpuUs: examStats.clientCpuUs,
    },
  };
}

/** Unique `q` values: every request a different URL (a search, once search exists, is never cached). */
export async function measureBypass(base: string, seconds: number) {
  let n = 0;
  const r = await run({
    url: base,
    connections: 50,
    duration: seconds,
    headers: { accept: 'application/json' },
    requests: [{ setupRequest: (req) => ({ ...req, path: `/job/all?q=${(n++).toString(36)}` }) }],
  });
  return { rps: Math.round(r.requests.average), p99: r.latency.p99, failures: r.non2xx + r.errors + r.timeouts };
}

/** 100 job posts of 20,000 characters, then `/job/all?limit=100&v=1…300`: the server's RSS before and after. */
export async function measureAttack(base: string, pid: number, databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`
      insert into jobs (title, description, added_by_type)
      select 'Uzun ' || i, repeat('Kıdemli yazılım geliştirici; İzmit, ğüşıöç. ', 500)::varchar(20000), 'Admin'
      from generate_series(1, 100) i`);
  } finally {
    await client.end();
  }
  const before = rssMb(pid);
  for (let v = 1; v <= 300; v += 10) {
    await Promise.all(
      Array.from({ length: 10 }, (_, k) => fetch(`${base}/job/all?limit=100&v=${v + k}`).then((r) => r.arrayBuffer())),
    );
  }
  return { beforeMb: before, afterMb: rssMb(pid) };
}
