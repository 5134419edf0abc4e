/**
 * Open-loop exam submissions for the mixed phase (mix.ts), in a process of its own so that autocannon's
 * busy loop cannot slow its clock: `RATE` submissions a second in all, spread over the students in
 * `STUDENTS` (JSON: [{cookie, courseId}]), sent on schedule whatever the answer time, for `SECONDS`.
 * One submission is an attempt opened (`POST /exam/{courseId}/attempts`, which draws and records it, or resumes the
 * student's open one) and then submitted (`POST /exam/attempts/{id}/submit`): two requests, timed together.
 * The first `WARMUP` seconds are sent at the same rate but not counted (the server's pool, plans and JIT warm up,
 * as every endpoint's warm-up does in load.ts); 'started' is printed when the counted part begins.
 * Prints one JSON line: {sent, done, failures, p50, p99, seconds, clientCpuUs}.
 */
import net from 'node:net';

const rate = Number(process.env.RATE ?? 400);
const seconds = Number(process.env.SECONDS ?? 6);
const warmup = Number(process.env.WARMUP ?? 1);
const students = JSON.parse(process.env.STUDENTS!) as { cookie: string; courseId: string }[];
const base = new URL(process.env.BASE!);

const latencies: number[] = [];
let sent = 0;
let failures = 0;

/**
 * Keep-alive connections, each carrying one request at a time: a request is written as prepared bytes and its answer
 * read by its Content-Length (Fastify sends one on every JSON answer). The load shares the server's two cores, so it
 * does only that (node:http's client cost about 400 µs of CPU per submission, undici's as much).
 */
class Connection {
  private readonly socket: net.Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private waiting: ((answer: [number, string]) => void) | undefined;
  dead = false;

  constructor() {
    this.socket = net.connect(Number(base.port), base.hostname);
    this.socket.setNoDelay(true);
    this.socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
      this.read();
    });
    const fail = () => {
      this.dead = true;
      this.finish([0, '']);
    };
    this.socket.on('error', fail);
    this.socket.on('close', fail);
  }

  private finish(answer: [number, string]) {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.(answer);
  }

  private read() {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return;
    const head = this.buffer.subarray(0, end).toString('latin1');
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    if (this.buffer.length < end + 4 + length) return;
    const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8');
    this.buffer = this.buffer.subarray(end + 4 + length);
    this.finish([Number(head.slice(9, 12)), body]);
  }

  close() {
    this.dead = true;
    this.socket.destroy();
  }

  post(path: string, cookie: string): Promise<[number, string]> {
    return new Promise((resolve) => {
      if (this.dead) return resolve([0, '']);
      this.waiting = resolve;
      this.socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${base.host}\r\nContent-Type: application/json\r\nAccept: application/json\r\n` +
          `Cookie: ${cookie}\r\nContent-Length: 2\r\n\r\n{}`,
      );
    });
  }
}

const idle: Connection[] = [];

/** One request on an idle connection (a new one when none is idle): the status and the body, status 0 on failure. */
async function post(path: string, cookie: string): Promise<[number, string]> {
  const connection = idle.pop() ?? new Connection();
  const answer = await connection.post(path, cookie);
  if (!connection.dead) idle.push(connection);
  return answer;
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
for (const connection of idle) connection.close();
