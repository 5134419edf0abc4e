import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayOfMoment,
  isNow,
  istanbulMoment,
  istanbulTime,
  istanbulToday,
  mondayOf,
  weekDays,
} from './week.ts';

describe('the timetable week (Istanbul days)', () => {
  it('runs Monday to Sunday, across months and years', () => {
    expect(mondayOf('2026-12-03')).toBe('2026-11-30');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf('2027-01-03')).toBe('2026-12-28');
    expect(weekDays('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it("reads moments on Istanbul's clock, whatever the browser's zone", () => {
    // 22:30 UTC is already the next day in Istanbul.
    expect(dayOfMoment('2026-12-01T22:30:00Z')).toBe('2026-12-02');
    expect(istanbulToday(new Date('2026-12-01T21:00:00Z'))).toBe('2026-12-02');
    expect(istanbulTime('2026-12-01T06:05:00Z')).toBe('09:05');
    expect(istanbulMoment('2026-12-01', '09:00')).toBe('2026-12-01T09:00:00+03:00');
  });

  it('says a session is going on from its start to just before its end', () => {
    const s = { startsAt: '2026-12-01T06:00:00Z', endsAt: '2026-12-01T09:00:00Z' };
    expect(isNow(s, Date.parse('2026-12-01T06:00:00Z'))).toBe(true);
    expect(isNow(s, Date.parse('2026-12-01T08:59:59Z'))).toBe(true);
    expect(isNow(s, Date.parse('2026-12-01T09:00:00Z'))).toBe(false);
    expect(isNow(s, Date.parse('2026-12-01T05:59:59Z'))).toBe(false);
  });
});
