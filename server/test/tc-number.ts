/** A valid TC identity number (both check digits right), different for each seed below 10⁹: one person, one student account. */
export function tcNumber(seed: number): string {
  const d = String(100_000_000 + seed).slice(-9).split('').map(Number);
  d[0] ||= 1;
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  d.push((((odd * 7 - even) % 10) + 10) % 10);
  d.push(d.reduce((a, b) => a + b, 0) % 10);
  return d.join('');
}
