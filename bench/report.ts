/** The printed table and the PostgreSQL budgets of issue 7. */
import type { Measure } from './load.ts';

export const BUDGET = {
  p99Ms: 25,
  ceilingShare: 0.4,
  deepPageFactor: 1.5,
  rssMb: 300,
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
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(`\n${title}`);
  console.log(line(head));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const r of body) console.log(line(r));
}

/** Every missed budget, in words; empty when all are met. */
export function checkBudgets(rows: Measure[], ceiling: Measure): string[] {
  const misses: string[] = [];
  for (const m of rows) {
    if (m.failures > 0) misses.push(`${m.name}: ${m.failures} of ${m.requests} requests failed`);
    if (m.rssMb > BUDGET.rssMb) misses.push(`${m.name}: server RSS ${m.rssMb} MB > ${BUDGET.rssMb} MB`);
    if (m.write) continue;
    if (m.p99 > BUDGET.p99Ms) misses.push(`${m.name}: p99 ${m.p99} ms > ${BUDGET.p99Ms} ms`);
    if (m.rps < ceiling.rps * BUDGET.ceilingShare) {
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
