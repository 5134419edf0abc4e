import { describe, expect, it } from 'vitest';
import { findProvince, PROVINCES, PROVINCES_SORTED } from './provinces.ts';

describe('provinces', () => {
  it('are the 81 provinces, each once, in Turkish alphabetical order', () => {
    expect(new Set(PROVINCES).size).toBe(81);
    expect(PROVINCES_SORTED).toEqual([...PROVINCES].sort(new Intl.Collator('tr').compare));
    // Turkish order: Ğ after G, İ after I, Ş after S, Ç before D.
    expect(PROVINCES_SORTED.indexOf('Ağrı')).toBeGreaterThan(PROVINCES_SORTED.indexOf('Afyonkarahisar'));
    expect(PROVINCES_SORTED.indexOf('Çorum')).toBeLessThan(PROVINCES_SORTED.indexOf('Denizli'));
    expect(PROVINCES_SORTED.indexOf('İstanbul')).toBeGreaterThan(PROVINCES_SORTED.indexOf('Isparta'));
    expect(PROVINCES_SORTED.indexOf('Şanlıurfa')).toBeGreaterThan(PROVINCES_SORTED.indexOf('Sivas'));
  });

  it('are found however they are typed', () => {
    expect(findProvince('istanbul')).toBe('İstanbul');
    expect(findProvince('IGDIR')).toBe('Iğdır');
    expect(findProvince('Düzce')).toBe('Düzce');
  });
});
