import { describe, expect, it } from 'vitest';
import { talentDisplayName } from './talent.ts';

describe('talentDisplayName', () => {
  it('writes the first name and the initial of the surname in Turkish capitals', () => {
    expect(talentDisplayName('Ayşe', 'ışık')).toBe('Ayşe I.');
    expect(talentDisplayName('Elif', 'ince')).toBe('Elif İ.');
    expect(talentDisplayName('Can', 'çelik')).toBe('Can Ç.');
    expect(talentDisplayName('Deniz', ' şahin ')).toBe('Deniz Ş.');
    expect(talentDisplayName(' Ali ', '')).toBe('Ali');
  });
});
