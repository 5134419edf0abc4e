import { messageKey } from './i18n.ts';

/**
 * Robust input (docs/product.md, decision 034): text the platform stores never holds a character XML 1.0 forbids, so
 * feeds, sitemaps and exports stay valid, and a NUL byte never reaches the database (PostgreSQL refuses it).
 *
 * - Every text field refuses the C0 control characters (U+0000–U+001F), U+FFFE, U+FFFF and unpaired surrogates.
 * - A multi-line field (a description, a message: see MULTILINE_FIELDS) still takes tab, line feed and carriage
 *   return, the only C0 characters XML allows.
 * - A single-line field (a name, a title) also refuses the line and paragraph separators (U+2028, U+2029) and the
 *   bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): a name with a right-to-left
 *   override would show its letters reversed wherever it is listed ('Ali\u202Efdp.exe'). The marks U+200E and U+200F,
 *   which right-to-left writing needs, stay allowed.
 * - A search (`q`) ignores them instead: they become spaces.
 */
const FORBIDDEN_ANYWHERE = String.raw`[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]`;
const MULTILINE_FORBIDDEN = new RegExp(FORBIDDEN_ANYWHERE);
const SINGLE_LINE_FORBIDDEN = new RegExp(
  `${FORBIDDEN_ANYWHERE}|[\\t\\n\\r\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069]`,
);
const FORBIDDEN_ALL = new RegExp(`${FORBIDDEN_ANYWHERE}|[\\t\\n\\r]`, 'g');

/**
 * The fields whose text may span lines (the forms' text areas, and the JSON texts of a multipart form, whose
 * layout may hold line breaks). A field is known by its own name, the last part of its path.
 */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set([
  'description',
  'descriptionEn',
  'details',
  'detailsEn',
  'mainText',
  'mainTextEn',
  'textEn',
  'message',
  'address',
  'reason',
  'comment',
  'text',
  'body',
  'test',
  'classes',
  'cards',
]);

/** Secrets are never stored as text nor shown: a password keeps whatever characters its owner chose. */
const isSecret = (name: string) => /password/i.test(name);

/** Whether `text` holds a character its field may not hold. */
export const hasForbiddenCharacter = (text: string, multiline: boolean): boolean =>
  (multiline ? MULTILINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(text);

/** `text` with every control character (and every character XML forbids) turned into a space: for searches. */
export const withoutControlCharacters = (text: string): string => text.replace(FORBIDDEN_ALL, ' ');

/** The message of a refused field; it names the field (`validation.controlCharacter?field=title`). */
export const controlCharacterMessage = (field: string) => messageKey('validation.controlCharacter', { field });

/** How deep a request's data may nest: every form and body of the API stays under 8 levels. */
export const INPUT_DEPTH_MAX = 32;

/** What `inputProblem` finds: data nested too deep, or the dotted path of the first text its field may not hold. */
export type InputProblem = { tooDeep: true } | { field: string };

const TOO_DEEP: InputProblem = { tooDeep: true };

/**
 * The first problem of `value` (a string, or objects and arrays of them, as a form or a JSON body holds), in one
 * walk: objects and arrays nested deeper than `INPUT_DEPTH_MAX` levels, or a text its field may not hold (a key
 * too). `field` names `value` itself. The walk stops at the first level too deep, so its recursion stays under
 * `INPUT_DEPTH_MAX` frames however deep a body nests (10,000 levels overflowed the stack).
 */
export function inputProblem(value: unknown, field = '', depth = 0): InputProblem | undefined {
  const name = field.slice(field.lastIndexOf('.') + 1).replace(/\[\d*\]$/, '');
  if (typeof value === 'string') {
    if (isSecret(name)) return undefined;
    return hasForbiddenCharacter(value, MULTILINE_FIELDS.has(name)) ? { field: field || '_' } : undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  if (depth >= INPUT_DEPTH_MAX) return TOO_DEEP;
  if (Array.isArray(value)) {
    // The items of a list share the list's own name: `options.2` is one of a question's options.
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      const found =
        typeof item === 'string'
          ? hasForbiddenCharacter(item, MULTILINE_FIELDS.has(name))
            ? { field: `${field}.${i}` }
            : undefined
          : inputProblem(item, field ? `${field}.${i}` : String(i), depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (hasForbiddenCharacter(key, false)) return { field: (field ? `${field}.` : '') + withoutControlCharacters(key) };
    const found = inputProblem(item, field ? `${field}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}
