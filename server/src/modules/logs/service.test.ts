import { describe, expect, it } from 'vitest';
import { LOG_PAGE_SIZE, type LogType } from '@beceri/domain';
import { fakeDb } from '../../../test/fakes.ts';
import { uuid } from '../../../test/people.ts';
import type { LogRow } from './repository.ts';
import { logPage, type LogsDeps } from './service.ts';

/*
 * The log screen's reading rules alone, on an in-memory log (docs/product.md, activity log; decision 044): which
 * page of which types is asked for, and how each entry is written in the reader's language from its event code. The
 * SQL's paging and totals are tested in test/log-counts.test.ts; who may read the log (admins only) is the route's
 * guard, tested in logs.test.ts.
 */

const types: LogType[] = ['teacher', 'student', 'company', 'other'];
const start = Date.UTC(2026, 0, 1);

/** `n` legacy entries, one second apart, of the four types in turn: entry i reads 'Olay i'. */
function world(n = 2 * LOG_PAGE_SIZE + 5, extra: LogRow[] = []) {
  const rows: LogRow[] = [
    ...Array.from({ length: n }, (_, i): LogRow => ({
      type: types[i % 4],
      event: 'legacy',
      params: {},
      text: `Olay ${i}`,
      createdAt: new Date(start + i * 1000),
    })),
    ...extra,
  ];
  const asked: { types: LogType[]; limit: number; offset: number }[] = [];
  const deps: LogsDeps = {
    db: fakeDb,
    logs: {
      // As the SQL does: the chosen types (all when none), newest first, the asked slice and the filtered total.
      listLogs: async (_db, opts) => {
        asked.push(opts);
        const chosen = rows
          .filter((r) => opts.types.length === 0 || opts.types.includes(r.type))
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
        return { items: chosen.slice(opts.offset, opts.offset + opts.limit), total: chosen.length };
      },
    },
  };
  return { deps, asked };
}

const texts = (page: { items: { log: string }[] }) => page.items.map((e) => e.log);

describe('pages of the log', () => {
  it('asks for LOG_PAGE_SIZE entries from (page - 1) × LOG_PAGE_SIZE, newest first, with the total', async () => {
    const { deps, asked } = world();
    const first = await logPage(deps, { page: 1, types: [] }, 'tr');
    expect(first.total).toBe(45);
    expect(first.items).toHaveLength(LOG_PAGE_SIZE);
    expect(texts(first)[0]).toBe('Olay 44');
    expect(texts(first).at(-1)).toBe('Olay 25');
    const second = await logPage(deps, { page: 2, types: [] }, 'tr');
    expect(texts(second)[0]).toBe('Olay 24');
    expect(asked.map(({ limit, offset }) => ({ limit, offset }))).toEqual([
      { limit: LOG_PAGE_SIZE, offset: 0 },
      { limit: LOG_PAGE_SIZE, offset: LOG_PAGE_SIZE },
    ]);
  });

  it('gives the rest on the last page and nothing past it, the total still counted', async () => {
    const { deps } = world();
    const last = await logPage(deps, { page: 3, types: [] }, 'tr');
    expect(texts(last)).toEqual(['Olay 4', 'Olay 3', 'Olay 2', 'Olay 1', 'Olay 0']);
    const past = await logPage(deps, { page: 4, types: [] }, 'tr');
    expect(past).toEqual({ items: [], total: 45 });
  });
});

describe('the type filter', () => {
  it('asks for the chosen types only and pages the filtered list', async () => {
    const { deps, asked } = world();
    const page = await logPage(deps, { page: 1, types: ['teacher', 'company'] }, 'tr');
    expect(asked[0].types).toEqual(['teacher', 'company']);
    // 45 entries: teacher at i % 4 = 0 (12 of them), company at i % 4 = 2 (11).
    expect(page.total).toBe(23);
    expect(new Set(page.items.map((e) => e.type))).toEqual(new Set(['teacher', 'company']));
    expect(texts(page)[0]).toBe('Olay 44');
    expect(texts(await logPage(deps, { page: 2, types: ['teacher', 'company'] }, 'tr'))).toEqual([
      'Olay 4',
      'Olay 2',
      'Olay 0',
    ]);
    const one = await logPage(deps, { page: 1, types: ['student'] }, 'tr');
    expect(one.total).toBe(11);
    expect(one.items.every((e) => e.type === 'student')).toBe(true);
  });

  it('reads every type when none is chosen', async () => {
    const { deps, asked } = world();
    expect((await logPage(deps, { page: 1, types: [] }, 'tr')).total).toBe(45);
    expect(asked[0].types).toEqual([]);
  });
});

describe("entries in the reader's language (decision 044)", () => {
  const studentId = uuid(1);
  const courseId = uuid(2);
  const enrolled = (studentName: string | null, text = ''): LogRow => ({
    type: 'student',
    event: 'course.enrolled',
    params: { studentId: studentName === null ? null : studentId, studentName, courseId, courseTitle: 'Ağ 101' },
    text,
    createdAt: new Date(start + 3_600_000),
  });

  it('writes an entry from its event code and parameters, in Turkish or English, and gives both with it', async () => {
    const { deps } = world(0, [enrolled('Ayşe Yılmaz')]);
    const tr = await logPage(deps, { page: 1, types: ['student'] }, 'tr');
    expect(tr.items).toEqual([
      {
        log: 'Ayşe Yılmaz adlı öğrenci "Ağ 101" kursuna kaydoldu',
        createdAt: new Date(start + 3_600_000).toISOString(),
        type: 'student',
        event: 'course.enrolled',
        params: { studentId, studentName: 'Ayşe Yılmaz', courseId, courseTitle: 'Ağ 101' },
      },
    ]);
    const en = await logPage(deps, { page: 1, types: ['student'] }, 'en');
    expect(en.items[0].log).toBe('Student Ayşe Yılmaz enrolled in the course "Ağ 101"');
  });

  it('reads an entry from before event codes that matched no phrasing as it was written', async () => {
    const { deps } = world(1);
    const en = await logPage(deps, { page: 1, types: [] }, 'en');
    expect(en.items[0]).toMatchObject({ log: 'Olay 0', event: 'legacy', params: {} });
  });

  it("names a deleted person 'Silinmiş kullanıcı' / 'Deleted user', even where the stored sentence still names them", async () => {
    // Converted from the sentence it was written as (decision 044); the account was deleted since, its name nulled.
    const { deps } = world(0, [enrolled(null, 'Ayşe Yılmaz adlı öğrenci "Ağ 101" kursuna kaydoldu')]);
    const tr = await logPage(deps, { page: 1, types: [] }, 'tr');
    expect(tr.items[0].log).toBe('Silinmiş kullanıcı adlı öğrenci "Ağ 101" kursuna kaydoldu');
    const en = await logPage(deps, { page: 1, types: [] }, 'en');
    expect(en.items[0].log).toBe('Student Deleted user enrolled in the course "Ağ 101"');
    for (const page of [tr, en]) {
      expect(JSON.stringify(page)).not.toContain('Ayşe');
      expect(page.items[0].params).toMatchObject({ studentId: null, studentName: null });
    }
  });
});
