import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertFirstError, firstError } from './form.ts';

afterEach(() => vi.restoreAllMocks());

describe('firstError', () => {
  const errors = { password: { type: 'min', message: 'Şifre en az 8 karakter olmalı' }, email: { type: 'required', message: 'Bu alan zorunludur' } };

  it('takes the first failing field in the order the form shows', () => {
    expect(firstError(errors, ['email', 'password'])).toBe('Bu alan zorunludur');
    expect(firstError(errors, ['password', 'email'])).toBe('Şifre en az 8 karakter olmalı');
  });

  it('falls back to any field with a message, and says nothing without one', () => {
    expect(firstError({ phone: { type: 'x', message: 'Geçersiz telefon' } }, ['email'])).toBe('Geçersiz telefon');
    expect(firstError({}, ['email'])).toBeUndefined();
  });
});

describe('alertFirstError', () => {
  it('alerts the first message once, and nothing for a form without messages', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    alertFirstError(['title', 'description'])({ description: { type: 'x', message: 'Açıklama zorunludur' }, title: { type: 'x', message: 'Başlık zorunludur' } });
    expect(alert).toHaveBeenCalledExactlyOnceWith('Başlık zorunludur');
    alert.mockClear();
    alertFirstError(['title'])({});
    expect(alert).not.toHaveBeenCalled();
  });
});
