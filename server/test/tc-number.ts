import { idNumberFrom } from '@beceri/domain';

/** A valid TC identity number (both check digits right), different for each seed below 10⁹: one person, one student account. */
export function tcNumber(seed: number): string {
  const nine = String(100_000_000 + (seed % 1e9)).slice(-9);
  return idNumberFrom(nine[0] === '0' ? `1${nine.slice(1)}` : nine);
}
