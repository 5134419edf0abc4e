/**
 * `npm run bench`: seeds a realistic dataset, starts the production server on PGlite and on
 * PostgreSQL, drives it with autocannon at 50 connections, compares every endpoint with a bare
 * Fastify route (the ceiling) and exits non-zero when a PostgreSQL budget is missed.
 *   BENCH_QUICK=1        1/20 of the data, 2 s per endpoint
 *   DATABASE_URL=…       PostgreSQL to use (a database is created in it and dropped afterwards);
 *                        without it, postgres://postgres@127.0.0.1:5432/postgres when that answers
 *   BENCH_ONLY=pglite|postgres   run one database only
 *   WEB_DIST=dir         the built SPA to serve (default web/dist, built when missing)
 * bench/README.md explains the budgets and records the figures.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/src/db/client.ts';
import { LOG_PAGE_SIZE } from '@beceri/domain';
import { measure, type Endpoint, type Measure } from './load.ts';
import {
  ADMIN,
  coursesOf,
  seed,
  seededId,
  sizes,
  STUDENT_PASSWORD,
  studentEmail,
  teacherEmail,
  companyEmail,
  type Sizes,
} from './seed.ts';
import { repoRoot, startCeiling, startReplay, startServer } from './servers.ts';
import { checkBudgets, checkMixBudgets, printMix, printTable, type Extra } from './report.ts';
import { MIX, measureAttack, measureBypass, measureMix } from './mix.ts';

const quick = process.env.BENCH_QUICK === '1';
const seconds = quick ? 2 : 6;
const data = sizes(quick);
const only = process.env.BENCH_ONLY;
const started = performance.now();
const log = (msg: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${msg}`);

function ensureWebDist(): string {
  const dir = path.resolve(process.env.WEB_DIST ?? path.join(repoRoot, 'web/dist'));
  // The whole build (web/scripts/build.mjs): the browser's files, their compressed twins and the server's render of
  // the public screens, as `npm start` serves them; a build without the render would measure pages without screens.
  if (!fs.existsSync(path.join(dir, '.ssr', 'entry-server.cjs'))) {
    log(`building the web app into ${dir}`);
    execFileSync(process.execPath, [path.join(repoRoot, 'web/scripts/build.mjs'), dir], { stdio: 'inherit' });
  }
  return dir;
}

/** New applications a run may send at most (1.5 s warm-up and two 3 s runs at up to 4,000 a second). */
const APPLICATIONS_MAX = 30_000;

async function postgresAdminUrl(): Promise<string | undefined> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const open = await new Promise<boolean>((resolve) => {
    const socket = net.connect(5432, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
  return open ? 'postgres://postgres@127.0.0.1:5432/postgres' : undefined;
}

async function login(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(base + '/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login as ${email} failed: ${res.status} ${await res.text()}`);
  // `__Host-sid` in production (Secure cookies), `sid` over plain HTTP.
  const sid = /(?:__Host-)?sid=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  if (!sid) throw new Error('login set no session cookie');
  return sid;
}

/**
 * Applications that were never made: each student of `cookies` (student k is `studentEmail(k + 1)`) to each job in
 * turn, skipping the five the seed made for that student (seed.ts), so no request meets ALREADY_APPLIED.
 */
function newApplications(s: Sizes, cookies: string[]): () => { path: string; headers: Record<string, string> } {
  const seeded = (student: number) =>
    new Set(
      Array.from({ length: s.applications / s.students }, (_, t) => 1 + ((student * 13 + t * (s.jobs / 10)) % s.jobs)),
    );
  const pairs: { job: number; cookie: string }[] = [];
  for (let job = 1; job <= s.jobs; job++)
    cookies.forEach((cookie, k) => {
      if (!seeded(k + 1).has(job)) pairs.push({ job, cookie });
    });
  let i = 0;
  return () => {
    const { job, cookie } = pairs[i++ % pairs.length];
    return { path: `/enrollment/enroll/${seededId('j', job)}`, headers: { cookie } };
  };
}

/** The bench's lab session (seed.ts) and the teacher's save of 21 of its students' marks (decision 055). */
async function attendanceSave(base: string): Promise<{ cookie: string; body: string }> {
  const cookie = await login(base, 'ogretmen2@beceri.test', STUDENT_PASSWORD);
  const res = await fetch(`${base}/sessions/${seededId('l', 1)}/attendance`, { headers: { cookie } });
  if (!res.ok) throw new Error(`attendance roster: ${res.status} ${await res.text()}`);
  const { students } = (await res.json()) as { students: { studentId: string }[] };
  if (students.length < 21) throw new Error(`the bench's lab session has ${students.length} students, not 21`);
  const statuses = ['present', 'present', 'present', 'late', 'absent', 'excused'];
  const marks = students
    .slice(0, 21)
    .map((s, i) => ({ studentId: s.studentId, status: statuses[i % statuses.length] }));
  return { cookie, body: JSON.stringify({ marks }) };
}

function endpoints(
  s: Sizes,
  admin: string,
  student: string,
  teacher: string,
  company: string,
  applicants: string[],
  attendance: { cookie: string; body: string },
): Endpoint[] {
  const pages = (rows: number) => Math.ceil(rows / LOG_PAGE_SIZE);
  const filtered = Math.round((s.logs * 5) / 7); // student + company entries (seed.ts: 3/7 + 2/7)
  const deep = (rows: number) => Math.floor(pages(rows) * 0.8);
  const asAdmin = { cookie: admin };
  const courseId = seededId('c', coursesOf(1, s)[0]);
  return [
    { name: 'GET /course/all', path: '/course/all' },
    { name: 'GET /job/all', path: '/job/all' },
    // A search over the seeded jobs, never cached; alone and with both filters.
    { name: 'GET /job/all?q=yazilim', path: '/job/all?q=yazilim', search: true },
    {
      name: 'GET /job/all?q=&city=&type=',
      path: '/job/all?q=guvenlik%20analisti&city=%C4%B0stanbul&type=fullTime',
      search: true,
    },
    { name: 'GET /blog/all', path: '/blog/all' },
    // The talent search (decision 063) over the 10,000 students, 6,000 of them in the pool, as an approved, verified
    // company: the whole pool, one province, holders of one course, and a keyword naming a few courses.
    ...(
      [
        ['', ''],
        ['?city=', `?city=${encodeURIComponent('İzmir')}`],
        ['?courseId=', `?courseId=${courseId}`],
        ['?q=', '?q=kurs%2077'],
      ] as const
    ).map(([label, query]) => ({
      name: `GET /talent${label}`,
      path: `/talent${query}`,
      headers: { cookie: company },
      p99Ms: 50,
      connections: 10,
    })),
    // A logged-in student's job lists carry the match against each job's required courses (decision 062), counted
    // per request beside the cached list; and the jobs whose requirements the student meets.
    {
      name: 'GET /job/all (student, matches)',
      path: '/job/all',
      headers: { cookie: student },
      p99Ms: 50,
      connections: 10,
    },
    {
      name: 'GET /job/all?eligible=1 (student)',
      path: '/job/all?eligible=1',
      headers: { cookie: student },
      p99Ms: 50,
      connections: 10,
    },

    { name: 'GET /course/get/{id}', path: `/course/get/${seededId('c', 7)}` },
    { name: 'GET /auth/check-session', path: '/auth/check-session', headers: { cookie: student } },
    { name: 'GET /log/all page 1', path: '/log/all', headers: asAdmin },
    { name: `GET /log/all page ${deep(s.logs)}`, path: `/log/all?page=${deep(s.logs)}`, headers: asAdmin },
    { name: 'GET /log/all types page 1', path: '/log/all?types=student,company', headers: asAdmin },
    {
      name: `GET /log/all types page ${deep(filtered)}`,
      path: `/log/all?types=student,company&page=${deep(filtered)}`,
      headers: asAdmin,
    },
    // The programme indicators, counted anew on every request (never from the read cache), as one admin
    // asks for them: all registrations, and one week of them (3,360 students) (report.ts holds both to p99 ≤ 100 ms).
    { name: 'GET /admin/indicators', path: '/admin/indicators', headers: asAdmin, p99Ms: 100, connections: 1 },
    {
      name: 'GET /admin/indicators?from=&to=',
      path: '/admin/indicators?from=2024-01-08&to=2024-01-14',
      headers: asAdmin,
      p99Ms: 100,
      connections: 1,
    },
    // The timetable's week (decision 054) over the seeded lab sessions: student 1's ten courses (30 hours a week) and
    // teacher 2's courses with their enrolled counts; never cached.
    {
      name: 'GET /sessions?from=&to= (student)',
      path: '/sessions?from=2024-01-15&to=2024-01-21',
      headers: { cookie: student },
      p99Ms: 50,
      connections: 10,
    },
    {
      name: 'GET /sessions?from=&to= (teacher)',
      path: '/sessions?from=2024-01-15&to=2024-01-21',
      headers: { cookie: teacher },
      p99Ms: 50,
      connections: 10,
    },
    // As a browser navigates: the rendered page (the screen rendered by React, decision 039, and the inlined
    // stylesheet, decision 024) is kept compressed in the read cache and sent as such; no browser asks for it
    // uncompressed. `/jobs` is the list of 24 cards.
    {
      name: 'GET / (page)',
      path: '/',
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip, deflate' },
      replay: true,
      page: true,
    },
    {
      name: 'GET /jobs (page)',
      path: '/jobs',
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip, deflate' },
      replay: true,
      page: true,
    },
    // An exam attempt opened (the first call draws and records it) and then resumed, as a reload does; whole
    // attempts (open + submit) are the mixed phase's writes (exam-load.ts).
    {
      name: 'POST /exam/:courseId/attempts',
      path: `/exam/${courseId}/attempts`,
      method: 'POST',
      headers: { cookie: student },
      body: '{}',
      write: true,
    },
    // A teacher saving a session's attendance: 21 marks in one statement, its log entry and the deferred
    // certificates' job, in one transaction (decision 055), held to p99 ≤ 50 ms.
    {
      name: 'PUT /sessions/:id/attendance (21 marks)',
      path: `/sessions/${seededId('l', 1)}/attendance`,
      method: 'PUT',
      headers: { cookie: attendance.cookie, 'content-type': 'application/json' },
      body: attendance.body,
      write: true,
      p99Ms: 50,
      connections: 1,
    },
    // A student applying to a job: the application, its log entry and the company's mail queued in one transaction
    // (decision 036). Every request a new pair of student and job.
    {
      name: 'POST /enrollment/enroll/:jobId',
      path: '/enrollment/enroll/first',
      method: 'POST',
      write: true,
      next: newApplications(s, applicants),
    },
  ];
}

async function runOn(
  kind: 'pglite' | 'postgres',
  webDist: string,
  adminUrl?: string,
): Promise<{ ceiling: Measure; results: Measure[]; extra?: Extra }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `beceri-bench-${kind}-`));
  let databaseUrl: string | undefined;
  const dbName = `beceri_bench_${process.pid}`;
  const admin = adminUrl ? new pg.Client({ connectionString: adminUrl }) : undefined;
  try {
    if (admin) {
      await admin.connect();
      await admin.query(`drop database if exists ${dbName}`);
      await admin.query(`create database ${dbName}`);
      const url = new URL(adminUrl!);
      url.pathname = `/${dbName}`;
      databaseUrl = url.toString();
    }
    log(`${kind}: migrating and seeding`);
    const database = await openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: path.join(dataDir, 'db') });
    await database.migrate();
    await seed(database, data, log);
    await database.close();

    log(`${kind}: starting the server`);
    const server = await startServer(dataDir, webDist, databaseUrl);
    try {
      const adminCookie = await login(server.base, ADMIN.email, ADMIN.password);
      const studentCookie = await login(server.base, studentEmail(1), STUDENT_PASSWORD);
      const teacherCookie = await login(server.base, teacherEmail(2), STUDENT_PASSWORD);
      const companyCookie = await login(server.base, companyEmail(1), STUDENT_PASSWORD);
      const applicants: string[] = [];
      const students = Math.min(data.students, Math.ceil(APPLICATIONS_MAX / data.jobs));
      for (let k = 1; k <= students; k++) applicants.push(await login(server.base, studentEmail(k), STUDENT_PASSWORD));
      const ceiling = await measureCeiling();
      const results: Measure[] = [];
      const attendance = await attendanceSave(server.base);
      for (const e of endpoints(
        data,
        adminCookie,
        studentCookie,
        teacherCookie,
        companyCookie,
        applicants,
        attendance,
      )) {
        const m = await measure(server.base, e, seconds, server.pid);
        if (e.replay) {
          const bare = await measureReplay(server.base, e, dataDir);
          m.replayRps = bare.rps;
          m.replayCpuUs = bare.cpuUs;
          log(
            `${kind}: ${e.name} from a bare node:http server sending the same answer: ${bare.rps} req/s, ${bare.cpuUs} µs CPU each`,
          );
          if (e.page) {
            const route = await measureReplay(server.base, e, dataDir, true);
            m.bareRouteCpuUs = route.cpuUs;
            log(`${kind}: ${e.name} from a bare Fastify route sending the same answer: ${route.cpuUs} µs CPU each`);
          }
        }
        log(`${kind}: ${e.name}: ${m.rps} req/s, p99 ${m.p99} ms${m.failures ? `, ${m.failures} FAILED` : ''}`);
        results.push(m);
      }
      if (kind !== 'postgres') return { ceiling, results };
      return { ceiling, results, extra: await cohortAndAbuse(server, databaseUrl!) };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (admin) {
      await admin
        .query(`drop database if exists ${dbName} with (force)`)
        .catch((err) => log(`could not drop ${dbName}: ${err}`));
      await admin.end();
    }
  }
}

/** Waits (at most two minutes) until the job queue holds no mail still to send. */
async function mailsSent(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pgboss.job where name = 'mail' and state < 'completed'`,
      );
      if (rows[0].n === 0) return;
      if (Date.now() > deadline) throw new Error(`${rows[0].n} mails still queued after two minutes`);
      log(`postgres: waiting for ${rows[0].n} queued mails to be sent`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  } finally {
    await client.end();
  }
}

/** The mixed phase (ten students submitting exams beside 40 readers), then the two abuse figures. */
async function cohortAndAbuse(server: { base: string; pid: number }, databaseUrl: string): Promise<Extra> {
  const students = [];
  for (let i = 1; i <= MIX.students; i++) {
    students.push({
      cookie: await login(server.base, studentEmail(i), STUDENT_PASSWORD),
      courseId: seededId('c', coursesOf(i, data)[0]),
    });
  }
  // The applications measured above queued a mail each; the mix starts once they are sent, so it does not measure them.
  await mailsSent(databaseUrl);
  const mix = await measureMix(server.base, server.pid, seededId('c', 7), students, seconds);
  log(
    `postgres: mix: reads ${mix.mixed.rps} req/s (alone ${mix.alone.rps}), p99 ${mix.mixed.p99} ms; exams ${mix.exams.rate}/s, p99 ${mix.exams.p99} ms, ${mix.exams.cpuUs} µs CPU each`,
  );
  const bypass = await measureBypass(server.base, seconds);
  log(`postgres: unique q on /job/all: ${bypass.rps} req/s, p99 ${bypass.p99} ms`);
  const attack = await measureAttack(server.base, server.pid, databaseUrl);
  log(`postgres: RSS ${attack.beforeMb} MB → ${attack.afterMb} MB after /job/all?limit=100&v=1…300 on 100 long posts`);
  return { mix, bypass, attack };
}

/**
 * Records the endpoint's answer as sent (status, headers, bytes), then measures replay.ts sending it from a bare
 * node:http server, or with `withFastify` from a bare Fastify route.
 */
async function measureReplay(base: string, e: Endpoint, dir: string, withFastify = false): Promise<Measure> {
  const answer = await new Promise<{ status: number; headers: string[]; body: string }>((resolve, reject) => {
    http
      .get(base + e.path, { headers: e.headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          // rawHeaders is a flat list (name, value, …); node:http writes its own date and connection headers.
          const pairs: string[] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            if (!/^(date|connection|keep-alive)$/i.test(res.rawHeaders[i]))
              pairs.push(res.rawHeaders[i], res.rawHeaders[i + 1]);
          }
          resolve({ status: res.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks).toString('base64') });
        });
      })
      .on('error', reject);
  });
  const file = path.join(dir, 'replay.json');
  fs.writeFileSync(file, JSON.stringify(answer));
  const replay = await startReplay(file, withFastify);
  try {
    return await measure(replay.base, { ...e, name: `${e.name} replayed` }, seconds, replay.pid);
  } finally {
    await replay.stop();
  }
}

/** The ceiling is measured right before each database's run: the machine's load changes over minutes. */
async function measureCeiling(): Promise<Measure> {
  const server = await startCeiling();
  try {
    const ceiling = await measure(server.base, { name: 'bare Fastify (ceiling)', path: '/' }, seconds, server.pid);
    log(`ceiling: ${ceiling.rps} req/s, p99 ${ceiling.p99} ms`);
    return ceiling;
  } finally {
    await server.stop();
  }
}

async function main() {
  log(
    `${quick ? 'quick' : 'full'} run: ${data.students} students, ${data.logs} log entries, ${seconds} s per endpoint`,
  );
  const webDist = ensureWebDist();

  let failed = false;
  if (only !== 'postgres') {
    const { ceiling, results } = await runOn('pglite', webDist);
    printTable('PGlite (recorded, not budgeted)', results, ceiling);
  }
  if (only !== 'pglite') {
    const adminUrl = await postgresAdminUrl();
    if (!adminUrl) {
      console.log('\nPostgreSQL: not reachable (set DATABASE_URL); its budgets were NOT checked.');
    } else {
      const { ceiling, results, extra } = await runOn('postgres', webDist, adminUrl);
      printTable('PostgreSQL', results, ceiling);
      printMix(extra!);
      const misses = [...checkBudgets(results, ceiling), ...checkMixBudgets(extra!)];
      for (const m of misses) console.log(`BUDGET MISSED: ${m}`);
      if (misses.length === 0) console.log('\nAll PostgreSQL budgets met.');
      failed = misses.length > 0;
    }
  }
  log('done');
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
