/**
 * Names of stored files. The platform makes them: a resume is named after its owner, any other file keeps the
 * readable part of what was uploaded; the extension always comes from the type read from the content. A name never
 * carries control characters, bidirectional or other invisible format characters, path separators or quotes, so it
 * can neither hide its real extension ('cv\u202Efdp.exe') nor break the header it is sent in.
 */

/** Control (Cc), format (Cf: bidi overrides and isolates, zero-width characters, BOM) and line/paragraph separators. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
/** Characters file systems or headers treat specially. */
const RESERVED = /["<>:|?*/\\]/g;
const MAX_BASE = 100;

/** The visible, harmless text of a name: no invisible or reserved characters, single spaces, no leading dots. */
export function cleanNameText(text: string): string {
  return text
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(RESERVED, ' ')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, MAX_BASE)
    .trim();
}

/** A name without its last extension ('cv.pdf.exe' → 'cv.pdf'); a name that is only an extension stays. */
const withoutExtension = (name: string) => name.replace(/\.[^.]{1,10}$/, '');

/** What a file of a kind is called when nothing readable is left of its own name. */
const FALLBACK: Record<string, string> = {
  resume: 'Özgeçmiş',
  course_pdf: 'Ders dokümanı',
  blog_image: 'Görsel',
  about_image: 'Görsel',
  question_import: 'Sorular',
};

/** `<base>.<ext>`, where `base` is the cleaned text of `name` (its own extension dropped) or the kind's fallback. */
export function platformFileName(kind: string, name: string, ext: string): string {
  const base = cleanNameText(withoutExtension(cleanNameText(name)));
  return `${base || FALLBACK[kind] || 'Dosya'}.${ext}`;
}

/** A resume's name: the owner's name, then 'Özgeçmiş', with the extension of its real type. */
export function resumeFileName(personName: string, ext: string): string {
  const person = cleanNameText(personName);
  return `${person ? `${person} ` : ''}Özgeçmiş.${ext}`;
}

const TURKISH_ASCII: Record<string, string> = {
  ç: 'c',
  Ç: 'C',
  ğ: 'g',
  Ğ: 'G',
  ı: 'i',
  İ: 'I',
  ö: 'o',
  Ö: 'O',
  ş: 's',
  Ş: 'S',
  ü: 'u',
  Ü: 'U',
};

/** The name in plain ASCII letters for old clients: Turkish letters lose their marks, anything else unusual is '_'. */
export function asciiFileName(name: string): string {
  return name
    .replace(/[çÇğĞıİöÖşŞüÜ]/g, (c) => TURKISH_ASCII[c])
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9 ._()-]/g, '_');
}

/** RFC 8187 value characters: everything else is percent-encoded (encodeURIComponent leaves `'()*!` alone). */
const rfc8187 = (name: string) =>
  encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * RFC 6266 `Content-Disposition` for a file name: an ASCII fallback and the UTF-8 name. The name is cleaned again
 * here, so no stored name, however old, puts a control or bidi character into a header.
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const clean = cleanNameText(name) || 'Dosya';
  return `${type}; filename="${asciiFileName(clean)}"; filename*=UTF-8''${rfc8187(clean)}`;
}
