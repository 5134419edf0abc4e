import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROGRAMME_TARGET, serverMessages, type IndicatorsQuery } from '@beceri/domain';
import { disabilityContext } from '../../lib/personal-data.ts';
import { fakeDb } from '../../../test/fakes.ts';
import { uuid } from '../../../test/people.ts';
import type { CourseRow, IndicatorRange } from './repository.ts';
import { indicators, reportSlots, type IndicatorsDeps } from './service.ts';

/*
 * The report's rules alone, on in-memory rows: how the current and former participants' figures add up into every
 * breakdown and the funnel, how disability answers are read (decrypted once, unknown when unreadable or withdrawn),
 * which registrations and which day of ages a report asks for, and how many reports run at once (decision 030,
 * docs/security.md). The SQL — who counts, the age bands' boundaries, Istanbul days — is tested in indicators.test.ts.
 */

type Counts = Record<string, number>;

/**
 * A stored disability answer as the real cipher leaves it: opaque, bound to its owner's row. A new answer (or the
 * same one written again) is another ciphertext.
 */
const sealed = (userId: string, answer: 'yes' | 'no', version = 1) => `sealed:${userId}:${answer}:${version}`;

/** Opens what `sealed` wrote for the same row only, as AES-GCM with the row's context does; counts what it opened. */
function fakeCipher() {
  const opened: string[] = [];
  const cipher = {
    decrypt: (stored: string, context: string) => {
      const [prefix, owner, answer] = stored.split(':');
      if (prefix !== 'sealed' || context !== disabilityContext(owner!)) throw new Error('unable to authenticate data');
      opened.push(stored);
      return answer!;
    },
  };
  return { cipher, opened };
}

interface Person {
  id: string;
  /** Registration day (Istanbul). */
  day: string;
  /** The stored answer; null once the consent was withdrawn. */
  disability: string | null;
}

interface WorldOptions {
  people?: Person[];
  /** The current participants' row beside `total` (which counts `people` in the range unless given). */
  current?: Counts;
  former?: Counts;
  courses?: CourseRow[];
}

function world({ people = [], current = {}, former = { total: 0 }, courses = [] }: WorldOptions = {}) {
  const asked: IndicatorRange[] = [];
  /** How many reports read the answers themselves rather than reusing the counts of a digest. */
  let answersRead = 0;
  const { cipher, opened } = fakeCipher();
  const within = (r: IndicatorRange, p: Person) => (!r.from || p.day >= r.from) && (!r.to || p.day <= r.to);
  const deps: IndicatorsDeps = {
    database: { db: fakeDb, driver: 'pglite' },
    indicators: {
      indicatorRows: async (_database, range, knownDigest) => {
        asked.push(range);
        const inRange = people.filter((p) => within(range, p));
        const answers = inRange.flatMap((p) => (p.disability ? [{ id: p.id, disability: p.disability }] : []));
        const digest = answers.map((a) => `${a.id}:${a.disability}`).join(',');
        const known = knownDigest(digest);
        if (!known) answersRead += 1;
        return {
          current: { total: inRange.length, ...current },
          disability: { digest, answers: known ? null : answers },
          former,
          courses,
          lab: { planned: 0, delivered: 0, attended: 0, eligible: 0, completed: 0 },
        };
      },
      cohortOf: async () => undefined,
    },
    personalData: cipher,
  };
  return { deps, people, asked, opened, answersRead: () => answersRead };
}

const JUNE: IndicatorsQuery = { from: '2026-06-01', to: '2026-06-30', cohort: undefined };
const EVERYONE: IndicatorsQuery = { from: undefined, to: undefined, cohort: undefined };

describe('what a report counts', () => {
  it('adds the former participants to the current ones in every breakdown and stage, every code present', async () => {
    const [a, b, c, d] = [uuid(1), uuid(2), uuid(3), uuid(4)];
    const { deps } = world({
      people: [
        { id: a, day: '2026-06-02', disability: sealed(a, 'yes') },
        { id: b, day: '2026-06-03', disability: sealed(b, 'no') },
        { id: c, day: '2026-06-04', disability: sealed(c, 'no') },
        { id: d, day: '2026-06-05', disability: null },
      ],
      current: {
        'gender:female': 3,
        'gender:male': 1,
        'age:18-24': 2,
        'age:25-29': 1,
        'age:>35': 1,
        'education:associate': 3,
        'education:universityGraduate': 1,
        'jobSeeking:job': 4,
        enrolled: 3,
        passed: 2,
        // One pass waits for attendance: passed, not certified.
        certified: 1,
        applied: 1,
        hired: 1,
        // Current and former interns, counted together by the statement (decision 065).
        internshipsPlaced: 2,
        internshipsCompleted: 1,
      },
      former: {
        total: 2,
        'gender:female': 1,
        'gender:male': 1,
        'age:30-35': 2,
        'education:associate': 2,
        'jobSeeking:no': 1,
        'jobSeeking:internship': 1,
        'disability:yes': 1,
        'disability:no': 0,
        'disability:unknown': 1,
        enrolled: 2,
        passed: 1,
        certified: 1,
        applied: 1,
        hired: 0,
      },
      courses: [
        { id: uuid(20), title: 'Veri Bilimi', enrolled: 3, attempted: 2, passed: 1 },
        { id: uuid(21), title: 'Siber Güvenlik', enrolled: 0, attempted: 0, passed: 0 },
      ],
    });
    expect(await indicators(deps, JUNE)).toEqual({
      target: PROGRAMME_TARGET,
      cohort: null,
      hours: { planned: 0, delivered: 0, attended: 0 },
      completion: { eligible: 0, completed: 0 },
      internships: { placed: 2, completed: 1 },
      participants: {
        total: 6,
        byGender: { male: 2, female: 4 },
        byAgeBand: { '<16': 0, '16-17': 0, '18-24': 2, '25-29': 1, '30-35': 2, '>35': 1 },
        byEducation: {
          primarySchoolGraduate: 0,
          middleSchoolGraduate: 0,
          vocationalSchoolStudent: 0,
          highSchoolGraduate: 0,
          associate: 5,
          universityStudent: 0,
          universityGraduate: 1,
        },
        byJobSeeking: { no: 1, job: 4, internship: 1 },
        // Current: a yes, two no, one withdrawn (unknown); former: a yes and an unknown.
        byDisability: { yes: 2, no: 2, unknown: 2 },
      },
      funnel: { registered: 6, enrolled: 5, passed: 3, certified: 2, applied: 2, hired: 1 },
      courses: [
        { id: uuid(20), title: 'Veri Bilimi', enrolled: 3, attempted: 2, passed: 1 },
        { id: uuid(21), title: 'Siber Güvenlik', enrolled: 0, attempted: 0, passed: 0 },
      ],
    });
  });

  it('counts an answer it cannot read as unknown: one copied from another row, or not encrypted', async () => {
    const [a, b, c, d] = [uuid(1), uuid(2), uuid(3), uuid(4)];
    const { deps } = world({
      people: [
        { id: a, day: '2026-06-02', disability: sealed(a, 'yes') },
        { id: b, day: '2026-06-02', disability: sealed(b, 'no') },
        // A's answer copied onto C's row: bound to A, it does not open for C.
        { id: c, day: '2026-06-02', disability: sealed(a, 'yes') },
        { id: d, day: '2026-06-02', disability: 'yes' },
      ],
    });
    const { participants } = await indicators(deps, JUNE);
    expect(participants.byDisability).toEqual({ yes: 1, no: 1, unknown: 2 });
  });
});

describe('the date window', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the registrations between the two days, with ages at the last one', async () => {
    const { deps, asked } = world();
    await indicators(deps, JUNE);
    expect(asked).toEqual([{ from: '2026-06-01', to: '2026-06-30', ageOn: '2026-06-30' }]);
  });

  it("ages everyone at today's date in Istanbul when no last day is given", async () => {
    // 00:30 on 1 July in Istanbul, still 30 June in UTC.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-30T21:30:00Z') });
    const { deps, asked } = world();
    await indicators(deps, EVERYONE);
    await indicators(deps, { ...EVERYONE, from: '2026-06-01' });
    expect(asked).toEqual([
      { from: undefined, to: undefined, ageOn: '2026-07-01' },
      { from: '2026-06-01', to: undefined, ageOn: '2026-07-01' },
    ]);
  });
});

describe('disability answers from one report to the next (decision 030)', () => {
  it('opens each answer once, and again only once it changed; a withdrawn one is unknown at once', async () => {
    const [a, b, e] = [uuid(1), uuid(2), uuid(5)];
    const w = world({
      people: [
        { id: a, day: '2026-06-02', disability: sealed(a, 'yes') },
        { id: b, day: '2026-06-03', disability: sealed(b, 'no') },
      ],
    });
    expect((await indicators(w.deps, EVERYONE)).participants.byDisability).toEqual({ yes: 1, no: 1, unknown: 0 });
    // A answers again (no), B withdraws the consent, E signs up (yes).
    w.people[0]!.disability = sealed(a, 'no', 2);
    w.people[1]!.disability = null;
    w.people.push({ id: e, day: '2026-06-04', disability: sealed(e, 'yes') });
    expect((await indicators(w.deps, EVERYONE)).participants.byDisability).toEqual({ yes: 1, no: 1, unknown: 1 });
    expect(w.opened).toEqual([sealed(a, 'yes'), sealed(b, 'no'), sealed(a, 'no', 2), sealed(e, 'yes')]);
  });

  it('reuses the counts of answers it has counted (same digest) without reading them again', async () => {
    const [a, b] = [uuid(1), uuid(2)];
    const w = world({
      people: [
        { id: a, day: '2026-06-02', disability: sealed(a, 'yes') },
        { id: b, day: '2026-07-03', disability: sealed(b, 'no') },
      ],
    });
    const first = await indicators(w.deps, JUNE);
    expect(await indicators(w.deps, JUNE)).toEqual(first);
    expect(w.answersRead()).toBe(1);
    // Another range has other answers: read once, then reused too.
    const everyone = await indicators(w.deps, EVERYONE);
    expect(await indicators(w.deps, EVERYONE)).toEqual(everyone);
    expect(everyone.participants.byDisability).toEqual({ yes: 1, no: 1, unknown: 0 });
    expect(w.answersRead()).toBe(2);
  });

  it('keeps, after a report of a range, the answers it did not read for the next report of everyone', async () => {
    const [a, b, e] = [uuid(1), uuid(2), uuid(5)];
    const w = world({
      people: [
        { id: a, day: '2026-06-02', disability: sealed(a, 'yes') },
        { id: b, day: '2026-07-03', disability: sealed(b, 'no') },
      ],
    });
    await indicators(w.deps, EVERYONE);
    await indicators(w.deps, JUNE);
    w.people.push({ id: e, day: '2026-07-04', disability: sealed(e, 'yes') });
    expect((await indicators(w.deps, EVERYONE)).participants.byDisability).toEqual({ yes: 2, no: 1, unknown: 0 });
    expect(w.opened).toEqual([sealed(a, 'yes'), sealed(b, 'no'), sealed(e, 'yes')]);
  });
});

describe('what a report refuses: one too many at once (docs/security.md)', () => {
  const database = (max?: number): IndicatorsDeps['database'] => ({
    db: fakeDb,
    driver: max ? 'postgres' : 'pglite',
    pool: max ? ({ options: { max } } as unknown as IndicatorsDeps['database']['pool']) : undefined,
  });
  /** A report that runs until released. */
  function heldReport() {
    let release!: () => void;
    const done = new Promise<string>((resolve) => (release = () => resolve('report')));
    let started = 0;
    return {
      work: () => {
        started += 1;
        return done;
      },
      release,
      started: () => started,
    };
  }
  /** Starts held reports until one is refused; answers how many ran at once, then lets them finish. */
  async function capacity(slots: ReturnType<typeof reportSlots>) {
    const report = heldReport();
    const running: Promise<string>[] = [];
    let refused = false;
    while (!refused && running.length < 100) {
      const attempt = slots(report.work, () => (refused = true));
      if (refused) await attempt.catch(() => undefined);
      else running.push(attempt);
    }
    report.release();
    await Promise.all(running);
    return running.length;
  }

  it('runs two with the default pool of 10 and refuses a third at once with 503 REPORTS_BUSY, unstarted', async () => {
    const slots = reportSlots({ database: database(10) });
    const held = heldReport();
    const running = [slots(held.work, () => {}), slots(held.work, () => {})];
    const extra = heldReport();
    let told = 0;
    const third = slots(extra.work, () => (told += 1));
    expect(told).toBe(1);
    expect(extra.started()).toBe(0);
    extra.release();
    await expect(third).rejects.toMatchObject({
      statusCode: 503,
      code: 'REPORTS_BUSY',
      message: serverMessages.reportsBusy,
    });
    held.release();
    expect(await Promise.all(running)).toEqual(['report', 'report']);
    // Once they are done, the next one runs.
    const next = heldReport();
    const answer = slots(next.work, () => (told += 1));
    next.release();
    expect(await answer).toBe('report');
    expect(told).toBe(1);
  });

  it("allows a fifth of the pool's connections, at least one; two without a pool (PGlite)", async () => {
    expect(await capacity(reportSlots({ database: database(24) }))).toBe(4);
    expect(await capacity(reportSlots({ database: database(4) }))).toBe(1);
    expect(await capacity(reportSlots({ database: database() }))).toBe(2);
  });

  it('frees the place of a report that failed, which fails with its own error', async () => {
    const slots = reportSlots({ database: database(5) });
    const failure = new Error('statement timeout');
    await expect(
      slots(
        () => Promise.reject(failure),
        () => {},
      ),
    ).rejects.toBe(failure);
    expect(await capacity(slots)).toBe(1);
  });
});
