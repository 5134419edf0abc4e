import { describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { batchedStatement } from './batch.ts';
import { writeTracking } from './writes.ts';

/** Only the session identifies a database to the batcher. */
const fakeDb = () => ({ _: { session: {} } }) as unknown as Db;

/** A statement that doubles numbers, recording each batch it ran, answering when `release` is called. */
function doubling() {
  const batches: number[][] = [];
  const pending: (() => void)[] = [];
  const run = batchedStatement(async (_db, items: number[]) => {
    batches.push(items);
    await new Promise<void>((resolve) => pending.push(resolve));
    if (items.includes(13)) throw new Error('unlucky');
    return items.map((n) => n * 2);
  }, 3);
  const release = async () => {
    // Let the batch start (it waits a turn of the event loop), then answer it.
    while (pending.length === 0) await new Promise((resolve) => setImmediate(resolve));
    pending.shift()!();
  };
  return { run, batches, release };
}

describe('batchedStatement', () => {
  it('runs a lone call by itself', async () => {
    const { run, batches, release } = doubling();
    const answer = run(fakeDb(), 4);
    await release();
    expect(await answer).toBe(8);
    expect(batches).toEqual([[4]]);
  });

  it('sends the calls of one turn together, and those made while a batch runs in the next, each answered its own', async () => {
    const { run, batches, release } = doubling();
    const db = fakeDb();
    const first = [run(db, 1), run(db, 2)];
    await release();
    const second = [run(db, 3), run(db, 4)];
    expect(await Promise.all(first)).toEqual([2, 4]);
    await release();
    expect(await Promise.all(second)).toEqual([6, 8]);
    expect(batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('keeps batches to their maximum size', async () => {
    const { run, batches, release } = doubling();
    const db = fakeDb();
    const answers = [1, 2, 3, 4, 5].map((n) => run(db, n));
    await release();
    await release();
    expect(await Promise.all(answers)).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('runs a failed batch again one item at a time, so only the bad item fails', async () => {
    const { run, batches, release } = doubling();
    const db = fakeDb();
    const answers = [12, 13, 14].map((n) => run(db, n).catch((err: Error) => err.message));
    for (let i = 0; i < 4; i++) await release();
    expect(await Promise.all(answers)).toEqual([24, 'unlucky', 28]);
    expect(batches).toEqual([[12, 13, 14], [12], [13], [14]]);
  });

  it('keeps the batches of two databases apart', async () => {
    const { run, batches, release } = doubling();
    const answers = [run(fakeDb(), 1), run(fakeDb(), 2)];
    await release();
    await release();
    expect(await Promise.all(answers)).toEqual([2, 4]);
    expect(batches).toEqual([[1], [2]]);
  });

  it("runs a batch in its first caller's async context (its request's write tracking)", async () => {
    const seen: (Set<string> | undefined)[] = [];
    const run = batchedStatement(async (_db, items: number[]) => {
      seen.push(writeTracking.getStore());
      return items;
    });
    const db = fakeDb();
    const first = new Set(['insert exam_attempts']);
    await Promise.all([writeTracking.run(first, () => run(db, 1)), writeTracking.run(new Set(), () => run(db, 2))]);
    expect(seen).toEqual([first]);
  });
});
