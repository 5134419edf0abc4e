/**
 * Open-loop exam submissions for the mixed phase (mix.ts), in a process of its own so that autocannon's
 * busy loop cannot slow its clock: `RATE` submissions a second in all, spread over the students in
 * `STUDENTS` (JSON: [{cookie, courseId}]), sent on schedule whatever the answer time, for `SECONDS`.
 * One submission is an attempt opened (`POST /exam/{courseId}/attempts`, which draws and records it, or resumes the
 * student's open one) and then submitted (`POST /exam/attempts/{id}/submit`): two requests, timed together.
 * Prints one JSON line: {sent, done, failures, p50, p99, seconds}.
 */
import http from 'node:http';

const base = new URL(process.env.BASE!);
const rate = Number(process.env.RATE ?? 400);
const seconds = Number(process.env.SECONDS ?? 6);
const students = JSON.parse(process.env.STUDENTS!) as { cookie: string; courseId: string }[];
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

const latencies: number[] = [];
let sent = 0;
let failures = 0;

/** One request; calls back with the status and the body (status 0 when the connection failed). */
function post(path: string, cookie: string, done: (status: number, body: string) => void) {
  const req = http.request(
    {
      host: base.hostname,
      port: base.port,
      path,
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': 2, cookie, accept: 'application/json' },
    },
    (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')));
    },
  );
  req.on('error', () => done(0, ''));
  req.end('{}');
}

function submit(i: number) {
  const started = performance.now();
  const { cookie, courseId } = students[i];
  const fail = () => {
    failures++;
    latencies.push(performance.now() - started);
  };
  post(`/exam/${courseId}/attempts`, cookie, (status, body) => {
    if (status !== 200 && status !== 201) return fail();
    const { attemptId } = JSON.parse(body) as { attemptId: string };
    post(`/exam/attempts/${attemptId}/submit`, cookie, (submitted) => {
      if (submitted !== 200) return fail();
      latencies.push(performance.now() - started);
    });
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : 0;

const t0 = performance.now();
console.log('started');
const timer = setInterval(() => {
  const elapsed = (performance.now() - t0) / 1000;
  if (elapsed >= seconds) {
    clearInterval(timer);
    // Let the last answers arrive (at most 5 s), then report.
    const end = Date.now() + 5000;
    const wait = setInterval(() => {
      if (latencies.length >= sent || Date.now() > end) {
        clearInterval(wait);
        const sorted = [...latencies].sort((a, b) => a - b);
        const lost = sent - latencies.length;
        console.log(
          JSON.stringify({
            sent,
            done: latencies.length,
            failures: failures + lost,
            seconds,
            p50: Math.round(percentile(sorted, 50) * 10) / 10,
            p99: Math.round(percentile(sorted, 99) * 10) / 10,
          }),
        );
        agent.destroy();
      }
    }, 20);
    return;
  }
  const due = Math.floor(elapsed * rate);
  while (sent < due) submit(sent++ % students.length);
}, 2);
