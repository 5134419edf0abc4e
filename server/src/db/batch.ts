import { AsyncResource } from 'node:async_hooks';
import type { Db } from './client.ts';

interface Waiting<In, Out> {
  item: In;
  /** The caller's async context (its request's write tracking and log fields), in which its statement runs. */
  scope: AsyncResource;
  resolve: (out: Out) => void;
  reject: (err: unknown) => void;
}

interface Queue<In, Out> {
  waiting: Waiting<In, Out>[];
  busy: boolean;
}

/**
 * One statement for many callers (decision 047): `run` answers each item of a batch, in order. Calls made while the
 * statement's previous batch is in flight wait and go together in the next one (at most `max`), so under load N
 * requests cost one round trip, one execution and one commit instead of N; a lone call goes on the next turn of the
 * event loop. A batch of several that fails is run again one item at a time, so a bad item fails only its caller.
 * One batch per database is in flight at a time.
 */
export function batchedStatement<In, Out>(run: (db: Db, items: In[]) => Promise<Out[]>, max = 64) {
  const queues = new WeakMap<object, Queue<In, Out>>();

  const runIn = (db: Db, batch: Waiting<In, Out>[]) =>
    batch[0].scope.runInAsyncScope(() =>
      run(
        db,
        batch.map((w) => w.item),
      ),
    );

  async function drain(db: Db, queue: Queue<In, Out>) {
    try {
      await drainBatches(db, queue);
    } finally {
      queue.busy = false;
    }
  }

  async function drainBatches(db: Db, queue: Queue<In, Out>) {
    while (queue.waiting.length > 0) {
      const batch = queue.waiting.splice(0, max);
      try {
        const outs = await runIn(db, batch);
        if (outs.length !== batch.length) throw new Error(`a batch of ${batch.length} answered ${outs.length}`);
        batch.forEach((w, i) => w.resolve(outs[i]));
      } catch (err) {
        if (batch.length === 1) batch[0].reject(err);
        else
          for (const w of batch) {
            await runIn(db, [w]).then(([out]) => w.resolve(out), w.reject);
          }
      }
    }
  }

  return (db: Db, item: In): Promise<Out> =>
    new Promise<Out>((resolve, reject) => {
      const key = db._.session;
      let queue = queues.get(key);
      if (!queue) queues.set(key, (queue = { waiting: [], busy: false }));
      queue.waiting.push({ item, scope: new AsyncResource('beceri.batch'), resolve, reject });
      if (queue.busy) return;
      queue.busy = true;
      // The calls of this turn of the event loop go together.
      setImmediate(() => void drain(db, queue));
    });
}
