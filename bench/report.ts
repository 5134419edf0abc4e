/** The printed table and the PostgreSQL budgets . */
import type { Measure } from './load.ts';
import type { MixResult } from './mix.ts';

/** The cohort phase and the abuse figures (PostgreSQL only). */
export interface Extra {
  mix: MixResult;
  bypass: { rps: number; p99: number; failures: number };
  attack: { beforeMb: number; afterMb: number };
}

export const MIX_BUDGET = {
  /** Reads during the mix against the same reads alone. */
  readShare: 0.5,
  readP99Ms: 25,
  examP99Ms: 50,
  examCpuUs: 1000,
  attackGrowthMb: 150,
};

/**
 * Searches (`?q=`) are never cached: every request reads the database (the page and its count, the
 * trigram index on the folded search column) over the 3,000 seeded jobs. They are held to what an uncached list
 * read reached before the read cache (1,566 req/s, p99 128 ms at 50 connections on a quiet machine): p99 and a
 * share of the ceiling (50 connections at 1 % of a 78,000 req/s ceiling mean 64 ms a request by Little's law).
 */
export const SEARCH_BUDGET = {
  p99Ms: 150,
  ceilingShare: 0.015,
};

/**
 * An answer whose bytes bound the rate (the rendered page): at least this share of a bare node:http server
 * sending the same status, headers and bytes (replay.ts), measured right after it.
 */
export const REPLAY_SHARE = 0.85;
/** …and that answer stays small: a public page's HTML with brotli, headers included (docs/product.md: 30 KB). */
export const REPLAY_ANSWER_MAX_KB = 30;
/**
 * A visitor's cached page costs at most this many times the server CPU of a bare Fastify route sending the same
 * bytes (replay.ts with REPLAY_WITH=fastify; docs/product.md): the 0.2 KB ceiling's CPU does not include writing 11 KB
 * to the socket. The bare node:http server's CPU for the same answer is printed beside it.
 */
export const PAGE_CPU_FACTOR = 1.5;

export const BUDGET = {
  p99Ms: 25,
  ceilingShare: 0.4,
  deepPageFactor: 1.5,
  /** 400 MB since the public screens render on the server (their code is held from start-up; bench/README.md). */
  rssMb: 400,
};

export function printTable(title: string, rows: Measure[], ceiling: Measure) {
  const head = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'vs ceiling', 'CPU µs/req', 'answer KB', 'RSS MB', 'failed'];
  const body = [ceiling, ...rows].map((m) => [
    m.name,
    String(m.rps),
    String(m.p50),
    String(m.p99),
    `${Math.round((m.rps / ceiling.rps) * 100)} %`,
    String(m.cpuUs),
    (m.answerBytes / 1024).toFixed(1),
    m === ceiling ? '' : String(m.rssMb),
    String(m.failures),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(`\n${title}`);
  console.log(line(head));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const r of body) console.log(line(r));
  for (const m of rows.filter((r) => r.replayRps !== undefined)) {
    console.log(
      `${m.name}: ${Math.round((m.rps / m.replayRps!) * 100)} % of a bare node:http server sending the same answer (${m.replayRps} req/s); server CPU ${m.cpuUs} µs a request against its ${m.replayCpuUs} µs (${((m.cpuUs / m.replayCpuUs!) * 100).toFixed(0)} %)${m.bareRouteCpuUs === undefined ? '' : `, a bare Fastify route's ${m.bareRouteCpuUs} µs (${((m.cpuUs / m.bareRouteCpuUs) * 100).toFixed(0)} %)`} and the 0.2 KB ceiling's ${ceiling.cpuUs} µs.`,
    );
  }
}

/** Every missed budget, in words; empty when all are met. */
export function checkBudgets(rows: Measure[], ceiling: Measure): string[] {
  const misses: string[] = [];
  for (const m of rows) {
    if (m.failures > 0) misses.push(`${m.name}: ${m.failures} of ${m.requests} requests failed`);
    if (m.rssMb > BUDGET.rssMb) misses.push(`${m.name}: server RSS ${m.rssMb} MB > ${BUDGET.rssMb} MB`);
    if (m.write) continue;
    if (m.p99Ms !== undefined) {
      if (m.p99 > m.p99Ms) misses.push(`${m.name}: p99 ${m.p99} ms > ${m.p99Ms} ms`);
      continue;
    }
    if (m.search) {
      if (m.p99 > SEARCH_BUDGET.p99Ms) misses.push(`${m.name}: p99 ${m.p99} ms > ${SEARCH_BUDGET.p99Ms} ms`);
      if (m.rps < ceiling.rps * SEARCH_BUDGET.ceilingShare) {
        misses.push(
          `${m.name}: ${m.rps} req/s < ${SEARCH_BUDGET.ceilingShare * 100} % of the ceiling (${ceiling.rps})`,
        );
      }
      continue;
    }
    if (m.p99 > BUDGET.p99Ms) misses.push(`${m.name}: p99 ${m.p99} ms > ${BUDGET.p99Ms} ms`);
    if (m.replayRps !== undefined) {
      if (m.rps < m.replayRps * REPLAY_SHARE) {
        misses.push(
          `${m.name}: ${m.rps} req/s < ${REPLAY_SHARE * 100} % of a bare server sending the same answer (${m.replayRps})`,
        );
      }
      if (m.answerBytes > REPLAY_ANSWER_MAX_KB * 1024) {
        misses.push(`${m.name}: an answer of ${(m.answerBytes / 1024).toFixed(1)} KB > ${REPLAY_ANSWER_MAX_KB} KB`);
      }
      if (m.page && m.bareRouteCpuUs !== undefined && m.cpuUs > m.bareRouteCpuUs * PAGE_CPU_FACTOR) {
        misses.push(
          `${m.name}: ${m.cpuUs} µs of server CPU a request > ${PAGE_CPU_FACTOR}× a bare Fastify route's ${m.bareRouteCpuUs} µs for the same answer`,
        );
      }
    } else if (m.rps < ceiling.rps * BUDGET.ceilingShare) {
      misses.push(`${m.name}: ${m.rps} req/s < ${BUDGET.ceilingShare * 100} % of the ceiling (${ceiling.rps})`);
    }
  }
  // The deepest log pages against their first pages (same filter).
  const logs = rows.filter((m) => m.name.startsWith('GET /log/all'));
  for (const first of logs.filter((m) => m.name.endsWith(' page 1'))) {
    const prefix = first.name.slice(0, -'1'.length);
    for (const deep of logs.filter((m) => m !== first && m.name.startsWith(prefix))) {
      if (deep.p99 > first.p99 * BUDGET.deepPageFactor) {
        misses.push(`${deep.name}: p99 ${deep.p99} ms > ${BUDGET.deepPageFactor}× the first page's ${first.p99} ms`);
      }
    }
  }
  return misses;
}

export function printMix({ mix, bypass, attack }: Extra) {
  console.log('\nPostgreSQL: a cohort taking an exam (40 readers; 10 students submitting open-loop)');
  console.log(
    `| reads alone | reads in the mix | share | read p99 alone / mix | exams/s | exam p50 / p99 | CPU µs per exam | load's CPU µs per exam | failed |`,
  );
  console.log(`|---:|---:|---:|---:|---:|---:|---:|---:|---:|`);
  const share = Math.round((mix.mixed.rps / mix.alone.rps) * 100);
  console.log(
    `| ${mix.alone.rps} | ${mix.mixed.rps} | ${share} % | ${mix.alone.p99} / ${mix.mixed.p99} ms | ${mix.exams.rate} | ${mix.exams.p50} / ${mix.exams.p99} ms | ${mix.exams.cpuUs} | ${mix.exams.clientCpuUs} | ${mix.mixed.failures + mix.exams.failures} |`,
  );
  console.log(`Unique q values on /job/all: ${bypass.rps} req/s, p99 ${bypass.p99} ms, ${bypass.failures} failed.`);
  console.log(
    `RSS after /job/all?limit=100&v=1…300 on 100 posts of 20,000 characters: ${attack.beforeMb} → ${attack.afterMb} MB.`,
  );
}

export function checkMixBudgets({ mix, bypass, attack }: Extra): string[] {
  const misses: string[] = [];
  const b = MIX_BUDGET;
  if (mix.mixed.rps < mix.alone.rps * b.readShare)
    misses.push(`mix: reads ${mix.mixed.rps} req/s < ${b.readShare * 100} % of alone (${mix.alone.rps})`);
  if (mix.mixed.p99 > b.readP99Ms) misses.push(`mix: read p99 ${mix.mixed.p99} ms > ${b.readP99Ms} ms`);
  if (mix.exams.p99 > b.examP99Ms)
    misses.push(`mix: exam submission (open + submit) p99 ${mix.exams.p99} ms > ${b.examP99Ms} ms`);
  if (mix.exams.cpuUs > b.examCpuUs)
    misses.push(`mix: ${mix.exams.cpuUs} µs of server CPU per submission > ${b.examCpuUs} µs`);
  if (mix.mixed.failures + mix.exams.failures > 0)
    misses.push(`mix: ${mix.mixed.failures + mix.exams.failures} requests failed`);
  if (bypass.failures > 0) misses.push(`unique q: ${bypass.failures} requests failed`);
  if (attack.afterMb - attack.beforeMb > b.attackGrowthMb)
    misses.push(`attack: RSS grew ${attack.afterMb - attack.beforeMb} MB > ${b.attackGrowthMb} MB`);
  return misses;
}
