import { describe, expect, it } from 'vitest';
import { translate } from './i18n.ts';
import { LOG_FILTER_TYPES, logTypeLabels, logTypesParamSchema } from './logs.ts';

describe('log types', () => {
  it('labels the three filters in Turkish, in SPEC order', () => {
    expect(LOG_FILTER_TYPES.map((t) => translate(logTypeLabels[t], 'tr'))).toEqual(['Öğretmen', 'Öğrenci', 'Şirket']);
    expect(translate(logTypeLabels.other, 'tr')).toBe('Diğer');
    expect(LOG_FILTER_TYPES.map((t) => translate(logTypeLabels[t], 'en'))).toEqual(['Teacher', 'Student', 'Company']);
  });

  it('parses the types parameter', () => {
    expect(logTypesParamSchema.parse(undefined)).toEqual([]);
    expect(logTypesParamSchema.parse('')).toEqual([]);
    expect(logTypesParamSchema.parse('teacher,company,teacher')).toEqual(['teacher', 'company']);
    expect(logTypesParamSchema.safeParse('teacher,admin').success).toBe(false);
  });
});
