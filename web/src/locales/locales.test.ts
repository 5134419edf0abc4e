import { describe, expect, it } from 'vitest';
import { en } from './en/index.ts';
import { tr } from './tr/index.ts';

type Tree = { [key: string]: string | Tree };
const entries = (node: Tree, prefix = ''): [string, string][] =>
  Object.entries(node).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : entries(v, `${prefix}${k}.`)));
// A value written for one language ('trDate', 'enDate': a date already in that language's form) counts as the same value.
const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1].replace(/^(tr|en)(?=[A-Z])/, '')).sort();

describe('the two locales', () => {
  const trEntries = new Map(entries(tr as unknown as Tree));
  const enEntries = new Map(entries(en as unknown as Tree));

  it('have the same keys: a text missing in either language fails here', () => {
    expect([...enEntries.keys()].sort()).toEqual([...trEntries.keys()].sort());
  });

  it('have no empty text and the same {{values}} in both languages', () => {
    for (const [key, text] of trEntries) {
      expect(text.trim(), `tr ${key}`).not.toBe('');
      expect(enEntries.get(key)?.trim(), `en ${key}`).not.toBe('');
      expect(variables(enEntries.get(key) ?? ''), key).toEqual(variables(text));
    }
  });

  it('give every plural its one and other forms', () => {
    for (const key of trEntries.keys()) {
      const plural = key.match(/^(.*)_(one|other)$/);
      if (plural) expect(trEntries.has(`${plural[1]}_${plural[2] === 'one' ? 'other' : 'one'}`), key).toBe(true);
    }
  });

  it('keep Turkish letters out of the English interface', () => {
    const turkish = /[çğıİöşüÇĞÖŞÜ]/;
    // Names of places and institutions stay as they are written.
    const names = /İzmit|Türkiye|Türkçe|Sanayi Odası|KVKK|Kişisel Verilerin/;
    for (const [key, text] of enEntries) if (!names.test(text)) expect(text, `en ${key}`).not.toMatch(turkish);
  });
});
