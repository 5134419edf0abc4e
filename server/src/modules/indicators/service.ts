import type { FastifyInstance } from 'fastify';
import {
  AGE_BANDS,
  EDUCATION_LEVELS,
  GENDERS,
  istanbulDay,
  JOB_SEEKING_STATUSES,
  PROGRAMME_TARGET,
  zeroCounts,
  type Indicators,
  type IndicatorsQuery,
} from '@beceri/domain';
import { disabilityContext, type DataCipher } from '../../lib/personal-data.ts';
import { indicatorRows } from './repository.ts';

type IndicatorDeps = Pick<FastifyInstance, 'database' | 'personalData'>;

/**
 * Decrypted disability answers, keyed by the user id and the ciphertext itself: a changed or withdrawn answer
 * has another ciphertext (or none) and is never read from here. Decrypting 10,000 answers costs ~50 ms a
 * request; the memo holds only yes/no per ciphertext, in the process that holds the key anyway. Rebuilt on every
 * report of every registration with the answers it read, so the answers of deleted accounts leave it.
 */
const answersMemo = new WeakMap<DataCipher, Map<string, boolean>>();

const MEMO_MAX = 200_000;

/**
 * The counts of the answers behind a digest (repository's `disabilityDigest`): while no answer in a range changes,
 * a report reads one digest instead of every ciphertext. A few recent ranges are kept.
 */
const countsByDigest = new WeakMap<DataCipher, Map<string, { yes: number; no: number }>>();
const DIGESTS_KEPT = 32;

function knownCounts(cipher: DataCipher) {
  let map = countsByDigest.get(cipher);
  if (!map) countsByDigest.set(cipher, (map = new Map()));
  return map;
}

function rememberCounts(cipher: DataCipher, digest: string, counts: { yes: number; no: number }) {
  const map = knownCounts(cipher);
  map.delete(digest);
  map.set(digest, counts);
  while (map.size > DIGESTS_KEPT) map.delete(map.keys().next().value!);
}

function countDisability(
  cipher: DataCipher,
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

/** The programme's indicators for registrations between `from` and `to` (both optional, both included). */
export async function indicators(deps: IndicatorDeps, query: IndicatorsQuery): Promise<Indicators> {
  const ageOn = query.to ?? istanbulDay();
  const cipher = deps.personalData;
  // Taken when the digest is read: another report may drop it from the map meanwhile.
  let known: { yes: number; no: number } | undefined;
  const rows = await indicatorRows(deps.database, { from: query.from, to: query.to, ageOn }, (digest) =>
    Boolean((known = knownCounts(cipher).get(digest))),
  );
  const { current, former } = rows;
  const { digest, answers } = rows.disability;
  const disability = answers ? countDisability(cipher, answers, !query.from && !query.to) : known!;
  rememberCounts(cipher, digest, disability);
  const currentTotal = Number(current.total);
  const currentDisability = {
    yes: disability.yes,
    no: disability.no,
    unknown: currentTotal - disability.yes - disability.no,
  };
  const formerDisability = pick(former, 'disability', ['yes', 'no', 'unknown'] as const);
  const total = currentTotal + Number(former.total);
  const stage = (name: 'enrolled' | 'passed' | 'applied' | 'hired') => Number(current[name]) + Number(former[name]);
  return {
    target: PROGRAMME_TARGET,
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
