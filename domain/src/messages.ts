/** Validation messages exactly as SPEC.md §5 writes them. */
export const REQUIRED = 'Bu alan zorunludur';

export const loginMessages = {
  emailInvalid: 'Invalid email format',
  emailRequired: 'Email adresi gerekli',
  passwordRequired: 'Şifre gerekli',
} as const;

export const signupMessages = {
  roleRequired: 'Rolünüzü seçin',
  nameMax: 'En fazla 15 karakter olmalı',
  birthTooEarly: "Doğum tarihi 1 Ocak 1989'dan sonra olmalı",
  birthTooLate: "Doğum tarihi 1 Ocak 2008'den önce olmalı",
  emailInvalid: 'Geçersiz email formatı',
} as const;

/** DESIGN.md §7's password rule. */
export const passwordMessages = {
  tooShort: 'Şifre en az 8 karakter olmalı',
  tooLong: 'Şifre en fazla 64 karakter olmalı',
  common: 'Bu şifre çok yaygın, başka bir şifre seçin',
} as const;

export const jobMessages = {
  required: 'Required',
  titleMax: 'Title must be 10 characters or less',
} as const;
