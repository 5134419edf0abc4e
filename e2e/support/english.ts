import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Words of the Turkish interface that must never show in the English one (no Turkish in the English
 * interface). People's and institutions' names are not interface text, so the whole-page check is on these words.
 */
const TURKISH_WORDS =
  /(?<!\p{L})(Ana Sayfa|Giriş|Kayıt|Şifre|Haberler|Dersler|İletişim|Bize ulaşın|Yükleniyor|Çıkış|Gönder|Vazgeç|Kaydet|Profil|Merhaba|Hesabım|Sil|Düzenle|Öncesi|Sonraki|zorunludur|finanse edilmektedir|Kullanıcılar|Kurslar)(?!\p{L})/iu;
const turkishLine = /[^\n]*[çğıİöşüÇĞÖŞÜ][^\n]*/g;

/** Names that keep their Turkish spelling in English (places, institutions), as in the locale test. */
export const PROPER_NAMES = ['İzmit', 'Türkiye', 'Türkçe', 'Sanayi Odası', 'KVKK', 'Kişisel Verilerin Korunması'];

/**
 * The English interface shows no Turkish.
 * - A whole page: `<html lang="en">` and none of the Turkish interface's words in its visible text.
 * - An area: no line of its visible text holds a Turkish letter once `allowed` is set aside: texts people wrote
 *   (a course title, a post's body; as strings or as the elements that show them) and, where given, PROPER_NAMES.
 */
export async function expectNoTurkish(target: Page | Locator, allowed: (string | Locator)[] = []) {
  if (!('goto' in target)) return expectNoTurkishIn(target, allowed);
  await expect(target.locator('html')).toHaveAttribute('lang', 'en');
  const text = await target.locator('body').innerText();
  expect(text.match(TURKISH_WORDS)?.[0] ?? null, 'a Turkish interface word on the English page').toBeNull();
}

async function expectNoTurkishIn(area: Locator, allowed: (string | Locator)[]) {
  await expect
    .poll(
      async () => {
        const written: string[] = [];
        for (const item of allowed) written.push(...(typeof item === 'string' ? [item] : await item.allInnerTexts()));
        let text = await area.innerText();
        // Longest first, so that a title is not cut by a shorter text inside it.
        for (const part of written
          .map((w) => w.trim())
          .filter(Boolean)
          .sort((a, b) => b.length - a.length))
          text = text.split(part).join(' ');
        return text.match(turkishLine) ?? [];
      },
      { message: 'Turkish text in the English interface' },
    )
    .toEqual([]);
}
