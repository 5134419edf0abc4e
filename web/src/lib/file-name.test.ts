import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './api.ts';

describe('fileNameFrom', () => {
  it('prefers the UTF-8 name, so Turkish letters survive', () => {
    expect(
      fileNameFrom(
        `attachment; filename="ay_e.pdf"; filename*=UTF-8''${encodeURIComponent('ayşe özgeçmiş.pdf')}`,
        'x.pdf',
      ),
    ).toBe('ayşe özgeçmiş.pdf');
  });
  it('falls back to the plain name, then to the given one', () => {
    expect(fileNameFrom('attachment; filename="cv.pdf"', 'x.pdf')).toBe('cv.pdf');
    expect(fileNameFrom(null, 'x.pdf')).toBe('x.pdf');
    expect(fileNameFrom("attachment; filename*=UTF-8''%E0%A4%A", 'x.pdf')).toBe('x.pdf');
  });
});
