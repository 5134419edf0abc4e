import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { artFor, NewsArt } from './news-art.tsx';

describe('NewsArt', () => {
  it('draws different pictures for different posts and the same one for the same post', () => {
    const ids = Array.from({ length: 12 }, (_, i) => `0190b6c2-7d1e-7000-8000-00000000000${i.toString(16)}`);
    const looks = new Set(ids.map((id) => JSON.stringify(artFor(id))));
    expect(looks.size).toBe(ids.length);
    const kinds = new Set(ids.map((id) => `${artFor(id).motif}-${artFor(id).palette}`));
    expect(kinds.size).toBeGreaterThan(6);

    const a = render(<NewsArt id={ids[0]} />).container.innerHTML;
    const again = render(<NewsArt id={ids[0]} />).container.innerHTML;
    const other = render(<NewsArt id={ids[1]} />).container.innerHTML;
    expect(again).toBe(a);
    expect(other).not.toBe(a);
  });

  it('is decorative: hidden from screen readers', () => {
    const { container } = render(<NewsArt id="x" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
