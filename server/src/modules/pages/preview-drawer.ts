import { Worker } from 'node:worker_threads';
import type { PreviewText } from './preview-image.ts';

/** The drawer has as many pictures in hand as it may: the caller answers 503 with Retry-After (decision 048). */
export class DrawerBusy extends Error {
  constructor() {
    super('preview drawer busy');
  }
}

export interface DrawerOptions {
  /** Threads drawing at once (each draws one picture at a time). */
  threads: number;
  /** Pictures that may wait for a thread; one more is refused at once with DrawerBusy. */
  queue: number;
  /** A thread with nothing to draw for this long ends, giving its memory back; the next picture starts one. */
  idleMs: number;
  /** A picture not drawn by then fails, and its thread is ended. */
  timeoutMs: number;
}

interface Job {
  id: number;
  text: PreviewText;
  resolve(png: Buffer): void;
  reject(err: Error): void;
}

interface Thread {
  worker: Worker;
  ready: boolean;
  job?: Job;
  timer?: NodeJS.Timeout;
}

type Answer = { ready: true } | { id: number; png: Uint8Array } | { id: number; error: string };

/** The worker's file, beside this one both in the sources `npm start` runs and under vitest. */
const workerFile = new URL('./preview-worker.mjs', import.meta.url);

/**
 * Draws link previews' pictures on worker threads (preview-worker.mjs), never on the server's own thread, with a
 * bounded queue: at most `threads + queue` pictures are in hand, the rest are refused (DrawerBusy), so a flood of
 * pictures to draw cannot grow memory or latency without bound. Threads start with the first picture and end when
 * idle.
 */
export class PreviewDrawer {
  private readonly threads = new Set<Thread>();
  private readonly waiting: Job[] = [];
  private inHand = 0;
  private lastId = 0;
  private closed = false;

  constructor(private readonly options: DrawerOptions) {}

  /** Pictures being drawn or waiting for a thread. */
  get pending(): number {
    return this.inHand;
  }

  /** The picture's PNG; rejects with DrawerBusy at once when `threads + queue` pictures are in hand. */
  draw(text: PreviewText): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('preview drawer closed'));
    if (this.inHand >= this.options.threads + this.options.queue) return Promise.reject(new DrawerBusy());
    this.inHand += 1;
    return new Promise<Buffer>((resolve, reject) => {
      this.waiting.push({ id: ++this.lastId, text, resolve, reject });
      this.pump();
    }).finally(() => {
      this.inHand -= 1;
    });
  }

  /** Ends every thread; pictures in hand fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(new Error('preview drawer closed'));
    await Promise.all([...this.threads].map((t) => t.worker.terminate()));
  }

  /** Gives waiting pictures to free threads, starting a thread when none is free and fewer than allowed run. */
  private pump(): void {
    while (this.waiting.length > 0) {
      const free = [...this.threads].find((t) => t.ready && !t.job);
      if (!free) {
        if (this.threads.size < this.options.threads) this.start();
        return;
      }
      this.give(free, this.waiting.shift()!);
    }
  }

  private give(thread: Thread, job: Job): void {
    clearTimeout(thread.timer);
    thread.job = job;
    thread.timer = setTimeout(() => {
      this.fail(thread, new Error(`preview not drawn in ${this.options.timeoutMs} ms`));
      void thread.worker.terminate();
    }, this.options.timeoutMs).unref();
    thread.worker.postMessage({ id: job.id, text: job.text });
  }

  private start(): void {
    // No flags of the server's own: the worker loads tsx itself, whether or not the server runs under it.
    const worker = new Worker(workerFile, { execArgv: [] });
    worker.unref();
    const thread: Thread = { worker, ready: false };
    this.threads.add(thread);
    worker.on('message', (answer: Answer) => {
      if ('ready' in answer) thread.ready = true;
      else if (thread.job?.id === answer.id) {
        const job = thread.job;
        thread.job = undefined;
        clearTimeout(thread.timer);
        if ('png' in answer) job.resolve(Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength));
        else job.reject(new Error(answer.error));
      }
      this.pump();
      if (!thread.job) thread.timer = setTimeout(() => void worker.terminate(), this.options.idleMs).unref();
    });
    worker.on('error', (err) => {
      // A thread that fails before it is ready (its file or a module missing) would fail every picture alike.
      if (!thread.ready) for (const job of this.waiting.splice(0)) job.reject(err);
      this.fail(thread, err);
    });
    worker.on('exit', () => {
      clearTimeout(thread.timer);
      this.threads.delete(thread);
      this.fail(thread, new Error('preview thread ended'));
      if (!this.closed) this.pump();
    });
  }

  private fail(thread: Thread, err: Error): void {
    const job = thread.job;
    thread.job = undefined;
    job?.reject(err);
  }
}
