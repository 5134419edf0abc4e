import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnPath('/courseInfoPage/0b6c6a8e-1d1f-4a53-9c55-3f3d7f0c2b11')).toBe(
      '/courseInfoPage/0b6c6a8e-1d1f-4a53-9c55-3f3d7f0c2b11',
    );
    expect(safeReturnPath('/jobs?page=2#list')).toBe('/jobs?page=2#list');
  });

  it('refuses anything that could leave the site, and the login page itself', () => {
    for (const next of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/\u0000x',
      '/a\nb',
      'courses',
      '/login',
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnPath(next)).toBeNull();
    }
  });
});
