import { describe, expect, it } from 'vitest';
import { translate } from './i18n.ts';
import { cardPreview, truncateText } from './card-text.ts';
import { newsInputSchema } from './news.ts';

describe('cardPreview', () => {
  it('gives the same card as the full text, for long, short, one-word and Turkish texts', () => {
    const texts = [
      Array.from({ length: 80 }, (_, i) => `Kelime${i}  ve\nşöyle`).join(' '),
      'Kısa   bir\nhaber',
      'ğ'.repeat(400),
      `${'x'.repeat(150)} ${'y'.repeat(10)}`,
      `${'x'.repeat(149)} y z`,
    ];
    for (const text of texts) {
      expect(cardPreview(text).length).toBeLessThanOrEqual(152);
      expect(truncateText(cardPreview(text))).toBe(truncateText(text));
    }
  });
});

describe('truncateText', () => {
  it('leaves a text of 150 characters or fewer as it is', () => {
    const text = 'a'.repeat(150);
    expect(truncateText(text)).toBe(text);
    expect(truncateText('  Kısa   bir\nhaber  ')).toBe('Kısa bir haber');
  });

  it('cuts a longer text on a word boundary and adds an ellipsis', () => {
    const words = 'Bilişim laboratuvarı yirmi bir kişilik olarak kuruldu ve eğitimler başladı'.split(' ');
    const text = Array.from({ length: 10 }, () => words.join(' ')).join(' ');
    const cut = truncateText(text);
    expect(cut.endsWith('…')).toBe(true);
    const body = cut.slice(0, -1);
    expect(Array.from(body).length).toBeLessThanOrEqual(150);
    // The kept part is a prefix of the text that ends where a word ends.
    expect(text.startsWith(body)).toBe(true);
    expect(text[body.length]).toBe(' ');
    expect(Array.from(body).length).toBeGreaterThan(130);
  });

  it('keeps a word that ends exactly at the limit', () => {
    const text = `${'x'.repeat(145)} abcd efgh`;
    expect(truncateText(text)).toBe(`${'x'.repeat(145)} abcd…`);
  });

  it('does not end on punctuation before the ellipsis', () => {
    const text = `${'kelime '.repeat(20)}son, ${'devam '.repeat(20)}`;
    expect(truncateText(text, 145)).toMatch(/son…$/);
  });

  it('cuts a single overlong word at the limit and counts Turkish letters as one character', () => {
    const cut = truncateText('ş'.repeat(400));
    expect(cut).toBe(`${'ş'.repeat(150)}…`);
  });
});

describe('news schema', () => {
  it('requires a news title with the SPEC message', () => {
    const r = newsInputSchema.safeParse({ title: '  ', description: '', details: '' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('validation.required');
    expect(translate(r.error?.issues[0].message ?? '', 'tr')).toBe('Bu alan zorunludur');
    expect(newsInputSchema.parse({ title: ' Haber ' })).toEqual({
      title: 'Haber',
      description: '',
      details: '',
      titleEn: '',
      descriptionEn: '',
      detailsEn: '',
    });
  });
});
