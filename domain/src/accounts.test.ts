import { describe, expect, it } from 'vitest';
import {
  adminUsersQuerySchema,
  changePasswordInputSchema,
  createTeacherInputSchema,
  forgotPasswordInputSchema,
  verifyOtpInputSchema,
} from './accounts.ts';

import { translate } from './i18n.ts';

/** The first issue's message (a key of the `domain` catalogue) as a Turkish reader sees it. */
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }, lang: 'tr' | 'en' = 'tr') => {
  const message = r.error?.issues[0]?.message;
  return message === undefined ? undefined : translate(message, lang);
};

describe('accounts schemas', () => {
  it('keeps the sign-up password rule (8–64) for a changed password and asks for the current one', () => {
    const change = (password: string, currentPassword = 'eski') =>
      changePasswordInputSchema.safeParse({ password, currentPassword });
    expect(change('abcdefgh').success).toBe(true);
    expect(change('a'.repeat(64)).success).toBe(true);
    expect(firstMessage(change('abcdefg'))).toBe('Şifre en az 8 karakter olmalı');
    expect(firstMessage(change('abcdefg'), 'en')).toBe('Password must be at least 8 characters');
    expect(change('abcdefg').error?.issues[0]?.message).toBe('password.tooShort');
    expect(firstMessage(change('a'.repeat(65)))).toBe('Şifre en fazla 64 karakter olmalı');
    expect(firstMessage(change(''))).toBe('Bu alan zorunludur');
    expect(firstMessage(change('abcdefgh', ''))).toBe('Bu alan zorunludur');
    expect(firstMessage(changePasswordInputSchema.safeParse({ password: 'abcdefgh' }))).toBe('Bu alan zorunludur');
  });

  it('asks a valid e-mail to send a reset code', () => {
    expect(firstMessage(forgotPasswordInputSchema.safeParse({ email: '' }))).toBe('Bu alan zorunludur');
    expect(firstMessage(forgotPasswordInputSchema.safeParse({ email: 'ayse@' }))).toBe('Geçersiz e-posta adresi');
    expect(forgotPasswordInputSchema.parse({ email: '  ayse@example.com ' }).email).toBe('ayse@example.com');
  });

  it.each(['12345', '1234567', '12a456', '١٢٣٤٥٦', ' 123456'])('calls %j a wrong code', (otp) => {
    expect(firstMessage(verifyOtpInputSchema.safeParse({ email: 'a@b.co', otp }))).toBe('Geçersiz OTP');
    expect(firstMessage(verifyOtpInputSchema.safeParse({ email: 'a@b.co', otp }), 'en')).toBe('Invalid OTP');
  });

  it('accepts exactly six digits', () => {
    expect(verifyOtpInputSchema.safeParse({ email: 'a@b.co', otp: '012345' }).success).toBe(true);
  });

  it('requires every teacher field but phone and address', () => {
    const ok = createTeacherInputSchema.safeParse({
      name: 'Zeynep',
      surname: 'Kaya',
      email: 'z@k.co',
      password: 'Ders-2024',
      subject: 'Python',
    });
    expect(ok.success && ok.data.phone).toBe('');
    expect(
      firstMessage(
        createTeacherInputSchema.safeParse({
          name: 'Zeynep',
          surname: 'Kaya',
          email: 'z@k.co',
          password: 'Ders-2024',
          subject: ' ',
        }),
      ),
    ).toBe('Bu alan zorunludur');
  });

  it('pages with safe defaults whatever the query says', () => {
    expect(adminUsersQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(adminUsersQuerySchema.parse({ role: 'teacher', page: '3', limit: '5' })).toEqual({
      role: 'teacher',
      page: 3,
      limit: 5,
    });
    // Like every list: a limit over the maximum is the maximum (the domain's pageQuerySchema).
    expect(adminUsersQuerySchema.parse({ role: 'root', page: '-1', limit: '100000' })).toEqual({
      role: undefined,
      page: 1,
      limit: 100,
    });
    expect(adminUsersQuerySchema.parse({ limit: 'x' })).toEqual({ page: 1, limit: 20 });
  });

  it('takes a cohort as its id, in any case, and reads a malformed one as no filter', () => {
    const id = '0b6f3c2e-8a4d-4f1b-9c3e-2d5a7b9e1f00';
    expect(adminUsersQuerySchema.parse({ cohort: ` ${id.toUpperCase()} ` }).cohort).toBe(id);
    expect(adminUsersQuerySchema.parse({ cohort: 'not-a-cohort' }).cohort).toBeUndefined();
    expect(adminUsersQuerySchema.parse({ cohort: '' }).cohort).toBeUndefined();
  });
});
