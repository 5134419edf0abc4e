/**
 * Open-loop exam submissions for the mixed phase (mix.ts), in a process of its own so that autocannon's
 * busy loop cannot slow its clock: `RATE` submissions a second in all, spread over the students in
 * `STUDENTS` (JSON: [{cookie, courseId}]), sent on schedule whatever the answer time, for `SECONDS`.
 * Prints one JSON line: {sent, done, failures, p50, p99, seconds}.
 */
import http from 'node:http';

const base = new URL(process.env.BASE!);
const rate = Number(process.env.RATE ?? 400);
const seconds = Number(process.env.SECONDS ?? 6);
const students = JSON.parse(process.env.STUDENTS!) as { cookie: string; courseId: string }[];
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const bodies = students.map((s) => JSON.stringify({ courseId: s.courseId, answers: [0, 1, 2, 3, 4] }));

const latencies: number[] = [];
let sent = 0;
let failures = 0;

function submit(i: number) {
  const started = performance.now();
  const body = bodies[i];
  const req = http.request(
    {
      host: base.hostname, port: base.port, path: '/test/add', method: 'POST', agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie: students[i].cookie, accept: 'application/json' },
    },
    (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode !== 200) failures++;
        latencies.push(performance.now() - started);
      });
    },
  );
  req.on('error', () => {
    failures++;
    latencies.push(performance.now() - started);
  });
  req.end(body);
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : 0);

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
        console.log(JSON.stringify({
          sent, done: latencies.length, failures: failures + lost, seconds,
          p50: Math.round(percentile(sorted, 50) * 10) / 10, p99: Math.round(percentile(sorted, 99) * 10) / 10,
        }));
        agent.destroy();
      }
    }, 20);
    return;
  }
  const due = Math.floor(elapsed * rate);
  while (sent < due) submit(sent++ % students.length);
}, 2);
