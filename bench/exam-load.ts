/**
 * Open-loop exam submissions for the mixed phase (mix.ts), in a process of its own so that autocannon's
 * busy loop cannot slow its clock: `RATE` submissions a second in all, spread over the students in
 * `STUDENTS` (JSON: [{cookie, courseId}]), sent on schedule whatever the answer time, for `SECONDS`.
 * One submission is an attempt opened (`POST /exam/{courseId}/attempts`, which draws and records it, or resumes the
 * student's open one) and then submitted (`POST /exam/attempts/{id}/submit`): two requests, timed together.
 * The first `WARMUP` seconds are sent at the same rate but not counted (the server's pool, plans and JIT warm up,
 * as every endpoint's warm-up does in load.ts); 'started' is printed when the counted part begins.
 * Prints one JSON line: {sent, done, failures, p50, p99, seconds, clientCpuUs}. The requests go through undici's
 * pool, which costs the machine about a third of what node:http's client did (the server shares its two cores).
 */
import { Pool } from 'undici';

const rate = Number(process.env.RATE ?? 400);
const seconds = Number(process.env.SECONDS ?? 6);
const warmup = Number(process.env.WARMUP ?? 1);
const students = JSON.parse(process.env.STUDENTS!) as { cookie: string; courseId: string }[];
const pool = new Pool(process.env.BASE!, { connections: 256 });

const latencies: number[] = [];
let sent = 0;
let failures = 0;

/** One request: the status and the body (status 0 when the connection failed). */
async function post(path: string, cookie: string): Promise<[number, string]> {
  try {
    const res = await pool.request({
      path,
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, accept: 'application/json' },
      body: '{}',
    });
    return [res.statusCode, await res.body.text()];
  } catch {
    return [0, ''];
  }
}

async function submit(i: number, counted: boolean) {
  const started = performance.now();
  const { cookie, courseId } = students[i % students.length];
  const record = (ok: boolean) => {
    if (!counted) return;
    if (!ok) failures++;
    latencies.push(performance.now() - started);
  };
  const [status, body] = await post(`/exam/${courseId}/attempts`, cookie);
  if (status !== 200 && status !== 201) return record(false);
  const { attemptId } = JSON.parse(body) as { attemptId: string };
  const [submitted] = await post(`/exam/attempts/${attemptId}/submit`, cookie);
  record(submitted === 200);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : 0;

/** Sends at `rate` for `duration` seconds; resolves when the last one is sent. */
function sendFor(duration: number, counted: boolean): Promise<void> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    let due = 0;
    let n = 0;
    const timer = setInterval(() => {
      const elapsed = (performance.now() - t0) / 1000;
      due = Math.floor(Math.min(elapsed, duration) * rate);
      while (n < due) {
        void submit(n++, counted);
        if (counted) sent++;
      }
      if (elapsed >= duration) {
        clearInterval(timer);
        resolve();
      }
    }, 2);
  });
}

await sendFor(warmup, false);
const cpu = process.cpuUsage();
console.log('started');
await sendFor(seconds, true);
// Let the last answers arrive (at most 5 s), then report.
const end = Date.now() + 5000;
while (latencies.length < sent && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
const used = process.cpuUsage(cpu);
const sorted = [...latencies].sort((a, b) => a - b);
console.log(
  JSON.stringify({
    sent,
    done: latencies.length,
    failures: failures + (sent - latencies.length),
    seconds,
    p50: Math.round(percentile(sorted, 50) * 10) / 10,
    p99: Math.round(percentile(sorted, 99) * 10) / 10,
    clientCpuUs: Math.round((used.user + used.system) / Math.max(1, latencies.length)),
  }),
);
await pool.close();
