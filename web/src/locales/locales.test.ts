import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { pages } from '@beceri/domain/pages';
import { allEn as en, allTr as tr } from './all.ts';
import { lazyTexts } from '../lib/i18n.ts';
import { en as enCore } from './en/index.ts';
import { tr as trCore } from './tr/index.ts';

const trLazy = lazyTexts.tr;
const enLazy = lazyTexts.en;

type Tree = { [key: string]: string | Tree };
const entries = (node: Tree, prefix = ''): [string, string][] =>
  Object.entries(node).flatMap(([k, v]) =>
    typeof v === 'string' ? [[prefix + k, v] as [string, string]] : entries(v, `${prefix}${k}.`),
  );
// A value written for one language ('trDate', 'enDate': a date already in that language's form) counts as the same value.
const variables = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1].replace(/^(tr|en)(?=[A-Z])/, '')).sort();

describe('the lazy namespaces', () => {
  it('are exactly the namespaces outside the first chunk, in both languages, and load what all.ts holds', async () => {
    const lazyNames = Object.keys(tr)
      .filter((ns) => !(ns in trCore))
      .sort();
    expect(Object.keys(trLazy).sort()).toEqual(lazyNames);
    expect(Object.keys(enLazy).sort()).toEqual(lazyNames);
    expect(Object.keys(enCore).sort()).toEqual(Object.keys(trCore).sort());
    for (const ns of lazyNames) {
      expect(await trLazy[ns](), ns).toEqual(tr[ns as keyof typeof tr]);
      expect(await enLazy[ns](), ns).toEqual(en[ns as keyof typeof en]);
    }
  });

  it('are read by components that wait for them (useSuspense), never shown as keys while their chunk loads', () => {
    const src = path.resolve(import.meta.dirname, '..');
    const files = fs
      .readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\./.test(f));
    const lazyNames = Object.keys(trLazy).join('|');
    const bare = new RegExp(`useTranslation\\('(${lazyNames})'\\)`, 'g');
    const found = files.flatMap((f) =>
      [...fs.readFileSync(path.join(src, f), 'utf8').matchAll(bare)].map((m) => `${f}: ${m[0]}`),
    );
    expect(found, 'write useTranslation(ns, { useSuspense: true }) for a lazy namespace').toEqual([]);
  });

  it('named by a page for its preloads (domain/src/pages.ts `texts`) exist', () => {
    for (const p of pages) for (const ns of p.texts ?? []) expect(Object.keys(trLazy), p.path).toContain(ns);
  });
});

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
