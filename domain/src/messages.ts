/** Validation messages exactly as SPEC.md §5 writes them. */
export const REQUIRED = 'Bu alan zorunludur';

export const loginMessages = {
  emailInvalid: 'Invalid email format',
  emailRequired: 'Email adresi gerekli',
  passwordRequired: 'Şifre gerekli',
  passwordMax: 'Password must not be more than 8 characters',
} as const;

export const signupMessages = {
  roleRequired: 'Rolünüzü seçin',
  nameMax: 'En fazla 15 karakter olmalı',
  birthTooEarly: "Doğum tarihi 1 Ocak 1989'dan sonra olmalı",
  birthTooLate: "Doğum tarihi 1 Ocak 2008'den önce olmalı",
  emailInvalid: 'Geçersiz email formatı',
  passwordMax: 'Şifre en fazla 8 karakter olmalı',
} as const;

export const jobMessages = {
  required: 'Required',
  titleMax: 'Title must be 10 characters or less',
} as const;
