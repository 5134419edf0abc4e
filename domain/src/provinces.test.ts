import { describe, expect, it } from 'vitest';
import { findProvince, PROVINCES } from './provinces.ts';

describe('provinces', () => {
  it('are the 81 provinces, each once, in Turkish alphabetical order', () => {
    expect(new Set(PROVINCES).size).toBe(81);
    expect(PROVINCES).toEqual([...PROVINCES].sort(new Intl.Collator('tr').compare));
    // Turkish order: Ğ after G, İ after I, Ş after S, Ç before D.
    expect(PROVINCES.indexOf('Ağrı')).toBeGreaterThan(PROVINCES.indexOf('Afyonkarahisar'));
    expect(PROVINCES.indexOf('Çorum')).toBeLessThan(PROVINCES.indexOf('Denizli'));
    expect(PROVINCES.indexOf('İstanbul')).toBeGreaterThan(PROVINCES.indexOf('Isparta'));
    expect(PROVINCES.indexOf('Şanlıurfa')).toBeGreaterThan(PROVINCES.indexOf('Sivas'));
  });

  it('are found however they are typed', () => {
    expect(findProvince('istanbul')).toBe('İstanbul');
    expect(findProvince('IGDIR')).toBe('Iğdır');
    expect(findProvince('Düzce')).toBe('Düzce');
  });
});
