import { currentLang } from './i18n.ts';

/** A text the programme's staff wrote, in the reader's language where it exists. */
export interface EditorialText {
  text: string;
  /** 'tr' when an English page shows the Turkish text (no English yet): the block says so (`lang="tr"`). */
  lang?: 'tr';
}

/**
 * The English text on an English page when there is one, the Turkish text otherwise (docs/product.md): the API sends
 * both, so cached answers never depend on the reader's language.
 */
export function editorial(tr: string, en: string | undefined): EditorialText {
  if (currentLang() !== 'en') return { text: tr };
  return en && en.trim() !== '' ? { text: en } : { text: tr, lang: 'tr' };
}
