import { describe, expect, it } from 'vitest';
import { dateIn } from './days.ts';

describe('dateIn', () => {
  it('gives the calendar date in Istanbul (UTC+3), a day ahead of UTC from 21:00 UTC', () => {
    expect(dateIn('Europe/Istanbul', new Date('2026-11-23T20:59:59.999Z'))).toBe('2026-11-23');
    expect(dateIn('Europe/Istanbul', new Date('2026-11-23T21:00:00Z'))).toBe('2026-11-24');
    expect(dateIn('Europe/Istanbul', new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
  });

  it('follows the zone it is given', () => {
    expect(dateIn('UTC', new Date('2026-11-23T21:30:00Z'))).toBe('2026-11-23');
  });
});
