import type { FastifyInstance } from 'fastify';
import {
  AGE_BANDS,
  cohortMessages,
  EDUCATION_LEVELS,
  GENDERS,
  istanbulDay,
  JOB_SEEKING_STATUSES,
  PROGRAMME_TARGET,
  serverMessages,
  zeroCounts,
  type FunnelStep,
  type Indicators,
  type IndicatorsQuery,
} from '@beceri/domain';
import { disabilityContext } from '../../lib/personal-data.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { indicatorsRepository, type IndicatorsRepository } from './repository.ts';

/**
 * What the report needs (the model: news/service.ts): the routes pass the real ones (`indicatorsDeps(app)`), the unit
 * tests (service.test.ts) in-memory ones. The database whole rather than its `db`: on PostgreSQL the report reads on
 * three connections of the pool at once (repository.ts `indicatorRows`), and the pool's size sets how many reports
 * run at once (`reportSlots`).
 */
export interface IndicatorsDeps {
  database: Pick<FastifyInstance['database'], 'db' | 'driver' | 'pool'>;
  indicators: IndicatorsRepository;
  personalData: Pick<FastifyInstance['personalData'], 'decrypt'>;
}

export const indicatorsDeps = (app: FastifyInstance): IndicatorsDeps => ({
  database: app.database,
  indicators: indicatorsRepository,
  personalData: app.personalData,
});

type Cipher = IndicatorsDeps['personalData'];

/**
 * Decrypted disability answers, keyed by the user id and the ciphertext itself: a changed or withdrawn answer
 * has another ciphertext (or none) and is never read from here. Decrypting 10,000 answers costs ~50 ms a
 * request; the memo holds only yes/no per ciphertext, in the process that holds the key anyway. Rebuilt on every
 * report of every registration with the answers it read, so the answers of deleted accounts leave it.
 */
const answersMemo = new WeakMap<Cipher, Map<string, boolean>>();

const MEMO_MAX = 200_000;

/**
 * The counts of the answers behind a digest (repository's `disabilityDigest`): while no answer in a range changes,
 * a report reads one digest instead of every ciphertext. A few recent ranges are kept.
 */
const countsByDigest = new WeakMap<Cipher, Map<string, { yes: number; no: number }>>();
const DIGESTS_KEPT = 32;

function knownCounts(cipher: Cipher) {
  let map = countsByDigest.get(cipher);
  if (!map) countsByDigest.set(cipher, (map = new Map()));
  return map;
}

function rememberCounts(cipher: Cipher, digest: string, counts: { yes: number; no: number }) {
  const map = knownCounts(cipher);
  map.delete(digest);
  map.set(digest, counts);
  while (map.size > DIGESTS_KEPT) map.delete(map.keys().next().value!);
}

function countDisability(
  cipher: Cipher,
  rows: { id: string; disability: string }[],
  everyone: boolean,
): { yes: number; no: number } {
  const previous = answersMemo.get(cipher) ?? new Map<string, boolean>();
  const next = new Map<string, boolean>();
  let yes = 0;
  let no = 0;
  for (const row of rows) {
    const key = `${row.id}:${row.disability}`;
    let answer = previous.get(key);
    if (answer === undefined) {
      try {
        answer = cipher.decrypt(row.disability, disabilityContext(row.id)) === 'yes';
      } catch {
        // Not readable with the key in force (a value the boot-time conversion has not reached yet): unknown.
        continue;
      }
    }
    next.set(key, answer);
    if (answer) yes += 1;
    else no += 1;
  }
  // A report of a narrower range keeps the answers it did not read (the next full report needs them); a full
  // report keeps only what it read.
  if (!everyone) {
    for (const [k, v] of previous) {
      if (next.size >= MEMO_MAX) break;
      if (!next.has(k)) next.set(k, v);
    }
  }
  answersMemo.set(cipher, next);
  return { yes, no };
}

const pick = <K extends string>(row: Record<string, number>, prefix: string, codes: readonly K[]) => {
  const out = zeroCounts(codes);
  for (const c of codes) out[c] = Number(row[`${prefix}:${c}`] ?? 0);
  return out;
};
const add = <K extends string>(a: Record<K, number>, b: Record<K, number>) => {
  const out = { ...a };
  for (const k of Object.keys(b) as K[]) out[k] += b[k];
  return out;
};

/** Hours to two decimals. */
const hours = (n: number | string) => Math.round(Number(n) * 100) / 100;

/** The programme's indicators for registrations between `from` and `to` (both optional, both included). */
export async function indicators(deps: IndicatorsDeps, query: IndicatorsQuery): Promise<Indicators> {
  // Ages at the range's last day, else today in Istanbul (decision 030).
  const ageOn = query.to ?? istanbulDay();
  const cipher = deps.personalData;
  // Taken when the digest is read: another report may drop it from the map meanwhile.
  let known: { yes: number; no: number } | undefined;
  // The cohort asked for (404 when there is none such), else the open one's target (decision 053).
  const cohort = await deps.indicators.cohortOf(deps.database.db, query.cohort);
  if (query.cohort && !cohort) throw notFound(cohortMessages.notFound);
  const scope =
    query.cohort && cohort ? { id: cohort.id, startsOn: cohort.startsOn, endsOn: cohort.endsOn } : undefined;
  const rows = await deps.indicators.indicatorRows(
    deps.database,
    { from: query.from, to: query.to, ageOn, cohort: scope },
    (digest) => Boolean((known = knownCounts(cipher).get(digest))),
  );
  const { current, former } = rows;
  const { digest, answers } = rows.disability;
  const disability = answers ? countDisability(cipher, answers, !query.from && !query.to && !scope) : known!;
  rememberCounts(cipher, digest, disability);
  const currentTotal = Number(current.total);
  const currentDisability = {
    yes: disability.yes,
    no: disability.no,
    unknown: currentTotal - disability.yes - disability.no,
  };
  const formerDisability = pick(former, 'disability', ['yes', 'no', 'unknown'] as const);
  const total = currentTotal + Number(former.total);
  const stage = (name: Exclude<FunnelStep, 'registered'>) => Number(current[name]) + Number(former[name]);
  const lab = rows.lab;
  return {
    target: cohort ? Number(cohort.target) : PROGRAMME_TARGET,
    cohort: scope && cohort ? { id: cohort.id, name: cohort.name, nameEn: cohort.nameEn } : null,
    hours: { planned: hours(lab.planned), delivered: hours(lab.delivered), attended: hours(lab.attended) },
    completion: { eligible: Number(lab.eligible), completed: Number(lab.completed) },
    internships: {
      placed: Number(current.internshipsPlaced ?? 0),
      completed: Number(current.internshipsCompleted ?? 0),
    },
    participants: {
      total,
      byGender: add(pick(current, 'gender', GENDERS), pick(former, 'gender', GENDERS)),
      byAgeBand: add(pick(current, 'age', AGE_BANDS), pick(former, 'age', AGE_BANDS)),
      byEducation: add(pick(current, 'education', EDUCATION_LEVELS), pick(former, 'education', EDUCATION_LEVELS)),
      byJobSeeking: add(
        pick(current, 'jobSeeking', JOB_SEEKING_STATUSES),
        pick(former, 'jobSeeking', JOB_SEEKING_STATUSES),
      ),
      byDisability: add(currentDisability, formerDisability),
    },
    funnel: {
      registered: total,
      enrolled: stage('enrolled'),
      passed: stage('passed'),
      certified: stage('certified'),
      applied: stage('applied'),
      hired: stage('hired'),
    },
    courses: rows.courses.map((c) => ({
      id: c.id,
      title: c.title,
      enrolled: Number(c.enrolled),
      attempted: Number(c.attempted),
      passed: Number(c.passed),
    })),
  };
}

/** Seconds a report refused for being one too many waits before trying again (docs/security.md). */
export const REPORT_RETRY_AFTER_S = 2;

/**
 * Reports in flight at once: each holds three connections on PostgreSQL, so with the default pool of 10 two of them
 * leave four for everyone else (pool ÷ 5, at least one; docs/security.md, decision 035). One more is refused at once,
 * never queued: 503 REPORTS_BUSY, and `refused` is called first so that the route can say when to come back.
 */
export function reportSlots(deps: Pick<IndicatorsDeps, 'database'>) {
  const limit = Math.max(1, Math.floor((deps.database.pool?.options.max ?? 10) / 5));
  let inFlight = 0;
  return async <T>(work: () => Promise<T>, refused: () => void): Promise<T> => {
    if (inFlight >= limit) {
      refused();
      throw new HttpError(503, 'REPORTS_BUSY', serverMessages.reportsBusy);
    }
    inFlight += 1;
    try {
      return await work();
    } finally {
      inFlight -= 1;
    }
  };
}
