import { describe, expect, it } from 'vitest';
import { companySignupSchema, loginInputSchema, signupInputSchema } from './auth.ts';

import { translate, type Lang } from './i18n.ts';
import { birthDateParams, loginMessages } from './messages.ts';

// Messages are keys of the `domain` catalogue; the helpers read them as a Turkish (or English) reader does.
const read = (message: string | undefined, lang: Lang) =>
  message === undefined ? undefined : translate(message, lang);
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }, lang: Lang = 'tr') =>
  read(r.error?.issues[0]?.message, lang);
const messageAt = (
  r: { error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
  lang: Lang = 'tr',
) => read(r.error?.issues.find((i) => i.path.join('.') === field)?.message, lang);

describe('login rules (docs/product.md)', () => {
  it.each([
    [{ email: '', password: 'x' }, 'E-posta adresi gerekli'],
    [{ email: 'ayse', password: 'x' }, 'Geçersiz e-posta adresi'],
    [{ email: 'ayse@example.com', password: '' }, 'Şifre gerekli'],
    [{ email: 'ayse@example.com', password: 'x'.repeat(65) }, 'Şifre en fazla 64 karakter olmalı'],
  ])('%o → %s', (input, message) => {
    expect(firstMessage(loginInputSchema.safeParse(input))).toBe(message);
  });

  it("sends keys, and docs/product.md's English texts verbatim in English", () => {
    const invalid = loginInputSchema.safeParse({ email: 'ayse', password: 'x' });
    expect(invalid.error?.issues[0]?.message).toBe(loginMessages.emailInvalid);
    expect(firstMessage(invalid, 'en')).toBe('Invalid email format');
    expect(firstMessage(loginInputSchema.safeParse({ email: '', password: 'x' }), 'en')).toBe(
      'Email address is required',
    );
  });

  it('accepts any password of 1 to 64 characters: the length rule is for new passwords only', () => {
    for (const password of ['x', '12345678', 'a'.repeat(64)]) {
      expect(loginInputSchema.safeParse({ email: 'ayse@example.com', password }).success).toBe(true);
    }
  });
});

const student = {
  role: 'student',
  name: 'Ayşe',
  surname: 'Yılmaz',
  idNumber: '10000000146',
  gender: 'female',
  dateOfBirth: '2000-01-01',
  educationLevel: 'highSchoolGraduate',
  jobSeekingStatus: 'job',
  disability: 'no',
  email: 'ayse@example.com',
  password: 'Parola12!',
  consent: true,
};

describe('student sign-up rules', () => {
  it('accepts a complete student', () => {
    expect(signupInputSchema.safeParse(student).success).toBe(true);
  });

  it.each([
    ['1989-01-01', true],
    ['1988-12-31', false],
    ['2008-01-01', true],
    ['2008-01-02', false],
  ])('birth date %s allowed: %s', (dateOfBirth, ok) => {
    expect(signupInputSchema.safeParse({ ...student, dateOfBirth }).success).toBe(ok);
  });

  it.each([
    ['dateOfBirth', '1988-12-31', "Doğum tarihi 1 Ocak 1989'dan sonra olmalı"],
    ['dateOfBirth', '2008-01-02', "Doğum tarihi 1 Ocak 2008'den önce olmalı"],
    ['dateOfBirth', '', 'Bu alan zorunludur'],
    ['name', 'Abdurrahmanovich', 'En fazla 15 karakter olmalı'],
    ['surname', '', 'Bu alan zorunludur'],
    ['idNumber', '', 'Bu alan zorunludur'],
    ['gender', '', 'Bu alan zorunludur'],
    ['educationLevel', 'phd', 'Bu alan zorunludur'],
    ['jobSeekingStatus', '', 'Bu alan zorunludur'],
    ['disability', '', 'Bu alan zorunludur'],
    ['email', 'ayse', 'Geçersiz e-posta adresi'],
    ['password', 'Kisa123', 'Şifre en az 8 karakter olmalı'],
    ['password', 'x'.repeat(65), 'Şifre en fazla 64 karakter olmalı'],
    ['consent', false, 'Bu alan zorunludur'],
  ])('%s = %o → %s', (field, value, message) => {
    expect(messageAt(signupInputSchema.safeParse({ ...student, [field]: value }), field)).toBe(message);
  });

  it.each([
    ['dateOfBirth', '1988-12-31', 'Date of birth must be after 1 January 1989'],
    ['dateOfBirth', '2008-01-02', 'Date of birth must be before 1 January 2008'],
    ['name', 'Abdurrahmanovich', 'Must be at most 15 characters'],
    ['surname', '', 'This field is required'],
    ['email', 'ayse', 'Invalid email format'],
    ['password', 'x'.repeat(65), 'Password must be at most 64 characters'],
  ])('in English: %s = %o → %s', (field, value, message) => {
    expect(messageAt(signupInputSchema.safeParse({ ...student, [field]: value }), field, 'en')).toBe(message);
  });

  it("says the window's dates with the right Turkish ending", () => {
    expect(birthDateParams('1989-01-01')).toEqual({ trDate: "1 Ocak 1989'dan", enDate: '1 January 1989' });
    expect(birthDateParams('2008-01-01').trDate).toBe("1 Ocak 2008'den");
    expect(birthDateParams('2023-09-15').trDate).toBe("15 Eylül 2023'ten");
    expect(birthDateParams('1990-03-01').trDate).toBe("1 Mart 1990'dan");
    expect(birthDateParams('2000-01-01').trDate).toBe("1 Ocak 2000'den");
    expect(birthDateParams('1940-01-01').trDate).toBe("1 Ocak 1940'tan");
  });

  it('names a missing role with SPEC message', () => {
    expect(messageAt(signupInputSchema.safeParse({ ...student, role: '' }), 'role')).toBe('Rolünüzü seçin');
  });

  it('counts Turkish letters as one character each', () => {
    expect(signupInputSchema.safeParse({ ...student, name: 'ĞÜŞİÖÇığüşöçĞÜŞ' }).success).toBe(true);
  });
});

describe('company sign-up rules', () => {
  const company = {
    role: 'company',
    name: 'Mehmet',
    surname: 'Demir',
    companyName: 'Körfez',
    email: 'ik@korfez.com',
    password: 'Kartal-2024',
    consent: true,
  };
  it('needs name, surname, company name, e-mail, password and consent only', () => {
    expect(companySignupSchema.safeParse(company).success).toBe(true);
    for (const field of ['name', 'surname', 'companyName', 'email', 'password'] as const) {
      expect(messageAt(signupInputSchema.safeParse({ ...company, [field]: '' }), field)).toBe('Bu alan zorunludur');
    }
  });
});
