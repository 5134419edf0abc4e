/**
 * Turkish identity numbers (T.C. Kimlik No, and the foreigners' numbers starting with 99 that follow the same rule):
 * eleven digits, the first not 0, the last two check digits. Written forms differ (spaces, dashes, a copied zero-width
 * character, Arabic-Indic digits on a phone set to Arabic), so every form of one number is normalised to its digits
 * before it is checked, stored or hashed: one person, one key (docs/security.md).
 */

/** Arabic-Indic (U+0660–0669) and Eastern Arabic-Indic (U+06F0–06F9) digits: their low nibble is the digit. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
/** What people put between digits: spaces, dashes, dots, and invisible format characters (zero-width, bidi marks). */
const SEPARATORS = /[\s\-.\p{Cf}]/gu;

/** The number's digits (full-width and Arabic digits as ASCII), separators dropped; anything else is kept, to fail. */
export function normalizeIdNumber(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(ARABIC_DIGITS, (d) => String(d.charCodeAt(0) & 0xf))
    .replace(SEPARATORS, '');
}

/** The two check digits of a number's first nine. */
function checkDigits(nine: number[]): [number, number] {
  const odd = nine[0] + nine[2] + nine[4] + nine[6] + nine[8];
  const even = nine[1] + nine[3] + nine[5] + nine[7];
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  return [tenth, (odd + even + tenth) % 10];
}

/** Eleven digits, not starting with 0, whose 10th and 11th digits are the check digits of the first nine. */
export function isValidIdNumber(normalized: string): boolean {
  if (!/^[1-9]\d{10}$/.test(normalized)) return false;
  const d = [...normalized].map(Number);
  const [tenth, eleventh] = checkDigits(d.slice(0, 9));
  return d[9] === tenth && d[10] === eleventh;
}

/** The valid number whose first nine digits are `nine` (nine digits, the first not 0): for seeds and tests. */
export function idNumberFrom(nine: string): string {
  return nine + checkDigits([...nine].map(Number)).join('');
}
