import { describe, expect, it } from 'vitest';
import { LOG_FILTER_TYPES, logTypeLabels, logTypesParamSchema } from './logs.ts';

describe('log types', () => {
  it('labels the three filters in Turkish, in SPEC order', () => {
    expect(LOG_FILTER_TYPES.map((t) => logTypeLabels[t])).toEqual(['Öğretmen', 'Öğrenci', 'Şirket']);
    expect(logTypeLabels.other).toBe('Diğer');
  });

  it('parses the types parameter', () => {
    expect(logTypesParamSchema.parse(undefined)).toEqual([]);
    expect(logTypesParamSchema.parse('')).toEqual([]);
    expect(logTypesParamSchema.parse('teacher,company,teacher')).toEqual(['teacher', 'company']);
    expect(logTypesParamSchema.safeParse('teacher,admin').success).toBe(false);
  });
});
