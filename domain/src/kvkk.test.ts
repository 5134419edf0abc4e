import { describe, expect, it } from 'vitest';
import { translate } from './i18n.ts';
import { signupInputSchema } from './auth.ts';
import { ageBand } from './kvkk.ts';

describe('ageBand', () => {
  it.each([
    ['2010-06-02', '2026-06-01', '<16'],
    ['2010-06-01', '2026-06-01', '16-17'],
    ['2008-06-02', '2026-06-01', '16-17'],
    ['2008-06-01', '2026-06-01', '18-24'],
    ['2001-06-02', '2026-06-01', '18-24'],
    ['1997-06-01', '2026-06-01', '25-29'],
    ['1991-06-01', '2026-06-01', '30-35'],
    ['1996-06-02', '2026-06-01', '25-29'],
    ['1990-06-01', '2026-06-01', '>35'],
  ])('born %s, on %s: %s', (born, on, band) => {
    expect(ageBand(born, on)).toBe(band);
  });
});

describe('explicit consent for the disability answer at sign-up', () => {
  const student = {
    role: 'student',
    name: 'Ayşe',
    surname: 'Yılmaz',
    idNumber: '10000000146',
    gender: 'female',
    dateOfBirth: '2000-01-01',
    educationLevel: 'highSchoolGraduate',
    jobSeekingStatus: 'job',
    email: 'ayse@example.com',
    password: 'Parola12',
    consent: true,
  };
  const issuesAt = (input: object, field: string) =>
    (signupInputSchema.safeParse(input).error?.issues ?? [])
      .filter((i) => i.path[0] === field)
      .map((i) => translate(i.message, 'tr'));

  it('is required when the answer is yes, with its own message', () => {
    expect(issuesAt({ ...student, disability: 'yes' }, 'disabilityConsent')).toEqual([
      'Engel durumu bilginizin işlenmesi için açık rızanız gerekir',
    ]);
    expect(issuesAt({ ...student, disability: 'yes', disabilityConsent: false }, 'disabilityConsent')).toHaveLength(1);
    expect(signupInputSchema.safeParse({ ...student, disability: 'yes', disabilityConsent: true }).success).toBe(true);
  });

  it('is not asked for when the answer is no', () => {
    expect(signupInputSchema.safeParse({ ...student, disability: 'no' }).success).toBe(true);
  });
});
