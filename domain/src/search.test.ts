import { describe, expect, it } from 'vitest';
import { courseFilters, jobFilters } from './filters.ts';
import { findProvince } from './provinces.ts';
import { foldTurkish, searchWords } from './search.ts';

describe('foldTurkish', () => {
  it.each([
    ['Yazılım', 'yazilim'],
    ['YAZILIM', 'yazilim'],
    ['yazilim', 'yazilim'],
    ['İstanbul', 'istanbul'],
    ['ISTANBUL', 'istanbul'],
    ['istanbul', 'istanbul'],
    ['Güvenlik', 'guvenlik'],
    ['GÜVENLİK', 'guvenlik'],
    ['Şanlıurfa', 'sanliurfa'],
    ['IĞDIR', 'igdir'],
    ['Çağrı Öğün', 'cagri ogun'],
    ['Kâğıt Îmar Ûmran', 'kagit imar umran'],
    ['  çok   boşluk\tve\nsatır ', 'cok bosluk ve satir'],
  ])('%s → %s', (text, folded) => {
    expect(foldTurkish(text)).toBe(folded);
  });

  it('folds letters written with combining marks like the composed ones', () => {
    expect(foldTurkish('s\u0327u\u0308I\u0307')).toBe('sui');
  });

  it('splits a search into folded words', () => {
    expect(searchWords('  Kıdemli   YAZILIM ')).toEqual(['kidemli', 'yazilim']);
    expect(searchWords('   ')).toEqual([]);
  });
});

describe('filters of an address', () => {
  it('keeps known filters, the province as the list spells it, and drops the rest', () => {
    expect(jobFilters(new URLSearchParams('q=%20yaz%C4%B1l%C4%B1m%20&city=istanbul&type=partTime'))).toEqual({
      q: 'yazılım',
      city: 'İstanbul',
      type: 'partTime',
    });
    expect(jobFilters(new URLSearchParams('q=&city=Gotham&type=remote'))).toEqual({});
    expect(courseFilters(new URLSearchParams('category=Veri%20Bilimi&q=x'))).toEqual({
      q: 'x',
      category: 'Veri Bilimi',
    });
    expect(courseFilters(new URLSearchParams('category=Yemek'))).toEqual({});
    expect(findProvince('kocaeli')).toBe('Kocaeli');
  });
});
