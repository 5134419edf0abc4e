import { describe, expect, it } from 'vitest';
import { aboutInputSchema } from './about.ts';

describe('about schema', () => {
  it('bounds the about-us cards', () => {
    expect(aboutInputSchema.parse({ mainText: 'x', cards: [{ id: '1', text: 'a' }] }).cards).toEqual([{ id: 1, text: 'a' }]);
    expect(aboutInputSchema.safeParse({ cards: Array.from({ length: 21 }, (_, i) => ({ id: i, text: '' })) }).success).toBe(false);
  });
});
