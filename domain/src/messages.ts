import { BIRTH_DATE_MAX, BIRTH_DATE_MIN, NAME_MAX } from './constants.ts';
import { messageKey } from './i18n.ts';

// Validation messages of docs/product.md as keys of the `domain` catalogue (locales/tr.ts, locales/en.ts).
export const REQUIRED = 'validation.required';
/** A date that is no day of the calendar (2000-02-30). */
export const DATE_INVALID = 'validation.dateInvalid';

/** 'En fazla 15 karakter olmalı' / 'Must be at most 15 characters'. */
export const tooLong = (max: number) => messageKey('validation.tooLong', { max });

export const loginMessages = {
  emailInvalid: 'login.emailInvalid',
  emailRequired: 'login.emailRequired',
  passwordRequired: 'login.passwordRequired',
} as const;

const TR_MONTHS = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
];
const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * The Turkish ablative ending of a number read aloud ('1989'dan', '2008'den', '2023'ten'): it follows the vowel
 * harmony and the hard consonant of the last word spoken (dokuz → dan, sekiz → den, üç → ten, bin → den).
 */
function ablative(n: number): string {
  const ones = ['', 'den', 'den', 'ten', 'ten', 'ten', 'dan', 'den', 'den', 'dan'];
  const tens = ['', 'dan', 'den', 'dan', 'tan', 'den', 'tan', 'ten', 'den', 'dan'];
  if (n % 10) return ones[n % 10]!;
  if (n % 100) return tens[(n % 100) / 10]!;
  return 'den'; // yüz, bin
}

/** A day (YYYY-MM-DD) as the birth-date messages say it: `trDate` "1 Ocak 1989'dan", `enDate` "1 January 1989". */
export function birthDateParams(day: string): { trDate: string; enDate: string } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return { trDate: `${d} ${TR_MONTHS[m - 1]} ${y}'${ablative(y)}`, enDate: `${d} ${EN_MONTHS[m - 1]} ${y}` };
}

/** The birth-date bound messages, built from the window's dates (docs/product.md). */
export const birthDateMessages = (from: string, to: string) => ({
  tooEarly: messageKey('signup.birthTooEarly', birthDateParams(from)),
  tooLate: messageKey('signup.birthTooLate', birthDateParams(to)),
});

export const signupMessages = {
  roleRequired: 'signup.roleRequired',
  nameMax: tooLong(NAME_MAX),
  birthTooEarly: birthDateMessages(BIRTH_DATE_MIN, BIRTH_DATE_MAX).tooEarly,
  birthTooLate: birthDateMessages(BIRTH_DATE_MIN, BIRTH_DATE_MAX).tooLate,
  emailInvalid: 'signup.emailInvalid',
  idNumberInvalid: 'signup.idNumberInvalid',
} as const;

/** docs/product.md's password rule. */
export const passwordMessages = {
  tooShort: 'password.tooShort',
  tooLong: 'password.tooLong',
  common: 'password.common',
  fewDistinct: 'password.fewDistinct',
  productName: 'password.productName',
  emailPart: 'password.emailPart',
} as const;

/** docs/product.md's 'Required' and the title rule, 100 characters since docs/product.md (Turkish in the Turkish interface). */
export const jobMessages = {
  required: 'jobs.required',
  titleMax: 'jobs.titleMax',
} as const;
