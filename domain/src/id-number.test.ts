import { describe, expect, it } from 'vitest';
import { idNumberFrom, isValidIdNumber, normalizeIdNumber } from './id-number.ts';

describe('TC identity numbers', () => {
  it('are valid when both check digits are right, eleven digits long and not starting with 0', () => {
    expect(isValidIdNumber('10000000146')).toBe(true);
    expect(isValidIdNumber('99999999990')).toBe(true);
    expect(isValidIdNumber('10000000147')).toBe(false);
    expect(isValidIdNumber('10000000156')).toBe(false);
    expect(isValidIdNumber('01000000146')).toBe(false);
    expect(isValidIdNumber('1000000014')).toBe(false);
    expect(isValidIdNumber('1000000014a')).toBe(false);
  });

  it('are normalised to their digits, whatever separators, invisible characters or digit forms were typed', () => {
    expect(normalizeIdNumber(' 100 000-001.46 ')).toBe('10000000146');
    expect(normalizeIdNumber('\u200e10000000146\u200b')).toBe('10000000146');
    expect(normalizeIdNumber('١٠٠٠٠٠٠٠١٤٦')).toBe('10000000146');
    expect(normalizeIdNumber('۱۰۰۰۰۰۰۰۱۴۶')).toBe('10000000146');
    expect(normalizeIdNumber('１００００００１４６')).toBe('1000000146');
    expect(normalizeIdNumber('abc')).toBe('abc');
  });

  it('can be made from any nine digits', () => {
    for (const nine of ['100000001', '384726159', '999999999', '123456789'])
      expect(isValidIdNumber(idNumberFrom(nine)), nine).toBe(true);
  });
});
