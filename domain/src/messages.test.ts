import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';
import { domainLocales, translate } from './i18n.ts';
import { label, labelKey } from './labels.ts';

/** Every exported message object and label map: each value must be a key that both languages translate. */
const messageSets = Object.entries(domain).filter(
  ([name, value]) => /(Messages|Labels)$/.test(name) && typeof value === 'object' && value !== null,
) as [string, Record<string, string>][];

describe('the domain catalogue', () => {
  it('finds the message sets', () => {
    expect(messageSets.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'serverMessages',
        'loginMessages',
        'signupMessages',
        'passwordMessages',
        'jobMessages',
        'jobServerMessages',
        'courseMessages',
        'resetMessages',
        'passwordChangeMessages',
        'contactMessages',
        'kvkkMessages',
        'newsMessages',
        'roleLabels',
        'educationLevelLabels',
        'genderLabels',
        'jobSeekingLabels',
        'yesNoLabels',
        'applicationStatusLabels',
        'logTypeLabels',
      ]),
    );
  });

  it.each(messageSets)('%s: every message is a key with a text in Turkish and in English', (_name, set) => {
    for (const message of Object.values(set)) {
      for (const lang of ['tr', 'en'] as const) {
        const text = translate(message, lang);
        expect(text, `${message} in ${lang}`).not.toBe(message);
        expect(text, `${message} in ${lang}`).not.toMatch(/\{\{/);
      }
    }
  });

  it("keeps docs/product.md's Turkish and turns its English leftovers into Turkish", () => {
    expect(translate(domain.courseMessages.notFound, 'tr')).toBe('Kurs bulunamadı');
    expect(translate(domain.serverMessages.emailTaken, 'tr')).toBe(
      'Kayıt başarısız! Bu e-posta adresiyle kayıtlı bir kullanıcı zaten var.',
    );
    expect(translate(domain.serverMessages.emailTaken, 'en')).toBe(
      'SignUp Failed! A user with this email already exists.',
    );
    expect(translate(domain.resetMessages.mismatch, 'tr')).toBe('Şifreler eşleşmiyor');
    expect(translate(domain.resetMessages.mismatch, 'en')).toBe('Passwords do not match');
    expect(translate(domain.passwordChangeMessages.success, 'tr')).toBe('Şifre başarıyla değiştirildi.');
    expect(translate(domain.passwordChangeMessages.success, 'en')).toBe('Password changed successfully.');
    expect(translate(domain.loginMessages.emailInvalid, 'en')).toBe('Invalid email format');
  });

  it("has no Turkish letters in English (but the country's English name, Türkiye)", () => {
    const texts = (node: object): string[] =>
      Object.values(node).flatMap((v) => (typeof v === 'string' ? [v] : texts(v as object)));
    for (const text of texts(domainLocales.en)) expect(text.replaceAll('Türkiye', '')).not.toMatch(/[çğıöşüÇĞİÖŞÜ]/);
  });
});

describe('labels', () => {
  it('labels a code in either language and leaves an unknown one as it is', () => {
    expect(label('education', 'highSchoolGraduate', 'tr')).toBe('Lise mezunu');
    expect(label('education', 'highSchoolGraduate', 'en')).toBe('High school graduate');
    expect(label('role', 'teacher', 'tr')).toBe('Öğretmen');
    expect(label('applicationStatus', 'In Review', 'en')).toBe('In review');
    expect(label('applicationStatus', 'Lost', 'tr')).toBe('Bilinmeyen Durum');
    expect(label('gender', 'other', 'tr')).toBe('other');
    expect(labelKey('jobSeeking', 'internship')).toBe('labels.jobSeeking.internship');
  });
});
