import { describe, expect, it } from 'vitest';
import { ReadCache } from './cache.ts';

describe('ReadCache', () => {
  it('drops only the entries of the invalidated topics', () => {
    const cache = new ReadCache();
    cache.set('/course/all', ['courses', 'people'], cache.ticket(), 'courses');
    cache.set('/blog/all', ['blogs'], cache.ticket(), 'blogs');
    cache.invalidate(['people']);
    expect(cache.get('/course/all')).toBeUndefined();
    expect(cache.get('/blog/all')).toBe('blogs');
    cache.invalidate();
    expect(cache.get('/blog/all')).toBeUndefined();
  });

  it('never stores a read that started before a write was invalidated', () => {
    const cache = new ReadCache();
    const ticket = cache.ticket(); // the read starts …
    cache.invalidate(['courses']); // … a write commits meanwhile …
    cache.set('/course/all', ['courses'], ticket, 'stale'); // … and the read ends with old rows
    expect(cache.get('/course/all')).toBeUndefined();
  });

  it('keeps nothing while disabled, expires entries and stays bounded', () => {
    const cache = new ReadCache(2, 0);
    cache.set('a', ['jobs'], cache.ticket(), 1);
    expect(cache.get('a')).toBeUndefined(); // ttl 0
    const bounded = new ReadCache(2);
    for (const key of ['a', 'b', 'c']) bounded.set(key, ['jobs'], bounded.ticket(), key);
    expect(bounded.size).toBe(2);
    expect(bounded.get('a')).toBeUndefined();
    expect(bounded.get('c')).toBe('c');
    bounded.enabled = false;
    expect(bounded.get('c')).toBeUndefined();
  });
});
