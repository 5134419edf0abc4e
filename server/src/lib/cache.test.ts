import { describe, expect, it } from 'vitest';
import { MB, ReadCache } from './cache.ts';

const small = { size: 100 };

describe('ReadCache', () => {
  it('drops only the entries of the invalidated topics', () => {
    const cache = new ReadCache();
    cache.set('/course/all', ['courses', 'people'], cache.ticket(), 'courses', small);
    cache.set('/blog/all', ['news'], cache.ticket(), 'news', small);
    cache.invalidate(['people']);
    expect(cache.get('/course/all')).toBeUndefined();
    expect(cache.get('/blog/all')).toBe('news');
    cache.invalidate();
    expect(cache.get('/blog/all')).toBeUndefined();
  });

  it('never stores a read that started before a write to one of its topics', () => {
    const cache = new ReadCache();
    const ticket = cache.ticket(); // the read starts …
    cache.invalidate(['courses']); // … a write commits meanwhile …
    cache.set('/course/all', ['courses'], ticket, 'stale', small); // … and the read ends with old rows
    expect(cache.get('/course/all')).toBeUndefined();
  });

  it('still stores a read when only another topic changed meanwhile', () => {
    const cache = new ReadCache();
    const ticket = cache.ticket();
    cache.invalidate(['logs']); // an exam submission writes the activity log
    cache.set('/course/all', ['courses', 'people'], ticket, 'fresh', small);
    expect(cache.get('/course/all')).toBe('fresh');
    const later = cache.ticket();
    cache.invalidate(['people']);
    cache.set('/job/all', ['jobs', 'people'], later, 'stale', small);
    expect(cache.get('/job/all')).toBeUndefined();
  });

  it('stays within its bytes, dropping the least recently used, and refuses an entry too large', () => {
    const cache = new ReadCache({ maxBytes: 1 * MB, maxEntryBytes: 300_000 });
    for (let i = 0; i < 10; i++) cache.set(`/job/all\n${i}`, ['jobs'], cache.ticket(), i, { size: 200_000 });
    expect(cache.bytes).toBeLessThanOrEqual(1 * MB);
    expect(cache.size).toBe(5);
    expect(cache.get('/job/all\n9')).toBe(9);
    expect(cache.get('/job/all\n0')).toBeUndefined();
    cache.set('/job/all\nbig', ['jobs'], cache.ticket(), 'big', { size: 400_000 });
    expect(cache.get('/job/all\nbig')).toBeUndefined();
    cache.invalidate(['jobs']);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('keeps nothing while disabled and expires entries', async () => {
    const cache = new ReadCache();
    cache.set('a', ['jobs'], cache.ticket(), 1, { size: 10, ttlMs: 1 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', ['jobs'], cache.ticket(), 2, small);
    cache.enabled = false;
    expect(cache.get('b')).toBeUndefined();
  });
});
