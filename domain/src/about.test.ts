import { describe, expect, it } from 'vitest';
import { aboutInputSchema } from './about.ts';
import { translate } from './i18n.ts';

const fields = (input: unknown) => {
  const r = aboutInputSchema.safeParse(input);
  return Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), translate(i.message, 'tr')]));
};

describe('about schema', () => {
  it('bounds the about-us cards', () => {
    expect(aboutInputSchema.parse({ mainText: 'x', cards: [{ id: '1', text: 'a' }] }).cards).toEqual([
      { id: 1, text: 'a', textEn: '' },
    ]);
    expect(
      aboutInputSchema.safeParse({ mainText: 'x', cards: Array.from({ length: 21 }, (_, i) => ({ id: i, text: 'a' })) })
        .success,
    ).toBe(false);
  });

  it('refuses an empty main text or an empty card, naming the field', () => {
    expect(fields({ mainText: '  ', cards: [{ id: 0, text: 'a' }] })).toEqual({ mainText: 'Bu alan zorunludur' });
    expect(fields({ cards: [] })).toEqual({ mainText: 'Bu alan zorunludur' });
    expect(
      fields({
        mainText: 'Metin',
        cards: [
          { id: 0, text: 'a' },
          { id: 1, text: ' ' },
        ],
      }),
    ).toEqual({ 'cards.1.text': 'Bu alan zorunludur' });
  });
});
