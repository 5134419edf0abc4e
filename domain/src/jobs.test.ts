import { describe, expect, it } from 'vitest';
import { applicantIdSchema, applicationStatusLabel, jobInputSchema } from './jobs.ts';

const firstMessage = (input: unknown) => {
  const r = jobInputSchema.safeParse(input);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('job title rule', () => {
  it('accepts a title of exactly 10 characters, Turkish letters included', () => {
    expect(jobInputSchema.parse({ title: 'Yazılımcığ', description: 'Açıklama' }).title).toBe('Yazılımcığ');
  });

  it('refuses 11 characters with SPEC.md\'s message', () => {
    expect(firstMessage({ title: 'Yazılımcıla', description: 'x' })).toBe('Title must be 10 characters or less');
  });

  it('requires a title and a description, blanks included', () => {
    expect(firstMessage({ title: '   ', description: 'x' })).toBe('Required');
    expect(firstMessage({ description: 'x' })).toBe('Required');
    expect(firstMessage({ title: 'Geliştirici', description: '' })).not.toBeNull();
    expect(firstMessage({ title: 'Tekniker', description: ' ' })).toBe('Required');
  });

  it('trims around the title before counting', () => {
    expect(jobInputSchema.parse({ title: '  Tekniker  ', description: 'x' }).title).toBe('Tekniker');
  });
});

describe('application status labels', () => {
  it.each([
    ['Hired', 'İşe Alındı'],
    ['In Review', 'İnceleniyor'],
    ['Rejected', 'Bilinmeyen Durum'],
    [undefined, 'Bilinmeyen Durum'],
    ['toString', 'Bilinmeyen Durum'],
  ])('%s reads %s', (status, label) => {
    expect(applicationStatusLabel(status)).toBe(label);
  });
});

describe('applicant id', () => {
  it('accepts a uuid with spaces around it and refuses anything else', () => {
    expect(applicantIdSchema.safeParse(' 3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e ').success).toBe(true);
    expect(applicantIdSchema.safeParse('12').success).toBe(false);
  });
});
