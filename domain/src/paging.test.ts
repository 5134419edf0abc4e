import { describe, expect, it } from 'vitest';
import { LIST_PAGE_MAX, LIST_PAGE_SIZE } from './constants.ts';
import { offsetOf, pageQuerySchema } from './paging.ts';

describe('pageQuerySchema', () => {
  const parse = (query: Record<string, string>, defaultLimit?: number) => pageQuerySchema(defaultLimit).parse(query);

  it('reads the first page of the default size when nothing is asked', () => {
    expect(parse({})).toEqual({ page: 1, limit: LIST_PAGE_SIZE });
    expect(parse({}, 20)).toEqual({ page: 1, limit: 20 });
  });

  it('reads bad values as the defaults and caps the limit, the same for every list', () => {
    expect(parse({ page: 'abc', limit: '-5' }, 20)).toEqual({ page: 1, limit: 20 });
    expect(parse({ page: '3', limit: '1000' }, 20)).toEqual({ page: 3, limit: LIST_PAGE_MAX });
    expect(parse({ page: '2', limit: '1000' })).toEqual({ page: 2, limit: LIST_PAGE_MAX });
  });

  it('skips the rows of the pages before', () => {
    expect(offsetOf({ page: 3, limit: 20 })).toBe(40);
  });
});
