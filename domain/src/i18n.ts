import { en } from './locales/en.ts';
import { enServer } from './locales/en-server.ts';
import { tr } from './locales/tr.ts';
import { trServer } from './locales/tr-server.ts';

/** The interface languages (docs/product.md–§8): Turkish first and default, English complete. */
export const LANGS = ['tr', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'tr';
/** The BCP 47 locale used for dates, numbers and case (`tr-TR` keeps İ/ı). */
export const LOCALES: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB' };

export const isLang = (value: unknown): value is Lang => value === 'tr' || value === 'en';

/**
 * The language of a request (docs/product.md): `?lang=` over the `lang` cookie over `Accept-Language` over Turkish.
 * Accept-Language is read in its own order of preference (q values), its first tr/en wins.
 */
export function pickLang(input: { query?: unknown; cookie?: unknown; acceptLanguage?: string | null }): Lang {
  if (isLang(input.query)) return input.query;
  if (isLang(input.cookie)) return input.cookie;
  const ranked = (input.acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.lang).find(isLang) ?? DEFAULT_LANG;
}

/**
 * Messages that travel (zod issues, API errors) are keys into the `domain` catalogue, with their values as a query
 * string: `validation.tooLong?max=15`. Each side turns them into the reader's language.
 */
export function messageKey(key: string, params?: Record<string, string | number>): string {
  if (!params) return key;
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return `${key}?${query}`;
}

export function parseMessage(message: string): { key: string; params: Record<string, string> } {
  const at = message.indexOf('?');
  if (at < 0) return { key: message, params: {} };
  return { key: message.slice(0, at), params: Object.fromEntries(new URLSearchParams(message.slice(at + 1))) };
}

export type Catalogue = { [key: string]: string | Catalogue };

/** The server's texts over the shared ones; a section both have (`jobs`) keeps the keys of each. */
function withServerTexts(shared: Catalogue, server: Catalogue): Catalogue {
  const merged: Catalogue = { ...shared };
  for (const [key, value] of Object.entries(server)) {
    const common = shared[key];
    merged[key] = typeof common === 'object' && typeof value === 'object' ? { ...common, ...value } : value;
  }
  return merged;
}

/**
 * The `domain` catalogue in each language: validation, API error and label texts shared by server and web, with the
 * texts only the server renders (`*-server.ts`, not shipped to the web).
 */
export const domainLocales: Record<Lang, Catalogue> = {
  // Marked pure so the web's bundler drops the catalogue (and both languages' texts) when it reads no text through it.
  tr: /* @__PURE__ */ withServerTexts(tr, trServer),
  en: /* @__PURE__ */ withServerTexts(en, enServer),
};

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A message key (with its values) in `lang`; `{{name}}` takes a value as in i18next. A text that is not a key comes
 * back as it is, so a plain sentence never turns into a key name on screen.
 */
export function translate(message: string, lang: Lang): string {
  const { key, params } = parseMessage(message);
  const text = lookup(domainLocales[lang], key) ?? lookup(domainLocales[DEFAULT_LANG], key);
  if (text === undefined) return message;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => params[name] ?? whole);
}
